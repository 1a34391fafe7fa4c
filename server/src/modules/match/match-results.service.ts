import { Injectable } from '@nestjs/common';
import { MatchRepository } from './match.repository';
import { resultHas } from './match-recompute.service';

/** One client's stored results as this instance last read them. */
export interface ClientResults {
  version: string;
  fullRecomputeAt: string | null;
  /** Per person, their result bits (bit = job node ordinal). */
  sets: Map<string, Uint8Array>;
  /** Per job node, its bit. */
  ordinals: Map<string, number>;
}

/**
 * The stored match results, read by everyone who needs a verdict (placement badges, auto-place,
 * statistics). Each instance keeps a client's results in memory and, before answering, fetches
 * only the rows written since the version it holds (match_clients.version).
 */
@Injectable()
export class MatchResultsService {
  private readonly clients = new Map<string, ClientResults>();
  private readonly loading = new Map<string, Promise<ClientResults>>();

  constructor(private readonly repo: MatchRepository) {}

  /** Whether the person matches every active PDA at the node (false for nodes without any). */
  async isMatch(personUuid: string, nodeUuid: string): Promise<boolean> {
    return (await this.matchingPeople(nodeUuid, [personUuid])).has(personUuid);
  }

  /** Those of `personUuids` who match the job node. */
  async matchingPeople(nodeUuid: string, personUuids: readonly string[]): Promise<Set<string>> {
    const clientUuid = await this.repo.clientOfNode(nodeUuid);
    if (!clientUuid) return new Set();
    const results = await this.ofClient(clientUuid);
    const ordinal = results.ordinals.get(nodeUuid);
    if (ordinal === undefined) return new Set();
    return new Set(
      personUuids.filter((p) => {
        const bits = results.sets.get(p);
        return bits !== undefined && resultHas(bits, ordinal);
      }),
    );
  }

  /** The client's results, brought up to date; concurrent callers share one refresh. */
  ofClient(clientUuid: string): Promise<ClientResults> {
    const pending = this.loading.get(clientUuid);
    if (pending) return pending;
    const refresh = this.refresh(clientUuid).finally(() => this.loading.delete(clientUuid));
    this.loading.set(clientUuid, refresh);
    return refresh;
  }

  private async refresh(clientUuid: string): Promise<ClientResults> {
    const state = await this.repo.clientState(clientUuid);
    let held = this.clients.get(clientUuid);
    // A full recompute may drop people: start over rather than patch.
    if (held && held.fullRecomputeAt !== state.fullRecomputeAt) held = undefined;
    if (held && held.version === state.version) return held;
    const [rows, ordinals] = await Promise.all([
      this.repo.setsSince(clientUuid, held?.version ?? '0'),
      this.repo.ordinalsOfClient(clientUuid),
    ]);
    const sets = held?.sets ?? new Map<string, Uint8Array>();
    for (const row of rows) sets.set(row.personUuid, new Uint8Array(row.bits));
    // Rows newer than state.version may be among them; fetching them again later is harmless.
    const fresh = { ...state, sets, ordinals };
    this.clients.set(clientUuid, fresh);
    return fresh;
  }
}
