import { Column, Entity, Index, PrimaryColumn, Unique } from 'typeorm';

/**
 * One row per client site: `version` goes up with every write of that client's results, under
 * this row's lock, so instances holding the results in memory fetch only rows newer than the
 * version they hold; `demandsVersion` goes up when a PDA's demands or status change.
 */
@Entity('match_clients')
export class MatchClient {
  @PrimaryColumn('uuid')
  clientNodeUuid: string;

  @Column({ type: 'bigint', default: 0 })
  version: string;

  @Column({ type: 'bigint', default: 0 })
  demandsVersion: string;

  @Column({ type: 'timestamptz', nullable: true })
  fullRecomputeAt: Date | null;
}

/** A job node (one with active PDAs) and its bit in the people's result bitsets. */
@Entity('match_nodes')
@Unique('uq_match_nodes_client_ordinal', ['clientNodeUuid', 'ordinal'])
export class MatchNode {
  @PrimaryColumn('uuid')
  nodeUuid: string;

  @Column('uuid')
  clientNodeUuid: string;

  @Column({ type: 'int' })
  ordinal: number;
}

/**
 * The stored match result of one person: bit `ordinal` of `bits` (byte ordinal / 8, bit
 * ordinal % 8, PostgreSQL's get_bit order) is set when they match every active PDA at that
 * job node. Missing bits are 0.
 */
@Entity('match_person_sets')
@Index('idx_match_person_sets_client_version', ['clientNodeUuid', 'version'])
export class MatchPersonSet {
  @PrimaryColumn('uuid')
  personUuid: string;

  @Column('uuid')
  clientNodeUuid: string;

  @Column({ type: 'bytea' })
  bits: Buffer;

  @Column({ type: 'bigint' })
  version: string;

  /**
   * The version of the last write that read this person's measurements (their own recompute,
   * a full one, the row's creation); a node's recompute changes `version` only. Instances
   * holding the people's values in memory (the what-if, decision 0026) re-read just these.
   */
  @Column({ type: 'bigint', default: 0 })
  valuesVersion: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  computedAt: Date;

  /**
   * For a person graded against every job node who matches none: the nearest node's ordinal
   * and their count of unmet demands there (decision 0036), so a node's change regrades only
   * those it can move. Null: unknown (searched at the next change) or not such a person.
   */
  @Column({ type: 'int', nullable: true })
  nearestOrdinal: number | null;

  @Column({ type: 'int', nullable: true })
  nearestUnmet: number | null;
}
