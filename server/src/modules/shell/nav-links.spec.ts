import { isLinkVisibleTo } from './nav-links';

describe(isLinkVisibleTo.name, () => {
  it('shows a link to a holder of a matching group', () => {
    expect(isLinkVisibleTo(['premise:', 'system:dev'], ['premise:Riverside'])).toBe(true);
    expect(isLinkVisibleTo(['premise:admin', 'system:dev'], ['system:dev'])).toBe(true);
  });

  it('hides it from everyone else, and always from users without groups', () => {
    expect(isLinkVisibleTo(['premise:admin', 'system:dev'], ['premise:Riverside'])).toBe(false);
    expect(isLinkVisibleTo(['premise:'], [])).toBe(false);
    expect(isLinkVisibleTo([], ['premise:admin'])).toBe(false);
  });
});
