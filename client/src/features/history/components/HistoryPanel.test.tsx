import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { apiError, json, stubApi } from '@client/test/stubApi';
import { HistoryPanel } from './HistoryPanel';

const EXAM = '11111111-2222-4333-8444-555555555555';
const entry = (n: number) => ({
  auditEntryUuid: `e${n}`,
  at: new Date(Date.UTC(2026, 10, 25, 8, n)).toISOString(),
  action: 'field',
  entityType: 'exam',
  entityId: EXAM,
  actor: { userUuid: 'u1', userCode: 'premise', name: 'Pat Premise' },
  before: { NECK_FLEXION: String(n - 1) },
  after: { NECK_FLEXION: String(n) },
  summary: 'Changed a demand',
  changes: [`Neck flexion (over 20 degrees): ${n - 1} → ${n} degrees`],
});

describe(HistoryPanel.name, () => {
  it('reads nothing until opened, then lists who changed what, and pages on', async () => {
    const { requests } = stubApi({
      [`GET secure/exams/${EXAM}/history`]: (request: Request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return json({
          page,
          pageSize: 10,
          total: 12,
          entries: page === 1 ? [entry(12)] : [entry(2)],
        });
      },
    });
    const { user } = renderWithProviders(<HistoryPanel kind="exam" id={EXAM} />);
    expect(requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'History' }));
    const table = await screen.findByRole('table', { name: 'History' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Pat Premise (premise)');
    expect(row).toHaveTextContent('Changed a demand');
    expect(row).toHaveTextContent('Neck flexion (over 20 degrees): 11 → 12 degrees');
    expect(row).not.toHaveTextContent('NECK_FLEXION');
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(
      await screen.findByText('Neck flexion (over 20 degrees): 1 → 2 degrees'),
    ).toBeInTheDocument();
  });

  it('keeps the stored entry one click away behind Show raw', async () => {
    stubApi({
      [`GET secure/exams/${EXAM}/history`]: {
        page: 1,
        pageSize: 10,
        total: 1,
        entries: [entry(5)],
      },
    });
    const { user } = renderWithProviders(<HistoryPanel kind="exam" id={EXAM} />);
    await user.click(screen.getByRole('button', { name: 'History' }));
    const show = await screen.findByRole('button', { name: 'Show raw' });
    expect(screen.queryByLabelText('Raw entry')).toBeNull();

    await user.click(show);
    const raw = screen.getByLabelText('Raw entry');
    expect(raw).toHaveTextContent('"NECK_FLEXION": "4"');
    expect(raw).toHaveTextContent('"action": "field"');
    await user.click(screen.getByRole('button', { name: 'Hide raw' }));
    expect(screen.queryByLabelText('Raw entry')).toBeNull();
  });

  it('says when nothing was recorded, and names a failure', async () => {
    stubApi({
      [`GET secure/exams/${EXAM}/history`]: { page: 1, pageSize: 10, total: 0, entries: [] },
      'GET secure/person/p1/history': () => apiError(403, 'You may not see people'),
    });
    const { user } = renderWithProviders(
      <>
        <HistoryPanel kind="exam" id={EXAM} />
        <HistoryPanel kind="person" id="p1" />
      </>,
    );
    const [exam, person] = screen.getAllByRole('button', { name: 'History' });
    await user.click(exam);
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
    await user.click(person);
    expect(
      await screen.findByText(/The history could not be loaded: .*You may not see people/),
    ).toBeInTheDocument();
  });
});
