import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { BoundedMap } from '@server/common/read-reuse/bounded-map';
import { EventBusService } from '@server/common/events/event-bus.service';

/** The CACHE events' region the session triggers send (migration SessionCacheNotify). */
export const SESSIONS_REGION = 'sessions';
/** cache/dispose's region for "every region". */
const ALL_REGIONS = '*';
/** Sessions kept per instance; the oldest stored leaves first. */
const MAX_ENTRIES = 20_000;

/** What the guard needs to know of a session, as the database last said. */
export interface SessionFacts {
  userUuid: string;
  userCode: string;
  enabled: boolean;
  isOpen: boolean;
  expiresAt: number;
  /** Refreshed here when this instance writes lastSeen; another instance's writes are unseen. */
  lastSeen: number;
  groups: string[];
  /** The current token's id and, within the renewal grace, the one it replaced. */
  tokenId: string | null;
  replacedTokenId: string | null;
  replacedUntil: number | null;
}

/**
 * Sessions this instance has checked, so a request does not cost a round trip to PostgreSQL
 * for its session (issue 20, decision 0022). Whatever ends a session or changes its user's
 * rights sends a CACHE event from a trigger in the same transaction, and every instance drops
 * the entry when it arrives. While the event listener is down, events may be missed: nothing
 * is served from here then, and the reconnect's RESYNC empties it.
 */
@Injectable()
export class SessionCache implements OnModuleDestroy {
  private readonly entries = new BoundedMap<string, SessionFacts>(MAX_ENTRIES);
  /** Bumped by every drop: a read that began before one does not store what it read. */
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(private readonly bus: EventBusService) {
    this.unsubscribe = bus.subscribe((event) => {
      if (event.kind === 'RESYNC') this.forget(null);
      else if (event.kind === 'CACHE' && event.region === SESSIONS_REGION) this.forget(event.key);
      else if (event.kind === 'CACHE' && event.region === ALL_REGIONS) this.forget(null);
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }

  /**
   * The session's facts: from memory when held and `usable` accepts them, else `load`ed (and
   * kept, unless a drop arrived meanwhile or the listener is down).
   */
  async get(
    sessionId: string,
    load: () => Promise<SessionFacts | undefined>,
    usable: (facts: SessionFacts) => boolean,
  ): Promise<SessionFacts | undefined> {
    if (!this.bus.isListening) {
      this.forget(null);
      return load();
    }
    const held = this.entries.peek(sessionId);
    if (held && usable(held)) return held;
    const generation = this.generation;
    const facts = await load();
    if (!facts || generation !== this.generation || !this.bus.isListening) return facts;
    this.entries.set(sessionId, facts);
    return facts;
  }

  forget(sessionId: string | null): void {
    this.generation++;
    if (sessionId === null) this.entries.clear();
    else this.entries.delete(sessionId);
  }
}
