import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { apiError, json, storeSession, stubApi } from '@client/test/stubApi';
import type { CapabilityDto } from '../api/pdaApi';
import type { WhatIfDto } from '../api/whatIfApi';
import { PdaPanel } from '../components/PdaPanel';
import { lbsPreference, makePda, signIn } from '../test/pdaFixtures';

const REACH: CapabilityDto = {
  capabilityUuid: 'cap-reach',
  code: 'REACH',
  type: 'RANGE_UNITS',
  units: 'INCHES',
  minValue: 20,
  maxValue: 84,
  description: 'Highest reach',
  direction: 'AT_LEAST',
  subjectiveValueTypeUuid: null,
  isSummary: false,
};

type Proposal = { demands: { capabilityUuid: string; value: string }[] };

/** The answer of a server whose pool holds 9 people: 5 match now, 3 with any proposal. */
function answerFor(proposal: Proposal): WhatIfDto {
  const changed = proposal.demands.length > 0;
  return {
    nodeUuid: 'node',
    pdaActive: true,
    poolSize: 9,
    matchingNow: 5,
    matchingAfter: changed ? 3 : 5,
    mostExcluding: {
      pdaUuid: makePda().pdaUuid,
      pdaDescription: 'Fit door (LHD)',
      capabilityUuid: REACH.capabilityUuid,
      code: 'REACH',
      capabilityDescription: 'Highest reach',
      direction: 'AT_LEAST',
      units: 'INCHES',
      pdaValue: changed ? proposal.demands[0].value : '40',
      count: changed ? 6 : 4,
    },
  };
}

function renderEditor(whatIf: (proposal: Proposal) => Response) {
  storeSession();
  const proposals: Proposal[] = [];
  const api = stubApi({
    'GET secure/pda/:id': () =>
      json(makePda({ collPDADemands: [{ capabilityUuid: 'cap-reach', value: '40', version: 2 }] })),
    'GET private/capabilities': [REACH],
    'POST secure/pda/:id/what-if': async (request: Request) => {
      const proposal = (await request.json()) as Proposal;
      proposals.push(proposal);
      return whatIf(proposal);
    },
    ...lbsPreference(),
  });
  const view = renderWithProviders(
    <PdaPanel pdaUuid={makePda().pdaUuid} canWrite attachments={null} />,
  );
  signIn(view.store);
  return { api, proposals, ...view };
}

describe('what-if panel in the PDA editor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts again as a demand is typed, and nothing is saved when it is reverted', async () => {
    const { user, proposals, api } = renderEditor((p) => json(answerFor(p)));
    await user.click(await screen.findByRole('switch', { name: 'Edit mode' }));
    await user.click(screen.getByRole('switch', { name: 'Exact values' }));
    const status = await screen.findByTestId('what-if');
    expect(status).toHaveAttribute('aria-live', 'polite');
    // Opening the editor asks for today's counts (the server reads the values meanwhile).
    await waitFor(() =>
      expect(status).toHaveTextContent(
        '5 of 9 pool members match now; most excluding: Highest reach at least 40 inches (excludes 4).',
      ),
    );
    expect(proposals).toEqual([{ demands: [] }]);

    const reach = within(screen.getByRole('group', { name: 'Demands' })).getByRole('textbox', {
      name: 'Highest reach',
    });
    await user.clear(reach);
    await user.type(reach, '60');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        '5 of 9 pool members match now; 3 after this change; most excluding then: Highest reach at least 60 inches (excludes 6).',
      ),
    );
    expect(proposals.at(-1)).toEqual({ demands: [{ capabilityUuid: 'cap-reach', value: '60' }] });

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        '5 of 9 pool members match now; most excluding: Highest reach at least 40 inches (excludes 4).',
      ),
    );
    expect(proposals.at(-1)).toEqual({ demands: [] });
    expect(api.paths().filter((p) => p.includes('/demand/'))).toEqual([]);
    // Typing, two debounced answers and a revert: more steps than the default allows for.
  }, 30_000);

  it('says when the counts cannot be had', async () => {
    const { user } = renderEditor(() => apiError(503, 'The database is not available'));
    await user.click(await screen.findByRole('switch', { name: 'Edit mode' }));
    await user.click(screen.getByRole('switch', { name: 'Exact values' }));
    const reach = screen.getByRole('textbox', { name: 'Highest reach' });
    await user.clear(reach);
    await user.type(reach, '50');
    expect(await screen.findByText(/Could not count the matching pool members/)).toHaveTextContent(
      'HTTP 503: The database is not available',
    );
  });
});
