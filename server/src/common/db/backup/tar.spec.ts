import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { readEntries, tarHeader, writeEnd, writeEntry } from './tar';

async function archive(entries: [string, Buffer][]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  for (const [name, body] of entries) await writeEntry(out, name, body.length, body);
  await writeEnd(out);
  out.end();
  return Buffer.concat(chunks);
}

describe('tar', () => {
  const entries: [string, Buffer][] = [
    ['manifest.json', Buffer.from('{"a":1}')],
    ['db/empty.jsonl', Buffer.alloc(0)],
    ['files/ab/exactly-a-block', Buffer.alloc(512, 7)],
    ['files/cd/odd', Buffer.from('x'.repeat(1000))],
  ];

  it('reads back what it wrote, entry by entry, in small or large chunks', async () => {
    const bytes = await archive(entries);
    for (const chunkSize of [1, 100, bytes.length]) {
      const chunks = [];
      for (let i = 0; i < bytes.length; i += chunkSize)
        chunks.push(bytes.subarray(i, i + chunkSize));
      const read: [string, Buffer][] = [];
      for await (const entry of readEntries(Readable.from(chunks))) {
        const parts: Buffer[] = [];
        for await (const part of entry.body) parts.push(part);
        read.push([entry.name, Buffer.concat(parts)]);
      }
      expect(read).toEqual(entries);
    }
  });

  it('writes archives that tar lists and extracts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tar-spec-'));
    try {
      writeFileSync(join(dir, 'a.tar'), await archive(entries));
      expect(
        execFileSync('tar', ['tf', join(dir, 'a.tar')], { encoding: 'utf8' }).split('\n'),
      ).toEqual([...entries.map(([name]) => name), '']);
      expect(
        execFileSync('tar', ['xOf', join(dir, 'a.tar'), 'files/cd/odd'], { encoding: 'utf8' }),
      ).toBe('x'.repeat(1000));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes sizes of 8 GiB and more in base-256', () => {
    const header = tarHeader('big', 9 * 1024 ** 3);
    expect(header[124]).toBe(0x80);
    expect(Number(header.readBigUInt64BE(128))).toBe(9 * 1024 ** 3);
  });

  it('refuses an archive that ends early', async () => {
    const bytes = await archive(entries);
    const read = async () => {
      for await (const entry of readEntries(Readable.from([bytes.subarray(0, 700)]))) {
        for await (const _ of entry.body) void _;
      }
    };
    await expect(read()).rejects.toThrow(/ends/);
  });
});
