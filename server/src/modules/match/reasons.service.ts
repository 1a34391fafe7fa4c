import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Permission } from '@domain/access';
import { judgeDemand, pdaVerdict, type CapabilityDirection } from '@domain/match-engine';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import type { PersonPdaDto, ReasonsDto } from './dto/reasons.dto';

interface DemandRow {
  pdaUuid: string;
  pdaDescription: string;
  pdaStatusEnum: string;
  nodeUuid: string;
  nodeDescription: string;
  path: string;
  capabilityUuid: string;
  code: string;
  description: string;
  direction: CapabilityDirection;
  units: string | null;
  pdaValue: string;
}

/**
 * Specification, document 001, section 5: the reasons report "skips PDAs whose path starts
 * with a specific premise prefix" (the prefix not shown): the deployment names them
 * (REASONS_SKIP_PATH_PREFIXES), compared with the path as the report shows it (decision 0053).
 */
export const skippedByPath = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path.startsWith(prefix));

/**
 * A person's match reasons: every active PDA (COMPLETED, APPROVED) of their client site but
 * those skipped by path, each demand judged by the shared rule against the value of the newest
 * COMPLETE exam measuring it.
 */
@Injectable()
export class ReasonsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: AccessService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async byPerson(principal: Principal, personUuid: string): Promise<ReasonsDto> {
    await this.access.assertOn(principal, Permission.Reasons, 'person', personUuid);
    const [[person], measured, demands] = await Promise.all([
      this.dataSource.query(
        `SELECT first_name AS "firstName", last_name AS "lastName", client_node_uuid AS "client"
           FROM persons WHERE person_uuid = $1`,
        [personUuid],
      ),
      this.measurements(personUuid),
      this.demandsOfClientOf(personUuid),
    ]);
    const values = new Map(measured.map((m) => [m.capabilityUuid, m.value]));
    const byPda = new Map<string, PersonPdaDto>();
    for (const d of demands) {
      if (skippedByPath(d.path ?? '', this.config.reasonsSkipPathPrefixes)) continue;
      const pda =
        byPda.get(d.pdaUuid) ??
        byPda
          .set(d.pdaUuid, {
            aPDA: {
              pdaUuid: d.pdaUuid,
              description: d.pdaDescription,
              pdaStatusEnum: d.pdaStatusEnum,
            },
            aTreeNode: { nodeUuid: d.nodeUuid, description: d.nodeDescription, path: d.path },
            satisfied: true,
            percentSatisfied: 100,
            collPersonPDACapabilitys: [],
          })
          .get(d.pdaUuid)!;
      const personValue = values.get(d.capabilityUuid) ?? null;
      pda.collPersonPDACapabilitys.push({
        capabilityUuid: d.capabilityUuid,
        code: d.code,
        description: d.description,
        personValue,
        pdaValue: d.pdaValue,
        ...judgeDemand(d.direction, personValue, d.pdaValue, d.units ?? ''),
      });
    }
    for (const pda of byPda.values()) {
      const verdict = pdaVerdict(pda.collPersonPDACapabilitys);
      pda.satisfied = verdict.satisfied;
      pda.percentSatisfied = verdict.percent;
    }
    return {
      personUuid,
      firstName: person.firstName,
      lastName: person.lastName,
      measuredAt: measured[0]?.measuredAt ? new Date(measured[0].measuredAt).toISOString() : null,
      collPersonPDAs: [...byPda.values()].sort(
        (a, b) =>
          a.percentSatisfied - b.percentSatisfied ||
          a.aTreeNode.path.localeCompare(b.aTreeNode.path),
      ),
    };
  }

  /** Per capability, the value of the newest COMPLETE exam measuring it (newest first). */
  private measurements(
    personUuid: string,
  ): Promise<{ capabilityUuid: string; value: string; measuredAt: Date }[]> {
    return this.dataSource.query(
      `SELECT * FROM (
         SELECT DISTINCT ON (f.capability_uuid) f.capability_uuid AS "capabilityUuid",
                v.string_value AS value, e.start_ts AS "measuredAt"
           FROM exams e JOIN person_ids i ON i.id_uuid = e.id_uuid
           JOIN exam_fields v ON v.exam_uuid = e.exam_uuid
           JOIN exam_type_fields f ON f.exam_type_field_uuid = v.exam_type_field_uuid
          WHERE i.person_uuid = $1 AND e.exam_status_enum = 'COMPLETE' AND f.capability_uuid IS NOT NULL
          ORDER BY f.capability_uuid, e.start_ts DESC) m
       ORDER BY "measuredAt" DESC`,
      [personUuid],
    );
  }

  /** Every demand of the active PDAs under the person's client site, with its capability. */
  private demandsOfClientOf(personUuid: string): Promise<DemandRow[]> {
    return this.dataSource.query(
      `SELECT p.pda_uuid AS "pdaUuid", p.description AS "pdaDescription",
              p.pda_status_enum AS "pdaStatusEnum", n.node_uuid AS "nodeUuid",
              n.description AS "nodeDescription",
              (SELECT string_agg(a.description, ' / ' ORDER BY array_position(n.ancestors, a.node_uuid))
                 FROM tree_nodes a WHERE a.node_uuid = ANY(n.ancestors[2:])) AS path,
              c.capability_uuid AS "capabilityUuid", c.code, c.description, c.direction, c.units,
              d.value AS "pdaValue"
         FROM persons ps
         JOIN tree_nodes n ON n.ancestors[2] = ps.client_node_uuid AND n.trashed_at IS NULL
         JOIN pdas p ON p.node_uuid = n.node_uuid AND p.pda_status_enum IN ('COMPLETED', 'APPROVED')
         JOIN pda_demands d ON d.pda_uuid = p.pda_uuid
         JOIN capabilities c ON c.capability_uuid = d.capability_uuid
        WHERE ps.person_uuid = $1
        ORDER BY p.description, c.ordinal`,
      [personUuid],
    );
  }
}
