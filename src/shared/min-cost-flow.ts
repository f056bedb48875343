/**
 * A small min-cost flow: successive shortest paths, Dijkstra on costs
 * reduced by Johnson potentials. Costs are non-negative integers below 2^53,
 * which keeps every sum exact and so every run, on every machine, the same.
 */
export class FlowNetwork {
  private readonly from: number[] = [];
  private readonly to: number[] = [];
  private readonly room: number[] = [];
  private readonly cost: number[] = [];
  private potential = new Float64Array(0);

  constructor(readonly nodes: number) {}

  /** Adds an edge (and its residual twin, id + 1); answers the edge's id for flowOn. */
  addEdge(from: number, to: number, capacity: number, cost: number): number {
    const id = this.to.length;
    this.from.push(from, to);
    this.to.push(to, from);
    this.room.push(capacity, 0);
    this.cost.push(cost, -cost);
    return id;
  }

  /** How much flows on an edge added by addEdge. */
  flowOn(edge: number): number {
    return this.room[edge + 1] ?? 0;
  }

  /**
   * What an edge left out of the network would cost after the last send,
   * reduced by the potentials: if none is negative, the flow is the cheapest
   * with those edges in too (the potentials prove it).
   */
  reducedCost(from: number, to: number, cost: number): number {
    return cost + (this.potential[from] ?? 0) - (this.potential[to] ?? 0);
  }

  /** Sends as much flow as fits, up to `limit`, at the least cost; answers how much was sent. */
  send(source: number, sink: number, limit: number): number {
    const n = this.nodes;
    const edges = this.to.length;
    // The edges leaving each node, contiguous (first[v] .. first[v + 1]).
    const first = new Int32Array(n + 1);
    for (let e = 0; e < edges; e++) {
      const v = (this.from[e] ?? 0) + 1;
      first[v] = (first[v] ?? 0) + 1;
    }
    for (let v = 0; v < n; v++) first[v + 1] = (first[v + 1] ?? 0) + (first[v] ?? 0);
    const leaving = new Int32Array(edges);
    const fill = first.slice(0, n);
    for (let e = 0; e < edges; e++) {
      const v = this.from[e] ?? 0;
      const at = fill[v] ?? 0;
      leaving[at] = e;
      fill[v] = at + 1;
    }
    const to = Int32Array.from(this.to);
    const room = Int32Array.from(this.room);
    const cost = Float64Array.from(this.cost);

    const potential = new Float64Array(n);
    const distance = new Float64Array(n);
    const via = new Int32Array(n);
    const done = new Uint8Array(n);
    const heap = new MinHeap(edges + n);
    let sent = 0;
    while (sent < limit) {
      distance.fill(Number.POSITIVE_INFINITY);
      done.fill(0);
      distance[source] = 0;
      heap.push(0, source);
      while (heap.size > 0) {
        const u = heap.pop();
        if (done[u]) continue;
        done[u] = 1;
        // Nodes no nearer than the sink cannot shorten its path: stop here.
        if (u === sink) break;
        const base = (distance[u] ?? 0) + (potential[u] ?? 0);
        for (let i = first[u] ?? 0; i < (first[u + 1] ?? 0); i++) {
          const e = leaving[i] ?? 0;
          if ((room[e] ?? 0) <= 0) continue;
          const v = to[e] ?? 0;
          const d = base + (cost[e] ?? 0) - (potential[v] ?? 0);
          if (d < (distance[v] ?? 0)) {
            distance[v] = d;
            via[v] = e;
            heap.push(d, v);
          }
        }
      }
      heap.clear();
      const reach = distance[sink] ?? Number.POSITIVE_INFINITY;
      if (!Number.isFinite(reach)) break;
      // Capping at the sink's distance keeps every reduced cost non-negative.
      for (let v = 0; v < n; v++) {
        potential[v] = (potential[v] ?? 0) + Math.min(distance[v] ?? reach, reach);
      }
      let push = limit - sent;
      for (let v = sink; v !== source; v = to[(via[v] ?? 0) ^ 1] ?? source) {
        push = Math.min(push, room[via[v] ?? 0] ?? 0);
      }
      for (let v = sink; v !== source; v = to[(via[v] ?? 0) ^ 1] ?? source) {
        const e = via[v] ?? 0;
        room[e] = (room[e] ?? 0) - push;
        room[e ^ 1] = (room[e ^ 1] ?? 0) + push;
      }
      sent += push;
    }
    for (let e = 0; e < edges; e++) this.room[e] = room[e] ?? 0;
    this.potential = potential;
    return sent;
  }
}

/** A binary heap of nodes by distance; equal distances pop the lower node first, for determinism. */
class MinHeap {
  private readonly keys: Float64Array;
  private readonly values: Int32Array;
  size = 0;

  constructor(capacity: number) {
    this.keys = new Float64Array(capacity);
    this.values = new Int32Array(capacity);
  }

  private before(a: number, b: number): boolean {
    const ka = this.keys[a] ?? 0;
    const kb = this.keys[b] ?? 0;
    return ka < kb || (ka === kb && (this.values[a] ?? 0) < (this.values[b] ?? 0));
  }

  private swap(a: number, b: number): void {
    const key = this.keys[a] ?? 0;
    const value = this.values[a] ?? 0;
    this.keys[a] = this.keys[b] ?? 0;
    this.values[a] = this.values[b] ?? 0;
    this.keys[b] = key;
    this.values[b] = value;
  }

  push(key: number, value: number): void {
    let i = this.size++;
    this.keys[i] = key;
    this.values[i] = value;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  pop(): number {
    const top = this.values[0] ?? 0;
    this.size -= 1;
    this.swap(0, this.size);
    for (let i = 0; ; ) {
      const left = 2 * i + 1;
      let least = i;
      if (left < this.size && this.before(left, least)) least = left;
      if (left + 1 < this.size && this.before(left + 1, least)) least = left + 1;
      if (least === i) return top;
      this.swap(i, least);
      i = least;
    }
  }

  clear(): void {
    this.size = 0;
  }
}
