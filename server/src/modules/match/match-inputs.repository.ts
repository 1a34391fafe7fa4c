import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { CapabilityDirection } from '@domain/match-engine';
import type { PersonJobDto } from './dto/person-jobs.dto';
import type { CapabilityName } from './grades';
import { PoolMembership } from './pool-membership';

/** Reads run on the data source, or inside a recompute's transaction after its lock. */
export type Db = EntityManager | DataSource;

export interface ActiveDemandRow {
  pdaUuid: string;
  nodeUuid: string;
  capabilityUuid: string;
  direction: CapabilityDirection;
  value: string;
}

/** A demand with its capability's names, for saying in words which demand a person missed. */
export interface NamedDemandRow extends ActiveDemandRow {
  capabilityCode: string | null;
  capabilityDescription: string | null;
  capabilityUnits: string | null;
}

/** A person of a client and the day of their newest COMPLETE exam with measurements. */
export interface AssessedPersonRow {
  personUuid: string;
  firstName: string;
  lastName: string;
  /** The person's primary ID number (tells two people of one name apart), null when none. */
  idNumber: string | null;
  /** yyyy-mm-dd (UTC), null when never assessed. */
  assessedOn: string | null;
}

export interface MeasurementRow {
  personUuid: string;
  capabilityUuid: string;
  value: string;
}

// The newest COMPLETE exam measuring each capability gives a person's value (decision 0012).
export const NEWEST_MEASUREMENTS = `
  SELECT DISTINCT ON (i.person_uuid, f.capability_uuid)
         i.person_uuid AS "personUuid", f.capability_uuid AS "capabilityUuid", v.string_value AS value
    FROM person_ids i
    JOIN exams e ON e.id_uuid = i.id_uuid AND e.exam_status_enum = 'COMPLETE'
    JOIN exam_fields v ON v.exam_uuid = e.exam_uuid
    JOIN exam_type_fields f ON f.exam_type_field_uuid = v.exam_type_field_uuid
   WHERE f.capability_uuid IS NOT NULL AND %WHERE%
   ORDER BY i.person_uuid, f.capability_uuid, e.start_ts DESC`;

// Active PDAs (COMPLETED, APPROVED) on live nodes under a client site.
const ACTIVE_DEMANDS = `
  SELECT p.pda_uuid AS "pdaUuid", p.node_uuid AS "nodeUuid", d.capability_uuid AS "capabilityUuid",
         c.direction, d.value, c.code AS "capabilityCode", c.description AS "capabilityDescription",
         c.units AS "capabilityUnits"
    FROM tree_nodes n
    JOIN pdas p ON p.node_uuid = n.node_uuid AND p.pda_status_enum IN ('COMPLETED', 'APPROVED')
    LEFT JOIN pda_demands d ON d.pda_uuid = p.pda_uuid
    LEFT JOIN capabilities c ON c.capability_uuid = d.capability_uuid
   WHERE n.ancestors[2] = $1 AND n.trashed_at IS NULL AND %WHERE%`;

/**
 * What matching compares, read from the tables of the modules that own them (a read model,
 * table-ownership.allow.mjs): client sites and their people, people's newest measurements,
 * the active demands of job nodes, the jobs each person's pools open, capability names.
 * Match writes none of these; its own tables are MatchSetsRepository's.
 */
/** The job nodes among $1 that are not trashed, with their path under the client site. */
const NAMED_JOBS = `
  SELECT n.node_uuid AS "nodeUuid", n.description,
         coalesce((SELECT string_agg(a.description, ' / ' ORDER BY array_position(n.ancestors, a.node_uuid))
                     FROM tree_nodes a WHERE a.node_uuid = ANY(n.ancestors[3:])), '') AS path
    FROM tree_nodes n
   WHERE n.node_uuid = ANY($1) AND n.trashed_at IS NULL`;

/** Job nodes of the client site ($1) with an active PDA: those anyone can be judged for. */
const ANALYSED_JOBS = `
  SELECT count(DISTINCT p.node_uuid)::int AS n
    FROM pdas p JOIN tree_nodes n ON n.node_uuid = p.node_uuid
   WHERE n.ancestors[2] = $1 AND n.trashed_at IS NULL
     AND p.pda_status_enum IN ('COMPLETED', 'APPROVED')`;

