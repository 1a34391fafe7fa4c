import { BadRequestException, HttpStatus, NotFoundException } from '@nestjs/common';
import { AppException } from './app.exception';
import { CommonErrorCode, CommonException } from './common.exceptions';
import { toErrorBody } from './error-body';

describe(toErrorBody.name, () => {
  it('keeps an HttpException status and message', () => {
    expect(toErrorBody(new NotFoundException('Node not found'), 'c1')).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'Node not found',
      correlationId: 'c1',
    });
  });

  it('joins validation messages and lists them as details', () => {
    const sut = toErrorBody(
      new BadRequestException(['name should not be empty', 'level must be a UUID']),
      'c2',
    );
    expect(sut.statusCode).toBe(400);
    expect(sut.code).toBe('BAD_REQUEST');
    expect(sut.message).toBe('name should not be empty; level must be a UUID');
    expect(sut.details).toEqual(['name should not be empty', 'level must be a UUID']);
  });

  it('maps a module exception with its code and details', () => {
    const sut = toErrorBody(
      new AppException('PDA_ILLEGAL_TRANSITION', HttpStatus.CONFLICT, 'Cannot go to ARCHIVED', [
        'COMPLETED',
      ]),
      'c3',
    );
    expect(sut).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'PDA_ILLEGAL_TRANSITION',
      message: 'Cannot go to ARCHIVED',
      details: { code: 'PDA_ILLEGAL_TRANSITION', info: ['COMPLETED'] },
      correlationId: 'c3',
    });
  });

  it('turns bad-input database errors into 400, never 500', () => {
    const error = Object.assign(new Error('invalid input syntax for type uuid: "x"'), {
      code: '22P02',
    });
    expect(toErrorBody(error, 'c4')).toMatchObject({ statusCode: 400, code: 'BAD_INPUT' });
    // PostgreSQL's own words (types, values, tables) stay in the log.
    expect(toErrorBody(error, 'c4').message).toBe(
      'A value in the request is not of the expected type',
    );
    const range = Object.assign(new Error('value "5e+21" is out of range for type integer'), {
      code: '22003',
    });
    expect(toErrorBody(range, 'c5')).toMatchObject({
      statusCode: 400,
      code: 'BAD_INPUT',
      message: 'A number in the request is out of range',
    });
  });

  it('hides unknown errors behind a 500 with the correlation id', () => {
    expect(toErrorBody(new Error('secret detail'), 'c5')).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Internal server error',
      correlationId: 'c5',
    });
  });

  it('names the code of a module exception class, with its status from the module table', () => {
    const sut = toErrorBody(
      new CommonException(CommonErrorCode.BadId, 'Ids are 36-character uuids'),
      'c6',
    );
    expect(sut).toMatchObject({
      statusCode: 400,
      code: 'BAD_ID',
      message: 'Ids are 36-character uuids',
    });
  });
});
