import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { NhpSwimmerDto, SwimmerPlacementDto } from './dto/nhp-pool.dto';

export interface PoolRow {
  nhpPoolUuid: string;
  description: string;
  clientNodeUuid: string;
  clientDescription: string;
  memberCount: number;
}

/** What auto-place needs of a pool member. */
export interface CandidateRow {
  swimmerUuid: string;
  personUuid: string;
  availableDate: string;
  /** Newest first/second_shift_preference_{wID} values, '' when none. */
  firstShift: string;
  secondShift: string;
}

const SWIMMER_SELECT = `
  SELECT s.swimmer_uuid AS "swimmerUuid", s.nhp_pool_uuid AS "nhpPoolUuid",
         s.person_uuid AS "personUuid", c.description AS client, pl.description AS pool,
         i.id, i.info_source_uuid AS "idInfoSourceUuid", p.first_name AS "firstName",
         p.last_name AS "lastName", to_char(s.available_date, 'YYYY-MM-DD') AS "availableDate",
         (SELECT m.string_value FROM person_metas m WHERE m.person_uuid = p.person_uuid
             AND m.metadata_field = '_Phone_' ORDER BY m.updated DESC LIMIT 1) AS phone,
         (SELECT m.string_value FROM person_metas m WHERE m.person_uuid = p.person_uuid
             AND m.metadata_field = 'Email' ORDER BY m.updated DESC LIMIT 1) AS email
    FROM nhp_swimmers s
    JOIN nhp_pools pl ON pl.nhp_pool_uuid = s.nhp_pool_uuid
    JOIN tree_nodes c ON c.node_uuid = pl.client_node_uuid
    JOIN persons p ON p.person_uuid = s.person_uuid
    LEFT JOIN person_ids i ON i.id_uuid = p.primary_id_uuid`;

const SWIMMER_ORDER = `ORDER BY c.description, pl.description, p.last_name, p.first_name, s.swimmer_uuid`;

