import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { StoredNearest } from './match-sets.repository';

/**
 * Each person's stored nearest job node (match_person_sets.nearest_ordinal and nearest_unmet,
 * decision 0036): the full recompute writes it with the bits (MatchSetsRepository.writeSets), a
 * regrade reads it to find whom a node's change can move and writes what it searched again.
 */
@Injectable()
export class MatchNearestRepository {
  /** The people's nearest job nodes a regrade found (null: none to store). */
  async writeNearest(
    people: readonly { personUuid: string; nearest?: StoredNearest }[],
    manager: EntityManager,
  ): Promise<void> {
    if (people.length === 0) return;
    await manager.query(
      `UPDATE match_person_sets s SET nearest_ordinal = n.ordinal, nearest_unmet = n.unmet
         FROM unnest($1::uuid[], $2::int[], $3::int[]) n(person_uuid, ordinal, unmet)
        WHERE s.person_uuid = n.person_uuid`,
      [
        people.map((p) => p.personUuid),
        people.map((p) => p.nearest?.ordinal ?? null),
        people.map((p) => p.nearest?.unmet ?? null),
      ],
    );
  }

  /** The stored nearest job node of each of the client's people who has one. */
  async nearestOfClient(
    clientUuid: string,
    manager: EntityManager,
  ): Promise<Map<string, StoredNearest>> {
    const rows: { p: string; o: number; u: number }[] = await manager.query(
      `SELECT person_uuid AS p, nearest_ordinal AS o, nearest_unmet AS u FROM match_person_sets
        WHERE client_node_uuid = $1 AND nearest_ordinal IS NOT NULL`,
      [clientUuid],
    );
    return new Map(rows.map((r) => [r.p, { ordinal: r.o, unmet: r.u }]));
  }
}
