import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { AppStore } from '@client/app/store';
import { json, makeUser, type ApiRoutes } from '@client/test/stubApi';
import { sessionStarted } from '@client/features/auth';
import type { PdaDto } from '../api/pdaApi';
import { LBS_PREFERENCE_KEY } from '../hooks/usePdaViewToggles';

export const PDA_UUID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const PDA_NODE_UUID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

export function makePda(overrides: Partial<PdaDto> = {}): PdaDto {
  return {
    pdaUuid: PDA_UUID,
    nodeUuid: PDA_NODE_UUID,
    description: 'Fit door (LHD)',
    pdaTypeUuid: 'type-1',
    pdaStatusEnum: 'INPROGRESS',
    taktTime: 60,
    seatHeight: null,
    created: '2025-09-01T08:00:00.000Z',
    updated: '2025-09-01T08:00:00.000Z',
    createUserUuid: null,
    updateUserUuid: null,
    version: 1,
    aPDAType: {
      pdaTypeUuid: 'type-1',
      description: 'Production process PDA',
      editable: true,
      collPDATypeFields: [
        {
          pdaTypeFieldUuid: 'f-takt',
          pdaTypeFieldCode: 'TAKT_TIME',
          description: 'Takt time (seconds)',
          fieldGroup: 'Cycle',
          fieldGroupOrdinal: 1,
          format: 'number',
        },
        {
          pdaTypeFieldUuid: 'f-weight',
          pdaTypeFieldCode: 'MAX_WEIGHT',
          description: 'Heaviest part',
          fieldGroup: 'Materials',
          fieldGroupOrdinal: 2,
          format: 'pounds',
        },
      ],
    },
    collPDAFields: [
      { pdaTypeFieldUuid: 'f-takt', stringValue: '60', valueType: null, version: 3 },
      { pdaTypeFieldUuid: 'f-weight', stringValue: '10 lbs', valueType: null, version: 5 },
    ],
    collPDAVariations: [],
    collPDAElements: [],
    collPDAObjects: [
      {
        objectUuid: 'o-1',
        description: 'Door panel',
        exertions: { lift: { reps: 2, kg: 10, side: 'BOTH' } },
      },
    ],
    collPDATools: [],
    collPDADemands: [],
    allowedStatuses: ['COMPLETED', 'DELETED'],
    ...overrides,
  };
}

/** The signed-in person of the PDA tests: the panel only shows inside a signed-in page. */
export const ME = makeUser();
export const LBS_PREFERENCE_PATH = `private/users/${ME.userUuid}/preferences/${LBS_PREFERENCE_KEY}`;

/** Signs ME in on the store the panel was rendered with. */
export function signIn(store: AppStore) {
  act(() => {
    store.dispatch(sessionStarted(ME));
  });
}

/** The lbs preference as the server keeps it: read, and saved with what the PUT sends. */
export function lbsPreference(initial = false): ApiRoutes {
  let value = initial;
  return {
    [`GET ${LBS_PREFERENCE_PATH}`]: () => json({ key: LBS_PREFERENCE_KEY, value }),
    [`PUT ${LBS_PREFERENCE_PATH}`]: async (request: Request) => {
      value = ((await request.clone().json()) as { value: boolean }).value;
      return json({ key: LBS_PREFERENCE_KEY, value });
    },
  };
}

/** Turns the lbs switch on (or off) and waits until it shows the new state. */
export async function switchLbs(user: UserEvent, on = true) {
  const lbs = await screen.findByRole('switch', { name: 'lbs' });
  await user.click(lbs);
  await waitFor(() => (on ? expect(lbs).toBeChecked() : expect(lbs).not.toBeChecked()));
}

/** The PDA's sums (Summary tab): none, as a PDA without demands has. */
export const NO_SUMS: ApiRoutes = {
  'GET secure/pdasum/byPDA/:id': [],
  'GET secure/pdasum/byNode/:id': [],
};
