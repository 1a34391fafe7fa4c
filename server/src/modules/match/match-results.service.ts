import { Injectable } from '@nestjs/common';
import { hasPerson, wordsFor, type PeopleBits } from '@domain/match-sets';
import { MatchInputsRepository } from './match-inputs.repository';
import { MatchSetsRepository } from './match-sets.repository';
import { SingleFlight } from '@server/common/read-reuse/single-flight';

/**
 * One client's stored results as this instance last read them, turned around: per job node
 * (by ordinal) the people who match it, as a bitset over the people's positions here. Counting
 * a node's pool members is then an AND and a popcount, not a walk over every person.
 */
export class ClientResults {
  version = '0';
  fullRecomputeAt: string | null = null;
  ordinals = new Map<string, number>();
  /** Position of each person in the bitsets; `people` maps back. */
  readonly positionOf = new Map<string, number>();
  readonly people: string[] = [];
  /** Per position, the stored row (job-node bits), to undo when the row changes. */
  private readonly rows: (Uint8Array | undefined)[] = [];
  /** Per job-node ordinal, the positions of the people matching it. */
  private nodeSets: (Uint32Array | undefined)[] = [];
  private words = 0;

  /** Applies stored rows (a person's bits over job-node ordinals). */
  apply(rows: readonly { personUuid: string; bits: Uint8Array }[]): void {
    for (const row of rows) this.positionFor(row.personUuid);
    this.grow(wordsFor(this.people.length));
    for (const { personUuid, bits } of rows) {
      const position = this.positionOf.get(personUuid)!;
      const word = position >>> 5;
      const mask = 1 << (position & 31);
      const before = this.rows[position];
      if (before) eachBit(before, (o) => (this.nodeSets[o]![word] &= ~mask));
      eachBit(bits, (o) => ((this.nodeSets[o] ??= new Uint32Array(this.words))[word] |= mask));
      this.rows[position] = bits;
    }
  }

  /** The people matching a job node (undefined: nobody). */
  matching(ordinal: number): PeopleBits | undefined {
    return this.nodeSets[ordinal];
  }

  /** A bitset of the given people; those without results are left out. */
  maskOf(personUuids: readonly string[]): PeopleBits {
    const mask = new Uint32Array(this.words);
    for (const p of personUuids) {
      const position = this.positionOf.get(p);
      if (position !== undefined) mask[position >>> 5] |= 1 << (position & 31);
    }
    return mask;
  }

  isMatch(personUuid: string, ordinal: number): boolean {
    const position = this.positionOf.get(personUuid);
    const set = this.nodeSets[ordinal];
    return position !== undefined && set !== undefined && hasPerson(set, position);
  }

  private positionFor(personUuid: string): number {
    let position = this.positionOf.get(personUuid);
    if (position === undefined) {
      position = this.people.push(personUuid) - 1;
      this.positionOf.set(personUuid, position);
    }
    return position;
  }

  /** Widens every node's bitset (doubling) when people were added. */
  private grow(words: number): void {
    if (words <= this.words) return;
    this.words = Math.max(words, this.words * 2);
    this.nodeSets = this.nodeSets.map((set) => {
      if (!set) return set;
      const wider = new Uint32Array(this.words);
      wider.set(set);
      return wider;
    });
  }
}

function eachBit(bits: Uint8Array, visit: (ordinal: number) => void): void {
  for (let byte = 0; byte < bits.length; byte++)
    for (let b = bits[byte]; b !== 0; b &= b - 1) visit(byte * 8 + 31 - Math.clz32(b & -b));
}

/**
 * The stored match results, read by everyone who needs a verdict (placement badges, auto-place,
 * statistics). Each instance keeps a client's results in memory and, before answering, fetches
 * only the rows written since the version it holds (match_clients.version).
 */
@Injectable()
export class MatchResultsService {
  private readonly clients = new Map<string, ClientResults>();
  private readonly loading = new SingleFlight<string, ClientResults>();

  constructor(
    private readonly inputs: MatchInputsRepository,
    private readonly stored: MatchSetsRepository,
  ) {}

  /** Whether the person matches every active PDA at the node (false for nodes without any). */
  async isMatch(personUuid: string, nodeUuid: string): Promise<boolean> {
    return (await this.matchingPeople(nodeUuid, [personUuid])).has(personUuid);
  }

  /** The job nodes among `nodeUuids` with an active PDA; at the others nobody matches. */
  jobsWithActivePdas(nodeUuids: readonly string[]): Promise<Set<string>> {
    return this.inputs.nodesWithActivePdas(nodeUuids);
  }

  /** Those of `personUuids` who match the job node. */
  async matchingPeople(nodeUuid: string, personUuids: readonly string[]): Promise<Set<string>> {
    const clientUuid = await this.inputs.clientOfNode(nodeUuid);
    if (!clientUuid) return new Set();
    const results = await this.ofClient(clientUuid);
    const ordinal = results.ordinals.get(nodeUuid);
    if (ordinal === undefined) return new Set();
    return new Set(personUuids.filter((p) => results.isMatch(p, ordinal)));
  }

  /** The client's results, brought up to date; concurrent callers share one refresh. */
  ofClient(clientUuid: string): Promise<ClientResults> {
    return this.loading.run(clientUuid, () => this.refresh(clientUuid));
  }

  private async refresh(clientUuid: string): Promise<ClientResults> {
    const state = await this.stored.clientState(clientUuid);
    let held = this.clients.get(clientUuid);
    // A full recompute may drop people: start over rather than patch.
    if (!held || held.fullRecomputeAt !== state.fullRecomputeAt) held = new ClientResults();
    if (held.version === state.version) return held;
    const [rows, ordinals] = await Promise.all([
      this.stored.setsSince(clientUuid, held.version),
      this.stored.ordinalsOfClient(clientUuid),
    ]);
    held.apply(rows.map((r) => ({ personUuid: r.personUuid, bits: new Uint8Array(r.bits) })));
    // Rows newer than state.version may be among them; applying them again later is harmless.
    held.ordinals = ordinals;
    held.version = state.version;
    held.fullRecomputeAt = state.fullRecomputeAt;
    this.clients.set(clientUuid, held);
    return held;
  }
}
