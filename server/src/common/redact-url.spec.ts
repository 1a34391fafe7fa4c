import { redactUrl } from './redact-url';

describe(redactUrl.name, () => {
  it.each([
    ['/api/v1/secure/file/abc?jwt=eyJ.a.b&x=1', '/api/v1/secure/file/abc?jwt=[redacted]&x=1'],
    ['/api/v1/public/authorize-v2/ada/PROOF123', '/api/v1/public/authorize-v2/ada/[redacted]'],
    [
      '/api/v1/secure/admin/users/token/TOKEN/lookup',
      '/api/v1/secure/admin/users/token/[redacted]/lookup',
    ],
    [
      '/api/v1/secure/admin/users/token/TOKEN/reset/RECORD',
      '/api/v1/secure/admin/users/token/[redacted]/reset/[redacted]',
    ],
    [
      '/api/v1/public/store-v2/ada/RECORD/TOKEN',
      '/api/v1/public/store-v2/ada/[redacted]/[redacted]',
    ],
    ['/api/v1/sso/login/ada/secret', '/api/v1/sso/login/ada/[redacted]'],
    ['/app/login?uuid=u&jwt=eyJ.x.y', '/app/login?uuid=u&jwt=[redacted]'],
    ['/api/v1/public/health', '/api/v1/public/health'],
    [
      '/api/v1/secure/rosters/2026/11/26?state=open',
      '/api/v1/secure/rosters/2026/11/26?state=[redacted]',
    ],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
