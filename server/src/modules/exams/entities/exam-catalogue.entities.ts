import type { ExamFieldType } from '@domain/exams';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Capability } from '@server/modules/pda/entities/capability.entities';
import { TreeNode } from '@server/modules/tree/entities/tree-node.entity';

/** An assessment centre of a client site; rosters list locations, then rooms. */
@Entity('exam_locations')
export class ExamLocation {
  @PrimaryColumn('uuid')
  locationUuid: string;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  @Index()
  @Column('uuid')
  clientNodeUuid: string;

  @ManyToOne(() => TreeNode, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'client_node_uuid' })
  client?: TreeNode;
}

/**
 * An exam room. `productDescription` is the seed's {product}Description: rooms without one
 * are hidden from scheduling (seed 001 section 5).
 */
@Entity('exam_rooms')
export class ExamRoom {
  @PrimaryColumn('uuid')
  roomUuid: string;

  @Index()
  @Column('uuid')
  locationUuid: string;

  @ManyToOne(() => ExamLocation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'location_uuid' })
  location?: ExamLocation;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  productDescription: string | null;

  @Column({ type: 'int', default: 0 })
  ordinal: number;
}

export const EXAM_KINDS = ['PPT', 'TMM', 'PROCESS'] as const;
/** PPT: the physical test whose fields feed matching; TMM: a scored interview; PROCESS: remote. */
export type ExamKind = (typeof EXAM_KINDS)[number];

@Entity('exam_types')
export class ExamType {
  @PrimaryColumn('uuid')
  examTypeUuid: string;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  @Column({ type: 'varchar', length: 10 })
  kind: ExamKind;
}

/** Which exam types a room offers (secure/ui/exam-types/by-id/{id}/by-room/{room}). */
@Entity('exam_room_types')
export class ExamRoomType {
  @PrimaryColumn('uuid')
  roomUuid: string;

  @ManyToOne(() => ExamRoom, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'room_uuid' })
  room?: ExamRoom;

  @PrimaryColumn('uuid')
  examTypeUuid: string;

  @ManyToOne(() => ExamType, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'exam_type_uuid' })
  examType?: ExamType;
}

/** A section of an exam form: a card with an icon, col-xl-6, 9 or 12 wide. */
@Entity('exam_sections')
export class ExamSection {
  @PrimaryColumn('uuid')
  sectionUuid: string;

  @Index()
  @Column('uuid')
  examTypeUuid: string;

  @ManyToOne(() => ExamType, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'exam_type_uuid' })
  examType?: ExamType;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  @Column({ type: 'varchar', length: 100 })
  iconClass: string;

  @Column({ type: 'varchar', length: 20 })
  containerClass: string;

  @Column({ type: 'int' })
  ordinal: number;
}

/** A group of fields in a section: a label column (labelColClass) and a cols x rows grid. */
@Entity('exam_type_groups')
export class ExamTypeGroup {
  @PrimaryColumn('uuid')
  groupUuid: string;

  @Index()
  @Column('uuid')
  sectionUuid: string;

  @ManyToOne(() => ExamSection, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'section_uuid' })
  section?: ExamSection;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  @Column({ type: 'varchar', length: 20 })
  labelColClass: string;

  @Column({ type: 'int' })
  cols: number;

  @Column({ type: 'int' })
  rows: number;

  @Column({ type: 'int' })
  ordinal: number;
}

/**
 * One field of an exam type, at (row, col) of its group. A NUMERIC field that measures a
 * capability (`capabilityUuid`) feeds matching once the exam is COMPLETE.
 */
@Entity('exam_type_fields')
export class ExamTypeField {
  @PrimaryColumn('uuid')
  examTypeFieldUuid: string;

  @Index()
  @Column('uuid')
  groupUuid: string;

  @ManyToOne(() => ExamTypeGroup, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'group_uuid' })
  group?: ExamTypeGroup;

  @Column({ type: 'varchar', length: 12 })
  fieldTypeCode: ExamFieldType;

  @Column({ type: 'boolean', default: false })
  required: boolean;

  @Column({ type: 'varchar', length: 300 })
  description: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  placeholder: string | null;

  @Column({ type: 'double precision', nullable: true })
  softMinValue: number | null;

  @Column({ type: 'double precision', nullable: true })
  softMaxValue: number | null;

  @Column({ type: 'double precision', nullable: true })
  hardMinValue: number | null;

  @Column({ type: 'double precision', nullable: true })
  hardMaxValue: number | null;

  @Column({ type: 'double precision', nullable: true })
  step: number | null;

  /** Row and column inside the group (0-based); the seed's examTypeRowUuid/ColUuid. */
  @Column({ type: 'int' })
  rowIndex: number;

  @Column({ type: 'int' })
  colIndex: number;

  /** The layout class of the field's cell: col-1, 2, 3, 4, 6, 8 or 12. */
  @Column({ type: 'varchar', length: 20, default: 'col-12' })
  colClass: string;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  capabilityUuid: string | null;

  @ManyToOne(() => Capability, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'capability_uuid' })
  capability?: Capability;
}

/** The choices of a SELECT or MULTISELECT field. */
@Entity('exam_select_options')
export class ExamSelectOption {
  @PrimaryColumn('uuid')
  optionUuid: string;

  @Index()
  @Column('uuid')
  examTypeFieldUuid: string;

  @ManyToOne(() => ExamTypeField, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'exam_type_field_uuid' })
  field?: ExamTypeField;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  @Column({ type: 'varchar', length: 100 })
  value: string;

  @Column({ type: 'int' })
  ordinal: number;
}
