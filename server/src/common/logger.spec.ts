import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { isoTime } from './logger';

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
