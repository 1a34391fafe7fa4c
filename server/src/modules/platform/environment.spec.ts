import { environmentFromHostname } from './environment';

describe(environmentFromHostname.name, () => {
  it.each([
    ['localhost', 'production'],
    ['dev-portal.example.com', 'development'],
    ['portal-staging.example.com', 'staging'],
    ['uat.portal.example.com', 'staging'],
    ['qa1.example.com', 'staging'],
    ['ci-runner-7', 'test'],
    ['test.portal.example.com', 'test'],
    ['portal.example.com', 'production'],
    ['prod-app-01', 'production'],
    ['PRD-APP-02', 'production'],
    ['a1b2c3d4e5', 'production'],
    ['vm', 'production'],
    ['dev.local', 'development'],
  ])('%s is %s', (host, expected) => {
    expect(environmentFromHostname(host)).toBe(expected);
  });
});
