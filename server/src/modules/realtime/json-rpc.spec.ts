import { dispatch, InvalidParamsError, MethodHandler, parseMessage, RPC_ERRORS } from './json-rpc';

const methods = new Map<string, MethodHandler<{ calls: string[] }>>([
  ['PING', () => 'PONG'],
  ['ECHO', (params) => params],
  [
    'LOC8',
    (params, context) => {
      const pathname = (params as { pathname?: unknown } | undefined)?.pathname;
      if (typeof pathname !== 'string') throw new InvalidParamsError('pathname must be a string');
      context.calls.push(pathname);
      return true;
    },
  ],
  [
    'BOOM',
    () => {
      throw new Error('secret');
    },
  ],
]);

describe(dispatch.name, () => {
  const context = () => ({ calls: [] as string[] });

  it('answers a request with its id', async () => {
    expect(await dispatch({ jsonrpc: '2.0', id: 1, method: 'PING' }, methods, context())).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: 'PONG',
    });
  });

  it('echoes params', async () => {
    expect(
      await dispatch(
        { jsonrpc: '2.0', id: 'a', method: 'ECHO', params: { x: [1, 2] } },
        methods,
        context(),
      ),
    ).toEqual({
      jsonrpc: '2.0',
      id: 'a',
      result: { x: [1, 2] },
    });
  });

  it('answers -32601 for an unknown method', async () => {
    expect(await dispatch({ jsonrpc: '2.0', id: 2, method: 'NOPE' }, methods, context())).toEqual({
      jsonrpc: '2.0',
      id: 2,
      error: RPC_ERRORS.methodNotFound,
    });
  });

  it('answers -32602 with the reason for bad params', async () => {
    const answer = await dispatch(
      { jsonrpc: '2.0', id: 3, method: 'LOC8', params: { pathname: 7 } },
      methods,
      context(),
    );
    expect(answer).toEqual({
      jsonrpc: '2.0',
      id: 3,
      error: { ...RPC_ERRORS.invalidParams, data: 'pathname must be a string' },
    });
  });

  it.each([
    [{ id: 4, method: 'PING' }, 4],
    [{ jsonrpc: '1.0', id: 5, method: 'PING' }, 5],
    [{ jsonrpc: '2.0', id: 6, method: 42 }, 6],
    [{ jsonrpc: '2.0', id: { bad: true }, method: 'PING' }, null],
    [{ jsonrpc: '2.0', id: 7, method: 'ECHO', params: 'text' }, 7],
    ['a string', null],
    [17, null],
  ])('answers -32600 for the invalid request %j', async (message, id) => {
    expect(await dispatch(message, methods, context())).toEqual({
      jsonrpc: '2.0',
      id,
      error: RPC_ERRORS.invalidRequest,
    });
  });

  it('runs notifications without answering them, even when they fail', async () => {
    const ctx = context();
    expect(
      await dispatch(
        { jsonrpc: '2.0', method: 'LOC8', params: { pathname: '/tree' } },
        methods,
        ctx,
      ),
    ).toBeUndefined();
    expect(ctx.calls).toEqual(['/tree']);
    expect(await dispatch({ jsonrpc: '2.0', method: 'NOPE' }, methods, ctx)).toBeUndefined();
    expect(await dispatch({ jsonrpc: '2.0', method: 'BOOM' }, methods, ctx)).toBeUndefined();
  });

  it('answers a batch with an array, leaving out notifications', async () => {
    const answer = await dispatch(
      [
        { jsonrpc: '2.0', id: 1, method: 'PING' },
        { jsonrpc: '2.0', method: 'PING' },
        { jsonrpc: '2.0', id: 2, method: 'ECHO', params: [1] },
        { foo: 'bar' },
      ],
      methods,
      context(),
    );
    expect(answer).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'PONG' },
      { jsonrpc: '2.0', id: 2, result: [1] },
      { jsonrpc: '2.0', id: null, error: RPC_ERRORS.invalidRequest },
    ]);
  });

  it('answers an empty batch with one -32600 and a batch of notifications with nothing', async () => {
    expect(await dispatch([], methods, context())).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: RPC_ERRORS.invalidRequest,
    });
    expect(
      await dispatch([{ jsonrpc: '2.0', method: 'PING' }], methods, context()),
    ).toBeUndefined();
  });

  it('refuses a batch over the cap whole, before running any call', async () => {
    const ctx = context();
    const call = { jsonrpc: '2.0', id: 1, method: 'LOC8', params: { pathname: '/a' } };
    expect(await dispatch([call, call, call], methods, ctx, { maxBatch: 2 })).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        ...RPC_ERRORS.invalidRequest,
        data: 'A batch may hold at most 2 calls; this one holds 3',
      },
    });
    expect(ctx.calls).toEqual([]);
    expect(await dispatch([call, call], methods, ctx, { maxBatch: 2 })).toHaveLength(2);
  });

  it('answers -32602 for params too deep or too large, without recursion', async () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(
      await dispatch({ jsonrpc: '2.0', id: 1, method: 'ECHO', params: deep }, methods, context()),
    ).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: {
        ...RPC_ERRORS.invalidParams,
        data: 'params nest arrays and objects deeper than 32 levels',
      },
    });
    const big = { jsonrpc: '2.0', id: 2, method: 'ECHO', params: ['x'.repeat(200)] };
    expect(await dispatch(big, methods, context(), { maxParamsChars: 100 })).toEqual({
      jsonrpc: '2.0',
      id: 2,
      error: { ...RPC_ERRORS.invalidParams, data: 'params are larger than 100 characters of JSON' },
    });
  });

  it('reports an unexpected error and answers -32603 with its correlation id', async () => {
    const reported: unknown[] = [];
    const reportError = (error: unknown) => {
      reported.push(error);
      return 'corr-1';
    };
    expect(
      await dispatch({ jsonrpc: '2.0', id: 9, method: 'BOOM' }, methods, context(), {
        reportError,
      }),
    ).toEqual({
      jsonrpc: '2.0',
      id: 9,
      error: { ...RPC_ERRORS.internal, data: { correlationId: 'corr-1' } },
    });
    await dispatch({ jsonrpc: '2.0', method: 'BOOM' }, methods, context(), { reportError });
    expect(reported).toHaveLength(2);
  });

  it('hides internal errors behind -32603', async () => {
    expect(await dispatch({ jsonrpc: '2.0', id: 9, method: 'BOOM' }, methods, context())).toEqual({
      jsonrpc: '2.0',
      id: 9,
      error: RPC_ERRORS.internal,
    });
  });
});

describe(parseMessage.name, () => {
  it('answers -32700 for malformed JSON', () => {
    expect(parseMessage('{"jsonrpc": "2.0", "method"')).toEqual({
      error: { jsonrpc: '2.0', id: null, error: RPC_ERRORS.parse },
    });
  });
});
