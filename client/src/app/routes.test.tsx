import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { AppRoutes } from './routes';

function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <CurrentPath />
    </>,
    { route },
  );
}

describe('AppRoutes', () => {
  it('sends an unknown path to the login form', () => {
    renderAt('/no/such/path');

    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/username/i)).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/login');
  });

  it('shows the welcome page at the root', () => {
    renderAt('/');

    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });

  it.each([
    ['/tree/4f2c', 'Organisation tree', ['4f2c']],
    ['/tree/a/b', 'Organisation tree', ['a/b']],
    ['/realtime/2025/9/1', 'Realtime roster', ['2025', '9', '1']],
    ['/nhp-list', 'New/Open NHP Classes', []],
    ['/historical-nhp-list', 'Historical Classes', []],
    ['/nhp-class/c1', 'Class', ['c1']],
    ['/nhp-pool', 'Pool members', []],
    ['/person/p1', 'Candidate', ['p1']],
    ['/rosters/2025/9/1', 'Rosters', ['2025', '9', '1']],
    ['/rosters/2025/9/1/e1', 'Exam', ['e1']],
    ['/reasons/p1', 'Reasons', ['p1']],
    ['/users', 'Users', []],
    ['/integrations/workday/w1/Candidate', 'External HR object', ['w1', 'Candidate']],
    ['/integrations/jcs', 'Cache regions', []],
    ['/match-stats', 'Match statistics', []],
    ['/reset-failed', 'Reset Request Failed', []],
  ])('routes %s to the %s screen', (route, title, shownParams) => {
    renderAt(route);

    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText('This screen is not available yet.')).toBeInTheDocument();
    for (const param of shownParams) expect(screen.getByText(param)).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent(route);
  });
});
