import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

import type { CapabilityDirection } from '@domain/match-engine';

export { CAPABILITY_DIRECTIONS, type CapabilityDirection } from '@domain/match-engine';

/** Something a job demands and a person can be measured on (strength, reach, posture...). */
@Entity('capabilities')
export class Capability {
  @PrimaryColumn('uuid')
  capabilityUuid: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 100 })
  code: string;

  /** SIDE, TEXTAREA, RANGE_UNITS, BODY_POSITION, BOOLEAN or a grouping type. */
  @Column({ type: 'varchar', length: 30 })
  type: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  units: string | null;

  @Column({ type: 'double precision', nullable: true })
  minValue: number | null;

  @Column({ type: 'double precision', nullable: true })
  maxValue: number | null;

  @Column({ type: 'varchar', length: 300 })
  description: string;

  /** How a person's value meets a demand (decision 0011). */
  @Column({ type: 'varchar', length: 10, default: 'NONE' })
  direction: CapabilityDirection;

  @Column({ type: 'uuid', nullable: true })
  subjectiveValueTypeUuid: string | null;

  @Column({ type: 'int', default: 0 })
  ordinal: number;

  /** Shown in summaries; set by capability maintenance (secure/maint/capability/{id}/isSummary/{x}). */
  @Column({ type: 'boolean', default: false })
  isSummary: boolean;
}

/** A named scale of words for a range (e.g. "Light" for 0-10 kg). */
@Entity('subjective_value_types')
export class SubjectiveValueType {
  @PrimaryColumn('uuid')
  subjectiveValueTypeUuid: string;

  @Column({ type: 'varchar', length: 200 })
  description: string;
}

@Entity('subjective_values')
export class SubjectiveValue {
  @PrimaryColumn('uuid')
  subjectiveValueUuid: string;

  @Index()
  @Column('uuid')
  subjectiveValueTypeUuid: string;

  /** The value stored when this word is chosen. */
  @Column({ type: 'double precision' })
  value: number;

  @Column({ type: 'double precision', nullable: true })
  minValue: number | null;

  @Column({ type: 'double precision', nullable: true })
  maxValue: number | null;

  @Column({ type: 'boolean', default: false })
  minStrict: boolean;

  @Column({ type: 'boolean', default: false })
  maxStrict: boolean;

  @Column({ type: 'varchar', length: 300, default: '' })
  description: string;

  /** The word shown, e.g. "Medium". */
  @Column({ type: 'varchar', length: 100 })
  subjectiveValue: string;
}