/** The nhp_pools and nhp_swimmers queries. */
@Injectable()
export class NhpPoolsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private db(manager?: EntityManager) {
    return manager ?? this.dataSource.manager;
  }

  /** Every pool (few: a handful per client site), with its client's name and size. */
  allPools(): Promise<PoolRow[]> {
    return this.dataSource.query(
      `SELECT pl.nhp_pool_uuid AS "nhpPoolUuid", pl.description,
              pl.client_node_uuid AS "clientNodeUuid", c.description AS "clientDescription",
              (SELECT count(*)::int FROM nhp_swimmers s WHERE s.nhp_pool_uuid = pl.nhp_pool_uuid)
                AS "memberCount"
         FROM nhp_pools pl JOIN tree_nodes c ON c.node_uuid = pl.client_node_uuid
        ORDER BY c.description, pl.description`,
    );
  }

  async findPool(nhpPoolUuid: string): Promise<PoolRow | undefined> {
    return (await this.allPools()).find((p) => p.nhpPoolUuid === nhpPoolUuid);
  }

  swimmersOfPools(poolUuids: readonly string[], search?: string): Promise<NhpSwimmerDto[]> {
    return this.dataSource.query(
      `${SWIMMER_SELECT}
        WHERE s.nhp_pool_uuid = ANY($1::uuid[])
          AND ($2::text IS NULL
               OR (p.first_name || ' ' || p.last_name) ILIKE '%' || $2 || '%'
               OR (p.last_name || ', ' || p.first_name) ILIKE '%' || $2 || '%'
               OR i.id ILIKE '%' || $2 || '%')
        ${SWIMMER_ORDER}`,
      [poolUuids, search ?? null],
    );
  }

  /** Members of the pool not placed in the class, for Manual Placement's search. */
  unplacedSwimmers(
    nhpPoolUuid: string,
    nhpClassUuid: string,
    search?: string,
  ): Promise<NhpSwimmerDto[]> {
    return this.dataSource.query(
      `${SWIMMER_SELECT}
        WHERE s.nhp_pool_uuid = $1
          AND NOT EXISTS (SELECT 1 FROM nhp_placements x
                           WHERE x.nhp_class_uuid = $2 AND x.person_uuid = s.person_uuid)
          AND ($3::text IS NULL
               OR (p.first_name || ' ' || p.last_name) ILIKE '%' || $3 || '%'
               OR (p.last_name || ', ' || p.first_name) ILIKE '%' || $3 || '%'
               OR i.id ILIKE '%' || $3 || '%')
        ${SWIMMER_ORDER} LIMIT 200`,
      [nhpPoolUuid, nhpClassUuid, search ?? null],
    );
  }

  async findSwimmer(swimmerUuid: string): Promise<NhpSwimmerDto | undefined> {
    const rows: NhpSwimmerDto[] = await this.dataSource.query(
      `${SWIMMER_SELECT} WHERE s.swimmer_uuid = $1`,
      [swimmerUuid],
    );
    return rows[0];
  }

  placementsOfPerson(personUuid: string): Promise<SwimmerPlacementDto[]> {
    return this.dataSource.query(
      `SELECT x.placement_uuid AS "placementUuid", x.nhp_class_uuid AS "nhpClassUuid",
              k.description AS "classDescription", k.class_timestamp AS "classTimestamp",
              x.node_uuid AS "nodeUuid", n.description AS "nodeDescription", x.shift,
              x.placement_status_enum AS "placementStatusEnum"
         FROM nhp_placements x
         JOIN nhp_classes k ON k.nhp_class_uuid = x.nhp_class_uuid
         JOIN tree_nodes n ON n.node_uuid = x.node_uuid
        WHERE x.person_uuid = $1 ORDER BY k.class_timestamp DESC`,
      [personUuid],
    );
  }

  /**
   * Members of the pool auto-place may offer for the class: not placed in it yet. Rejections
   * and the match are per node; the service applies them.
   */
  candidates(
    manager: EntityManager,
    nhpPoolUuid: string,
    nhpClassUuid: string,
  ): Promise<CandidateRow[]> {
    const newest = (prefix: string) => `COALESCE((SELECT m.string_value FROM person_metas m
        WHERE m.person_uuid = s.person_uuid AND m.metadata_field LIKE '${prefix}%'
        ORDER BY m.updated DESC, m.metadata_field DESC LIMIT 1), '')`;
    return manager.query(
      `SELECT s.swimmer_uuid AS "swimmerUuid", s.person_uuid AS "personUuid",
              to_char(s.available_date, 'YYYY-MM-DD') AS "availableDate",
              ${newest('first\\_shift\\_preference\\_')} AS "firstShift",
              ${newest('second\\_shift\\_preference\\_')} AS "secondShift"
         FROM nhp_swimmers s
        WHERE s.nhp_pool_uuid = $1
          AND NOT EXISTS (SELECT 1 FROM nhp_placements x
                           WHERE x.nhp_class_uuid = $2 AND x.person_uuid = s.person_uuid)
        ORDER BY s.available_date, s.swimmer_uuid`,
      [nhpPoolUuid, nhpClassUuid],
    );
  }

  /** The member row of a person in a pool, locked. */
  async lockMember(
    manager: EntityManager,
    nhpPoolUuid: string,
    personUuid: string,
  ): Promise<{ swimmerUuid: string; availableDate: string } | undefined> {
    const rows = await manager.query(
      `SELECT swimmer_uuid AS "swimmerUuid", to_char(available_date, 'YYYY-MM-DD') AS "availableDate"
         FROM nhp_swimmers WHERE nhp_pool_uuid = $1 AND person_uuid = $2 FOR UPDATE`,
      [nhpPoolUuid, personUuid],
    );
    return rows[0];
  }

  async setAvailableDate(manager: EntityManager, swimmerUuid: string, date: string): Promise<void> {
    await this.db(manager).query(
      `UPDATE nhp_swimmers SET available_date = $2 WHERE swimmer_uuid = $1`,
      [swimmerUuid, date],
    );
  }
}
