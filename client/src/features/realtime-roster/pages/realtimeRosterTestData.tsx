import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type {
  RosterDto,
  RosterEntryDto,
  RosterExamDto,
  RosterLocationDto,
} from '../api/realtimeRosterApi';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { makeUser, signedInRoutes, stubApi, type ApiRoutes } from '@client/test/stubApi';
import { RequireAuth } from '@client/features/auth';
import { sessionLabel } from '../utils/rosterRows';
import { RealtimeRosterPage } from './RealtimeRosterPage';

export type EntryOptions = {
  status?: RosterEntryDto['examStatusEnum'];
  kind?: RosterExamDto['examTypeKind'];
  remoteScore?: string | null;
  grade?: string;
  reasons?: string;
};

export let serial = 0;
/** One exam of "<last>, Ava" with ID 4000<n> and person uuid p-<last>. */
export function entry(last: string, options: EntryOptions = {}): RosterEntryDto {
  const { status = 'PENDING', kind = 'PPT', remoteScore = null, grade, reasons } = options;
  const examUuid = `exam-${last}`;
  const id = String(40000 + ++serial);
  return {
    examUuid,
    examStatusEnum: status,
    aExam: {
      examUuid,
      examTypeUuid: `type-${kind}`,
      examTypeDescription: kind === 'PROCESS' ? 'Process score' : 'PPT - Physical Performance Test',
      examTypeKind: kind,
      examStatusEnum: status,
      remoteScoreEnum: remoteScore,
    },
    aID: { idUuid: `id-${last}`, id, infoSourceUuid: 'src' },
    aPerson: {
      personUuid: `p-${last}`,
      firstName: 'Ava',
      lastName: last,
      collPersonMetas: [
        { metadataField: 'Email', stringValue: `${last.toLowerCase()}@example.com` },
        { metadataField: '_Phone_', stringValue: '(555) 010-0000' },
        ...(grade ? [{ metadataField: 'GRADE_CACHE', stringValue: grade }] : []),
        ...(reasons ? [{ metadataField: 'GRADE_REASONS_CACHE', stringValue: reasons }] : []),
      ],
    },
  };
}

export const at = (hour: number) => new Date(2026, 10, 25, hour).toISOString();
/** The sites of these rosters keep the device's clock: no zone is named. */
export const VIEWER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
export const session = (hour: number) => sessionLabel({ startTs: at(hour), timeZone: VIEWER_ZONE });

export function location(
  client: string,
  slots: { startTs: string; entries: RosterEntryDto[] }[],
): RosterLocationDto {
  return {
    locationUuid: `loc-${client}`,
    description: `${client} Assessment Centre`,
    clientNodeUuid: `node-${client}`,
    clientDescription: client,
    clientTimeZone: VIEWER_ZONE,
    dayStart: new Date(2026, 10, 25).toISOString(),
    dayEnd: new Date(2026, 10, 26).toISOString(),
    rooms: [
      { roomUuid: `room-${client}`, description: 'Room A', productDescription: 'Room A', slots },
    ],
  };
}

export const day = (...locations: RosterLocationDto[]): RosterDto => ({
  date: '2026-11-25',
  locations,
});

/** Two clients, the second with two sessions; the API lists Riverside first. */
export const twoClients = () =>
  day(
    location('Riverside Vehicle Assembly', [
      { startTs: at(13), entries: [entry('Cole', { status: 'INPROGRESS' })] },
      { startTs: at(8), entries: [entry('Baker'), entry('Adams', { status: 'COMPLETE' })] },
    ]),
    location('Lakeview Foods', [{ startTs: at(9), entries: [entry('Diaz')] }]),
  );

export const staffing = makeUser({
  userCode: 'staffing',
  collUserSecurityGroups: [{ securityGroupCode: 'staffing:Riverside', userUuid: '1111' }],
});

export function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

export function renderRealtime(route: string, routes: ApiRoutes = {}, me = makeUser()) {
  const api = stubApi({
    ...signedInRoutes(me),
    'GET secure/rosters/:y/:m/:d': twoClients(),
    ...routes,
  });
  return {
    api,
    ...renderWithProviders(
      <RequireAuth>
        <Where />
        <Routes>
          <Route path="/realtime" element={<RealtimeRosterPage />} />
          <Route path="/realtime/:year/:month/:day" element={<RealtimeRosterPage />} />
          <Route path="/realtime/*" element={<RealtimeRosterPage />} />
        </Routes>
      </RequireAuth>,
      { route },
    ),
  };
}

/** The grid's row of a name (a failed exam's name stands in the sidebar too). */
export const rowOf = (name: string) =>
  screen
    .getAllByText(name)
    .map((e) => e.closest('[role="row"]'))
    .find(Boolean) as HTMLElement;
/** Grid rows top to bottom: "client (n)" and "session (n)" headers, leaves by name. */
export const rowOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map(
      (row) =>
        row.querySelector('[data-testid^="group-"]')?.textContent ??
        row.querySelector('[data-field="name"]')?.textContent,
    );
export const badgeOf = (name: string) => rowOf(name).querySelector('[data-status]') as HTMLElement;
