import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  PoolMembership,
  type PoolMemberRow,
  type PoolMembershipReadModel,
} from '@server/modules/match/pool-membership';

type Db = EntityManager | DataSource;

// Each person's job nodes with openings in the classes of the pools they are in.
const TARGETS = `SELECT DISTINCT w.person_uuid AS "personUuid", k.node_uuid AS "nodeUuid"
   FROM nhp_swimmers w
   JOIN nhp_classes c ON c.nhp_pool_uuid = w.nhp_pool_uuid
   JOIN nhp_kanbans k ON k.nhp_class_uuid = c.nhp_class_uuid AND k.qty1 + k.qty2 > 0`;

function byPerson(rows: { personUuid: string; nodeUuid: string }[]) {
  const targets = new Map<string, Set<string>>();
  for (const r of rows)
    (targets.get(r.personUuid) ?? targets.set(r.personUuid, new Set()).get(r.personUuid)!).add(
      r.nodeUuid,
    );
  return targets;
}

/**
 * The read model of the pools and classes that matching uses, kept here with the tables it
 * names and handed to match when this module starts (PoolMembership says why this way round).
 */
@Injectable()
export class NhpPoolMembership implements PoolMembershipReadModel, OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly membership: PoolMembership,
  ) {}

  onModuleInit(): void {
    this.membership.provide(this);
  }

  targetNodes(people: readonly string[], db: Db): Promise<Map<string, Set<string>>> {
    return db.query(TARGETS + ' WHERE w.person_uuid = ANY($1::uuid[])', [people]).then(byPerson);
  }

  // One query, not the people's list and back: at 50,000 pool members that round trip was
  // most of a regrade with nothing to grade.
  targetsOfClient(clientUuid: string, db: Db): Promise<Map<string, Set<string>>> {
    return db
      .query(
        TARGETS +
          ' JOIN persons ps ON ps.person_uuid = w.person_uuid WHERE ps.client_node_uuid = $1',
        [clientUuid],
      )
      .then(byPerson);
  }

  async poolMembers(
    nhpPoolUuid: string,
    db: Db,
  ): Promise<{ clientUuid: string | null; people: string[] }> {
    const [row] = await db.query(
      `SELECT p.client_node_uuid AS "clientUuid",
              ARRAY(SELECT w.person_uuid FROM nhp_swimmers w WHERE w.nhp_pool_uuid = p.nhp_pool_uuid)
                AS people
         FROM nhp_pools p WHERE p.nhp_pool_uuid = $1`,
      [nhpPoolUuid],
    );
    return { clientUuid: row?.clientUuid ?? null, people: row?.people ?? [] };
  }

  async poolPeopleOfClient(clientUuid: string): Promise<string[]> {
    const rows: { personUuid: string }[] = await this.dataSource.query(
      `SELECT DISTINCT s.person_uuid AS "personUuid"
         FROM nhp_swimmers s JOIN nhp_pools p ON p.nhp_pool_uuid = s.nhp_pool_uuid
        WHERE p.client_node_uuid = $1`,
      [clientUuid],
    );
    return rows.map((r) => r.personUuid);
  }

  /**
   * One row that changes when the client's pool members do (a swimmer added, removed, moved to
   * another pool or client): their count and the sum of their ids' hashes.
   */
  async poolFingerprint(clientUuid: string): Promise<string> {
    const [row]: { fingerprint: string }[] = await this.dataSource.query(
      `SELECT count(*) || ':' || coalesce(sum(hashtext(s.person_uuid::text)::bigint), 0) AS fingerprint
         FROM nhp_swimmers s JOIN nhp_pools p ON p.nhp_pool_uuid = s.nhp_pool_uuid
        WHERE p.client_node_uuid = $1`,
      [clientUuid],
    );
    return row.fingerprint;
  }

  poolMemberDetails(clientUuid: string, personUuids: readonly string[]): Promise<PoolMemberRow[]> {
    return this.dataSource.query(
      `SELECT ps.person_uuid AS "personUuid", ps.first_name AS "firstName",
              ps.last_name AS "lastName", pid.id,
              string_agg(DISTINCT p.description, ', ') AS pools,
              min(s.available_date)::text AS "availableDate",
              (SELECT string_value FROM person_metas m
                WHERE m.person_uuid = ps.person_uuid AND m.metadata_field = '_Phone_' LIMIT 1) AS phone,
              (SELECT string_value FROM person_metas m
                WHERE m.person_uuid = ps.person_uuid AND m.metadata_field = 'Email' LIMIT 1) AS email
         FROM nhp_swimmers s
         JOIN nhp_pools p ON p.nhp_pool_uuid = s.nhp_pool_uuid AND p.client_node_uuid = $1
         JOIN persons ps ON ps.person_uuid = s.person_uuid
         LEFT JOIN person_ids pid ON pid.id_uuid = ps.primary_id_uuid
        WHERE s.person_uuid = ANY($2::uuid[])
        GROUP BY ps.person_uuid, pid.id
        ORDER BY ps.last_name, ps.first_name`,
      [clientUuid, personUuids],
    );
  }
}

/** For code that builds match's repositories by hand (the seed, the benchmarks). */
export function poolMembershipOver(dataSource: DataSource): PoolMembership {
  const pools = new PoolMembership();
  new NhpPoolMembership(dataSource, pools).onModuleInit();
  return pools;
}
