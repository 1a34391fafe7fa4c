import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '@client/test/stubApi';
import type { CapabilityDto } from '../api/pdaApi';
import { capability, editMode, renderDemands, word } from '../test/demandFixtures';
import { makePda } from '../test/pdaFixtures';

// Issue 32, item 1: every demand has an input in both modes, a level never silently replaces
// an exact value, and the what-if counts a choice before anything is saved.

const LIFT = capability({
  code: 'LIFT',
  description: 'Lift floor to waist',
  units: 'KG',
  minValue: 0,
  maxValue: 50,
  subjectiveValueTypeUuid: 'svt-strength',
  aSubjectiveValueType: {
    subjectiveValueTypeUuid: 'svt-strength',
    description: 'Strength',
    collSubjectiveValues: [
      word('Light', 5, 0, 10),
      word('Medium', 15, 10, 25),
      word('Heavy', 30, 25, 51),
    ],
  },
});
/** A range with no words: posture angles, reach, ambient temperature in the demo. */
const NECK = capability({ code: 'NECK', description: 'Neck flexion', units: 'DEGREES' });
const HEAT = capability({ code: 'HEAT', description: 'Ambient temperature', units: 'DEGREES' });
const NOTES = capability({ code: 'NOTES', description: 'Notes', type: 'TEXTAREA' });
const STAND = capability({ code: 'STAND', description: 'Position', type: 'BODY_POSITION' });
const GLOVES = capability({ code: 'GLOVES', description: 'Gloves', type: 'BOOLEAN' });
const ALL: CapabilityDto[] = [LIFT, NECK, HEAT, NOTES, STAND, GLOVES];

const LIFT_33 = { capabilityUuid: LIFT.capabilityUuid, value: '33', version: 4 };
const NECK_25 = { capabilityUuid: NECK.capabilityUuid, value: '25', version: 1 };

function renderLift(asked: unknown[] = []) {
  return renderDemands(makePda({ collPDADemands: [LIFT_33, NECK_25] }), ALL, {
    'POST secure/pda/:id/what-if': async (request: Request) => {
      const body = (await request.json()) as { demands: { value: string }[] };
      asked.push(body.demands);
      const changed = body.demands.length > 0;
      return json({
        poolSize: 50,
        matchingNow: 36,
        matchingAfter: changed ? 39 : 36,
        pdaActive: true,
        mostExcluding: null,
      });
    },
  });
}

const lift = (demands: HTMLElement) =>
  within(demands).getByRole('combobox', { name: 'Lift floor to waist' });

async function choose(
  user: ReturnType<typeof renderLift>['user'],
  demands: HTMLElement,
  level: string,
) {
  await user.click(lift(demands));
  await user.click(screen.getByRole('option', { name: level }));
}

describe('PDA demand levels in edit mode', { timeout: 30_000 }, () => {
  it('gives every demand an input in both modes, with its value, and no developer text', async () => {
    const { user } = renderLift();
    const demands = await editMode(user);
    for (const exact of [false, true]) {
      if (exact) await user.click(screen.getByRole('switch', { name: 'Exact values' }));
      expect(demands).not.toHaveTextContent(/RangeEditorSelect|no subjective value type/);
      for (const { description: name } of ALL) {
        const input =
          within(demands).queryByRole('combobox', { name }) ??
          within(demands).queryByRole('textbox', { name });
        expect(input, name).toBeEnabled();
      }
      expect(within(demands).getByRole('textbox', { name: 'Neck flexion' })).toHaveValue('25');
    }
  });

  it('shows 33 kg under its level, and keeps it when its own level is chosen again', async () => {
    const { user, bodies } = renderLift();
    const demands = await editMode(user);
    expect(lift(demands)).toHaveTextContent('Heavy');
    expect(within(demands).getByText('Exactly 33 kg')).toBeVisible();

    await choose(user, demands, 'Medium');
    await choose(user, demands, 'Heavy');

    expect(lift(demands)).toHaveTextContent('Heavy');
    expect(within(demands).getByText('Exactly 33 kg')).toBeVisible();
    expect(within(demands).queryByRole('button', { name: 'Save Lift floor to waist' })).toBeNull();
    expect(bodies).toEqual([]);
  });

  it('counts a chosen level in the what-if before saving; Undo saves nothing', async () => {
    const asked: unknown[] = [];
    const { user, bodies } = renderLift(asked);
    const demands = await editMode(user);
    const whatIf = await screen.findByTestId('what-if');
    await waitFor(() => expect(whatIf).toHaveTextContent('36 of 50 pool members match now'));

    await choose(user, demands, 'Medium');
    expect(
      within(demands).getByText('Not saved: Medium (15 kg) in place of Heavy (33 kg).'),
    ).toBeVisible();
    await waitFor(() => expect(whatIf).toHaveTextContent('39 after this change'));
    expect(asked).toContainEqual([{ capabilityUuid: LIFT.capabilityUuid, value: '15' }]);
    expect(bodies).toEqual([]);

    await user.click(within(demands).getByRole('button', { name: 'Undo Lift floor to waist' }));
    expect(within(demands).getByText('Exactly 33 kg')).toBeVisible();
    await waitFor(() => expect(whatIf).not.toHaveTextContent('after this change'));
    expect(bodies).toEqual([]);
  });

  it('saves the chosen level only by its Save button', async () => {
    const { user, bodies } = renderLift();
    const demands = await editMode(user);
    await choose(user, demands, 'Light');
    await user.click(within(demands).getByRole('button', { name: 'Save Lift floor to waist' }));
    await waitFor(() => expect(bodies).toEqual([{ value: '5', version: 4 }]));
    expect(lift(demands)).toHaveTextContent('Light');
    expect(within(demands).queryByText(/Not saved/)).toBeNull();
  });
});
