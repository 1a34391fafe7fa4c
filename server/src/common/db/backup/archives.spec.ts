import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupFileName, listArchives, pruneArchives } from './archives';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'archives-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const touch = (name: string, ageMs = 0) => {
  writeFileSync(join(dir, name), name);
  const at = new Date(Date.now() - ageMs);
  utimesSync(join(dir, name), at, at);
};

describe(backupFileName.name, () => {
  it('names the archive by its UTC second, as db:backup does, numbering a second one', () => {
    const at = new Date('2026-11-28T02:00:07.900Z');
    expect(backupFileName(at)).toBe('portal-backup-20261128-020007.tar.gz');
    expect(backupFileName(at, 2)).toBe('portal-backup-20261128-020007-2.tar.gz');
  });
});

describe(pruneArchives.name, () => {
  it('keeps the newest archives, a numbered one newer than its second, and leaves other files', async () => {
    for (const name of [
      'portal-backup-20261126-030000.tar.gz',
      'portal-backup-20261128-030000-2.tar.gz',
      'portal-backup-20261127-030000.tar.gz',
      'portal-backup-20261128-030000.tar.gz',
      'notes.txt',
      'portal-backup-manual.tar.gz',
    ])
      touch(name);
    expect(await listArchives(dir)).toEqual([
      'portal-backup-20261128-030000-2.tar.gz',
      'portal-backup-20261128-030000.tar.gz',
      'portal-backup-20261127-030000.tar.gz',
      'portal-backup-20261126-030000.tar.gz',
    ]);

    expect(await pruneArchives(dir, 2)).toEqual([
      'portal-backup-20261127-030000.tar.gz',
      'portal-backup-20261126-030000.tar.gz',
    ]);
    expect(readdirSync(dir).sort()).toEqual([
      'notes.txt',
      'portal-backup-20261128-030000-2.tar.gz',
      'portal-backup-20261128-030000.tar.gz',
      'portal-backup-manual.tar.gz',
    ]);
  });

  it("removes a crashed backup's partial file a day on, not a running one's", async () => {
    touch('.1764295200000.partial', 25 * 3600 * 1000);
    touch('.1764381600000.partial', 60_000);
    expect(await pruneArchives(dir, 1)).toEqual(['.1764295200000.partial']);
    expect(readdirSync(dir)).toEqual(['.1764381600000.partial']);
  });

  it('answers no archives for a folder not made yet', async () => {
    expect(await listArchives(join(dir, 'missing'))).toEqual([]);
  });
});
