import { describe, expect, it } from 'vitest';
import { forgetSsoOrigin, originFrom, rememberOriginForSso, ssoOrigin } from './loginOrigin';

describe(originFrom.name, () => {
  it('rebuilds the remembered path with its query and hash', () => {
    expect(originFrom({ from: { pathname: '/tree/n1', search: '?a=1', hash: '#pda' } })).toBe(
      '/tree/n1?a=1#pda',
    );
  });

  it.each([null, undefined, {}, { from: {} }, { from: { pathname: '/login' } }])(
    'falls back to the home page for %j',
    (state) => {
      expect(originFrom(state)).toBe('/');
    },
  );

  it('never returns to a recovery page', () => {
    expect(originFrom({ from: { pathname: '/reset-failed' } })).toBe('/');
  });
});

describe(ssoOrigin.name, () => {
  it('survives the round trip through sessionStorage until forgotten', () => {
    rememberOriginForSso('/users');
    expect(ssoOrigin()).toBe('/users');
    forgetSsoOrigin();
    expect(ssoOrigin()).toBe('/');
  });

  it.each(['https://evil.example/', '//evil.example/x', 'javascript:alert(1)'])(
    'refuses %s',
    (origin) => {
      rememberOriginForSso(origin);
      expect(ssoOrigin()).toBe('/');
    },
  );
});
