import { as, type SignedIn } from '../support/auth-helpers';
import { riversidePda, signInDemoUsers, startDemoApp, type DemoApp } from '../support/demo-app';

interface Entry {
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  summary: string;
  changes: string[];
}
interface Page {
  entries: Entry[];
}
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/**
 * History in words (issue 32, item 4): each entry names the person (name and ID), the job's
 * path and shift, the demand with its units, and never a uuid; a person of a site the caller
 * may not read stays unnamed. The stored before and after stay in the answer (Show raw).
 */
describe('history in words', () => {
  let demo: DemoApp;
  let s: Record<string, SignedIn>;
  const http = () => demo.t.http();
  const history = async (who: SignedIn, path: string): Promise<Page> =>
    (await as(who, http().get(`/api/v1/${path}`)).expect(200)).body;

  beforeAll(async () => {
    demo = await startDemoApp();
    s = await signInDemoUsers(demo);
  });

  afterAll(() => demo?.t.close());

  it('names a demand from the catalogue, with its units', async () => {
    const pda = await riversidePda(demo.ds);
    const [cap] = await demo.ds.query(
      `SELECT capability_uuid AS uuid, code, description, units FROM capabilities
        WHERE units IS NOT NULL AND units <> '' AND min_value IS NOT NULL ORDER BY ordinal LIMIT 1`,
    );
    const [{ min }] = await demo.ds.query(
      `SELECT min_value AS min FROM capabilities WHERE capability_uuid = $1`,
      [cap.uuid],
    );
    const [old] = await demo.ds.query(
      `SELECT value, version FROM pda_demands WHERE pda_uuid = $1 AND capability_uuid = $2`,
      [pda, cap.uuid],
    );
    const value =
      String(Number(min) + 1) === old?.value ? String(Number(min) + 2) : String(Number(min) + 1);
    await as(s.premise, http().post(`/api/v1/secure/pda/${pda}/demand/${cap.uuid}`))
      .send({ value, version: old?.version })
      .expect(200);

    const [entry] = (await history(s.staffing, `secure/pda/${pda}/history`)).entries;
    expect(entry.summary).toBe('Changed a demand');
    expect(entry.changes).toEqual([
      `${cap.description}: ${old?.value || '(empty)'} → ${value} ${cap.units}`,
    ]);
    // The stored entry is still there for Show raw.
    expect(entry.after).toEqual({ [cap.code]: value });
  });

  it('says who left which job and shift, by name and ID, and the status by its label', async () => {
    const [slot] = await demo.ds.query(
      `SELECT x.nhp_class_uuid AS klass, x.placement_uuid AS placement, x.shift,
              p.first_name || ' ' || p.last_name AS name, i.id, n.description AS job
         FROM nhp_placements x
         JOIN nhp_classes c ON c.nhp_class_uuid = x.nhp_class_uuid
         JOIN persons p ON p.person_uuid = x.person_uuid
         JOIN person_ids i ON i.id_uuid = p.primary_id_uuid
         JOIN tree_nodes n ON n.node_uuid = x.node_uuid
         JOIN tree_nodes cl ON cl.node_uuid = n.ancestors[2]
        WHERE c.nhp_class_status_enum = 'PLACEMENT' AND x.placement_status_enum = 'INITIAL'
          AND cl.description LIKE 'Riverside%'
        LIMIT 1`,
    );
    expect(slot, 'a placed Riverside slot').toBeDefined();
    const base = `/api/v1/secure/nhp_placements/${slot.klass}`;
    await as(s.staffing, http().get(`${base}/confirm/${slot.placement}`)).expect(200);
    await as(s.staffing, http().get(`${base}/unconfirm/${slot.placement}`)).expect(200);
    await as(s.staffing, http().post(`${base}/reject/${slot.placement}`)).expect(200);

    const page = await history(s.staffing, `private/nhp-classes/${slot.klass}/history`);
    const [rejected, , confirmed] = page.entries.filter((e) => e.entityId === slot.placement);
    const shift = slot.shift === 1 ? 'first' : 'second';
    expect(rejected.summary).toMatch(
      new RegExp(
        `^Rejected and removed ${slot.name} \\(${slot.id}\\) from ${slot.job}, ${shift} shift \\(Riverside.* › .*\\)$`,
      ),
    );
    expect(rejected.changes).toContain(`Candidate: ${slot.name} (${slot.id}) → nobody`);
    expect(confirmed.changes).toEqual(['Status: Placed → Confirmed']);
    for (const e of page.entries) {
      expect(e.summary).not.toMatch(UUID);
      for (const line of e.changes) expect(line).not.toMatch(UUID);
      expect(e.summary + e.changes.join()).not.toMatch(/personUuid|placementStatusEnum|qty\d/);
    }
  });

  it('keeps the name of a person the caller may not read hidden', async () => {
    const [slot] = await demo.ds.query(
      `SELECT x.nhp_class_uuid AS klass, x.placement_uuid AS placement
         FROM nhp_placements x JOIN tree_nodes n ON n.node_uuid = x.node_uuid
         JOIN tree_nodes cl ON cl.node_uuid = n.ancestors[2]
        WHERE cl.description LIKE 'Riverside%' LIMIT 1`,
    );
    const [stranger] = await demo.ds.query(
      `SELECT p.person_uuid AS uuid, p.last_name AS last FROM persons p
         JOIN tree_nodes cl ON cl.node_uuid = p.client_node_uuid
        WHERE cl.description LIKE 'Lakeview%' LIMIT 1`,
    );
    // An entry naming a Lakeview person in a Riverside slot (the audit trail only grows).
    await demo.ds.query(
      `INSERT INTO audit_entries (audit_entry_uuid, entity_type, entity_id, action, actor_user_uuid, before, after)
       VALUES (gen_random_uuid(), 'nhp-placement', $1, 'place', NULL, '{"personUuid": null}', $2)`,
      [slot.placement, JSON.stringify({ personUuid: stranger.uuid })],
    );
    const [staffing] = (await history(s.staffing, `private/nhp-classes/${slot.klass}/history`))
      .entries;
    expect(staffing.summary).toMatch(/^Placed someone outside your sites in /);
    expect(JSON.stringify([staffing.summary, staffing.changes])).not.toContain(stranger.last);
    const [admin] = (await history(s.admin, `private/nhp-classes/${slot.klass}/history`)).entries;
    expect(admin.summary).toContain(stranger.last);
  });

  it('shows a medical note change only to those who may read the note', async () => {
    const [person] = await demo.ds.query(
      `SELECT p.person_uuid AS uuid FROM persons p
         JOIN tree_nodes cl ON cl.node_uuid = p.client_node_uuid
        WHERE cl.description LIKE 'Riverside%' LIMIT 1`,
    );
    const note = 'Knee surgery in March';
    await as(
      s.premise,
      http().patch(`/api/v1/secure/person/${person.uuid}/meta/MEDICAL/${encodeURIComponent(note)}`),
    ).expect(200);
    const path = `secure/person/${person.uuid}/history`;
    const [premise] = (await history(s.premise, path)).entries;
    expect(JSON.stringify(premise)).toContain(note);
    for (const who of [s.staffing, s.recruiter]) {
      const [entry] = (await history(who, path)).entries;
      expect(entry.action).toBe('meta-set');
      expect(JSON.stringify(entry)).not.toContain(note);
      expect(JSON.stringify(entry.after)).toContain('(not shown)');
    }
  });
});
