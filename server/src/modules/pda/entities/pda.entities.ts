import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { TreeNode } from '@server/modules/tree/entities/tree-node.entity';
import { PdaType } from './pda-type.entities';
import type { PdaStatus } from '@domain/status';
import { VersionedRow } from '@server/common/db/base-columns';

@Entity('pdas')
export class Pda extends VersionedRow {
  @PrimaryColumn('uuid')
  pdaUuid: string;

  @Index()
  @Column('uuid')
  nodeUuid: string;

  @ManyToOne(() => TreeNode, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'node_uuid' })
  node?: TreeNode;

  /** Searched through a trigram index on lower(description) (migration FindAnything). */
  @Index('idx_pdas_description_trgm', { synchronize: false })
  @Column({ type: 'varchar', length: 300 })
  description: string;

  @Column('uuid')
  pdaTypeUuid: string;

  @ManyToOne(() => PdaType, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'pda_type_uuid' })
  pdaType?: PdaType;

  @Index()
  @Column({ type: 'varchar', length: 20, default: 'INPROGRESS' })
  pdaStatusEnum: PdaStatus;

  /** Seconds per cycle; reps per hour = 3600 / takt time. */
  @Column({ type: 'double precision', nullable: true })
  taktTime: number | null;

  @Column({ type: 'double precision', nullable: true })
  seatHeight: number | null;

  @Column({ type: 'uuid', nullable: true })
  createUserUuid: string | null;

  @Column({ type: 'uuid', nullable: true })
  updateUserUuid: string | null;
}

@Entity('pda_variations')
export class PdaVariation {
  @PrimaryColumn('uuid')
  pdaUuid: string;

  @ManyToOne(() => Pda, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'pda_uuid' })
  pda?: Pda;

  @PrimaryColumn('uuid')
  variationUuid: string;
}

@Entity('pda_fields')
export class PdaField {
  @PrimaryColumn('uuid')
  pdaUuid: string;

  @ManyToOne(() => Pda, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'pda_uuid' })
  pda?: Pda;

  @PrimaryColumn('uuid')
  pdaTypeFieldUuid: string;

  @Column({ type: 'text', default: '' })
  stringValue: string;

  /** Overrides the type field's format for this PDA (PATCH .../value-type/{t}). */
  @Column({ type: 'varchar', length: 30, nullable: true })
  valueType: string | null;

  /** Each save carries the version it edits; a stale one is refused (409). */
  @Column({ type: 'int', default: 1 })
  version: number;
}

/** A row of a PDA's element, object or tool list: it belongs to one PDA and goes with it. */
export abstract class PdaPartRow {
  @Index()
  @Column('uuid')
  pdaUuid: string;

  @ManyToOne(() => Pda, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'pda_uuid' })
  pda?: Pda;
}

@Entity('pda_elements')
export class PdaElement extends PdaPartRow {
  @PrimaryColumn('uuid')
  elementUuid: string;

  @Column('int')
  ordinal: number;

  @Column({ type: 'int', nullable: true })
  tebaOrdinal: number | null;

  @Column({ type: 'varchar', length: 500 })
  description: string;

  /** Seconds. */
  @Column({ type: 'double precision', default: 0 })
  duration: number;

  /** Share of the cycle, 0-100. */
  @Column({ type: 'double precision', default: 0 })
  percent: number;
}

/** An object handled in the process; reps are per cycle, weights/forces in kg. */
@Entity('pda_objects')
export class PdaObject extends PdaPartRow {
  @PrimaryColumn('uuid')
  objectUuid: string;

  @Column({ type: 'int', default: 0 })
  ordinal: number;

  @Column({ type: 'varchar', length: 300 })
  description: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  exertions: Partial<
    Record<
      'lift' | 'push' | 'pull' | 'pinch' | 'grip' | 'finger',
      { reps: number; kg: number; side: string }
    >
  >;
}

@Entity('pda_tools')
export class PdaTool extends PdaPartRow {
  @PrimaryColumn('uuid')
  toolUuid: string;

  @Column({ type: 'int', default: 0 })
  ordinal: number;

  @Column({ type: 'varchar', length: 300 })
  description: string;

  /** Trigger pulls per cycle. */
  @Column({ type: 'int', default: 0 })
  trigger: number;

  @Column({ type: 'int', default: 0 })
  gripReps: number;

  @Column({ type: 'double precision', default: 0 })
  gripKg: number;

  @Column({ type: 'varchar', length: 10, default: 'EITHER' })
  gripSide: string;

  @Column({ type: 'boolean', default: false })
  vibratory: boolean;

  /** kg. */
  @Column({ type: 'double precision', default: 0 })
  activationForce: number;
}

/** What the job asks of a capability; text for text-type capabilities. */
@Entity('pda_demands')
export class PdaDemand {
  @PrimaryColumn('uuid')
  pdaUuid: string;

  @ManyToOne(() => Pda, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'pda_uuid' })
  pda?: Pda;

  @PrimaryColumn('uuid')
  capabilityUuid: string;

  @Column({ type: 'varchar', length: 2000 })
  value: string;

  /** Bumped on every save; a save naming an older version is refused (no lost update). */
  @Column({ type: 'int', default: 1 })
  version: number;
}
