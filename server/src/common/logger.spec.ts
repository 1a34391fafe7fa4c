import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { isoTime, PinoNestLogger } from './logger';

describe(isoTime.name, () => {
  it("writes pino's isoTime, the same string within a millisecond and a new one after it", () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-26T09:30:00.123Z'));
    try {
      expect(isoTime()).toBe(pino.stdTimeFunctions.isoTime());
      expect(isoTime()).toBe(',"time":"2026-11-26T09:30:00.123Z"');
      now.mockReturnValue(Date.parse('2026-11-26T09:30:00.124Z'));
      expect(isoTime()).toBe(',"time":"2026-11-26T09:30:00.124Z"');
      expect(isoTime()).toBe(pino.stdTimeFunctions.isoTime());
    } finally {
      now.mockRestore();
    }
  });
});

describe(PinoNestLogger.name, () => {
  const captured = () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    return { lines, sut: new PinoNestLogger(pino({ level: 'info' }, sink)) };
  };

  it('writes an object with msg as the fields of one line', () => {
    const { lines, sut } = captured();
    sut.error(
      { msg: 'Backup failed: disk full', event: 'backup.failed', bytes: 3 },
      undefined,
      'X',
    );
    sut.log('plain text', 'Y');
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: 'Backup failed: disk full',
      event: 'backup.failed',
      bytes: 3,
      context: 'X',
    });
    expect(lines[1]).toMatchObject({ level: 30, msg: 'plain text', context: 'Y' });
  });
});
