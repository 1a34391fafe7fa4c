import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSecretKey, SecretBox } from './secret-box';

describe(SecretBox.name, () => {
  const sut = new SecretBox('a key of at least thirty-two characters');

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = sut.seal('client-secret');
    expect(sealed).not.toContain('client-secret');
    expect(sut.seal('client-secret')).not.toBe(sealed);
    expect(sut.open(sealed)).toBe('client-secret');
  });

  it('refuses a tampered value and another key', () => {
    const sealed = sut.seal('refresh-token');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => sut.open(parts.join('.'))).toThrow();
    expect(() => new SecretBox('another key entirely, also long enough').open(sealed)).toThrow();
  });
});

describe(loadSecretKey.name, () => {
  it('prefers the environment, else creates one key file with mode 0600 and reuses it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wd-key-'));
    const file = join(dir, 'keys', 'workday-secret.key');
    expect(loadSecretKey('from-env', file)).toBe('from-env');
    const key = loadSecretKey(undefined, file);
    expect(key).toBe(readFileSync(file, 'utf8'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecretKey(undefined, file)).toBe(key);
  });
});
