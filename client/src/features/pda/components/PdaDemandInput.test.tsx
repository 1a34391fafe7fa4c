import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PdaDto } from '../api/pdaApi';
import { apiError, json, type ApiRoutes } from '@client/test/stubApi';
import {
  capability,
  editMode,
  renderDemands as renderDemandPanel,
  word,
} from '../test/demandFixtures';
import { makePda, switchLbs } from '../test/pdaFixtures';

const LIFT = capability({
  code: 'LIFT',
  description: 'Lift floor to waist',
  units: 'KG',
  minValue: 0,
  maxValue: 50,
  subjectiveValueTypeUuid: 'svt-strength',
  // A gap between 10 and 20 kg: a value there has no word.
  aSubjectiveValueType: {
    subjectiveValueTypeUuid: 'svt-strength',
    description: 'Strength',
    collSubjectiveValues: [word('Light', 5, 0, 10), word('Heavy', 30, 20, 51)],
  },
});
const REACH = capability({
  code: 'REACH',
  description: 'Highest reach',
  units: 'INCHES',
  minValue: 20,
  maxValue: 84,
});
const SIDE = capability({ code: 'SIDE', description: 'Hand used', type: 'SIDE' });
const CAPABILITIES = [LIFT, REACH, SIDE];

const renderDemands = (pda: PdaDto, routes: ApiRoutes = {}) =>
  renderDemandPanel(pda, CAPABILITIES, routes);

const pdaWith = (demands: PdaDto['collPDADemands']) => makePda({ collPDADemands: demands });