@Injectable()
export class MatchInputsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pools: PoolMembership,
  ) {}

  async clientOfPerson(personUuid: string, db: Db = this.dataSource): Promise<string | null> {
    const [row] = await db.query(
      `SELECT client_node_uuid AS client FROM persons WHERE person_uuid = $1`,
      [personUuid],
    );
    return row?.client ?? null;
  }

  /** The client site of a node (null for the tenant and client sites' parents). */
  async clientOfNode(nodeUuid: string, db: Db = this.dataSource): Promise<string | null> {
    const [row] = await db.query(
      `SELECT CASE WHEN cardinality(ancestors) >= 2 THEN ancestors[2]
                   WHEN cardinality(ancestors) = 1 THEN node_uuid END AS client
         FROM tree_nodes WHERE node_uuid = $1`,
      [nodeUuid],
    );
    return row?.client ?? null;
  }

  async clientsWithPeople(): Promise<string[]> {
    const rows: { client: string }[] = await this.dataSource.query(
      `SELECT DISTINCT client_node_uuid AS client FROM persons ORDER BY 1`,
    );
    return rows.map((r) => r.client);
  }

  async peopleOfClient(clientUuid: string, db: Db = this.dataSource): Promise<string[]> {
    const rows: { personUuid: string }[] = await db.query(
      `SELECT person_uuid AS "personUuid" FROM persons WHERE client_node_uuid = $1 ORDER BY 1`,
      [clientUuid],
    );
    return rows.map((r) => r.personUuid);
  }

  /** Demand rows of the client's active PDAs (a PDA without demands has one row of nulls). */
  activeDemands(
    clientUuid: string,
    nodeUuid?: string,
    db: Db = this.dataSource,
  ): Promise<ActiveDemandRow[]> {
    return nodeUuid
      ? db.query(ACTIVE_DEMANDS.replace('%WHERE%', 'n.node_uuid = $2'), [clientUuid, nodeUuid])
      : db.query(ACTIVE_DEMANDS.replace('%WHERE%', 'TRUE'), [clientUuid]);
  }

  /** Demand rows (with capability names) of the client's active PDAs at the given nodes. */
  activeDemandsAt(
    clientUuid: string,
    nodeUuids: readonly string[],
    db: Db = this.dataSource,
  ): Promise<NamedDemandRow[]> {
    return db.query(ACTIVE_DEMANDS.replace('%WHERE%', 'n.node_uuid = ANY($2::uuid[])'), [
      clientUuid,
      nodeUuids,
    ]);
  }

  /** Those of `nodeUuids` (live) holding an active PDA: the jobs anyone can match. */
  async nodesWithActivePdas(nodeUuids: readonly string[]): Promise<Set<string>> {
    const rows: { nodeUuid: string }[] = await this.dataSource.query(
      `SELECT DISTINCT p.node_uuid AS "nodeUuid" FROM pdas p
         JOIN tree_nodes n ON n.node_uuid = p.node_uuid AND n.trashed_at IS NULL
        WHERE p.node_uuid = ANY($1::uuid[]) AND p.pda_status_enum IN ('COMPLETED', 'APPROVED')`,
      [nodeUuids],
    );
    return new Set(rows.map((r) => r.nodeUuid));
  }

  /** The client's people by name, each with the day of their newest assessment. */
  assessedPeopleOfClient(clientUuid: string): Promise<AssessedPersonRow[]> {
    return this.dataSource.query(
      `SELECT ps.person_uuid AS "personUuid", ps.first_name AS "firstName",
              ps.last_name AS "lastName", pid.id AS "idNumber",
              (SELECT to_char(max(e.start_ts) AT TIME ZONE 'UTC', 'YYYY-MM-DD')
                 FROM person_ids i
                 JOIN exams e ON e.id_uuid = i.id_uuid AND e.exam_status_enum = 'COMPLETE'
                WHERE i.person_uuid = ps.person_uuid
                  AND EXISTS (SELECT 1 FROM exam_fields v
                                JOIN exam_type_fields f ON f.exam_type_field_uuid = v.exam_type_field_uuid
                               WHERE v.exam_uuid = e.exam_uuid AND f.capability_uuid IS NOT NULL))
                AS "assessedOn"
         FROM persons ps LEFT JOIN person_ids pid ON pid.id_uuid = ps.primary_id_uuid
        WHERE ps.client_node_uuid = $1
        ORDER BY lower(ps.last_name), lower(ps.first_name), ps.person_uuid`,
      [clientUuid],
    );
  }

  /** The client's people's values, of every capability or of the ones named. */
  measurementsOfClient(
    clientUuid: string,
    capabilities?: readonly string[],
    db: Db = this.dataSource,
  ): Promise<MeasurementRow[]> {
    const people = 'i.person_uuid IN (SELECT person_uuid FROM persons WHERE client_node_uuid = $1)';
    return capabilities
      ? db.query(
          NEWEST_MEASUREMENTS.replace(
            '%WHERE%',
            `${people} AND f.capability_uuid = ANY($2::uuid[])`,
          ),
          [clientUuid, capabilities],
        )
      : db.query(NEWEST_MEASUREMENTS.replace('%WHERE%', people), [clientUuid]);
  }

  measurementsOfPerson(personUuid: string, db: Db = this.dataSource): Promise<MeasurementRow[]> {
    return db.query(NEWEST_MEASUREMENTS.replace('%WHERE%', 'i.person_uuid = $1'), [personUuid]);
  }

  /** The jobs people are up for: per person, the nodes with openings in their pools' classes. */
  targetNodes(people: readonly string[], db: Db = this.dataSource) {
    return this.pools.reads.targetNodes(people, db);
  }

  /** targetNodes for every person of the client who is up for a job. */
  targetsOfClient(clientUuid: string, db: Db = this.dataSource) {
    return this.pools.reads.targetsOfClient(clientUuid, db);
  }

  /** A pool's client site and members (whose jobs its classes' kanbans decide). */
  poolMembers(nhpPoolUuid: string, db: Db = this.dataSource) {
    return this.pools.reads.poolMembers(nhpPoolUuid, db);
  }

  /** Names and units of the capabilities, for the words of a grade's reasons. */
  async capabilityNames(db: Db = this.dataSource): Promise<Map<string, CapabilityName>> {
    const rows: ({ capabilityUuid: string } & CapabilityName)[] = await db.query(
      `SELECT capability_uuid AS "capabilityUuid", description, units FROM capabilities`,
    );
    return new Map(rows.map((r) => [r.capabilityUuid, r]));
  }

  /** Job nodes of the client site with an active PDA: those anyone can be judged for. */
  async analysedJobCount(clientUuid: string): Promise<number> {
    const [{ n }] = await this.dataSource.query(ANALYSED_JOBS, [clientUuid]);
    return n;
  }

  /** The named job nodes, not trashed, each with its path under its client site. */
  namedJobs(nodeUuids: readonly string[]): Promise<PersonJobDto[]> {
    return this.dataSource.query(NAMED_JOBS, [nodeUuids]);
  }
}
