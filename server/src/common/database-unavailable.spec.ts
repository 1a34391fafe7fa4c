import { DatabaseError, Client } from 'pg';
import {
  QueryFailedError,
  QueryRunnerAlreadyReleasedError,
  QueryRunnerProviderAlreadyReleasedError,
} from 'typeorm';
import { findFreePort } from '@server/bootstrap/ports';
import { ObjectNotFoundException } from './auth/access.exceptions';
import { isDatabaseUnavailable } from './database-unavailable';
import { retryAfterOf, toErrorBody } from './error-body';

function databaseError(code: string, message: string): DatabaseError {
  const error = new DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

describe(isDatabaseUnavailable.name, () => {
  it('answers 503 with Retry-After for a refused connection, as pg reports it', async () => {
    const closed = await findFreePort();
    const client = new Client({ host: '127.0.0.1', port: closed, user: 'x', database: 'x' });
    const refused = await client.connect().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(toErrorBody(refused, 'c1')).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'DATABASE_UNAVAILABLE',
      message: 'The database is unavailable; retry in 5 seconds',
      correlationId: 'c1',
    });
    expect(retryAfterOf(refused)).toBe(5);
  });

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
  ])('counts SQLSTATE %s, also inside a TypeORM QueryFailedError', (code, message) => {
    const error = databaseError(code, message);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toErrorBody(new QueryFailedError('SELECT 1', [], error), 'c').statusCode).toBe(503);
  });

  it('counts a connection cut under a query or under a transaction', () => {
    expect(toErrorBody(new QueryRunnerAlreadyReleasedError(), 'c').statusCode).toBe(503);
    expect(isDatabaseUnavailable(new QueryRunnerProviderAlreadyReleasedError())).toBe(true);
    const cut = new Error('Connection terminated unexpectedly');
    expect(toErrorBody(new QueryFailedError('UPDATE x', [], cut), 'c').statusCode).toBe(503);
    expect(isDatabaseUnavailable(new AggregateError([cut]))).toBe(true);
  });

  it('leaves errors of the request itself alone', () => {
    const unique = databaseError('23505', 'duplicate key value violates unique constraint');
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(toErrorBody(databaseError('22P02', 'invalid input syntax'), 'c').statusCode).toBe(400);
    expect(isDatabaseUnavailable(new ObjectNotFoundException('Node not found'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Connection terminated by user code?'))).toBe(false);
    expect(retryAfterOf(new Error('boom'))).toBeUndefined();
  });
});
