import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

type Db = EntityManager | DataSource;

/** A pool member with the contact details the match statistics list. */
export interface PoolMemberRow {
  personUuid: string;
  firstName: string;
  lastName: string;
  id: string | null;
  pools: string;
  availableDate: string;
  phone: string | null;
  email: string | null;
}

/**
 * What matching reads of the new-hire pools and classes: who is up for which jobs, and who is
 * in a client's pools. The nhp module owns those tables and depends on match (it places by
 * the grades), so match neither asks its services nor names its tables: nhp hands its read
 * model in when it starts (NhpPoolMembership), as the PDA and files modules hand the tree
 * their lists (decision 0024). Each method is one set query, as before.
 */
export interface PoolMembershipReadModel {
  /** Per person, the job nodes with openings in the classes of the pools they are in. */
  targetNodes(people: readonly string[], db: Db): Promise<Map<string, Set<string>>>;
  /** targetNodes for every person of the client site (by their own site). */
  targetsOfClient(clientUuid: string, db: Db): Promise<Map<string, Set<string>>>;
  /** A pool's client site and members. */
  poolMembers(
    nhpPoolUuid: string,
    db: Db,
  ): Promise<{ clientUuid: string | null; people: string[] }>;
  /** The people in any pool of the client site (by the pool's site), once each. */
  poolPeopleOfClient(clientUuid: string): Promise<string[]>;
  /** One value that changes when the client's pool members do. */
  poolFingerprint(clientUuid: string): Promise<string>;
  /** The pool members among `personUuids`, with their contact details and pools. */
  poolMemberDetails(clientUuid: string, personUuids: readonly string[]): Promise<PoolMemberRow[]>;
}

/** Where nhp's read model is handed in; match's repositories read pools through it. */
@Injectable()
export class PoolMembership {
  private model?: PoolMembershipReadModel;

  /** Called by the nhp module when it starts. */
  provide(model: PoolMembershipReadModel): void {
    this.model = model;
  }

  /** The read model; an app without the nhp module is a wiring mistake, said as such. */
  get reads(): PoolMembershipReadModel {
    if (!this.model) throw new Error('No pool membership read model: the nhp module provides it');
    return this.model;
  }
}
