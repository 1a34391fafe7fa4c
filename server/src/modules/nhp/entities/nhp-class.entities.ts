import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  Unique,
} from 'typeorm';
import {
  NHP_CLASS_STATUSES,
  PLACEMENT_STATUSES,
  type NhpClassStatus,
  type PlacementStatus,
} from '@domain/status';
import { VersionedRow } from '@server/common/db/base-columns';
import { Person } from '@server/modules/people/entities/person.entities';
import { TreeNode } from '@server/modules/tree/entities/tree-node.entity';
import { NhpPool } from './nhp-pool.entities';

/** A new-hire class of one pool: KANBAN (openings) -> PLACEMENT (slots) -> FINAL. */
@Entity('nhp_classes')
export class NhpClass extends VersionedRow {
  @PrimaryColumn('uuid')
  nhpClassUuid: string;

  /** Searched through a trigram index on lower(description) (migration FindAnything). */
  @Index('idx_nhp_classes_description_trgm', { synchronize: false })
  @Column({ type: 'varchar', length: 200 })
  description: string;

  /** The class's start; people available on or before its date are eligible. */
  @Column({ type: 'timestamptz' })
  classTimestamp: Date;

  @Index()
  @Column('uuid')
  nhpPoolUuid: string;

  @ManyToOne(() => NhpPool, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'nhp_pool_uuid' })
  pool?: NhpPool;

  @Column({
    type: 'enum',
    enum: NHP_CLASS_STATUSES,
    enumName: 'nhp_class_status',
    default: 'KANBAN',
  })
  nhpClassStatusEnum: NhpClassStatus;

  @Column({ type: 'uuid', nullable: true })
  createdByUserUuid: string | null;
}

/** The openings of one node in one class: qty1 first shift, qty2 second shift (0-999). */
@Entity('nhp_kanbans')
@Unique('uq_nhp_kanbans_class_node', ['nhpClassUuid', 'nodeUuid'])
@Check('ck_nhp_kanbans_qty', 'qty1 BETWEEN 0 AND 999 AND qty2 BETWEEN 0 AND 999')
export class NhpKanban {
  @PrimaryColumn('uuid')
  kanbanUuid: string;

  @Column('uuid')
  nhpClassUuid: string;

  @ManyToOne(() => NhpClass, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'nhp_class_uuid' })
  nhpClass?: NhpClass;

  @Index()
  @Column('uuid')
  nodeUuid: string;

  @ManyToOne(() => TreeNode, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'node_uuid' })
  node?: TreeNode;

  @Column({ type: 'smallint', default: 0 })
  qty1: number;

  @Column({ type: 'smallint', default: 0 })
  qty2: number;
}

/**
 * One opening of a class once its kanbans are finalized: (node, shift, ordinal), empty or
 * holding a person (at most once per class). `why` keeps the rank terms auto-place chose the
 * person by; `version` orders concurrent placements (the row is locked while one is written).
 */
@Entity('nhp_placements')
@Unique('uq_nhp_placements_slot', ['nhpClassUuid', 'nodeUuid', 'ordinal'])
@Unique('uq_nhp_placements_class_person', ['nhpClassUuid', 'personUuid'])
@Check('ck_nhp_placements_shift', 'shift IN (1, 2)')
export class NhpPlacement extends VersionedRow {
  @PrimaryColumn('uuid')
  placementUuid: string;

  @Column('uuid')
  nhpClassUuid: string;

  @ManyToOne(() => NhpClass, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'nhp_class_uuid' })
  nhpClass?: NhpClass;

  @Index()
  @Column('uuid')
  nodeUuid: string;

  @ManyToOne(() => TreeNode, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'node_uuid' })
  node?: TreeNode;

  /** 1.. within the node: first-shift slots first, then second-shift ones. */
  @Column({ type: 'smallint' })
  ordinal: number;

  @Column({ type: 'smallint' })
  shift: number;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  personUuid: string | null;

  @ManyToOne(() => Person, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'person_uuid' })
  person?: Person;

  @Column({
    type: 'enum',
    enum: PLACEMENT_STATUSES,
    enumName: 'nhp_placement_status',
    default: 'INITIAL',
  })
  placementStatusEnum: PlacementStatus;

  /** Auto-place's rank terms for this person in this slot; null for manual placements. */
  @Column({ type: 'jsonb', nullable: true })
  why: Record<string, unknown> | null;
}

/** A person rejected for a node of a class: auto-place never offers them there again. */
@Entity('nhp_rejections')
@Unique('uq_nhp_rejections_class_node_person', ['nhpClassUuid', 'nodeUuid', 'personUuid'])
export class NhpRejection {
  @PrimaryColumn('uuid')
  rejectionUuid: string;

  @Column('uuid')
  nhpClassUuid: string;

  @ManyToOne(() => NhpClass, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'nhp_class_uuid' })
  nhpClass?: NhpClass;

  @Column('uuid')
  nodeUuid: string;

  @ManyToOne(() => TreeNode, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'node_uuid' })
  node?: TreeNode;

  @Index()
  @Column('uuid')
  personUuid: string;

  @ManyToOne(() => Person, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'person_uuid' })
  person?: Person;

  @Column({ type: 'uuid', nullable: true })
  rejectedByUserUuid: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
