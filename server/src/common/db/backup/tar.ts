import type { Readable, Writable } from 'node:stream';

/**
 * The few parts of the ustar format a backup needs: regular files, written and read in order,
 * so that a backup is a plain .tar.gz anyone can list with `tar tzf`. Sizes from 8 GiB up use
 * GNU's base-256 form, which GNU tar and bsdtar read.
 */
const BLOCK = 512;
const OCTAL_SIZE_LIMIT = 8 ** 11;

function field(header: Buffer, offset: number, length: number, value: string): void {
  header.write(value, offset, length, 'utf8');
}

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0') + '\0';
}

export function tarHeader(name: string, size: number, mtime = new Date()): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`Name too long for the archive: ${name}`);
  const header = Buffer.alloc(BLOCK);
  field(header, 0, 100, name);
  field(header, 100, 8, octal(0o600, 8));
  field(header, 108, 8, octal(0, 8));
  field(header, 116, 8, octal(0, 8));
  if (size < OCTAL_SIZE_LIMIT) field(header, 124, 12, octal(size, 12));
  else {
    header[124] = 0x80;
    header.writeBigUInt64BE(BigInt(size), 124 + 4);
  }
  field(header, 136, 12, octal(Math.floor(mtime.getTime() / 1000), 12));
  field(header, 148, 8, ' '.repeat(8));
  field(header, 156, 1, '0');
  field(header, 257, 6, 'ustar\0');
  field(header, 263, 2, '00');
  let sum = 0;
  for (const byte of header) sum += byte;
  field(header, 148, 8, sum.toString(8).padStart(6, '0') + '\0 ');
  return header;
}

function padding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

async function write(out: Writable, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
}

/** Appends one entry; `body` must yield exactly `size` bytes. */
export async function writeEntry(
  out: Writable,
  name: string,
  size: number,
  body: Buffer | AsyncIterable<Buffer>,
): Promise<void> {
  await write(out, tarHeader(name, size));
  let written = 0;
  for await (const chunk of Buffer.isBuffer(body) ? [body] : body) {
    written += chunk.length;
    await write(out, chunk);
  }
  if (written !== size) throw new Error(`${name} changed while it was archived`);
  await write(out, padding(size));
}

export async function writeEnd(out: Writable): Promise<void> {
  await write(out, Buffer.alloc(2 * BLOCK));
}

function parseSize(header: Buffer): number {
  if (header[124] & 0x80) return Number(header.readBigUInt64BE(124 + 4));
  return parseInt(header.toString('latin1', 124, 136).replace(/\0.*$/, '').trim() || '0', 8);
}

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes; read them all before asking for the next entry. */
  body: AsyncIterable<Buffer>;
}

/** The entries of an archive, in order. */
export async function* readEntries(input: Readable): AsyncGenerator<TarEntry> {
  const source = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let buffered: Buffer = Buffer.alloc(0);
  const fill = async (n: number): Promise<boolean> => {
    while (buffered.length < n) {
      const next = await source.next();
      if (next.done) return false;
      buffered = buffered.length ? Buffer.concat([buffered, next.value]) : next.value;
    }
    return true;
  };
  const take = (n: number): Buffer => {
    const taken = buffered.subarray(0, n);
    buffered = buffered.subarray(n);
    return taken;
  };
  for (;;) {
    if (!(await fill(BLOCK))) throw new Error('The archive ends early: it is incomplete');
    const header = take(BLOCK);
    if (header.every((byte) => byte === 0)) return;
    const name = header.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const size = parseSize(header);
    let left = size;
    async function* body(): AsyncGenerator<Buffer> {
      while (left > 0) {
        if (!buffered.length && !(await fill(1)))
          throw new Error(`The archive ends inside ${name}`);
        const chunk = take(Math.min(left, buffered.length));
        left -= chunk.length;
        yield chunk;
      }
    }
    yield { name, size, body: body() };
    // Skips whatever the caller did not read.
    for (const rest = body(); !(await rest.next()).done;);
    if (!(await fill(padding(size).length))) throw new Error('The archive ends early');
    take(padding(size).length);
  }
}
