import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Unique } from 'typeorm';
import { EXAM_STATUSES, type ExamStatus } from '@domain/status';
import { VersionedRow } from '@server/common/db/base-columns';
import { PersonId } from '@server/modules/people/entities/person.entities';
import { ExamRoom, ExamType, ExamTypeField } from './exam-catalogue.entities';

/**
 * One scheduled assessment of one ID in a room at a time slot. The roster of a day is one
 * indexed query on (start_ts) joined to rooms, locations, IDs and persons.
 */
@Entity('exams')
@Index('idx_exams_start_room', ['startTs', 'roomUuid'])
export class Exam extends VersionedRow {
  @PrimaryColumn('uuid')
  examUuid: string;

  @Column('uuid')
  examTypeUuid: string;

  @ManyToOne(() => ExamType)
  @JoinColumn({ name: 'exam_type_uuid' })
  examType?: ExamType;

  @Index()
  @Column('uuid')
  idUuid: string;

  @ManyToOne(() => PersonId, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'id_uuid' })
  personId?: PersonId;

  @Column('uuid')
  roomUuid: string;

  @ManyToOne(() => ExamRoom, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'room_uuid' })
  room?: ExamRoom;

  /** The time slot; rosters group entries by it. */
  @Column({ type: 'timestamptz' })
  startTs: Date;

  @Column({
    type: 'enum',
    enum: EXAM_STATUSES,
    enumName: 'exam_status',
    default: 'PENDING',
  })
  examStatusEnum: ExamStatus;

  /** PASS / FAIL of a remotely scored (process) exam; null otherwise. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  remoteScoreEnum: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  finalizedAt: Date | null;

  /** Set when the match job for this (PPT) exam's person has run: isScored. */
  @Column({ type: 'timestamptz', nullable: true })
  scoredAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  createdByUserUuid: string | null;
}

/** The value of one field of one exam; a missing row is an empty field. */
@Entity('exam_fields')
@Unique('uq_exam_fields_exam_field', ['examUuid', 'examTypeFieldUuid'])
export class ExamField {
  @PrimaryColumn('uuid')
  examFieldUuid: string;

  @Column('uuid')
  examUuid: string;

  @ManyToOne(() => Exam, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'exam_uuid' })
  exam?: Exam;

  @Column('uuid')
  examTypeFieldUuid: string;

  @ManyToOne(() => ExamTypeField)
  @JoinColumn({ name: 'exam_type_field_uuid' })
  examTypeField?: ExamTypeField;

  @Column({ type: 'varchar', length: 4000 })
  stringValue: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updated: Date;

  @Column({ type: 'uuid', nullable: true })
  updatedByUserUuid: string | null;
}
