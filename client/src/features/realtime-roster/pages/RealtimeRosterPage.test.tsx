import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '@client/test/stubApi';
import { RealtimeRosterPage } from './RealtimeRosterPage';
import {
  entry,
  at,
  session,
  location,
  day,
  renderRealtime,
  rowOf,
  rowOrder,
  badgeOf,
} from './realtimeRosterTestData';

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
});
