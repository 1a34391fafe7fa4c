import { NOTHING_FOUND } from '@domain/messages';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { json, storeSession, stubApi } from '@client/test/stubApi';
import { base64Utf8 } from '@client/api/base64Utf8';
import { SpotlightSearch } from './SpotlightSearch';

const RESULTS = [
  { kind: 'person', url: '/person/cccc', title: 'Paint Person', description: 'Person 123' },
  { kind: 'node', url: '/tree/aaaa', title: 'Paint Shop', description: 'Shop · Plant One' },
  { kind: 'node', url: '/tree/bbbb', title: 'Paint Line 2', description: 'Section · Paint Shop' },
];

function WhereAmI() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderSpotlight(answer: (query: string) => unknown) {
  storeSession();
  const api = stubApi({
    'GET public/spotlight/:query': (_request: Request, [query]: string[]) =>
      json(answer(new TextDecoder().decode(Uint8Array.from(atob(query), (c) => c.charCodeAt(0))))),
  });
  const view = renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <SpotlightSearch />
            <WhereAmI />
          </>
        }
      />
    </Routes>,
  );
  return { api, ...view };
}

const searches = (paths: string[]) => paths.filter((p) => p.startsWith('GET public/spotlight/'));

describe(SpotlightSearch.name, () => {
  it('sends the query base64-encoded as UTF-8, once, after typing pauses', async () => {
    const { api, user } = renderSpotlight(() => RESULTS);
    await user.type(screen.getByRole('combobox'), 'Paint ü');

    expect(await screen.findByText('Paint Shop')).toBeVisible();
    expect(searches(api.paths())).toEqual([
      `GET public/spotlight/${encodeURIComponent(base64Utf8('Paint ü'))}`,
    ]);
    expect(base64Utf8('ü')).toBe('w7w=');
  });

  it("says 'Nothing found' when the server finds nothing", async () => {
    const { user } = renderSpotlight(() => []);
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(await screen.findByText(NOTHING_FOUND)).toBeVisible();
  });

  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    const { user } = renderSpotlight(() => RESULTS);
    const input = screen.getByRole('combobox');
    await user.type(input, 'Paint');
    await screen.findByText('Paint Line 2');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: /Paint Line 2/ })).toHaveClass('Mui-focused'),
    );
    await user.keyboard('{Enter}');

    expect(screen.getByTestId('path')).toHaveTextContent('/tree/bbbb');
    expect(input).toHaveValue('');
  });

  it('groups the answers under People and Nodes headings', async () => {
    const { user } = renderSpotlight(() => RESULTS);
    await user.type(screen.getByRole('combobox'), 'Paint');
    await screen.findByText('Paint Person');
    const headings = screen.getAllByRole('listitem').map((li) => li.firstChild?.textContent);
    expect(headings).toEqual(['People', 'Nodes']);
  });

  it('navigates to a result clicked with the mouse', async () => {
    const { user } = renderSpotlight(() => RESULTS);
    await user.type(screen.getByRole('combobox'), 'Paint');
    await user.click(await screen.findByRole('option', { name: /^Paint Shop/ }));
    expect(screen.getByTestId('path')).toHaveTextContent('/tree/aaaa');
  });
});
