import { describe, expect, it } from 'vitest';
import { AccessService } from './access.service';
import { EventReaders, perGroups } from './event-readers';
import type { Principal } from './principal';

const who = (...groups: string[]): Principal => ({
  userUuid: `u-${groups.join('+')}`,
  userCode: 'someone',
  sessionId: 's',
  groups,
});
const admin = who('premise:admin');
// Scopes name a client site by its node uuid (decision 0031).
const RIVERSIDE = '11111111-1111-4111-8111-111111111111';
const LAKEVIEW = '22222222-2222-4222-8222-222222222222';
const riverside = who(`premise:${RIVERSIDE}`);
const lakeview = who(`staffing:${LAKEVIEW}`);
const employer = who(`employer:${RIVERSIDE}`);
const dirty = (entity: string, uuid: string | null = 'x1') =>
  ({ kind: 'DIRTY', entity, uuid, action: 'update' }) as const;

/** EventReaders over a real AccessService whose `node` resolver answers from a map. */
function setup(clientOf: Record<string, string | null> = {}) {
  const access = new AccessService();
  const reads: string[] = [];
  access.registerResolver('node', (id) => {
    reads.push(id);
    return Promise.resolve(clientOf[id]);
  });
  return { sut: new EventReaders(access), reads };
}

describe(EventReaders.name, () => {
  it("lets an object's client's readers read it, as the HTTP read's permission says", async () => {
    const { sut } = setup({ n1: RIVERSIDE });
    const mayRead = await sut.readersOf(dirty('node', 'n1'));
    expect([admin, riverside, lakeview, employer].map(mayRead)).toEqual([true, true, false, false]);
  });

  it("tells a client's regraded verdicts to its staff, not its employer nor another client", async () => {
    const { sut } = setup({ c1: RIVERSIDE });
    const mayRead = await sut.readersOf(dirty('match', 'c1'));
    const recruiter = who(`recruiter:${RIVERSIDE}`);
    expect([admin, riverside, recruiter, lakeview, employer].map(mayRead)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('keeps what cannot be placed (gone, unknown kind, no id) for admins', async () => {
    const { sut } = setup();
    for (const event of [dirty('node', 'gone'), dirty('no-such-kind'), dirty('node', null)]) {
      const mayRead = await sut.readersOf(event);
      expect([admin, riverside].map(mayRead)).toEqual([true, false]);
    }
  });

  it('keeps an object whose lookup failed for admins', async () => {
    const access = new AccessService();
    access.registerResolver('node', () => Promise.reject(new Error('database down')));
    const mayRead = await new EventReaders(access).readersOf(dirty('node'));
    expect([admin, riverside].map(mayRead)).toEqual([true, false]);
  });

  it('tells objects of no client to whoever holds the permission anywhere', async () => {
    const { sut } = setup();
    const catalogue = await sut.readersOf(dirty('capability'));
    expect([admin, riverside, lakeview, employer].map(catalogue)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    const scheduler = await sut.readersOf(dirty('scheduler'));
    expect([admin, riverside].map(scheduler)).toEqual([true, false]);
  });

  it('reads the client of one object once for events that arrive together', async () => {
    const { sut, reads } = setup({ n1: RIVERSIDE });
    await Promise.all([sut.readersOf(dirty('node', 'n1')), sut.readersOf(dirty('node', 'n1'))]);
    expect(reads).toEqual(['n1']);
  });

  it('takes the rule a module registers for its own kind', async () => {
    const { sut } = setup();
    sut.register('user', (uuid) => Promise.resolve((p) => p.userUuid === uuid));
    const mayRead = await sut.readersOf(dirty('user', riverside.userUuid));
    expect([riverside, lakeview].map(mayRead)).toEqual([true, false]);
  });
});

describe(perGroups.name, () => {
  it('asks the check once per set of groups', () => {
    const asked: string[][] = [];
    const mayRead = perGroups((p) => (asked.push(p.groups), p.groups.includes('premise:admin')));
    const verdicts = [admin, riverside, { ...riverside, userUuid: 'other' }, admin].map(mayRead);
    expect(verdicts).toEqual([true, false, false, true]);
    expect(asked).toEqual([['premise:admin'], [`premise:${RIVERSIDE}`]]);
  });
});
