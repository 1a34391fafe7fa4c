export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;

// Transport
export const HTTP_TIMEOUT_MS = 300_000;
export const WS_RECONNECT_INTERVAL_MS = 1000;
export const WS_RECONNECT_ATTEMPTS = 100_000;

// Polling, shell and tree (seed 000)
export const POLL_SERVER_TIMESTAMP_MS = 60 * SECOND_MS;
export const POLL_CURRENT_USER_MS = 300 * SECOND_MS;
export const POLL_SESSIONS_MS = 60 * SECOND_MS;
export const POLL_SESSIONS_POPOVER_OPEN_MS = 5 * SECOND_MS;
export const POLL_SESSIONS_STATUS_ICON_MS = 300 * SECOND_MS;
export const POLL_REALTIME_ROSTER_MS = 10 * SECOND_MS;
export const POLL_PDA_SUM_MS = 10 * SECOND_MS;
export const POLL_BULK_JOB_MS = 250;
export const POLL_CACHE_INFO_MS = 1 * SECOND_MS;
// Not in the seeds: the scheduler screen's jobs, triggers and runs (progress bars move).
export const POLL_SCHEDULER_MS = 2 * SECOND_MS;

// Polling, classes, exams, people (seed 001)
export const POLL_CLASS_LIST_MS = 3 * SECOND_MS;
// The class detail backs off between these two bounds.
export const POLL_CLASS_DETAIL_MIN_MS = 5 * SECOND_MS;
export const POLL_CLASS_DETAIL_MAX_MS = 15 * SECOND_MS;
export const POLL_KANBAN_TREE_MS = 15 * SECOND_MS;
export const POLL_PLACEMENTS_MS = 15 * SECOND_MS;
export const POLL_POOLS_MS = 10 * SECOND_MS;
export const POLL_EXAM_FIELDS_MS = 5 * SECOND_MS;
// Only once the exam is COMPLETE.
export const POLL_EXAM_SCORED_MS = 3 * SECOND_MS;
export const POLL_ROSTERS_MS = 60 * SECOND_MS;
export const POLL_TREE_RULES_MS = 60 * SECOND_MS;
export const POLL_HR_DATA_MS = 10 * SECOND_MS;
export const POLL_REASONS_MS = 5 * SECOND_MS;
export const POLL_PERSON_IDS_MS = 10 * SECOND_MS;

// Session heartbeats (the specification's RPC PING, RPC ECHO and REST ECHO) and token renewal share one period.
export const HEARTBEAT_MS = 60_000;
export const TOKEN_RENEW_INTERVAL_MS = HEARTBEAT_MS;

// Guards against a reload loop when the server does not list this UI version.
export const VERSION_RELOAD_MIN_INTERVAL_MS = 60 * SECOND_MS;

// Input pacing
export const SEARCH_DEBOUNCE_MS = 500;
export const WORKER_SEARCH_DEBOUNCE_MS = 500;
// Throttled on both the leading and the trailing edge.
export const TEXTAREA_AUTOSAVE_THROTTLE_MS = 1 * SECOND_MS;

export const EXAM_SECTIONS_CACHE_MS = 24 * HOUR_MS;
export const AFK_AFTER_MS = 5 * MINUTE_MS;
