import type { EventReaders } from '@server/common/auth/event-readers';
import type { PortalEvent } from '@server/common/events/event-bus.service';
import { namedReaders, pushOf, type Connection } from './channel-rules';

/**
 * Relays the bus's events to the open sockets whose user may read them (decision 0035): who
 * may is found once per event, as soon as it arrives (EventReaders: at most one read), then
 * asked per socket from memory. Pushes leave in the order the events came.
 */
export class PushRelay {
  /** The last push under way: the next one waits for it. */
  private pushed = Promise.resolve();

  constructor(
    private readonly readers: EventReaders,
    private readonly connections: Iterable<Connection>,
    private readonly deliver: (connection: Connection, text: string) => void,
  ) {}

  relay(event: PortalEvent): void {
    const push = pushOf(event);
    if (!push) return;
    const { audience } = push;
    const found =
      audience.to === 'readers'
        ? this.readers.readersOf(audience.event)
        : Promise.resolve(namedReaders(audience));
    this.pushed = this.pushed.then(async () => {
      const mayRead = await found;
      for (const connection of this.connections)
        if (mayRead(connection.principal)) this.deliver(connection, push.text);
    });
  }
}
