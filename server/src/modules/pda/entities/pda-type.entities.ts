import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { PdaFieldFormat } from '@domain/pda/pda-field-formats';

@Entity('pda_types')
export class PdaType {
  @PrimaryColumn('uuid')
  pdaTypeUuid: string;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  /** False for the legacy type: its PDAs are shown read-only ("editing is forced off"). */
  @Column({ type: 'boolean', default: true })
  editable: boolean;
}

@Entity('pda_type_fields')
export class PdaTypeField {
  @PrimaryColumn('uuid')
  pdaTypeFieldUuid: string;

  @Index()
  @Column('uuid')
  pdaTypeUuid: string;

  @Column({ type: 'varchar', length: 100 })
  pdaTypeFieldCode: string;

  @Column({ type: 'varchar', length: 300 })
  description: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  fieldGroup: string;

  @Column({ type: 'int', default: 0 })
  fieldGroupOrdinal: number;

  @Column({ type: 'varchar', length: 30, default: 'text' })
  format: PdaFieldFormat;
}

/** A variant of a job (e.g. left-hand drive); a PDA covers one or more. */
@Entity('variations')
export class Variation {
  @PrimaryColumn('uuid')
  variationUuid: string;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  @Column({ type: 'varchar', length: 30 })
  shortDescription: string;
}
