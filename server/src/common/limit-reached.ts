/**
 * One user holds the most expensive work a limit allows (PDFs rendering or waiting, bulk
 * reports queued or running; decision 0033): `held` of them, one of which may be done in
 * `retryAfterSeconds`. The module that set the limit answers it as a 429 naming the setting.
 */
export class LimitReached extends Error {
  override readonly name = 'LimitReached';
  constructor(
    readonly held: number,
    readonly retryAfterSeconds: number,
  ) {
    super(`${held} are running or waiting, the most allowed`);
  }
}
