// Pins the seeds' section 9 numbers so a typo in a constant fails loudly.
import { describe, expect, it } from 'vitest';
import * as limits from './limits';
import * as product from './product';
import * as timing from './timing';
import * as unlimited from './unlimited';

const domain = { ...limits, ...product, ...timing, ...unlimited };

describe('section 9 constants', () => {
  it('product', () => {
    expect(domain.PRODUCT_VERSION).toBe('2025.36.1');
    expect(domain.ERROR_REPORT_SAMPLE_RATES).toEqual({ sessions: 1, errors: 1 });
  });

  it('transport and heartbeats', () => {
    expect(domain.HTTP_TIMEOUT_MS).toBe(300000);
    expect(domain.WS_RECONNECT_INTERVAL_MS).toBe(1000);
    expect(domain.WS_RECONNECT_ATTEMPTS).toBe(100000);
    expect(domain.HEARTBEAT_MS).toBe(60000);
    expect(domain.TOKEN_RENEW_INTERVAL_MS).toBe(60000);
    expect(domain.VERSION_RELOAD_MIN_INTERVAL_MS).toBe(60000);
  });

  it('polling intervals', () => {
    expect({
      serverTimestamp: domain.POLL_SERVER_TIMESTAMP_MS,
      currentUser: domain.POLL_CURRENT_USER_MS,
      sessions: domain.POLL_SESSIONS_MS,
      sessionsPopover: domain.POLL_SESSIONS_POPOVER_OPEN_MS,
      sessionsIcon: domain.POLL_SESSIONS_STATUS_ICON_MS,
      realtimeRoster: domain.POLL_REALTIME_ROSTER_MS,
      pdaSum: domain.POLL_PDA_SUM_MS,
      bulkJob: domain.POLL_BULK_JOB_MS,
      cacheInfo: domain.POLL_CACHE_INFO_MS,
      classList: domain.POLL_CLASS_LIST_MS,
      classDetail: [domain.POLL_CLASS_DETAIL_MIN_MS, domain.POLL_CLASS_DETAIL_MAX_MS],
      kanbanTree: domain.POLL_KANBAN_TREE_MS,
      placements: domain.POLL_PLACEMENTS_MS,
      pools: domain.POLL_POOLS_MS,
      examFields: domain.POLL_EXAM_FIELDS_MS,
      examScored: domain.POLL_EXAM_SCORED_MS,
      rosters: domain.POLL_ROSTERS_MS,
      treeRules: domain.POLL_TREE_RULES_MS,
      hrData: domain.POLL_HR_DATA_MS,
      reasons: domain.POLL_REASONS_MS,
      personIds: domain.POLL_PERSON_IDS_MS,
    }).toEqual({
      serverTimestamp: 60000,
      currentUser: 300000,
      sessions: 60000,
      sessionsPopover: 5000,
      sessionsIcon: 300000,
      realtimeRoster: 10000,
      pdaSum: 10000,
      bulkJob: 250,
      cacheInfo: 1000,
      classList: 3000,
      classDetail: [5000, 15000],
      kanbanTree: 15000,
      placements: 15000,
      pools: 10000,
      examFields: 5000,
      examScored: 3000,
      rosters: 60000,
      treeRules: 60000,
      hrData: 10000,
      reasons: 5000,
      personIds: 10000,
    });
  });

  it('input pacing and caches', () => {
    expect(domain.SEARCH_DEBOUNCE_MS).toBe(500);
    expect(domain.WORKER_SEARCH_DEBOUNCE_MS).toBe(500);
    expect(domain.TEXTAREA_AUTOSAVE_THROTTLE_MS).toBe(1000);
    expect(domain.EXAM_SECTIONS_CACHE_MS).toBe(86400000);
    expect(domain.AFK_AFTER_MS).toBe(300000);
  });
});
