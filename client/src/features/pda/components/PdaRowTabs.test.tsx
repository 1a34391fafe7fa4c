import { NO_TAKT_TIME } from '@domain/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { apiError, json, storeSession, stubApi, type ApiRoutes } from '@client/test/stubApi';
import type { PdaDto } from '../api/pdaApi';
import { makePda, PDA_UUID, lbsPreference, signIn, switchLbs, NO_SUMS } from '../test/pdaFixtures';
import { PdaPanel } from './PdaPanel';

const PDA = makePda({
  collPDAElements: [
    {
      elementUuid: 'e-1',
      ordinal: 1,
      tebaOrdinal: null,
      description: 'Pick part',
      duration: 12,
      percent: 20,
    },
  ],
  collPDATools: [
    {
      toolUuid: 't-1',
      description: 'Nutrunner',
      trigger: 3,
      gripReps: 4,
      gripKg: 2,
      gripSide: 'LEFT',
      vibratory: false,
      activationForce: 5,
    },
  ],
});

type Saved = { path: string; body: { value: string; previous?: string } };

function renderRows(pda: PdaDto = PDA, routes: ApiRoutes = {}) {
  storeSession();
  const saved: Saved[] = [];
  const api = stubApi({
    'GET secure/pda/:id': () => json(pda),
    'GET private/capabilities': [],
    ...NO_SUMS,
    'POST secure/pda/:id/rows/:kind/:row/:column': async (
      request: Request,
      [, kind, row, column]: string[],
    ) => {
      const body = (await request.json()) as Saved['body'];
      saved.push({ path: `${kind}/${row}/${column}`, body });
      return json({ rowUuid: row, column, value: body.value });
    },
    ...lbsPreference(),
    ...routes,
  });
  const view = renderWithProviders(<PdaPanel pdaUuid={pda.pdaUuid} canWrite attachments={null} />);
  signIn(view.store);
  return { api, saved, ...view };
}

type User = ReturnType<typeof renderRows>['user'];

async function openInEditMode(user: User, tab: string, lbs = false) {
  await user.click(await screen.findByRole('switch', { name: 'Edit mode' }));
  if (lbs) await switchLbs(user);
  await user.click(screen.getByRole('tab', { name: tab }));
}

const row = (name: string) => within(screen.getByRole('row', { name }));
/** The writes sent: the what-if the editor asks as it opens (decision 0026) writes nothing. */
const posts = (api: ReturnType<typeof renderRows>['api']) =>
  api.paths().filter((p) => p.startsWith('POST') && !p.endsWith('/what-if'));

async function retype(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.type(input, value);
  fireEvent.blur(input);
}

