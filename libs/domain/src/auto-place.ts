// Auto-place as one optimal assignment (decision 0014, "New-hire classes"): fill the most
// slots, then the most slots on a preferred shift, then take the people available earliest.
// Identical slots (same node and shift) form one group with a capacity, and the assignment is a
// min-cost max-flow: source -> person (1) -> slot group (cost) -> sink (capacity of the group).

/** What a (slot, person) pair is worth; null when the person may not take the slot. */
export interface PlacementTerms {
  preferredShift: boolean;
  /** Days from the person's availability to the class (0: available that day). */
  daysAvailableBeforeClass: number;
}

export interface Assignment {
  /** Index into the slots given. */
  slot: number;
  /** Index into the candidates given. */
  candidate: number;
}

/**
 * The costs that make the lexicographic order exact. Max flow comes first by itself (only
 * max flows are considered); among them a slot off the preferred shift costs more than the
 * availability terms of every slot together can, so no trade of earliness buys a preferred
 * shift away. Availability costs the days a person became available after the earliest one.
 */
export function placementCost(
  terms: PlacementTerms,
  latestDaysBefore: number,
  notPreferredPenalty: number,
): number {
  return (
    (terms.preferredShift ? 0 : notPreferredPenalty) +
    latestDaysBefore -
    terms.daysAvailableBeforeClass
  );
}

interface Edge {
  to: number;
  capacity: number;
  cost: number;
  /** Index of the reverse edge in `to`'s list. */
  reverse: number;
}

class FlowGraph {
  readonly edges: Edge[][];
  constructor(size: number) {
    this.edges = Array.from({ length: size }, () => []);
  }
  add(from: number, to: number, capacity: number, cost: number): void {
    this.edges[from].push({ to, capacity, cost, reverse: this.edges[to].length });
    this.edges[to].push({
      to: from,
      capacity: 0,
      cost: -cost,
      reverse: this.edges[from].length - 1,
    });
  }
}

/** A binary min-heap of (distance, vertex). */
class Heap {
  private keys: number[] = [];
  private values: number[] = [];
  get size() {
    return this.keys.length;
  }
  push(key: number, value: number): void {
    let i = this.keys.push(key) - 1;
    this.values.push(value);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.keys[parent] <= key) break;
      this.keys[i] = this.keys[parent];
      this.values[i] = this.values[parent];
      i = parent;
    }
    this.keys[i] = key;
    this.values[i] = value;
  }
  pop(): [number, number] {
    const top: [number, number] = [this.keys[0], this.values[0]];
    const key = this.keys.pop()!;
    const value = this.values.pop()!;
    const n = this.keys.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= n) break;
        const child = left + 1 < n && this.keys[left + 1] < this.keys[left] ? left + 1 : left;
        if (this.keys[child] >= key) break;
        this.keys[i] = this.keys[child];
        this.values[i] = this.values[child];
        i = child;
      }
      this.keys[i] = key;
      this.values[i] = value;
    }
    return top;
  }
}

/**
 * Successive shortest paths with Dijkstra on reduced costs (all costs start non-negative, so
 * zero potentials are valid): each augmentation adds one placement and the flow after k
 * augmentations is a cheapest one of value k, so the last is a cheapest maximum flow.
 */
function minCostMaxFlow(graph: FlowGraph, source: number, sink: number): void {
  const size = graph.edges.length;
  const potential = new Float64Array(size);
  const distance = new Float64Array(size);
  const viaVertex = new Int32Array(size);
  const viaEdge = new Int32Array(size);
  for (;;) {
    distance.fill(Infinity);
    distance[source] = 0;
    const heap = new Heap();
    heap.push(0, source);
    while (heap.size > 0) {
      const [d, v] = heap.pop();
      if (d > distance[v]) continue;
      const out = graph.edges[v];
      for (let e = 0; e < out.length; e++) {
        const edge = out[e];
        if (edge.capacity <= 0) continue;
        const next = d + edge.cost + potential[v] - potential[edge.to];
        if (next < distance[edge.to]) {
          distance[edge.to] = next;
          viaVertex[edge.to] = v;
          viaEdge[edge.to] = e;
          heap.push(next, edge.to);
        }
      }
    }
    if (distance[sink] === Infinity) return;
    for (let v = 0; v < size; v++) if (distance[v] < Infinity) potential[v] += distance[v];
    // Every path here carries one unit: people have capacity 1.
    for (let v = sink; v !== source; v = viaVertex[v]) {
      const edge = graph.edges[viaVertex[v]][viaEdge[v]];
      edge.capacity -= 1;
      graph.edges[v][edge.reverse].capacity += 1;
    }
  }
}

/**
 * One optimal assignment of candidates to slots: the most slots filled, then the most on a
 * preferred shift, then the earliest availability (the largest total days available before
 * the class). `groupOf` names identical slots (node and shift): `termsOf` is asked once per
 * group and candidate. Deterministic: ties go to earlier candidates and earlier slots.
 */
export function optimalAssignment<S, C>(
  slots: readonly S[],
  candidates: readonly C[],
  groupOf: (slot: S) => string,
  termsOf: (slot: S, candidate: C) => PlacementTerms | null,
): Assignment[] {
  const groups = new Map<string, number[]>();
  slots.forEach((slot, i) => {
    const key = groupOf(slot);
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const groupSlots = [...groups.values()];
  const arcs: { candidate: number; group: number; terms: PlacementTerms }[] = [];
  candidates.forEach((candidate, c) =>
    groupSlots.forEach((members, g) => {
      const terms = termsOf(slots[members[0]], candidate);
      if (terms) arcs.push({ candidate: c, group: g, terms });
    }),
  );
  if (arcs.length === 0) return [];
  const latest = Math.max(...arcs.map((a) => a.terms.daysAvailableBeforeClass));
  const earliest = Math.min(...arcs.map((a) => a.terms.daysAvailableBeforeClass));
  const penalty = (latest - earliest) * slots.length + 1;

  // Vertices: source, candidates, groups, sink.
  const source = 0;
  const firstGroup = 1 + candidates.length;
  const sink = firstGroup + groupSlots.length;
  const graph = new FlowGraph(sink + 1);
  const used = new Set(arcs.map((a) => a.candidate));
  for (const c of [...used].sort((a, b) => a - b)) graph.add(source, 1 + c, 1, 0);
  for (const arc of arcs)
    graph.add(
      1 + arc.candidate,
      firstGroup + arc.group,
      1,
      placementCost(arc.terms, latest, penalty),
    );
  groupSlots.forEach((members, g) => graph.add(firstGroup + g, sink, members.length, 0));
  minCostMaxFlow(graph, source, sink);

  const assignments: Assignment[] = [];
  const nextSlot = groupSlots.map(() => 0);
  for (let c = 0; c < candidates.length; c++)
    for (const edge of graph.edges[1 + c]) {
      const g = edge.to - firstGroup;
      // A used arc's forward edge has no capacity left.
      if (g >= 0 && g < groupSlots.length && edge.capacity === 0 && edge.cost >= 0)
        assignments.push({ slot: groupSlots[g][nextSlot[g]++], candidate: c });
    }
  return assignments.sort((a, b) => a.slot - b.slot);
}
