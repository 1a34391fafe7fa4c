/**
 * A call's refusal as one line, "<code>: <message>" (the module exception's code and the words
 * the caller reads), or "not refused": a spec compares the whole outcome in one assertion, so a
 * right message under the wrong code (or a call that went through) fails it.
 */
export const refusalOf = (call: Promise<unknown>): Promise<string> =>
  call.then(
    () => 'not refused',
    (error: { code?: string; message: string }) => `${error.code}: ${error.message}`,
  );
