/** Round-trip times of one heartbeat kind, in milliseconds. */
export interface LatencySummary {
  last: number;
  min: number;
  avg: number;
  max: number;
  count: number;
}

export type HeartbeatKind = 'RPC PING' | 'RPC ECHO' | 'REST ECHO';

export const HEARTBEAT_KINDS: readonly HeartbeatKind[] = ['RPC PING', 'RPC ECHO', 'REST ECHO'];

export type LatencyTable = Partial<Record<HeartbeatKind, LatencySummary>>;

export function addSample(summary: LatencySummary | undefined, ms: number): LatencySummary {
  if (!summary) return { last: ms, min: ms, avg: ms, max: ms, count: 1 };
  const count = summary.count + 1;
  return {
    last: ms,
    min: Math.min(summary.min, ms),
    max: Math.max(summary.max, ms),
    avg: summary.avg + (ms - summary.avg) / count,
    count,
  };
}

/**
 * The page's latency figures. Module-level because the version label that shows them sits
 * outside the signed-in layout that measures them.
 */
class LatencyStore {
  private table: LatencyTable = {};
  private readonly listeners = new Set<() => void>();

  getSnapshot = (): LatencyTable => this.table;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  record(kind: HeartbeatKind, ms: number): void {
    this.table = { ...this.table, [kind]: addSample(this.table[kind], ms) };
    for (const listener of this.listeners) listener();
  }

  reset(): void {
    this.table = {};
    for (const listener of this.listeners) listener();
  }
}

export const latencyStore = new LatencyStore();
