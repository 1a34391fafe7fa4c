import { describe, expect, it } from 'vitest';
import {
  historyInWords,
  referencesOf,
  type HistoryFacts,
  type HistoryNames,
} from './history-words';

const GRACE = '11111111-1111-4111-8111-111111111111';
const HIDDEN = '22222222-2222-4222-8222-222222222222';
const SLOT = '33333333-3333-4333-8333-333333333333';
const NODE = '44444444-4444-4444-8444-444444444444';

const names: HistoryNames = {
  person: (uuid) => (uuid === GRACE ? 'Grace Hopper (APP-12)' : undefined),
  slot: (uuid) =>
    uuid === SLOT ? 'Install brake lines 2B-3, first shift (Riverside › Brakes)' : undefined,
  node: (uuid) => (uuid === NODE ? 'Install brake lines 2B-3 (Riverside › Brakes)' : undefined),
  pool: () => 'Riverside Day',
  capability: (code) =>
    code === 'NECK_FLEXION'
      ? { description: 'Neck flexion (over 20 degrees)', units: 'degrees' }
      : undefined,
  pdaField: (code) => (code === 'TAKT' ? 'Takt time' : undefined),
};

const facts = (over: Partial<HistoryFacts>): HistoryFacts => ({
  action: 'field',
  entityType: 'pda',
  entityId: 'x',
  before: null,
  after: null,
  ...over,
});

describe(historyInWords.name, () => {
  it('says who left which slot, by name and ID and the job with its shift', () => {
    const words = historyInWords(
      facts({
        entityType: 'nhp-placement',
        entityId: SLOT,
        action: 'reject',
        before: { personUuid: GRACE, placementStatusEnum: 'INITIAL' },
        after: { personUuid: null, placementStatusEnum: 'INITIAL' },
      }),
      names,
    );
    expect(words.summary).toBe(
      'Rejected and removed Grace Hopper (APP-12) from Install brake lines 2B-3, first shift (Riverside › Brakes)',
    );
    expect(words.changes).toEqual(['Candidate: Grace Hopper (APP-12) → nobody']);
  });

  it('labels statuses and never shows a uuid, even of a person the caller may not read', () => {
    const words = historyInWords(
      facts({
        entityType: 'nhp-placement',
        entityId: SLOT,
        action: 'confirm',
        before: { personUuid: HIDDEN, placementStatusEnum: 'INITIAL' },
        after: { personUuid: HIDDEN, placementStatusEnum: 'FINAL' },
      }),
      names,
    );
    expect(words.summary).toMatch(/^Confirmed someone outside your sites in Install brake lines/);
    expect(words.changes).toEqual(['Status: Placed → Confirmed']);
    expect(JSON.stringify(words)).not.toContain(HIDDEN);
  });

  it('names a demand from the catalogue with its units', () => {
    const words = historyInWords(
      facts({ action: 'demand', before: { NECK_FLEXION: '36' }, after: { NECK_FLEXION: '45' } }),
      names,
    );
    expect(words.changes).toEqual(['Neck flexion (over 20 degrees): 36 → 45 degrees']);
  });

  it('names the job of an openings change and the people auto-place placed', () => {
    expect(
      historyInWords(
        facts({
          entityType: 'nhp-class',
          action: 'qty',
          before: { nodeUuid: NODE, qty1: 0 },
          after: { nodeUuid: NODE, qty1: 1 },
        }),
        names,
      ).changes,
    ).toEqual(['First-shift openings of Install brake lines 2B-3 (Riverside › Brakes): 0 → 1']);
    const auto = historyInWords(
      facts({
        entityType: 'nhp-class',
        action: 'autoplace',
        before: { emptySlots: 4 },
        after: { placed: [{ placementUuid: SLOT, personUuid: GRACE }] },
      }),
      names,
    );
    expect(auto.summary).toBe('Auto-placed 1 person');
    expect(auto.changes).toEqual([
      'Empty slots: 4 cleared',
      'Grace Hopper (APP-12) into Install brake lines 2B-3, first shift (Riverside › Brakes)',
    ]);
  });

  it('labels PDA fields from the type and status words from the shared labels', () => {
    expect(
      historyInWords(facts({ before: { TAKT: '50' }, after: { TAKT: '60' } }), names).changes,
    ).toEqual(['Takt time: 50 → 60']);
    expect(
      historyInWords(
        facts({
          action: 'status',
          before: { pdaStatusEnum: 'INPROGRESS' },
          after: { pdaStatusEnum: 'COMPLETED' },
        }),
        names,
      ),
    ).toEqual({ summary: 'Changed the status', changes: ['Status: In Progress → Completed'] });
  });

  it("reads a person's metadata lists as values", () => {
    expect(
      historyInWords(
        facts({
          entityType: 'person',
          action: 'meta-set',
          before: { days_notice_requested_W1: [] },
          after: { days_notice_requested_W1: ['21'] },
        }),
        names,
      ),
    ).toEqual({
      summary: 'Changed a detail',
      changes: ['Days notice requested w1: (empty) → 21'],
    });
  });

  it('collects the references of a page for one round of look-ups', () => {
    const refs = referencesOf([
      facts({ entityType: 'nhp-placement', entityId: SLOT, before: { personUuid: GRACE } }),
      facts({ after: { nodeUuid: NODE, placed: [{ personUuid: HIDDEN, placementUuid: SLOT }] } }),
    ]);
    expect(refs).toEqual({ people: [GRACE, HIDDEN], slots: [SLOT], nodes: [NODE], pools: [] });
  });
});