describe('PDA rows in edit mode', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves an element duration on blur with the value it replaces', async () => {
    const { user, saved } = renderRows();
    await openInEditMode(user, 'Elements');
    const duration = row('Pick part').getByRole('textbox', { name: 'Duration (s)' });
    expect(duration).toHaveValue('12');
    expect(duration).toHaveAttribute('data-column', 'duration');

    await user.clear(duration);
    await user.type(duration, '15');
    expect(duration).toHaveAttribute('data-state', 'dirty');
    fireEvent.blur(duration);

    await waitFor(() => expect(duration).toHaveAttribute('data-state', 'success'));
    expect(saved).toEqual([
      { path: 'element/e-1/duration', body: { value: '15', previous: '12' } },
    ]);
  });

  it('refuses a percent beyond 100 before sending', async () => {
    const { user, api } = renderRows();
    await openInEditMode(user, 'Elements');
    const percent = row('Pick part').getByRole('textbox', { name: '% of process' });

    await retype(user, percent, '120');

    await waitFor(() => expect(percent).toHaveAttribute('data-state', 'error'));
    expect(percent).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('must be between 0 and 100 percent');
    expect(posts(api)).toEqual([]);
  });

  it('saves a tool side and vibratory yes/no on change', async () => {
    const { user, saved } = renderRows();
    await openInEditMode(user, 'Tools');

    await user.click(row('Nutrunner').getByRole('combobox', { name: 'Side' }));
    await user.click(screen.getByRole('option', { name: 'Both' }));
    await waitFor(() => expect(saved).toHaveLength(1));

    await user.click(row('Nutrunner').getByRole('combobox', { name: 'Vibratory' }));
    await user.click(screen.getByRole('option', { name: 'Yes' }));
    await waitFor(() => expect(saved).toHaveLength(2));

    expect(saved).toEqual([
      { path: 'tool/t-1/gripSide', body: { value: 'BOTH', previous: 'LEFT' } },
      { path: 'tool/t-1/vibratory', body: { value: 'true', previous: 'false' } },
    ]);
    expect(row('Nutrunner').getByRole('combobox', { name: 'Vibratory' })).toHaveTextContent('Yes');
  });

  it("disables rep inputs with '(no takt time)' until the PDA has a takt time", async () => {
    const { user } = renderRows({ ...PDA, taktTime: null });
    await openInEditMode(user, 'Tools');
    const tool = row('Nutrunner');
    expect(tool.getByRole('textbox', { name: 'Trigger' })).toBeDisabled();
    expect(tool.getByRole('textbox', { name: 'Grip reps/cycle' })).toBeDisabled();
    expect(tool.getAllByText(NO_TAKT_TIME).length).toBeGreaterThan(0);
    // Weights do not depend on the takt time.
    expect(tool.getByRole('textbox', { name: 'Grip weight (kg)' })).toBeEnabled();

    await user.click(screen.getByRole('tab', { name: 'Objects' }));
    expect(row('Door panel lift').getByRole('textbox', { name: 'Reps/cycle' })).toBeDisabled();
  });

  it('enables rep inputs with a takt time and saves them', async () => {
    const { user, saved } = renderRows();
    await openInEditMode(user, 'Tools');
    const trigger = row('Nutrunner').getByRole('textbox', { name: 'Trigger' });
    expect(trigger).toBeEnabled();
    expect(row('Nutrunner').queryByText(NO_TAKT_TIME)).not.toBeInTheDocument();

    await retype(user, trigger, '2.5');
    await waitFor(() => expect(trigger).toHaveAttribute('data-state', 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent('must be a whole number');

    await retype(user, trigger, '6');
    await waitFor(() => expect(trigger).toHaveAttribute('data-state', 'success'));
    expect(saved).toEqual([{ path: 'tool/t-1/trigger', body: { value: '6', previous: '3' } }]);
  });

  it('shows every exertion of an object and stores a weight typed in lbs as kg', async () => {
    const { user, saved, api } = renderRows();
    await openInEditMode(user, 'Objects', true);
    expect(screen.getByRole('textbox', { name: 'Object' })).toHaveValue('Door panel');
    // Every exertion has a row; one the object lacks has empty inputs.
    expect(row('Door panel push').getByRole('textbox', { name: 'Weight (lbs)' })).toHaveValue('');
    const weight = row('Door panel lift').getByRole('textbox', { name: 'Weight (lbs)' });
    expect(weight).toHaveValue('22');

    await retype(user, weight, '1200');
    await waitFor(() => expect(weight).toHaveAttribute('data-state', 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent('must be between 0 and 1100 lbs');
    expect(posts(api)).toEqual([]);

    await retype(user, weight, '33');
    await waitFor(() => expect(weight).toHaveAttribute('data-state', 'success'));
    expect(saved).toEqual([{ path: 'object/o-1/lift.kg', body: { value: '15', previous: '10' } }]);
    expect(weight).toHaveValue('33');
  });

  it('sends the stored kg as previous, not the lbs shown converted back', async () => {
    const object = {
      ...PDA.collPDAObjects[0],
      exertions: { lift: { reps: 2, kg: 10.33, side: 'BOTH' } },
    };
    const { user, saved } = renderRows({ ...PDA, collPDAObjects: [object] });
    await openInEditMode(user, 'Objects', true);
    const weight = row('Door panel lift').getByRole('textbox', { name: 'Weight (lbs)' });
    expect(weight).toHaveValue('22.7');

    await retype(user, weight, '44');
    await waitFor(() => expect(weight).toHaveAttribute('data-state', 'success'));
    expect(saved).toEqual([
      { path: 'object/o-1/lift.kg', body: { value: '20', previous: '10.33' } },
    ]);
  });

  it('takes the current value of a cell someone else changed (409)', async () => {
    const { user } = renderRows(PDA, {
      'POST secure/pda/:id/rows/:kind/:row/:column': () =>
        json(
          {
            statusCode: 409,
            message: 'Someone else changed this value; reload to see theirs',
            details: { code: 'PDA_ROW_STALE', info: { current: { value: '30' } } },
          },
          409,
        ),
    });
    await openInEditMode(user, 'Elements');
    const duration = row('Pick part').getByRole('textbox', { name: 'Duration (s)' });

    await retype(user, duration, '15');

    await waitFor(() => expect(duration).toHaveValue('30'));
    expect(duration).toHaveAttribute('data-state', 'error');
    expect(screen.getByRole('alert')).toHaveTextContent('Someone else changed this value');
  });

  it('adds a row and refetches the PDA', async () => {
    const { user, api } = renderRows(PDA, {
      'POST secure/pda/:id/rows/:kind': () => json({ rowUuid: 'e-2' }, 201),
    });
    await openInEditMode(user, 'Elements');
    const reads = () => api.paths().filter((p) => p === `GET secure/pda/${PDA_UUID}`).length;
    const before = reads();

    await user.click(screen.getByRole('button', { name: 'Add element' }));

    await waitFor(() => expect(reads()).toBe(before + 1));
    expect(posts(api)).toEqual([`POST secure/pda/${PDA_UUID}/rows/element`]);
  });

  it('shows a refused add in the tab', async () => {
    const { user } = renderRows(PDA, {
      'POST secure/pda/:id/rows/:kind': () => apiError(403, 'You may not change this PDA'),
    });
    await openInEditMode(user, 'Objects');
    await user.click(screen.getByRole('button', { name: 'Add object' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not change this PDA');
  });

  it('deletes a row only once confirmed', async () => {
    const { user, api } = renderRows(PDA, {
      'DELETE secure/pda/:id/rows/:kind/:row': (_request: Request, [, , rowUuid]: string[]) =>
        json({ rowUuid }),
    });
    await openInEditMode(user, 'Tools');
    const deletes = () => api.paths().filter((p) => p.startsWith('DELETE'));

    await user.click(screen.getByRole('button', { name: 'Delete tool Nutrunner' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Nutrunner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete tool Nutrunner' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete Nutrunner?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(deletes()).toEqual([`DELETE secure/pda/${PDA_UUID}/rows/tool/t-1`]));
  });
});
