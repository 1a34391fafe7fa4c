import { NOT_ANALYSED_TEXT } from '@domain/fitness';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLASS_ID, JOB, classDetail, kanban, nhpClass, person, slot } from '@client/test/nhpData';
import { json, type ApiRoutes } from '@client/test/stubApi';
import type { NhpPlacementDto, PlacementFitDto } from '@client/api/generated/nhp';
import { renderClass, kanbanRoutes } from './nhpClassTestData';

describe('NhpClassPage in placement', { timeout: 20_000 }, () => {
  const placed = slot({
    placementUuid: 's0000000-0000-4000-8000-000000000002',
    ordinal: 2,
    personUuid: 'e1',
    aPerson: person('Ada', 'Lovelace', 'e1'),
    why: {
      matchesNode: true,
      shift: 1,
      shiftPreference: 'preferred',
      availableDate: '2026-12-01',
      daysAvailableBeforeClass: 47,
    },
  });
  const confirmed = slot({
    placementUuid: 's0000000-0000-4000-8000-000000000003',
    ordinal: 3,
    personUuid: 'e2',
    placementStatusEnum: 'FINAL',
    aPerson: person('Grace', 'Hopper', 'e2'),
  });
  const broken = slot({
    placementUuid: 's0000000-0000-4000-8000-000000000004',
    ordinal: 4,
    personUuid: 'e3',
    aPerson: person('Alan', 'Turing', 'e3'),
  });
  const SLOTS = [slot(), placed, confirmed, broken];
  const fit = (s: NhpPlacementDto, verdict: Partial<PlacementFitDto>): PlacementFitDto => ({
    placementUuid: s.placementUuid,
    personUuid: s.personUuid!,
    nodeUuid: JOB,
    analysed: true,
    fitness: 'FIT',
    text: '',
    missed: [],
    ...verdict,
  });
  const placementRoutes = (status: 'PLACEMENT' | 'FINAL', extra: ApiRoutes = {}): ApiRoutes => ({
    'GET private/nhp-classes/:id': classDetail({
      nhpClassStatusEnum: status,
      openings: 4,
      filled: 3,
      confirmed: 1,
    }),
    'GET secure/nhp-classes/:id/kanbans': [kanban(SLOTS)],
    'GET private/nhp-classes/:id/fit': [
      fit(placed, { fitness: 'FIT', text: 'matches the job' }),
      fit(confirmed, {
        fitness: 'NOT_FIT',
        text: 'does not match the job: misses neck flexion; not measured for reach',
        missed: [
          { words: 'neck flexion', notMeasured: false },
          { words: 'reach', notMeasured: true },
        ],
      }),
      fit(broken, { analysed: false, fitness: 'NOT_ASSESSED', text: NOT_ANALYSED_TEXT }),
    ],
    ...extra,
  });
  const row = (s: { placementUuid: string }) => screen.getByTestId(`slot-${s.placementUuid}`);

  it('shows the placements with their badges, why and the actions each slot allows', async () => {
    renderClass(placementRoutes('PLACEMENT'));
    await screen.findByRole('table', { name: 'Placements' });

    expect(await within(row(placed)).findByText('OK')).toBeVisible();
    expect(await within(row(confirmed)).findByText('NG')).toBeVisible();
    // A job without an active PDA has nothing to compare with: not analysed, never NG.
    expect(within(row(broken)).getByText('Not analysed')).toBeVisible();
    expect(within(row(broken)).getByText(NOT_ANALYSED_TEXT)).toBeVisible();
    // The verdict in words first, then auto-place's own reasons without a second "matches".
    expect(within(row(placed)).getByText('matches the job')).toBeVisible();
    expect(
      within(row(placed)).getByText('available 47 days before the class; prefers the first shift'),
    ).toBeVisible();
    // A manual placement has no auto-place why: the missed demands are still said in words.
    expect(
      within(row(confirmed)).getByText(
        'does not match the job: misses neck flexion; not measured for reach',
      ),
    ).toBeVisible();
    expect(within(row(confirmed)).queryByRole('link', { name: 'Reasons report' })).toBeNull();

    expect(within(row(slot())).getByRole('button', { name: 'Manual Placement' })).toBeVisible();
    expect(within(row(placed)).getByRole('button', { name: 'Confirm' })).toBeVisible();
    expect(within(row(placed)).queryByRole('button', { name: 'Unconfirm' })).toBeNull();
    expect(within(row(confirmed)).getByRole('button', { name: 'Unconfirm' })).toBeVisible();
    expect(within(row(confirmed)).queryByRole('button', { name: 'Confirm' })).toBeNull();

    expect(screen.getByRole('button', { name: 'Auto-Place' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'UN-Finalize Kanbans' })).toBeDisabled();
    // Two placements are not confirmed: the shared rule closes Finalize Class and says why.
    expect(screen.getByRole('button', { name: 'Finalize Class' })).toBeDisabled();
    expect(screen.getByText(/2 placements are not confirmed/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete Class' })).toBeNull();
  });

  it('shows a badge as Loading until the fit answers', async () => {
    renderClass(
      placementRoutes('PLACEMENT', {
        'GET private/nhp-classes/:id/fit': () => new Promise<Response>(() => {}),
      }),
    );
    await screen.findByRole('table', { name: 'Placements' });
    expect(within(row(placed)).getByText('Loading')).toBeVisible();
  });

  it('confirms a slot through the catalogue path, then reads the placements again', async () => {
    const { api, user } = renderClass(
      placementRoutes('PLACEMENT', {
        'GET secure/nhp_placements/:id/confirm/:p': (_r: Request, [, p]: string[]) =>
          json({ ...placed, placementUuid: p, placementStatusEnum: 'FINAL' }),
      }),
    );
    await screen.findByRole('table', { name: 'Placements' });
    const before = api.paths().filter((p) => p.endsWith('/kanbans')).length;
    await user.click(within(row(placed)).getByRole('button', { name: 'Confirm' }));

    await waitFor(() =>
      expect(api.paths()).toContain(
        `GET secure/nhp_placements/${CLASS_ID}/confirm/${placed.placementUuid}`,
      ),
    );
    expect(await screen.findByText('Ada Lovelace is confirmed.')).toBeVisible();
    await waitFor(() =>
      expect(api.paths().filter((p) => p.endsWith('/kanbans')).length).toBeGreaterThan(before),
    );
  });

  it('rejects and defers from the slot menu; Defer names the later classes of the pool', async () => {
    const later = nhpClass({
      nhpClassUuid: 'c0000000-0000-4000-8000-000000000009',
      description: 'January class',
      classTimestamp: '2027-01-10T00:00:00.000Z',
    });
    const { api, user } = renderClass(
      placementRoutes('PLACEMENT', {
        'GET secure/nhp-classes': [nhpClass(), later],
        'POST secure/nhp_placements/:id/defer/:p/:t': () =>
          json({ placement: placed, availableDate: '2027-01-10' }),
      }),
    );
    await screen.findByRole('table', { name: 'Placements' });
    await user.click(
      within(row(placed)).getByRole('button', { name: 'More actions for Ada Lovelace' }),
    );
    expect(screen.getByRole('menuitem', { name: 'Reject' })).toBeVisible();
    await user.click(await screen.findByRole('menuitem', { name: /Defer to January class/ }));

    await waitFor(() =>
      expect(api.paths()).toContain(
        `POST secure/nhp_placements/${CLASS_ID}/defer/${placed.placementUuid}/${later.nhpClassUuid}`,
      ),
    );
  });

  it('drops the badge of a rejected slot as the request starts', async () => {
    let rejected = false;
    const emptied = { ...placed, personUuid: null, aPerson: null, why: null };
    const { api, user } = renderClass(
      placementRoutes('PLACEMENT', {
        'GET secure/nhp-classes/:id/kanbans': () =>
          json([kanban(SLOTS.map((s) => (rejected && s === placed ? emptied : s)))]),
        'POST secure/nhp_placements/:id/reject/:p': async () => {
          // The server answers after the browser has had time to react to the request.
          await new Promise((resolve) => setTimeout(resolve, 30));
          rejected = true;
          return json(emptied);
        },
      }),
    );
    await screen.findByRole('table', { name: 'Placements' });
    expect(await within(row(placed)).findByText('OK')).toBeVisible();
    await user.click(
      within(row(placed)).getByRole('button', { name: 'More actions for Ada Lovelace' }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Reject' }));

    const kanbanReads = () =>
      api.paths().filter((p) => p === `GET secure/nhp-classes/${CLASS_ID}/kanbans`).length;
    await waitFor(() => expect(kanbanReads()).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(within(row(placed)).queryByText('OK')).toBeNull());
  });

  it('offers only Unfinalize Class and no slot action in FINAL', async () => {
    renderClass(placementRoutes('FINAL'));
    await screen.findByRole('table', { name: 'Placements' });

    expect(screen.getByTestId('class-status')).toHaveTextContent('Completed');
    expect(screen.getByRole('button', { name: 'Unfinalize Class' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Auto-Place' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manual Placement' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unconfirm' })).toBeNull();
  });

  it('asks before Unfinalize Class, and sends nothing when cancelled', async () => {
    const { api, user } = renderClass(placementRoutes('FINAL'));
    await screen.findByRole('table', { name: 'Placements' });
    const writes = () => api.paths().filter((p) => !p.startsWith('GET '));

    await user.click(screen.getByRole('button', { name: 'Unfinalize Class' }));
    const dialog = await screen.findByRole('dialog', { name: /^Unfinalize the class/ });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Unfinalize Class' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unfinalize Class' }),
    );
    await waitFor(() => expect(writes()).toHaveLength(1));
  });

  it('asks before Delete Class, then deletes it and opens the class list', async () => {
    const { api, user } = renderClass(
      kanbanRoutes({ 'DELETE secure/nhp-classes/:id': json({ deleted: true }) }),
    );
    await screen.findByRole('treegrid', { name: 'Kanban tree' });
    await user.click(screen.getByRole('button', { name: 'Delete Class' }));
    const dialog = await screen.findByRole('dialog', { name: /^Delete the class/ });
    expect(api.paths()).not.toContain(`DELETE secure/nhp-classes/${CLASS_ID}`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Class' }));

    expect(await screen.findByText('The class list')).toBeVisible();
    expect(api.paths()).toContain(`DELETE secure/nhp-classes/${CLASS_ID}`);
  });

  it('places a searched pool member by hand', async () => {
    const { api, user } = renderClass(
      placementRoutes('PLACEMENT', {
        'GET secure/swimmer-search/:c/:t': [
          {
            swimmerUuid: 'w9',
            nhpPoolUuid: 'p',
            personUuid: 'e9',
            client: 'Riverside',
            pool: 'Riverside Day',
            id: 'APP-9',
            idInfoSourceUuid: null,
            firstName: 'Katherine',
            lastName: 'Johnson',
            availableDate: '2026-12-01',
            phone: null,
            email: null,
          },
        ],
        'POST secure/nhp-swimmers/:p/:s': () => json(slot()),
      }),
    );
    await screen.findByRole('table', { name: 'Placements' });
    await user.click(within(row(slot())).getByRole('button', { name: 'Manual Placement' }));
    await user.type(screen.getByRole('textbox', { name: /Search pool members/ }), 'kath');
    await user.click(await screen.findByText('Katherine Johnson', {}, { timeout: 3000 }));

    await waitFor(() =>
      expect(api.paths()).toContain(`POST secure/nhp-swimmers/${slot().placementUuid}/w9`),
    );
    expect(api.paths()).toContain(`GET secure/swimmer-search/${CLASS_ID}/kath`);
  });
});
