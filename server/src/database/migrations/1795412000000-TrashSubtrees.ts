import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Hand-written: trashing a node now trashes its subtree with it, so `trashed_at IS NULL` alone
 * tells a live node. Nodes trashed before that get their subtrees trashed at the same time.
 */
export class TrashSubtrees1795412000000 implements MigrationInterface {
  name = 'TrashSubtrees1795412000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE tree_nodes n SET trashed_at = t.trashed_at
         FROM tree_nodes t
        WHERE t.trashed_at IS NOT NULL AND n.trashed_at IS NULL AND n.ancestors @> ARRAY[t.node_uuid]`,
    );
  }

  public async down(): Promise<void> {
    // Nothing to undo: a subtree under a trashed node was already hidden from every read.
  }
}
