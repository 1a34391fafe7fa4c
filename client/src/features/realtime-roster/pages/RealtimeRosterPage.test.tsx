import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type {
  RosterDto,
  RosterEntryDto,
  RosterExamDto,
  RosterLocationDto,
} from '../api/realtimeRosterApi';
import { renderWithProviders } from '@client/test/renderWithProviders';
import {
  apiError,
  json,
  makeUser,
  signedInRoutes,
  stubApi,
  type ApiRoutes,
} from '@client/test/stubApi';
import { RequireAuth } from '@client/features/auth';
import { sessionLabel } from '../utils/rosterRows';
import { RealtimeRosterPage } from './RealtimeRosterPage';

type EntryOptions = {
  status?: RosterEntryDto['examStatusEnum'];
  kind?: RosterExamDto['examTypeKind'];
  remoteScore?: string | null;
  grade?: string;
  reasons?: string;
};

let serial = 0;
/** One exam of "<last>, Ava" with ID 4000<n> and person uuid p-<last>. */
function entry(last: string, options: EntryOptions = {}): RosterEntryDto {
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

const at = (hour: number) => new Date(2026, 10, 25, hour).toISOString();
/** The sites of these rosters keep the device's clock: no zone is named. */
const VIEWER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const session = (hour: number) => sessionLabel({ startTs: at(hour), timeZone: VIEWER_ZONE });

function location(
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

const day = (...locations: RosterLocationDto[]): RosterDto => ({
  date: '2026-11-25',
  locations,
});

/** Two clients, the second with two sessions; the API lists Riverside first. */
const twoClients = () =>
  day(
    location('Riverside Vehicle Assembly', [
      { startTs: at(13), entries: [entry('Cole', { status: 'INPROGRESS' })] },
      { startTs: at(8), entries: [entry('Baker'), entry('Adams', { status: 'COMPLETE' })] },
    ]),
    location('Lakeview Foods', [{ startTs: at(9), entries: [entry('Diaz')] }]),
  );

const staffing = makeUser({
  userCode: 'staffing',
  collUserSecurityGroups: [{ securityGroupCode: 'staffing:Riverside', userUuid: '1111' }],
});

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderRealtime(route: string, routes: ApiRoutes = {}, me = makeUser()) {
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
const rowOf = (name: string) =>
  screen
    .getAllByText(name)
    .map((e) => e.closest('[role="row"]'))
    .find(Boolean) as HTMLElement;
/** Grid rows top to bottom: "client (n)" and "session (n)" headers, leaves by name. */
const rowOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map(
      (row) =>
        row.querySelector('[data-testid^="group-"]')?.textContent ??
        row.querySelector('[data-field="name"]')?.textContent,
    );
const badgeOf = (name: string) => rowOf(name).querySelector('[data-status]') as HTMLElement;

describe(RealtimeRosterPage.name, { timeout: 20_000 }, () => {
  it('groups the day by client, then session time in the browser’s zone', async () => {
    renderRealtime('/realtime/2026/11/25');
    await screen.findByText('Adams, Ava');
    expect(rowOrder()).toEqual([
      'Lakeview Foods (1)',
      `${session(9)} (1)`,
      'Diaz, Ava',
      'Riverside Vehicle Assembly (3)',
      `${session(8)} (2)`,
      'Adams, Ava',
      'Baker, Ava',
      `${session(13)} (1)`,
      'Cole, Ava',
    ]);
    expect(screen.getByTestId('grid-status')).toHaveTextContent('Total rows: 4 · Filtered rows: 4');
    for (const header of ['Status', 'ID', 'PDF', 'Name', 'E-mail', 'Phone', 'Assessment'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    // The exceptions column is there but hidden at first.
    expect(screen.queryByRole('columnheader', { name: 'Exceptions' })).not.toBeInTheDocument();
    const adams = rowOf('Adams, Ava');
    expect(within(adams).getByText('adams@example.com')).toBeInTheDocument();
    expect(within(adams).getByText('(555) 010-0000')).toBeInTheDocument();
  });

  it('links the ID to the person and the score PDF of a finished exam, by its kind', async () => {
    const { user } = renderRealtime('/realtime/2026/11/25', {
      'GET pdf/ppt.pdf': () => apiError(404, 'No score sheet yet'),
    });
    await screen.findByText('Adams, Ava');
    const adams = rowOf('Adams, Ava');
    const id = within(adams).getByRole('link', { name: /^\d+$/ });
    expect(id).toHaveAttribute('href', '/person/p-Adams');
    const pdf = within(adams).getByRole('link', { name: 'Score sheet of Adams, Ava' });
    expect(pdf.getAttribute('href')).toMatch(
      /^\/api\/v1\/pdf\/ppt\.pdf\?uuid=exam-Adams&person_uuid=p-Adams&jwt=/,
    );
    expect(within(rowOf('Baker, Ava')).queryByRole('link', { name: /Score sheet/ })).toBeNull();
    // Opened with the session as the tree's PDFs are; a refusal shows.
    await user.click(pdf);
    expect(await screen.findByText(/No score sheet yet/)).toBeInTheDocument();
  });

  it('links a TMM interview to tmm-score.pdf', async () => {
    renderRealtime('/realtime/2026/11/25', {
      'GET secure/rosters/:y/:m/:d': day(
        location('Riverside Vehicle Assembly', [
          { startTs: at(8), entries: [entry('Tmm', { status: 'COMPLETE', kind: 'TMM' })] },
        ]),
      ),
    });
    await screen.findByText('Tmm, Ava');
    const pdf = within(rowOf('Tmm, Ava')).getByRole('link', { name: 'Score sheet of Tmm, Ava' });
    expect(pdf.getAttribute('href')).toMatch(/^\/api\/v1\/pdf\/tmm-score\.pdf\?uuid=exam-Tmm&/);
  });

  it('sums the day up in the sidebar: counts by status and the failed exams’ exceptions', async () => {
    renderRealtime('/realtime/2026/11/25', {
      'GET secure/rosters/:y/:m/:d': day(
        location('Riverside Vehicle Assembly', [
          {
            startTs: at(8),
            entries: [
              entry('Pending'),
              entry('Passed', { status: 'COMPLETE', grade: 'OK' }),
              entry('Failed', {
                status: 'COMPLETE',
                grade: 'NG',
                reasons: 'Grip strength: 20 kg misses at least 25 kg',
              }),
            ],
          },
        ]),
      ),
    });
    const sidebar = await screen.findByRole('complementary', { name: 'Day summary' });
    await within(sidebar).findByText('3 exams');
    expect(within(sidebar).getByLabelText('Passed: 1')).toBeInTheDocument();
    expect(within(sidebar).getByLabelText('Failed: 1')).toBeInTheDocument();
    expect(within(sidebar).getByLabelText('Pending: 1')).toBeInTheDocument();
    const failed = within(sidebar).getByRole('list', { name: 'Failed exams' });
    expect(within(failed).getByRole('link', { name: 'Failed, Ava' })).toHaveAttribute(
      'href',
      '/rosters/2026/11/25/exam-Failed',
    );
    expect(
      within(failed).getByText('Grip strength: 20 kg misses at least 25 kg'),
    ).toBeInTheDocument();
  });

  it('shows each status in the seed’s colours and words', async () => {
    renderRealtime('/realtime/2026/11/25', {
      'GET secure/rosters/:y/:m/:d': day(
        location('Riverside Vehicle Assembly', [
          {
            startTs: at(8),
            entries: [
              entry('Pending'),
              entry('Progress', { status: 'INPROGRESS' }),
              entry('Complete', { status: 'COMPLETE' }),
              entry('Passed', { status: 'COMPLETE', grade: 'OK' }),
              entry('Failed', { status: 'COMPLETE', grade: 'NG' }),
              entry('Noshow', { status: 'NOSHOW' }),
              entry('Deleted', { status: 'DELETED' }),
            ],
          },
        ]),
      ),
    });
    await screen.findByText('Pending, Ava');
    const expected: [string, string, string][] = [
      ['Pending, Ava', 'Pending', 'dark'],
      ['Progress, Ava', 'In Progress', 'warning'],
      ['Complete, Ava', 'Complete', 'info'],
      ['Passed, Ava', 'Passed', 'success'],
      ['Failed, Ava', 'Failed', 'error'],
      ['Noshow, Ava', 'No Show', 'error'],
      ['Deleted, Ava', 'Cancelled', 'error'],
    ];
    for (const [name, label, color] of expected) {
      const badge = badgeOf(name);
      expect(badge, name).toHaveTextContent(label);
      expect(badge, name).toHaveAttribute('data-color', color);
      if (color !== 'dark')
        expect(badge, name).toHaveClass(`MuiChip-color${color[0].toUpperCase()}${color.slice(1)}`);
    }
  });

  it('shows the product badge only for a COMPLETE exam, a process score by its remote score', async () => {
    renderRealtime('/realtime/2026/11/25', {
      'GET secure/rosters/:y/:m/:d': day(
        location('Riverside Vehicle Assembly', [
          {
            startTs: at(8),
            entries: [
              entry('Open', { kind: 'PROCESS', status: 'INPROGRESS', remoteScore: 'PASS' }),
              entry('Pass', { kind: 'PROCESS', status: 'COMPLETE', remoteScore: 'PASS' }),
              entry('Fail', { kind: 'PROCESS', status: 'COMPLETE', remoteScore: 'FAIL' }),
              entry('Unscored', { kind: 'PROCESS', status: 'COMPLETE', remoteScore: 'PENDING' }),
              entry('Graded', { status: 'COMPLETE', grade: 'OK' }),
            ],
          },
        ]),
      ),
    });
    await screen.findByText('Open, Ava');
    // The badge names the exam's product (PPT, Process score), never the portal.
    expect(within(rowOf('Pass, Ava')).getByText('Process score')).toBeVisible();
    expect(within(rowOf('Graded, Ava')).getByText('PPT')).toBeVisible();
    expect(screen.queryByText('Placement Portal', { selector: '.MuiChip-label' })).toBeNull();
    const product = (name: string) =>
      within(rowOf(name)).queryByText(/^(PPT|Process score)$/, { selector: '.MuiChip-label' });
    expect(product('Open, Ava')).toBeNull();
    const colorOf = (name: string) =>
      product(name)?.closest('[data-badge]')?.getAttribute('data-badge');
    expect(colorOf('Pass, Ava')).toBe('success');
    expect(colorOf('Fail, Ava')).toBe('error');
    expect(colorOf('Unscored, Ava')).toBe('default');
    expect(colorOf('Graded, Ava')).toBe('success');
    expect(product('Fail, Ava')?.closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
  });

  it('searches the exams, keeping the headers of what matches', async () => {
    const { user } = renderRealtime('/realtime/2026/11/25');
    await screen.findByText('Adams, Ava');
    await user.type(screen.getByRole('searchbox'), 'baker');
    await waitFor(() =>
      expect(rowOrder()).toEqual([
        'Riverside Vehicle Assembly (1)',
        `${session(8)} (1)`,
        'Baker, Ava',
      ]),
    );
    expect(screen.getByTestId('grid-status')).toHaveTextContent('Total rows: 4 · Filtered rows: 1');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'lakeview');
    await waitFor(() => expect(rowOrder()).toContain('Diaz, Ava'));
    expect(rowOrder()).toHaveLength(3);
    await user.type(screen.getByRole('searchbox'), ' nobody');
    expect(await screen.findByText('No rows match the search.')).toBeInTheDocument();
  });

  it('refreshes every 10 seconds', async () => {
    let calls = 0;
    const { api } = renderRealtime('/realtime/2026/11/25', {
      'GET secure/rosters/:y/:m/:d': () => {
        calls += 1;
        const roster = twoClients();
        if (calls > 1) {
          const baker = roster.locations[0].rooms[0].slots[1].entries[0];
          baker.examStatusEnum = 'NOSHOW';
          roster.locations[1].rooms[0].slots[0].entries.push(entry('Evans'));
        }
        return json(roster);
      },
    });
    await screen.findByText('Baker, Ava');
    expect(badgeOf('Baker, Ava')).toHaveTextContent('Pending');
    const started = Date.now();
    expect(await screen.findByText('Evans, Ava', {}, { timeout: 12_000 })).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThan(8_000);
    expect(badgeOf('Baker, Ava')).toHaveTextContent('No Show');
    expect(screen.getByTestId('grid-status')).toHaveTextContent('Total rows: 5');
    expect(api.paths().filter((p) => p.startsWith('GET secure/rosters/'))).toHaveLength(2);
  });

  it('opens today without a date', async () => {
    const { api } = renderRealtime('/realtime');
    const today = new Date();
    const path = `${today.getFullYear()}/${today.getMonth() + 1}/${today.getDate()}`;
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/realtime/${path}`));
    await screen.findByText('Adams, Ava');
    expect(api.paths()).toContain(`GET secure/rosters/${path}`);
  });

  it('opens today for a path that is not a date, and the picker navigates', async () => {
    const { user } = renderRealtime('/realtime/2026/13/40');
    const today = new Date();
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        `/realtime/${today.getFullYear()}/${today.getMonth() + 1}/${today.getDate()}`,
      ),
    );
    await screen.findByText('Adams, Ava');
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        `/realtime/${yesterday.getFullYear()}/${yesterday.getMonth() + 1}/${yesterday.getDate()}`,
      ),
    );
  });

  it('says when the day has no exams', async () => {
    renderRealtime('/realtime/2026/11/25', {
      'GET secure/rosters/:y/:m/:d': day(location('Riverside Vehicle Assembly', [])),
    });
    expect(await screen.findByText('No exams on this day.')).toBeInTheDocument();
    expect(screen.getByTestId('grid-status')).toHaveTextContent('Total rows: 0 · Filtered rows: 0');
  });

  it('shows a failure with a retry', async () => {
    let fail = true;
    const { user } = renderRealtime('/realtime/2026/11/25', {
      'GET secure/rosters/:y/:m/:d': () =>
        fail ? apiError(503, 'Database unavailable') : json(twoClients()),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The roster could not be loaded: Database unavailable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Adams, Ava')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not for staffing, and asks nothing of the API', async () => {
    const { api } = renderRealtime('/realtime/2026/11/25', {}, staffing);
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(api.paths().some((p) => p.startsWith('GET secure/rosters/'))).toBe(false);
  });

  it('shows no access when the API refuses', async () => {
    renderRealtime('/realtime/2026/11/25', {
      'GET secure/rosters/:y/:m/:d': () => apiError(403, 'Forbidden'),
    });
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
  });
});
