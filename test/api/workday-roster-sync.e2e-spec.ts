import { sim, ds, demoEndpoint, get, patch, useWorkdayDemo } from './workday-context';

/** The workday module against the Workday simulator: OAuth, SOAP, REST, faults and people. */
describe('workday (HR system) against the simulator', () => {
  useWorkdayDemo();

  describe('roster sync', () => {
    // Today at the demo's Reykjavik site, whose zone is UTC.
    const today = new Date().toISOString().slice(0, 10);
    const syncs = async () =>
      Number(
        (await ds.query(`SELECT count(*) AS n FROM audit_entries WHERE action = 'hr-sync'`))[0].n,
      );

    /** A person on today's roster whose candidate id the simulator knows, made stale. */
    async function staleRosterPerson() {
      const [y, m, d] = today.split('-').map(Number);
      const roster = (await get('admin', `secure/rosters/${y}/${m}/${d}`).expect(200)).body;
      const onRoster: string[] = roster.locations.flatMap(
        (l: { rooms: { slots: { entries: { aPerson: { personUuid: string } }[] }[] }[] }) =>
          l.rooms.flatMap((r) =>
            r.slots.flatMap((s) => s.entries.map((e) => e.aPerson.personUuid)),
          ),
      );
      const known = sim.data.candidates.map((x) => x.candidateId);
      const [row] = await ds.query(
        `SELECT person_uuid, id FROM person_ids WHERE person_uuid = ANY($1) AND id = ANY($2)
          ORDER BY id LIMIT 1`,
        [onRoster, known],
      );
      if (!row) throw new Error("Nobody on today's demo roster has a simulated candidate id");
      await ds.query(
        `UPDATE persons SET first_name = 'Stale', last_name = 'Name' WHERE person_uuid = $1`,
        [row.person_uuid],
      );
      await ds.query(
        `UPDATE person_metas SET string_value = 'stale@example.com' WHERE person_uuid = $1 AND metadata_field = 'Email'`,
        [row.person_uuid],
      );
      return {
        person: row.person_uuid as string,
        candidate: sim.data.candidates.find((x) => x.candidateId === row.id)!,
      };
    }

    const userUuid = async (userCode: string): Promise<string> =>
      (await ds.query(`SELECT user_uuid FROM users WHERE user_code = $1`, [userCode]))[0].user_uuid;

    /** Schedules a rosterSync trigger as the admin, makes it due, and waits for its run. */
    async function fireRosterSync(actAs?: string) {
      const trigger = (await get('admin', 'quartz/schedule/rosterSync/3600').expect(200)).body
        .triggerUuid as string;
      if (actAs)
        await ds.query(
          `UPDATE scheduler_triggers SET created_by_user_uuid = $2 WHERE trigger_uuid = $1`,
          [trigger, await userUuid(actAs)],
        );
      await ds.query(
        `UPDATE scheduler_triggers SET next_fire_at = now() - interval '1 second' WHERE trigger_uuid = $1`,
        [trigger],
      );
      let run: { status: string; status_message: string; created_by_user_uuid: string } | undefined;
      await vi.waitFor(
        async () => {
          [run] = await ds.query(
            `SELECT status::text, status_message, created_by_user_uuid FROM job_runs
              WHERE data->>'triggerUuid' = $1`,
            [trigger],
          );
          expect(['COMPLETED', 'FAILED']).toContain(run?.status);
        },
        { timeout: 15000, interval: 200 },
      );
      await get('admin', `quartz/delete?trigger=${trigger}`).expect(200);
      return { trigger, run: run! };
    }

    it("the scheduler's rosterSync runs today's sync as the trigger's creator, and audits it", async () => {
      const { person, candidate } = await staleRosterPerson();
      const { trigger, run } = await fireRosterSync();
      const admin = await userUuid('admin');
      expect(run.status).toBe('COMPLETED');
      expect(run.created_by_user_uuid).toBe(admin);
      // Near midnight UTC the sites' zones hold two days, each synced; the message is the last's.
      expect(run.status_message).toMatch(
        /^\d{4}-\d{2}-\d{2}: \d+ people on the roster, \d+ candidate\(s\) found in Workday, \d+ (people|person) changed; unknown candidate ids: /,
      );
      expect(run.status_message).not.toContain(' 0 people changed');

      const shown = (await get('admin', `secure/persons/${person}`).expect(200)).body;
      expect(shown).toMatchObject({ firstName: candidate.firstName, lastName: candidate.lastName });
      const metas = Object.fromEntries(
        shown.collPersonMetas.map((m: { metadataField: string; stringValue: string }) => [
          m.metadataField,
          m.stringValue,
        ]),
      );
      expect(metas).toMatchObject({ Email: candidate.emailAddress, _Phone_: candidate.phone });

      const [personAudit] = await ds.query(
        `SELECT actor_user_uuid FROM audit_entries
          WHERE entity_type = 'person' AND entity_id = $1 AND action = 'hr-sync' ORDER BY at DESC LIMIT 1`,
        [person],
      );
      expect(personAudit.actor_user_uuid).toBe(admin);
      const audits: { actor_user_uuid: string; after: { date: string; changed: string[] } }[] =
        await ds.query(
          `SELECT actor_user_uuid, after FROM audit_entries
          WHERE entity_type = 'scheduler' AND entity_id = $1 AND action = 'roster-sync'`,
          [trigger],
        );
      const days = audits.map((a) => a.after.date);
      expect(days).toContain(run.status_message.slice(0, 10));
      // The demo's Reykjavik site keeps UTC, whose day (this process's) is always among them.
      const runAudit = audits.find((a) => a.after.date === today)!;
      expect(runAudit).toBeDefined();
      expect(runAudit.actor_user_uuid).toBe(admin);
      expect(runAudit.after).toMatchObject({ date: today, workdayApiUuid: demoEndpoint });
      expect(runAudit.after.changed).toContain(person);
    });

    it('fails a rosterSync run whose creator lacks hr:write, naming why, and writes nothing', async () => {
      const { person } = await staleRosterPerson();
      const [{ since }] = await ds.query(`SELECT clock_timestamp() AS since`);
      const soap = sim.calls.soap;
      const { trigger, run } = await fireRosterSync('recruiter');
      expect(run.status).toBe('FAILED');
      expect(run.status_message).toBe(
        "Failed: The trigger's creator recruiter may not change records in the HR system (hr:write): nothing synchronised",
      );
      expect(sim.calls.soap).toBe(soap);
      const [row] = await ds.query(`SELECT first_name FROM persons WHERE person_uuid = $1`, [
        person,
      ]);
      expect(row.first_name).toBe('Stale');
      // Only the trigger's own schedule and delete were audited.
      const audited = await ds.query(
        `SELECT entity_type, entity_id, action FROM audit_entries WHERE at >= $1`,
        [since],
      );
      expect(
        audited
          .map((r: { entity_type: string; entity_id: string; action: string }) =>
            [r.entity_type, r.entity_id === trigger ? 'trigger' : r.entity_id, r.action].join(' '),
          )
          .sort(),
      ).toEqual(['scheduler trigger delete', 'scheduler trigger schedule']);
    });

    it("takes the candidates of a day's roster into its people, all read before any write", async () => {
      await staleRosterPerson();
      const before = await syncs();
      sim.inject({ kind: 'soapFault' });
      await patch('admin', `secure/workday/rosters/${today}/sync`).expect(502);
      expect(await syncs()).toBe(before);

      const res = (await patch('admin', `secure/workday/rosters/${today}/sync`).expect(200)).body;
      expect(res).toMatchObject({ date: today, workdayApiUuid: demoEndpoint });
      expect(res.people).toBeGreaterThan(0);
      expect(res.candidates).toBeGreaterThan(0);
      expect(res.synced.length).toBeGreaterThan(0);
      expect(await syncs()).toBe(before + res.synced.length);
      const one = res.synced[0];
      const c = sim.data.candidates.find((x) => x.candidateId === one.candidateId)!;
      const shown = (await get('admin', `secure/persons/${one.personUuid}`).expect(200)).body;
      expect(shown).toMatchObject({ firstName: c.firstName, lastName: c.lastName });

      const again = (await patch('admin', `secure/workday/rosters/${today}/sync`).expect(200)).body;
      expect(again.synced).toEqual([]);
    });

    it('refuses bad dates and callers without HR write or roster rights', async () => {
      expect(
        (await patch('admin', 'secure/workday/rosters/2026-1-2/sync').expect(400)).body.message,
      ).toBe('The roster date is yyyy-mm-dd');
      await patch('admin', 'secure/workday/rosters/2026-02-30/sync').expect(400);
      await patch('recruiter', `secure/workday/rosters/${today}/sync`).expect(403);
      await patch('staffing', `secure/workday/rosters/${today}/sync`).expect(403);
    });
  });
});
