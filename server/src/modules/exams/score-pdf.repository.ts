import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CapabilityDirection } from '@domain/match-engine';

/** One demand of an active PDA at a node, beside a PPT's measurement of the same capability. */
export interface Demand {
  capabilityUuid: string;
  direction: CapabilityDirection;
  pdaDescription: string;
  value: string;
}

/** The score PDFs' reads beyond ExamsService and ExamCatalogueService. */
@Injectable()
export class ScorePdfRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The person's newest COMPLETE exam, of one kind (PPT, TMM) or of any with null. */
  async newestCompleteExamOf(personUuid: string, kind: string | null): Promise<string | undefined> {
    const [row] = await this.dataSource.query(
      `SELECT e.exam_uuid AS "examUuid" FROM exams e
         JOIN person_ids i ON i.id_uuid = e.id_uuid
         JOIN exam_types t ON t.exam_type_uuid = e.exam_type_uuid
        WHERE i.person_uuid = $1 AND e.exam_status_enum = 'COMPLETE'
          AND ($2::text IS NULL OR t.kind = $2)
        ORDER BY e.start_ts DESC, e.exam_uuid LIMIT 1`,
      [personUuid, kind],
    );
    return row?.examUuid;
  }

  async nodeName(nodeUuid: string): Promise<string> {
    const [row] = await this.dataSource.query(
      'SELECT description FROM tree_nodes WHERE node_uuid = $1',
      [nodeUuid],
    );
    return row?.description ?? '';
  }

  /** The demands of the node's active PDAs (COMPLETED, APPROVED), empty ones left out. */
  activeDemandsAt(nodeUuid: string): Promise<Demand[]> {
    return this.dataSource.query(
      `SELECT d.capability_uuid AS "capabilityUuid", c.direction,
              p.description AS "pdaDescription", d.value
         FROM pdas p
         JOIN pda_demands d ON d.pda_uuid = p.pda_uuid
         JOIN capabilities c ON c.capability_uuid = d.capability_uuid
        WHERE p.node_uuid = $1 AND p.pda_status_enum IN ('COMPLETED', 'APPROVED')
          AND btrim(d.value) <> ''
        ORDER BY p.description, p.pda_uuid`,
      [nodeUuid],
    );
  }
}