describe('PDA demands in edit mode', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the subjective words and saves the chosen word as its value by Save', async () => {
    const { user, bodies } = renderDemands(pdaWith([]));
    const demands = await editMode(user);

    await user.click(within(demands).getByRole('combobox', { name: 'Lift floor to waist' }));
    await user.click(screen.getByRole('option', { name: 'Heavy' }));
    expect(bodies).toEqual([]);
    await user.click(within(demands).getByRole('button', { name: 'Save Lift floor to waist' }));

    await waitFor(() => expect(bodies).toEqual([{ value: '30', version: 0 }]));
    expect(
      within(demands).getByRole('combobox', { name: 'Lift floor to waist' }),
    ).toHaveTextContent('Heavy');
  });

  it('types a range without words in subjective mode too, showing its value', async () => {
    const { user, bodies } = renderDemands(
      pdaWith([{ capabilityUuid: REACH.capabilityUuid, value: '40', version: 2 }]),
    );
    const demands = await editMode(user);
    const reach = within(demands).getByRole('textbox', { name: 'Highest reach' });
    expect(reach).toHaveValue('40');
    expect(demands).not.toHaveTextContent(/RangeEditorSelect|subjective value type/);

    await user.clear(reach);
    await user.type(reach, '60{Enter}');
    await waitFor(() => expect(bodies).toEqual([{ value: '60', version: 2 }]));
  });

  it("shows a value no word holds as 'TBD: {value}'", async () => {
    const { user } = renderDemands(
      pdaWith([{ capabilityUuid: LIFT.capabilityUuid, value: '15', version: 3 }]),
    );
    const demands = await editMode(user);
    expect(
      within(demands).getByRole('combobox', { name: 'Lift floor to waist' }),
    ).toHaveTextContent('TBD: 15');
  });

  it('refuses an exact value beyond the maximum before saving, then saves one within', async () => {
    const { user, bodies, api } = renderDemands(
      pdaWith([{ capabilityUuid: REACH.capabilityUuid, value: '40', version: 2 }]),
    );
    const demands = await editMode(user, true);
    const reach = within(demands).getByRole('textbox', { name: 'Highest reach' });
    expect(reach).toHaveAttribute('max', '84');
    expect(within(demands).getByText('20–84 inches')).toBeInTheDocument();

    await user.clear(reach);
    await user.type(reach, '85');
    expect(reach).toHaveAttribute('data-state', 'dirty');
    fireEvent.blur(reach);
    await waitFor(() => expect(reach).toHaveAttribute('data-state', 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent('must be between 20 and 84 inches');
    expect(api.paths().filter((p) => p.includes('/demand/'))).toEqual([]);

    await user.clear(reach);
    await user.type(reach, '60');
    fireEvent.blur(reach);
    await waitFor(() => expect(reach).toHaveAttribute('data-state', 'success'));
    expect(bodies).toEqual([{ value: '60', version: 2 }]);
  });

  it('shows kg demands in lbs and stores what is typed in lbs as kg', async () => {
    const { user, bodies } = renderDemands(
      pdaWith([{ capabilityUuid: LIFT.capabilityUuid, value: '30', version: 1 }]),
    );
    const demands = await editMode(user, true);
    await switchLbs(user);
    const lift = within(demands).getByRole('textbox', { name: 'Lift floor to waist' });
    expect(lift).toHaveValue('66');

    await user.clear(lift);
    await user.type(lift, '111');
    fireEvent.blur(lift);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('between 0 and 110 lbs'),
    );

    await user.clear(lift);
    await user.type(lift, '110');
    fireEvent.blur(lift);
    await waitFor(() => expect(lift).toHaveAttribute('data-state', 'success'));
    expect(bodies).toEqual([{ value: '50', version: 1 }]);
    expect(lift).toHaveValue('110');
  });

  it('takes the current value of a demand someone else changed (409)', async () => {
    const { user } = renderDemands(
      pdaWith([{ capabilityUuid: REACH.capabilityUuid, value: '40', version: 2 }]),
      {
        'POST secure/pda/:id/demand/:capability': () =>
          json(
            {
              statusCode: 409,
              message: 'Someone else changed this demand; reload to see their value',
              details: { code: 'PDA_DEMAND_STALE', info: { current: { value: '70', version: 3 } } },
            },
            409,
          ),
      },
    );
    const demands = await editMode(user, true);
    const reach = within(demands).getByRole('textbox', { name: 'Highest reach' });
    await user.clear(reach);
    await user.type(reach, '50');
    fireEvent.blur(reach);
    await waitFor(() => expect(reach).toHaveValue('70'));
    expect(screen.getByRole('alert')).toHaveTextContent('Someone else changed this demand');
  });

  it('saves a side from its list and reverts with the message when refused', async () => {
    const { user } = renderDemands(pdaWith([]), {
      'POST secure/pda/:id/demand/:capability': () => apiError(403, 'You may not change this PDA'),
    });
    const demands = await editMode(user);
    const side = within(demands).getByRole('combobox', { name: 'Hand used' });
    await user.click(side);
    await user.click(screen.getByRole('option', { name: 'Left' }));
    await user.click(within(demands).getByRole('button', { name: 'Save Hand used' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('You may not change this PDA'),
    );
    expect(side).not.toHaveTextContent('Left');
    const input = demands.querySelector('input[data-capability="SIDE"]');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('data-state', 'error');
  });
});

describe('PDA PDF button', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a clock while the PDF is made, then saves it under its name', async () => {
    let release: () => void = () => {};
    const { user } = renderDemands(pdaWith([]), {
      'GET secure/pda/:id/pdf': () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(
              new Response('%PDF-1.7', {
                headers: {
                  'Content-Type': 'application/pdf',
                  'Content-Disposition': `inline; filename="x.pdf"; filename*=UTF-8''Door%20fit.pdf`,
                },
              }),
            );
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });

    await user.click(await screen.findByRole('button', { name: 'PDA PDF' }));
    expect(await screen.findByTestId('pdf-generating')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /PDA PDF/ })).toBeDisabled();
    release();

    await waitFor(() => expect(screen.queryByTestId('pdf-generating')).toBeNull());
    expect(clicked).toEqual(['Door fit.pdf']);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('shows the server message when the PDF cannot be made', async () => {
    const { user } = renderDemands(pdaWith([]), {
      'GET secure/pda/:id/pdf': () => apiError(503, 'No browser for PDFs: set CHROME_PATH'),
    });
    await user.click(await screen.findByRole('button', { name: 'PDA PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No browser for PDFs: set CHROME_PATH',
    );
  });
});
