import type { IncomingMessage } from 'node:http';

/**
 * Counts an upload's body as the multipart parser reads it and cuts it off at the request's
 * limit (UPLOAD_MAX_REQUEST_BYTES): the body is unpiped from the parser (which pauses the
 * socket), the file being written is aborted through `signal`, and `cutOff` settles so that a
 * reader waiting for the next part stops waiting. Files each within UPLOAD_MAX_BYTES could
 * otherwise add up to any size: a client that keeps sending is not read to the end.
 */
export class RequestBodyMeter {
  private received = 0;
  private over = false;
  private readonly abort = new AbortController();
  private settle!: (value: 'over') => void;
  /** Settles with 'over' once the body went past the limit; never otherwise. */
  readonly cutOff = new Promise<'over'>((resolve) => (this.settle = resolve));
  private readonly count = (chunk: Buffer) => {
    this.received += chunk.length;
    if (this.received <= this.limitBytes || this.over) return;
    this.over = true;
    this.stop();
    this.abort.abort();
    this.settle('over');
  };

  constructor(
    private readonly req: IncomingMessage,
    private readonly limitBytes: number,
  ) {}

  get overLimit(): boolean {
    return this.over;
  }

  get signal(): AbortSignal {
    return this.abort.signal;
  }

  /**
   * Starts counting. Only once the parser is piped: a 'data' listener on a body nobody reads
   * yet would set it flowing into this counter alone, and the bytes would be lost.
   */
  start(): void {
    this.req.on('data', this.count);
  }

  /** Nothing more of the body goes to the parser (unpiping pauses the request). */
  stop(): void {
    this.req.unpipe();
  }

  detach(): void {
    this.req.off('data', this.count);
  }
}
