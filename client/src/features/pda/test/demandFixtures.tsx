import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { json, storeSession, stubApi, type ApiRoutes } from '@client/test/stubApi';
import type { CapabilityDto, PdaDto } from '../api/pdaApi';
import { PdaPanel } from '../components/PdaPanel';
import { lbsPreference, NO_SUMS, signIn } from './pdaFixtures';

/** A subjective word (level) holding [minValue, maxValue). */
export const word = (
  subjectiveValue: string,
  value: number,
  minValue: number,
  maxValue: number,
) => ({
  subjectiveValueUuid: `sv-${subjectiveValue}`,
  value,
  minValue,
  maxValue,
  minStrict: false,
  maxStrict: true,
  description: subjectiveValue,
  subjectiveValue,
});

export const capability = (overrides: Partial<CapabilityDto>): CapabilityDto => ({
  capabilityUuid: `cap-${overrides.code}`,
  code: 'X',
  type: 'RANGE_UNITS',
  units: null,
  minValue: null,
  maxValue: null,
  description: 'X',
  direction: 'AT_LEAST',
  subjectiveValueTypeUuid: null,
  isSummary: false,
  ...overrides,
});

/** The PDA panel of `pda` over `capabilities`; `bodies` collects the demand saves. */
export function renderDemands(pda: PdaDto, capabilities: CapabilityDto[], routes: ApiRoutes = {}) {
  storeSession();
  const bodies: unknown[] = [];
  const api = stubApi({
    'GET secure/pda/:id': () => json(pda),
    'GET private/capabilities': capabilities,
    ...NO_SUMS,
    'POST secure/pda/:id/demand/:capability': async (request: Request, [, cap]: string[]) => {
      const body = (await request.json()) as { value: string; version: number };
      bodies.push(body);
      return json({ capabilityUuid: cap, value: body.value, version: body.version + 1 });
    },
    ...lbsPreference(),
    ...routes,
  });
  const view = renderWithProviders(<PdaPanel pdaUuid={pda.pdaUuid} canWrite attachments={null} />);
  signIn(view.store);
  return { api, bodies, ...view };
}

/** Edit mode on (and exact values when asked); answers the demands' group. */
export async function editMode(user: UserEvent, exact = false) {
  await user.click(await screen.findByRole('switch', { name: 'Edit mode' }));
  if (exact) await user.click(screen.getByRole('switch', { name: 'Exact values' }));
  return screen.findByRole('group', { name: 'Demands' });
}
