import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { TreeLevel } from './tree-level.entity';
import { VersionedRow } from '@server/common/db/base-columns';

@Entity('tree_nodes')
export class TreeNode extends VersionedRow {
  @PrimaryColumn('uuid')
  nodeUuid: string;

  /** Trigram index (migration) for the spotlight's contains-search. */
  @Index('idx_tree_nodes_description_trgm', { synchronize: false })
  @Column({ type: 'varchar', length: 200 })
  description: string;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  parentNodeUuid: string | null;

  @ManyToOne(() => TreeNode, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'parent_node_uuid' })
  parent?: TreeNode;

  @Column('uuid')
  levelUuid: string;

  @ManyToOne(() => TreeLevel)
  @JoinColumn({ name: 'level_uuid' })
  level?: TreeLevel;

  /** Ids from the tenant down to the parent: breadcrumbs and subtrees are one indexed query. */
  @Index('idx_tree_nodes_ancestors', { synchronize: false })
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  ancestors: string[];

  /** Soft delete: a trashed node and its subtree disappear from every read. */
  @Column({ type: 'timestamptz', nullable: true })
  trashedAt: Date | null;
}
