import type { EventReaders } from '@server/common/auth/event-readers';
import type { PortalEvent } from '@server/common/events/event-bus.service';
import { namedReaders, pushOf, pushText, type Connection } from './channel-rules';

/**
 * Relays the bus's events to the open sockets whose user may read them (decision 0035): who
 * may is found once per event, as soon as it arrives (EventReaders: at most one read), then
 * asked per socket from memory. Pushes leave in the order the events came. A DIRTY carries
 * the database position read after it arrived (so after its commit; decision 0044).
 */
export class PushRelay {
  /** The last push under way: the next one waits for it. */
  private pushed = Promise.resolve();
  /** The position query that the events arrived so far will share; it has not started yet. */
  private nextPosition?: Promise<string | undefined>;

  constructor(
    private readonly readers: EventReaders,
    private readonly connections: ReadonlySet<Connection>,
    private readonly deliver: (connection: Connection, text: string) => void,
    private readonly positionNow: () => Promise<string>,
  ) {}

  relay(event: PortalEvent): void {
    const push = pushOf(event);
    // No socket open here: nobody to ask about, no position to read.
    if (!push || this.connections.size === 0) return;
    const { audience } = push;
    const found =
      audience.to === 'readers'
        ? this.readers.readersOf(audience.event)
        : Promise.resolve(namedReaders(audience));
    const position = push.method === 'DIRTY' ? this.positionAfterArrival() : undefined;
    this.pushed = this.pushed.then(async () => {
      const mayRead = await found;
      const text = pushText(push, await position);
      for (const connection of this.connections)
        if (mayRead(connection.principal)) this.deliver(connection, text);
    });
  }

  /**
   * A position read after this event arrived: one query serves every event that arrived before
   * it started (a query already under way may have read before this event's commit). Without
   * the database the push goes without one, and its refetch reads what the instance has heard.
   */
  private positionAfterArrival(): Promise<string | undefined> {
    this.nextPosition ??= Promise.resolve().then(() => {
      this.nextPosition = undefined;
      return this.positionNow().catch(() => undefined);
    });
    return this.nextPosition;
  }
}
