import { hasBearer, isLoopback, mayScrape } from './metrics-access';

const TOKEN = 'a-metrics-token-of-at-least-32-characters';

describe(isLoopback.name, () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'])(
    '%s is loopback',
    (address) => expect(isLoopback(address)).toBe(true),
  );
  it.each([undefined, '', '192.0.2.2', '::ffff:192.0.2.2', 'fd00::2', '128.0.0.1', 'localhost'])(
    '%s is not',
    (address) => expect(isLoopback(address)).toBe(false),
  );
});

describe(hasBearer.name, () => {
  it('accepts the token as a Bearer credential, whatever the scheme case', () => {
    expect(hasBearer(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(hasBearer(`bearer ${TOKEN}`, TOKEN)).toBe(true);
  });
  it('refuses another token, a prefix of it, another scheme, or none', () => {
    expect(hasBearer(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(hasBearer(`Bearer ${TOKEN.slice(0, 10)}`, TOKEN)).toBe(false);
    expect(hasBearer(`Basic ${TOKEN}`, TOKEN)).toBe(false);
    expect(hasBearer(TOKEN, TOKEN)).toBe(false);
    expect(hasBearer(undefined, TOKEN)).toBe(false);
    expect(hasBearer('Bearer ', TOKEN)).toBe(false);
  });
});

describe(mayScrape.name, () => {
  it('lets loopback in without a token, set or not', () => {
    expect(mayScrape('127.0.0.1', undefined, undefined)).toBe(true);
    expect(mayScrape('::1', undefined, TOKEN)).toBe(true);
  });
  it('lets another host in only with the configured token', () => {
    expect(mayScrape('192.0.2.2', `Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(mayScrape('192.0.2.2', `Bearer ${TOKEN}`, undefined)).toBe(false);
    expect(mayScrape('192.0.2.2', undefined, TOKEN)).toBe(false);
  });
});
