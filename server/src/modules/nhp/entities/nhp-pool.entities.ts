import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  Unique,
} from 'typeorm';
import { Person } from '@server/modules/people/entities/person.entities';
import { TreeNode } from '@server/modules/tree/entities/tree-node.entity';

/**
 * A pool of candidates of one client site from which new-hire classes are filled. A
 * description is unique per client ignoring case: the expression index
 * `uq_nhp_pools_client_description` on (client_node_uuid, lower(description)) is written by
 * hand in the migration. Scopes that prefix the description grant its classes (seed 001
 * section 6). The match module reads this table and nhp_swimmers with SQL (n of node match
 * statistics): keep the names.
 */
@Entity('nhp_pools')
export class NhpPool {
  @PrimaryColumn('uuid')
  nhpPoolUuid: string;

  @Index()
  @Column('uuid')
  clientNodeUuid: string;

  @ManyToOne(() => TreeNode, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'client_node_uuid' })
  client?: TreeNode;

  @Index('uq_nhp_pools_client_description', { synchronize: false })
  @Column({ type: 'varchar', length: 200 })
  description: string;
}

/** A member of a pool (a "swimmer"): a person, once per pool, available from a date on. */
@Entity('nhp_swimmers')
@Unique('uq_nhp_swimmers_pool_person', ['nhpPoolUuid', 'personUuid'])
export class NhpSwimmer {
  @PrimaryColumn('uuid')
  swimmerUuid: string;

  @Column('uuid')
  nhpPoolUuid: string;

  @ManyToOne(() => NhpPool, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'nhp_pool_uuid' })
  pool?: NhpPool;

  @Index()
  @Column('uuid')
  personUuid: string;

  @ManyToOne(() => Person, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'person_uuid' })
  person?: Person;

  /** The first day the person can start (yyyy-mm-dd). */
  @Column({ type: 'date' })
  availableDate: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
