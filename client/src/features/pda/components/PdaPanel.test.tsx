import { NO_TAKT_TIME } from '@domain/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { apiError, json, storeSession, stubApi, type ApiRoutes } from '@client/test/stubApi';
import type { PdaDto } from '../api/pdaApi';
import {
  LBS_PREFERENCE_PATH,
  lbsPreference,
  makePda,
  PDA_UUID,
  signIn,
  switchLbs,
  NO_SUMS,
} from '../test/pdaFixtures';
import { PdaPanel } from './PdaPanel';

function renderPanel(pda: PdaDto, routes: ApiRoutes = {}, canWrite = true) {
  storeSession();
  const api = stubApi({
    'GET secure/pda/:id': () => json(pda),
    'GET private/capabilities': [],
    ...NO_SUMS,
    ...lbsPreference(),
    ...routes,
  });
  const view = renderWithProviders(
    <PdaPanel pdaUuid={pda.pdaUuid} canWrite={canWrite} attachments={null} />,
  );
  signIn(view.store);
  return { api, ...view };
}

const fieldInput = (label: string) => screen.getByRole('textbox', { name: label });

async function openFieldsInEditMode(user: ReturnType<typeof renderPanel>['user']) {
  await user.click(await screen.findByRole('switch', { name: 'Edit mode' }));
  await user.click(screen.getByRole('tab', { name: 'Fields' }));
}

describe('PdaPanel', () => {
  it('shows the six tabs and History, and switches kg to lbs by the factor 2.2', async () => {
    const { user } = renderPanel(makePda());

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Summary',
      'Elements',
      'Attachments',
      'Tools',
      'Objects',
      'Fields',
      'History',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Objects' }));
    expect(screen.getByTestId('object-weight')).toHaveTextContent('10 kg');
    // 2 reps per cycle at a 60 s takt: 120 per hour.
    expect(screen.getByRole('cell', { name: '120' })).toBeInTheDocument();

    await switchLbs(user);
    expect(screen.getByTestId('object-weight')).toHaveTextContent('22 lbs');
  });

  it("shows weights in lbs when that is the person's saved choice, and saves a new one", async () => {
    const { user, api } = renderPanel(makePda(), lbsPreference(true));

    await user.click(await screen.findByRole('tab', { name: 'Objects' }));
    await waitFor(() => expect(screen.getByTestId('object-weight')).toHaveTextContent('22 lbs'));
    expect(screen.getByRole('switch', { name: 'lbs' })).toBeChecked();

    await switchLbs(user, false);
    expect(screen.getByTestId('object-weight')).toHaveTextContent('10 kg');
    await waitFor(() => expect(api.paths()).toContain(`PUT ${LBS_PREFERENCE_PATH}`));
    const put = api.requests.find((r) => r.method === 'PUT')!;
    expect(await put.clone().json()).toEqual({ value: false });
  });

  it("shows '(no takt time)' for rep-based columns without a takt time", async () => {
    const { user } = renderPanel(makePda({ taktTime: null }));

    await user.click(await screen.findByRole('tab', { name: 'Objects' }));
    expect(screen.getByRole('cell', { name: NO_TAKT_TIME })).toBeInTheDocument();
  });

  it('turns show-all on with edit mode', async () => {
    const { user } = renderPanel(makePda());
    await user.click(await screen.findByRole('switch', { name: 'Edit mode' }));
    expect(screen.getByRole('switch', { name: 'Show all rows' })).toBeChecked();
  });

  it.each([
    [
      'a type that is not editable',
      makePda({ aPDAType: { ...makePda().aPDAType, editable: false } }),
      true,
    ],
    ['a person who may not write', makePda(), false],
  ])('offers no edit mode for %s', async (_case, pda, canWrite) => {
    renderPanel(pda, {}, canWrite);
    await screen.findByRole('switch', { name: 'Show all rows' });
    expect(screen.queryByRole('switch', { name: 'Edit mode' })).not.toBeInTheDocument();
  });

  it('does not save an invalid value: the field turns red and keeps focus', async () => {
    const { user, api } = renderPanel(makePda());
    await openFieldsInEditMode(user);

    const weight = fieldInput('Heaviest part');
    await user.clear(weight);
    await user.type(weight, 'heavy');
    expect(weight).toHaveAttribute('data-state', 'dirty');
    fireEvent.blur(weight);

    await waitFor(() => expect(weight).toHaveAttribute('data-state', 'error'));
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(/Expected a number followed by lbs/);
    // No write sent (the what-if the editor asks as it opens writes nothing, decision 0026).
    const writes = api.paths().filter((p) => p.startsWith('POST') && !p.endsWith('/what-if'));
    expect(writes).toEqual([]);
  });

  it('saves a valid value on blur with the field version', async () => {
    const bodies: unknown[] = [];
    const { user } = renderPanel(makePda(), {
      'POST secure/pda/:id/pda-field/:f': async (request: Request) => {
        bodies.push(await request.json());
        return json({ pdaTypeFieldUuid: 'f-weight', stringValue: '12 lbs', version: 6 });
      },
    });
    await openFieldsInEditMode(user);

    const weight = fieldInput('Heaviest part');
    await user.clear(weight);
    await user.type(weight, '12 lbs');
    fireEvent.blur(weight);

    await waitFor(() => expect(weight).toHaveAttribute('data-state', 'success'));
    expect(bodies).toEqual([{ value: '12 lbs', version: 5 }]);
  });

  it('reverts and shows the server message when the save fails', async () => {
    const { user } = renderPanel(makePda(), {
      'POST secure/pda/:id/pda-field/:f': () => apiError(403, 'This PDA type is read-only'),
    });
    await openFieldsInEditMode(user);

    const weight = fieldInput('Heaviest part');
    await user.clear(weight);
    await user.type(weight, '12 lbs');
    fireEvent.blur(weight);

    await waitFor(() => expect(weight).toHaveAttribute('data-state', 'error'));
    expect(weight).toHaveValue('10 lbs');
    expect(screen.getByRole('alert')).toHaveTextContent('This PDA type is read-only');
  });

  it('takes the current value of a field someone else changed (409)', async () => {
    const { user } = renderPanel(makePda(), {
      'POST secure/pda/:id/pda-field/:f': () =>
        json(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'Someone else changed this field; reload to see their value',
            details: {
              code: 'PDA_FIELD_STALE',
              info: { current: { stringValue: '15 lbs', version: 7 } },
            },
            correlationId: 'test',
          },
          409,
        ),
    });
    await openFieldsInEditMode(user);

    const weight = fieldInput('Heaviest part');
    await user.clear(weight);
    await user.type(weight, '12 lbs');
    fireEvent.blur(weight);

    await waitFor(() => expect(weight).toHaveValue('15 lbs'));
    expect(weight).toHaveAttribute('data-state', 'error');
    expect(screen.getByRole('alert')).toHaveTextContent('Someone else changed this field');
  });
});

