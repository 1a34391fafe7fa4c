import type { EventBusService, PortalEvent } from '@server/common/events/event-bus.service';
import { SharedAnswers } from './shared-answers';
import { TABLES_REGION, TableVersions } from './table-versions';

/**
 * The bus as TableVersions sees it: events arrive as they would from LISTEN/NOTIFY, from this
 * instance's writes or another's alike (the e2e tests run the real one across two instances).
 */
function fakeBus() {
  const listeners = new Set<(event: PortalEvent) => void>();
  return {
    isListening: true,
    subscribe(listener: (event: PortalEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event: PortalEvent) {
      for (const listener of listeners) listener(event);
    },
    tableChanged(table: string) {
      this.emit({ kind: 'CACHE', region: TABLES_REGION, key: table });
    },
  };
}

function setUp() {
  const bus = fakeBus();
  const versions = new TableVersions(bus as unknown as EventBusService);
  return { bus, versions, shared: new SharedAnswers(versions) };
}

describe('TableVersions', () => {
  it('moves the stamp of the tables a change names, and of nothing else', () => {
    const { bus, versions } = setUp();
    const pdas = versions.stamp(['pdas'], undefined);
    const nodes = versions.stamp(['tree_nodes'], undefined);
    bus.tableChanged('pdas');
    expect(versions.stamp(['pdas'], undefined)).toBeGreaterThan(pdas);
    expect(versions.stamp(['tree_nodes'], undefined)).toBe(nodes);
  });

  it("moves a user's stamps when they write here, and not another user's", () => {
    const { versions } = setUp();
    const ada = versions.stamp(['pdas'], 'ada');
    const bob = versions.stamp(['pdas'], 'bob');
    const point = versions.writePoint;
    versions.userWrote('ada');
    expect(versions.stamp(['pdas'], 'ada')).toBeGreaterThan(ada);
    expect(versions.stamp(['pdas'], 'bob')).toBe(bob);
    expect(versions.writtenSince('ada', point)).toBe(true);
    expect(versions.writtenSince('bob', point)).toBe(false);
  });

  it('moves every stamp on a resync (events may have been missed)', () => {
    const { bus, versions } = setUp();
    const before = versions.stamp(['pdas'], undefined);
    bus.emit({ kind: 'RESYNC' });
    expect(versions.stamp(['pdas'], undefined)).toBeGreaterThan(before);
  });
});

describe(SharedAnswers.name, () => {
  it('gives every caller the same answer, frozen, from one read', async () => {
    const { shared } = setUp();
    let reads = 0;
    const read = async () => ({ reads: ++reads, rows: [{ name: 'Press line' }] });
    const [a, b] = await Promise.all([
      shared.get('k', ['pdas'], 'ada', read),
      shared.get('k', ['pdas'], 'bob', read),
    ]);
    expect(b).toBe(a);
    expect(reads).toBe(1);
    expect(Object.isFrozen(a.rows[0])).toBe(true);
    expect(() => {
      (a.rows[0] as { name: string }).name = 'changed';
    }).toThrow(TypeError);
    expect(await shared.get('k', ['pdas'], 'ada', read)).toBe(a);
  });

  it('reads again once a source changed, here or on another instance', async () => {
    const { bus, shared } = setUp();
    let reads = 0;
    const read = async () => ({ reads: ++reads });
    await shared.get('k', ['pdas'], 'ada', read);
    bus.tableChanged('pdas');
    expect((await shared.get('k', ['pdas'], 'ada', read)).reads).toBe(2);
    bus.tableChanged('tree_nodes');
    expect((await shared.get('k', ['pdas'], 'ada', read)).reads).toBe(2);
  });

  it('does not serve a read that began before a change as current after it', async () => {
    const { bus, shared } = setUp();
    let release!: () => void;
    const slow = shared.get('k', ['pdas'], 'ada', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { value: 'old' };
    });
    bus.tableChanged('pdas'); // committed while the read was under way
    release();
    expect((await slow).value).toBe('old');
    expect((await shared.get('k', ['pdas'], 'ada', async () => ({ value: 'new' }))).value).toBe(
      'new',
    );
  });

  it('serves the writer a fresh read after their own write here, before its event arrives', async () => {
    const { versions, shared } = setUp();
    await shared.get('k', ['pdas'], 'ada', async () => ({ value: 'old' }));
    versions.userWrote('ada');
    const fresh = await shared.get('k', ['pdas'], 'ada', async () => ({ value: 'new' }));
    expect(fresh.value).toBe('new');
  });

  it('keeps no failed read and serves nothing while the listener is down', async () => {
    const { bus, shared } = setUp();
    await expect(
      shared.get('k', ['pdas'], 'ada', () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect((await shared.get('k', ['pdas'], 'ada', async () => ({ n: 1 }))).n).toBe(1);
    bus.isListening = false;
    expect((await shared.get('k', ['pdas'], 'ada', async () => ({ n: 2 }))).n).toBe(2);
    expect((await shared.get('k', ['pdas'], 'ada', async () => ({ n: 3 }))).n).toBe(3);
  });
});
