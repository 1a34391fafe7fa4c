import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NavLinkDto } from '../api/shellApi';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { navIcon } from '../utils/navIcons';
import { NavDrawer } from './NavDrawer';

const link = (description: string, icon: string, to: string): NavLinkDto => ({
  navLinkUuid: description,
  parentNavLinkUuid: null,
  description,
  icon,
  to,
  enabled: true,
});

describe(NavDrawer.name, () => {
  it('links each application to its route under the app', () => {
    renderWithProviders(
      <NavDrawer
        expanded
        links={[
          link('Users', 'ManageAccounts', '/users'),
          link('Rosters', 'EventNote', '/rosters'),
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Applications' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users');
    expect(within(nav).getByRole('link', { name: 'Rosters' })).toHaveAttribute('href', '/rosters');
    expect(within(nav).getByText('Users')).toBeVisible();
  });

  it('maps the named Material icons and falls back for unknown names', () => {
    expect(navIcon('AccountTree')).not.toBe(navIcon('Sensors'));
    expect(navIcon('NoSuchIcon')).toBe(navIcon('AlsoUnknown'));
    expect(navIcon('Memory')).not.toBe(navIcon('NoSuchIcon'));
  });
});
