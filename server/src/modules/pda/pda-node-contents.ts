import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NodeContents } from '@server/modules/tree/node-contents';

/** A node's PDAs that are not deleted, by description (collPDAs of the node read; $1 the node). */
const NODE_PDAS = `SELECT coalesce(json_agg(p ORDER BY p.description), '[]')
   FROM (SELECT p.pda_uuid AS "pdaUuid", p.node_uuid AS "nodeUuid", p.description,
                p.pda_type_uuid AS "pdaTypeUuid", p.pda_status_enum AS "pdaStatusEnum"
           FROM pdas p WHERE p.node_uuid = $1 AND p.pda_status_enum <> 'DELETED') p`;

/** Hands the tree what it shows of PDAs under a node (NodeContents says why this way round). */
@Injectable()
export class PdaNodeContents implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly contents: NodeContents,
  ) {}

  onModuleInit(): void {
    this.contents.provideList('pdas', NODE_PDAS);
    this.contents.providePdaChoices(() => this.choices());
  }

  private async choices() {
    const [pdaTypes, variations] = await Promise.all([
      this.dataSource.query(
        `SELECT pda_type_uuid AS "pdaTypeUuid", description FROM pda_types WHERE editable ORDER BY description`,
      ),
      this.dataSource.query(
        `SELECT variation_uuid AS "variationUuid", description, short_description AS "shortDescription"
           FROM variations ORDER BY description`,
      ),
    ]);
    return { pdaTypes, variations };
  }
}
