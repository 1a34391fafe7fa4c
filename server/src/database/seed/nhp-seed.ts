import type { EntityManager } from 'typeorm';
import { judgeDemand } from '@domain/match-engine';
import { levelUuidOf } from '@domain/tree-levels';
import { NhpClass, NhpKanban, NhpPlacement } from '@server/modules/nhp/entities/nhp-class.entities';
import { NhpPool, NhpSwimmer } from '@server/modules/nhp/entities/nhp-pool.entities';
import { Pda, PdaDemand } from '@server/modules/pda/entities/pda.entities';
import { SeededRandom } from './random';
import { insertInChunks } from './tree-seed';
import { clientScope } from './users-seed';

/** Its own sequence, so the data seeded before it stays the same. */
const NHP_SEED = 20251111;
/** Demands of the demo placement jobs: PPT-measured strengths, about half their range. */
const JOB_DEMANDS: Record<string, number> = { LIFT_FLOOR_WAIST: 25, CARRY: 20, GRIP_RIGHT: 35 };
const JOBS_PER_CLIENT = 3;

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export interface NhpSeedSummary {
  pools: number;
  swimmers: number;
  classes: number;
  placementJobs: number;
}

interface Person {
  personUuid: string;
  values: Record<string, string>;
}

/**
 * Two pools per client site with members drawn from its people, three placement jobs (an
 * APPROVED PDA demanding PPT-measured strengths on a process node without one) so people with
 * a complete PPT exam match them, and classes in KANBAN, PLACEMENT (slots partly filled by
 * people who meet the jobs' demands, some confirmed) and FINAL.
 */
