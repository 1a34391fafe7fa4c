import { WORKDAY_DEFAULT_ALLOWED_HOSTS as DEFAULT } from '@server/config/app-config';
import { hostProblem } from './allowed-hosts';

describe(hostProblem.name, () => {
  it('allows https under the Workday domains and http only on loopback', () => {
    for (const uri of [
      'https://wd2-impl-services1.workday.com',
      'https://a.b.myworkday.com/path',
      'http://127.0.0.1:3099',
      'http://localhost:3099',
      'http://[::1]:3099',
      'https://localhost',
    ])
      expect(hostProblem(uri, DEFAULT)).toBeUndefined();
  });

  it('names what is wrong with any other uri', () => {
    expect(hostProblem('http://wd2-impl-services1.workday.com', DEFAULT)).toBe(
      'uri must be an https URL (plain http only for a loopback simulator)',
    );
    expect(hostProblem('https://workday.com.evil.example', DEFAULT)).toMatch(
      /^uri's host workday\.com\.evil\.example is not on WORKDAY_ALLOWED_HOSTS/,
    );
    // The pattern is for hosts under the domain, not a name that merely ends like it.
    expect(hostProblem('https://evilworkday.com', DEFAULT)).toMatch(/not on WORKDAY_ALLOWED/);
    expect(hostProblem('http://127.0.0.2:3099', DEFAULT)).toMatch(/host 127\.0\.0\.2 is not on/);
    expect(hostProblem('https://u:p@x.workday.com', DEFAULT)).toBe(
      'uri must not carry a user name or password',
    );
    expect(hostProblem('https://hr.example.org', ['hr.example.org'])).toBeUndefined();
    expect(hostProblem('http://localhost:3099', ['*.workday.com'])).toMatch(/host localhost/);
  });
});