describe('PDA status selector', () => {
  const statusSelect = () => screen.getByRole('combobox', { name: 'Status' });

  it('is disabled without a takt time unless COMPLETED', async () => {
    renderPanel(makePda({ taktTime: null }));
    await screen.findByRole('tab', { name: 'Summary' });
    expect(statusSelect()).toHaveAttribute('aria-disabled', 'true');
  });

  it('stays enabled for a COMPLETED PDA without a takt time', async () => {
    renderPanel(
      makePda({ taktTime: null, pdaStatusEnum: 'COMPLETED', allowedStatuses: ['INPROGRESS'] }),
    );
    await screen.findByRole('tab', { name: 'Summary' });
    expect(statusSelect()).not.toHaveAttribute('aria-disabled');
  });

  it('is no control at all for a PDA of a read-only type, nor is the description editable', async () => {
    const pda = makePda({ pdaStatusEnum: 'APPROVED', allowedStatuses: [] });
    renderPanel({ ...pda, aPDAType: { ...pda.aPDAType, description: 'Legacy', editable: false } });
    await screen.findByRole('tab', { name: 'Summary' });
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('PDAs of the Legacy type are read-only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit description' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Edit mode' })).not.toBeInTheDocument();
  });

  it('is disabled for a person who may not write', async () => {
    renderPanel(makePda(), {}, false);
    await screen.findByRole('tab', { name: 'Summary' });
    expect(statusSelect()).toHaveAttribute('aria-disabled', 'true');
  });

  it('restores the previous status and shows the error when the change fails', async () => {
    let release: () => void = () => {};
    const { user } = renderPanel(makePda(), {
      'PATCH secure/pda/:id/status/:s': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(apiError(409, 'A PDA cannot go from INPROGRESS to COMPLETED'));
        }),
    });
    await screen.findByRole('tab', { name: 'Summary' });
    await user.click(statusSelect());
    await user.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Completed' }),
    );

    expect(statusSelect()).toHaveTextContent('Completed');
    await waitFor(() => expect(statusSelect()).toHaveAttribute('aria-disabled', 'true'));
    release();

    await waitFor(() => expect(statusSelect()).toHaveTextContent('In Progress'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A PDA cannot go from INPROGRESS to COMPLETED',
    );
    expect(PDA_UUID).toBeTruthy();
  });
});