export async function seedNhp(manager: EntityManager, today = new Date()): Promise<NhpSeedSummary> {
  const random = new SeededRandom(NHP_SEED);
  const day = (offset: number) =>
    new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + offset));
  const clients: { node_uuid: string; description: string }[] = await manager.query(
    `SELECT node_uuid, description FROM tree_nodes WHERE level_uuid = $1 ORDER BY description`,
    [levelUuidOf('NAMC')],
  );
  const capabilities: { capability_uuid: string; code: string; direction: 'AT_LEAST' }[] =
    await manager.query(
      `SELECT capability_uuid, code, direction FROM capabilities WHERE code = ANY($1)`,
      [Object.keys(JOB_DEMANDS)],
    );
  const [pdaType] = await manager.query(
    `SELECT pda_type_uuid FROM pda_types WHERE editable ORDER BY description LIMIT 1`,
  );
  const pools: object[] = [];
  const swimmers: object[] = [];
  const classes: object[] = [];
  const kanbans: object[] = [];
  const slots: object[] = [];
  const pdas: object[] = [];
  const demands: object[] = [];

  for (const client of clients) {
    const scope = clientScope(client.description);
    const jobs: { node_uuid: string; description: string }[] = await manager.query(
      `SELECT n.node_uuid, n.description FROM tree_nodes n
        WHERE n.level_uuid = $1 AND n.ancestors[2] = $2 AND n.trashed_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM pdas p WHERE p.node_uuid = n.node_uuid)
        ORDER BY n.description, n.node_uuid LIMIT ${JOBS_PER_CLIENT}`,
      [levelUuidOf('Production Process'), client.node_uuid],
    );
    for (const job of jobs) {
      const pdaUuid = random.uuid();
      pdas.push({
        pdaUuid,
        nodeUuid: job.node_uuid,
        description: `${job.description} (placement demo)`,
        pdaTypeUuid: pdaType.pda_type_uuid,
        pdaStatusEnum: 'APPROVED',
        taktTime: 60,
        seatHeight: null,
      });
      for (const c of capabilities)
        demands.push({
          pdaUuid,
          capabilityUuid: c.capability_uuid,
          value: String(JOB_DEMANDS[c.code]),
        });
    }
    // The client's people with the values of their newest complete PPT exam.
    const people: Person[] = await manager.query(
      `SELECT p.person_uuid AS "personUuid",
              COALESCE((SELECT json_object_agg(c.code, f.string_value)
                 FROM exam_fields f JOIN exam_type_fields tf ON tf.exam_type_field_uuid = f.exam_type_field_uuid
                 JOIN capabilities c ON c.capability_uuid = tf.capability_uuid
                WHERE f.exam_uuid = (SELECT e.exam_uuid FROM exams e JOIN person_ids i ON i.id_uuid = e.id_uuid
                                       JOIN exam_types t ON t.exam_type_uuid = e.exam_type_uuid
                                      WHERE i.person_uuid = p.person_uuid AND t.kind = 'PPT'
                                        AND e.exam_status_enum = 'COMPLETE'
                                      ORDER BY e.start_ts DESC LIMIT 1)), '{}') AS values
         FROM persons p WHERE p.client_node_uuid = $1 ORDER BY p.person_uuid`,
      [client.node_uuid],
    );
    // Judged by the shared rule: who meets the demo jobs' demands.
    const meets = (p: Person) =>
      capabilities.every(
        (c) => judgeDemand(c.direction, p.values[c.code], String(JOB_DEMANDS[c.code])).satisfied,
      );
    const matching = people.filter(meets);
    const others = people.filter((p) => !meets(p));
    const dayPool = random.uuid();
    const nightPool = random.uuid();
    pools.push(
      { nhpPoolUuid: dayPool, clientNodeUuid: client.node_uuid, description: `${scope} Day Pool` },
      {
        nhpPoolUuid: nightPool,
        clientNodeUuid: client.node_uuid,
        description: `${scope} Night Pool`,
      },
    );
    const dayMembers = [...matching.slice(0, 30), ...others.slice(0, 30)];
    const nightMembers = [...matching.slice(30, 45), ...others.slice(30, 55)];
    const availability = new Map<string, string>();
    for (const [pool, members] of [
      [dayPool, dayMembers],
      [nightPool, nightMembers],
    ] as const)
      for (const m of members) {
        const availableDate = isoDate(day(random.int(-30, 14)));
        availability.set(`${pool}/${m.personUuid}`, availableDate);
        swimmers.push({
          swimmerUuid: random.uuid(),
          nhpPoolUuid: pool,
          personUuid: m.personUuid,
          availableDate,
        });
      }

    const addClass = (
      pool: string,
      description: string,
      offset: number,
      status: NhpClass['nhpClassStatusEnum'],
      quantities: [number, number][],
      fill: (slot: { shift: number }, index: number) => { person: Person; final: boolean } | null,
    ) => {
      const nhpClassUuid = random.uuid();
      classes.push({
        nhpClassUuid,
        description,
        classTimestamp: day(offset),
        nhpPoolUuid: pool,
        nhpClassStatusEnum: status,
        createdByUserUuid: null,
      });
      let filledIndex = 0;
      jobs.forEach((job, j) => {
        const [qty1, qty2] = quantities[j] ?? [0, 0];
        if (qty1 + qty2 === 0) return;
        kanbans.push({
          kanbanUuid: random.uuid(),
          nhpClassUuid,
          nodeUuid: job.node_uuid,
          qty1,
          qty2,
        });
        if (status === 'KANBAN') return;
        [...Array<number>(qty1).fill(1), ...Array<number>(qty2).fill(2)].forEach((shift, i) => {
          const taken = fill({ shift }, filledIndex);
          if (taken) filledIndex++;
          slots.push({
            placementUuid: random.uuid(),
            nhpClassUuid,
            nodeUuid: job.node_uuid,
            ordinal: i + 1,
            shift,
            personUuid: taken?.person.personUuid ?? null,
            placementStatusEnum: taken?.final ? 'FINAL' : 'INITIAL',
            why: null,
          });
        });
      });
    };
    // People of the day pool who meet the demands, available before next week's class.
    const placeable = matching
      .slice(0, 30)
      .filter((p) => (availability.get(`${dayPool}/${p.personUuid}`) ?? '') <= isoDate(day(7)));
    const pastTeam = placeable.slice(0, 5);
    const nextTeam = placeable.slice(5);
    addClass(
      dayPool,
      `${scope} Day Pool New Hire Class (past)`,
      -14,
      'FINAL',
      [
        [2, 1],
        [2, 0],
      ],
      (_s, i) => (pastTeam[i] ? { person: pastTeam[i], final: true } : null),
    );
    addClass(
      dayPool,
      `${scope} Day Pool New Hire Class`,
      7,
      'PLACEMENT',
      [
        [3, 2],
        [2, 2],
        [2, 0],
      ],
      (_s, i) => (i < 5 && nextTeam[i] ? { person: nextTeam[i], final: i < 2 } : null),
    );
    addClass(
      dayPool,
      `${scope} Day Pool New Hire Class (next month)`,
      35,
      'KANBAN',
      [
        [2, 1],
        [1, 1],
      ],
      () => null,
    );
    addClass(nightPool, `${scope} Night Pool New Hire Class`, 21, 'KANBAN', [[0, 3]], () => null);
  }
  await insertInChunks(manager, Pda, pdas);
  await insertInChunks(manager, PdaDemand, demands);
  await insertInChunks(manager, NhpPool, pools);
  await insertInChunks(manager, NhpSwimmer, swimmers);
  await insertInChunks(manager, NhpClass, classes);
  await insertInChunks(manager, NhpKanban, kanbans);
  await insertInChunks(manager, NhpPlacement, slots);
  return {
    pools: pools.length,
    swimmers: swimmers.length,
    classes: classes.length,
    placementJobs: pdas.length,
  };
}
