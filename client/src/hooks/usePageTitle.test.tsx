import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle, usePageTitle } from './usePageTitle';

function Page({ parts }: { parts: (string | undefined)[] }) {
  usePageTitle(...parts);
  return null;
}

describe(usePageTitle.name, () => {
  it("puts the page's words before the product name, skipping missing parts", () => {
    expect(pageTitle('Rosters', '2026-11-25')).toBe('Rosters 2026-11-25 - Placement Portal');
    expect(pageTitle('Tree', undefined)).toBe('Tree - Placement Portal');
    expect(pageTitle()).toBe('Placement Portal');
  });

  it('sets the title while the page is shown and gives it back when it goes', () => {
    const view = render(<Page parts={['Rosters', '2026-11-25']} />);
    expect(document.title).toBe('Rosters 2026-11-25 - Placement Portal');
    view.rerender(<Page parts={['Rosters', '2026-11-26']} />);
    expect(document.title).toBe('Rosters 2026-11-26 - Placement Portal');
    view.unmount();
    expect(document.title).toBe('Placement Portal');
  });
});
