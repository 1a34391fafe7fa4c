import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Unique } from 'typeorm';
import { VersionedRow } from '@server/common/db/base-columns';
import { TreeNode } from '@server/modules/tree/entities/tree-node.entity';

/**
 * What an ID number is (application id, HR candidate id, ...). `schedulable`: the schedule
 * dialog offers IDs of this type; `hidden`: IDs of this type are never shown in ID pickers
 * (seed 001 section 5, decision 0010).
 */
@Entity('id_types')
export class IdType {
  @PrimaryColumn('uuid')
  idTypeUuid: string;

  @Column({ type: 'varchar', length: 100 })
  description: string;

  @Column({ type: 'boolean', default: false })
  schedulable: boolean;

  @Column({ type: 'boolean', default: false })
  hidden: boolean;
}

/** Where an ID came from (the HR system, a walk-in registration, ...). */
@Entity('info_sources')
export class InfoSource {
  @PrimaryColumn('uuid')
  infoSourceUuid: string;

  @Column({ type: 'varchar', length: 100 })
  description: string;
}

/**
 * A candidate. `clientNodeUuid` is the client site that registered them: who may see the
 * person (decision 0010) and where they are examined.
 */
@Entity('persons')
export class Person extends VersionedRow {
  @PrimaryColumn('uuid')
  personUuid: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  /** With firstName, searched through a trigram index on the full name (FindAnything). */
  @Index('idx_persons_name_trgm', { synchronize: false })
  @Index()
  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'uuid', nullable: true })
  primaryIdUuid: string | null;

  @Index()
  @Column('uuid')
  clientNodeUuid: string;

  @ManyToOne(() => TreeNode, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'client_node_uuid' })
  client?: TreeNode;
}

/** One ID number of a person; an (ID type, number) pair names one person. */
@Entity('person_ids')
@Unique('uq_person_ids_type_id', ['idTypeUuid', 'id'])
export class PersonId {
  @PrimaryColumn('uuid')
  idUuid: string;

  @Index()
  @Column('uuid')
  personUuid: string;

  @ManyToOne(() => Person, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'person_uuid' })
  person?: Person;

  /** Searched through a trigram index on lower(id) (migration FindAnything). */
  @Index('idx_person_ids_id_trgm', { synchronize: false })
  @Column({ type: 'varchar', length: 100 })
  id: string;

  @Column('uuid')
  idTypeUuid: string;

  @ManyToOne(() => IdType)
  @JoinColumn({ name: 'id_type_uuid' })
  idType?: IdType;

  @Column('uuid')
  infoSourceUuid: string;

  @ManyToOne(() => InfoSource)
  @JoinColumn({ name: 'info_source_uuid' })
  infoSource?: InfoSource;
}

/**
 * A person's metadata: NAME, _Phone_, Email, availability_date_{wID}, ... A field may hold
 * several values (meta-array); `meta/{k}/{v}` replaces them all, meta-add and meta-del one
 * (the service keeps a field's values distinct).
 */
@Entity('person_metas')
@Index('idx_person_metas_field', ['personUuid', 'metadataField'])
export class PersonMeta {
  @PrimaryColumn('uuid')
  personMetaUuid: string;

  @Column('uuid')
  personUuid: string;

  @ManyToOne(() => Person, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'person_uuid' })
  person?: Person;

  @Column({ type: 'varchar', length: 100 })
  metadataField: string;

  @Column({ type: 'varchar', length: 2000 })
  stringValue: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updated: Date;
}
