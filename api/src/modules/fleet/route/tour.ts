// The order in which a vehicle visits its stops: pure computation over a distance matrix, no I/O.
//
// `solveTour(distances, { start, end })` returns an order of all n nodes that starts at `start` and, for an open
// path (end ≠ start), ends at `end`; for a closed tour (end = start, the default) the way back from the last node to
// `start` is part of the length. The matrix must be square, symmetric, finite and non-negative.
//
// Which algorithm runs:
// - n ≤ EXACT_MAX_NODES (16): Held–Karp dynamic programming over subsets of the nodes other than start and end,
//   in typed arrays (O(2^k · k²) for k = n − 1 or n − 2 middle nodes, a few milliseconds at 16). Exact: the result
//   is an optimum (`exact: true`).
// - n > 16: iterated local search, not guaranteed optimal (`exact: false`).
//   1. An open path is turned into a closed tour with a dummy node at distance 0 from start and end and a
//      prohibitive distance (longer than any tour without it) from every other node, so every optimal or merely
//      improving move keeps dummy–start and dummy–end as tour edges; the tour is cut at the dummy at the end
//      (and checked: a cut that does not fall between start and end would be a bug and throws).
//   2. Construction: greedy edge matching over the candidate edges (each node's k = 10 nearest neighbours), the
//      fragments then joined nearest endpoint first.
//   3. Local search: 2-opt over the neighbour lists plus Or-opt (moving a segment of 1–3 nodes, either way round,
//      next to one of its ends' neighbours), with don't-look bits (a queue of nodes worth looking at again).
//   4. Iterated local search: a double-bridge kick (the tour is cut into A B C D and rejoined A C B D, where B and
//      C are random segments of at most min(50, n/4) nodes), local search from the kicked endpoints only,
//      the result kept when it is not longer, undone otherwise — until the time budget (`budgetMs`, default
//      200 ms) or `maxKicks` runs out. Random choices come from a seeded PRNG (`seed`), so given the same number of
//      kicks (`maxKicks` with a generous budget) the result is reproducible; with a time budget alone it depends
//      on how many kicks fit in the time.
//   Measured on TSPLIB berlin52, kroA100 and eil101 within 200 ms each: see `pnpm bench:route` (api/bench/route.ts).

import { seededRandom } from '../../../lib/seeded-random.ts';

/** A distance matrix: rows of numbers, or n and the rows flattened (row-major) into a Float64Array of n². */
export type Distances = readonly (readonly number[])[] | { readonly n: number; readonly data: Float64Array };

export interface TourOptions {
  /** The node the order starts at (default 0). */
  start?: number;
  /** The node the order ends at; equal to `start` (the default) for a closed tour. */
  end?: number;
  /** Time budget of the heuristic (n > 16), in milliseconds (default 200). */
  budgetMs?: number;
  /** The most double-bridge kicks the heuristic tries (default: as many as fit in the budget). */
  maxKicks?: number;
  /** Seed of the heuristic's pseudo-random choices (default 1). */
  seed?: number;
}

export interface Tour {
  /** Every node once, starting at `start` (and ending at `end` for an open path). */
  order: number[];
  /** Total length, including the way back to `start` for a closed tour. */
  length: number;
  /** Whether `order` is proven optimal (Held–Karp) rather than found by the heuristic. */
  exact: boolean;
}

/** Largest n solved exactly; beyond it the heuristic runs. */
export const EXACT_MAX_NODES = 16;
const NEIGHBOURS = 10;
const MAX_SEGMENT = 3;
const EPS = 1e-9;

export function solveTour(distances: Distances, options: TourOptions = {}): Tour {
  const deadline = performance.now() + (options.budgetMs ?? 200);
  const { n, d } = flatten(distances);
  const start = options.start ?? 0;
  const end = options.end ?? start;
  for (const [name, v] of [
    ['start', start],
    ['end', end],
  ] as const) {
    if (!Number.isInteger(v) || v < 0 || v >= n) throw new RangeError(`${name} must be a node index below ${n}`);
  }
  if (n === 1 || (n === 2 && start !== end)) {
    const order = start === end ? [start, 1 - start].slice(0, n) : [start, end];
    return { order, length: pathLength(d, n, order, start === end), exact: true };
  }
  if (n <= EXACT_MAX_NODES) return heldKarp(d, n, start, end);
  return heuristic(d, n, start, end, deadline, options);
}

function flatten(distances: Distances): { n: number; d: Float64Array } {
  let n: number;
  let d: Float64Array;
  if ('data' in distances) {
    n = distances.n;
    d = distances.data;
    if (!Number.isInteger(n) || n < 1 || d.length !== n * n) throw new RangeError('data must hold n × n distances');
  } else {
    n = distances.length;
    if (n < 1) throw new RangeError('the matrix must have at least one node');
    d = new Float64Array(n * n);
    for (let i = 0; i < n; i++) {
      const row = distances[i]!;
      if (row.length !== n) throw new RangeError(`row ${i} must have ${n} distances`);
      for (let j = 0; j < n; j++) d[i * n + j] = row[j]!;
    }
  }
  for (let i = 0; i < n; i++) {
    for (let j = i; j < n; j++) {
      const a = d[i * n + j]!;
      if (!Number.isFinite(a) || a < 0) throw new RangeError(`distance ${i}→${j} must be finite and non-negative`);
      if (Math.abs(a - d[j * n + i]!) > 1e-9 * Math.max(1, a)) throw new RangeError('the matrix must be symmetric');
    }
  }
  return { n, d };
}

function pathLength(d: Float64Array, n: number, order: readonly number[], closed: boolean): number {
  let total = 0;
  for (let i = 1; i < order.length; i++) total += d[order[i - 1]! * n + order[i]!]!;
  if (closed && order.length > 1) total += d[order[order.length - 1]! * n + order[0]!]!;
  return total;
}

/** Held–Karp: best[S][j] is the shortest path from start through exactly the middle nodes S, ending at j ∈ S. */
function heldKarp(d: Float64Array, n: number, start: number, end: number): Tour {
  const middle: number[] = [];
  for (let v = 0; v < n; v++) if (v !== start && v !== end) middle.push(v);
  const k = middle.length;
  const dm = new Float64Array(k * k);
  const fromStart = new Float64Array(k);
  const toEnd = new Float64Array(k);
  for (let i = 0; i < k; i++) {
    const vi = middle[i]!;
    fromStart[i] = d[start * n + vi]!;
    toEnd[i] = d[vi * n + end]!;
    for (let j = 0; j < k; j++) dm[i * k + j] = d[vi * n + middle[j]!]!;
  }
  const full = (1 << k) - 1;
  const best = new Float64Array((full + 1) * k);
  const parent = new Int8Array((full + 1) * k);
  for (let j = 0; j < k; j++) {
    best[(1 << j) * k + j] = fromStart[j]!;
    parent[(1 << j) * k + j] = -1;
  }
  for (let set = 1; set <= full; set++) {
    if ((set & (set - 1)) === 0) continue; // one node: the base case above
    const row = set * k;
    for (let j = 0; j < k; j++) {
      if (((set >> j) & 1) === 0) continue;
      const prev = set ^ (1 << j);
      const prevRow = prev * k;
      const column = j * k; // dm is symmetric: row j holds the distances into j
      let min = Number.POSITIVE_INFINITY;
      let arg = -1;
      for (let bits = prev; bits !== 0; bits &= bits - 1) {
        const i = 31 - Math.clz32(bits & -bits);
        const v = best[prevRow + i]! + dm[column + i]!;
        if (v < min) {
          min = v;
          arg = i;
        }
      }
      best[row + j] = min;
      parent[row + j] = arg;
    }
  }
  let length = Number.POSITIVE_INFINITY;
  let last = -1;
  for (let j = 0; j < k; j++) {
    const v = best[full * k + j]! + toEnd[j]!;
    if (v < length) {
      length = v;
      last = j;
    }
  }
  const reversed: number[] = [];
  for (let set = full, j = last; j !== -1; ) {
    reversed.push(middle[j]!);
    const p = parent[set * k + j]!;
    set ^= 1 << j;
    j = p;
  }
  const order = [start, ...reversed.reverse()];
  if (end !== start) order.push(end);
  return { order, length: pathLength(d, n, order, start === end), exact: true };
}

function heuristic(
  d0: Float64Array,
  n0: number,
  start: number,
  end: number,
  deadline: number,
  options: TourOptions,
): Tour {
  const maxKicks = options.maxKicks ?? Number.POSITIVE_INFINITY;
  const random = seededRandom(options.seed ?? 1);
  const open = start !== end;
  // The working matrix: the original, or the original plus the dummy node n0 that closes an open path.
  const n = open ? n0 + 1 : n0;
  let d = d0;
  if (open) {
    let max = 0;
    for (let i = 0; i < d0.length; i++) if (d0[i]! > max) max = d0[i]!;
    const far = (max + 1) * n; // longer than any tour that does not use it
    d = new Float64Array(n * n);
    for (let i = 0; i < n0; i++) {
      d.set(d0.subarray(i * n0, (i + 1) * n0), i * n);
      const v = i === start || i === end ? 0 : far;
      d[i * n + n0] = v;
      d[n0 * n + i] = v;
    }
  }
  const dist = (a: number, b: number) => d[a * n + b]!;

  // Candidate neighbours: each node's K nearest, nearest first.
  const K = Math.min(NEIGHBOURS, n - 1);
  const neighbours = new Int32Array(n * K);
  {
    const others: number[] = [];
    for (let i = 0; i < n; i++) {
      others.length = 0;
      for (let j = 0; j < n; j++) if (j !== i) others.push(j);
      others.sort((a, b) => dist(i, a) - dist(i, b) || a - b);
      for (let r = 0; r < K; r++) neighbours[i * K + r] = others[r]!;
    }
  }

  const tour = greedyTour(n, K, neighbours, dist, open ? [n0, start, n0, end] : []);
  const pos = new Int32Array(n);
  for (let i = 0; i < n; i++) pos[tour[i]!] = i;
  const next = (a: number) => tour[pos[a]! + 1 === n ? 0 : pos[a]! + 1]!;
  const prev = (a: number) => tour[pos[a]! === 0 ? n - 1 : pos[a]! - 1]!;

  /** Reverses the tour from position i forward to position j (cyclically), or the complement when shorter. */
  const reverse = (i: number, j: number) => {
    let len = ((j - i + n) % n) + 1;
    if (len * 2 > n) {
      const ni = j + 1 === n ? 0 : j + 1;
      j = i === 0 ? n - 1 : i - 1;
      i = ni;
      len = n - len;
    }
    for (let s = len >> 1; s > 0; s--) {
      const a = tour[i]!;
      const b = tour[j]!;
      tour[i] = b;
      pos[b] = i;
      tour[j] = a;
      pos[a] = j;
      i = i + 1 === n ? 0 : i + 1;
      j = j === 0 ? n - 1 : j - 1;
    }
  };
  /** Replaces edges a–b and c–d by a–c and b–d, where b follows a and d follows c in the same direction. */
  const move2 = (a: number, b: number, c: number, e: number) => {
    if (next(a) === b) reverse(pos[b]!, pos[c]!);
    else reverse(pos[a]!, pos[e]!);
  };

  // Don't-look bits as a queue of the nodes worth another look.
  const queued = new Uint8Array(n);
  const queue = new Int32Array(n);
  let qHead = 0;
  let qSize = 0;
  const push = (v: number) => {
    if (queued[v]) return;
    queued[v] = 1;
    queue[(qHead + qSize) % n] = v;
    qSize++;
  };
  const pop = () => {
    const v = queue[qHead]!;
    qHead = qHead + 1 === n ? 0 : qHead + 1;
    qSize--;
    queued[v] = 0;
    return v;
  };

  /** The first improving 2-opt move at a, applied; returns the (negative) change of length, or 0. */
  const tryTwoOpt = (a: number): number => {
    for (let dir = 0; dir < 2; dir++) {
      const b = dir === 0 ? next(a) : prev(a);
      const dab = dist(a, b);
      for (let r = 0; r < K; r++) {
        const c = neighbours[a * K + r]!;
        const dac = dist(a, c);
        if (dac >= dab - EPS) break;
        const e = dir === 0 ? next(c) : prev(c);
        if (c === b || e === a) continue;
        const delta = dac + dist(b, e) - dab - dist(c, e);
        if (delta < -EPS) {
          move2(a, b, c, e);
          push(a);
          push(b);
          push(c);
          push(e);
          return delta;
        }
      }
    }
    return 0;
  };

  /** The first improving Or-opt move of a segment of 1–3 nodes ending at a, applied; returns the change, or 0. */
  const tryOrOpt = (a: number): number => {
    for (let dir = 0; dir < 2; dir++) {
      // The segment s1 … s2 runs forward in direction dir from s1; a is s1 or s2.
      const fwd = dir === 0 ? next : prev;
      const bwd = dir === 0 ? prev : next;
      let s2 = a;
      for (let len = 1; len <= MAX_SEGMENT && len <= n - 4; len++) {
        if (len > 1) s2 = fwd(s2);
        const s1 = a;
        const p = bwd(s1);
        const nx = fwd(s2);
        if (nx === p) break;
        const removed = dist(p, s1) + dist(s2, nx) - dist(p, nx);
        if (removed <= EPS) continue;
        for (let tip = 0; tip < 2; tip++) {
          const s = tip === 0 ? s1 : s2;
          for (let r = 0; r < K; r++) {
            const c = neighbours[s * K + r]!;
            const dsc = dist(s, c);
            if (dsc >= removed - EPS) break;
            if (inSegment(c, s1, len, fwd) || c === p || c === nx) continue;
            // Insert between c and either of its tour neighbours e (edge x–y with y = fwd(x)).
            for (let side = 0; side < 2; side++) {
              const x = side === 0 ? c : bwd(c);
              const y = side === 0 ? fwd(c) : c;
              if (x === nx || y === p || inSegment(x, s1, len, fwd) || inSegment(y, s1, len, fwd)) continue;
              const dxy = dist(x, y);
              const plain = dist(x, s1) + dist(s2, y) - dxy; // x s1 … s2 y
              const flipped = dist(x, s2) + dist(s1, y) - dxy; // x s2 … s1 y
              const added = Math.min(plain, flipped);
              if (added - removed >= -EPS) continue;
              move2(p, s1, x, y); // p x … nx s2 … s1 y (read in direction dir)
              move2(p, x, nx, s2); // p nx … x s2 … s1 y
              if (plain < flipped) move2(x, s2, s1, y); // p nx … x s1 … s2 y
              push(p);
              push(nx);
              push(x);
              push(y);
              push(s1);
              push(s2);
              return added - removed;
            }
          }
        }
      }
    }
    return 0;
  };

  const localSearch = (): number => {
    let change = 0;
    while (qSize > 0) {
      const a = pop();
      const delta = tryTwoOpt(a) || tryOrOpt(a);
      if (delta < 0) {
        change += delta;
        push(a);
      }
    }
    return change;
  };

  for (let i = 0; i < n; i++) push(tour[i]!);
  localSearch();
  let length = 0;
  for (let i = 0; i < n; i++) length += dist(tour[i]!, tour[i + 1 === n ? 0 : i + 1]!);

  // Iterated local search with double-bridge kicks on three nearby segments; keep the result when not longer.
  if (n >= 8) {
    const savedTour = new Int32Array(n);
    const savedPos = new Int32Array(n);
    const scratch = new Int32Array(n);
    const maxLen = Math.max(1, Math.min(50, Math.floor(n / 4)));
    for (let kick = 0; kick < maxKicks && performance.now() < deadline; kick++) {
      savedTour.set(tour);
      savedPos.set(pos);
      // A B C D → A C B D, where B (l1 nodes) and C (l2 nodes) follow the node at position o.
      const o = Math.floor(random() * n);
      const l1 = 1 + Math.floor(random() * maxLen);
      const l2 = 1 + Math.floor(random() * maxLen);
      const at = (i: number) => tour[(o + i) % n]!;
      const a1 = at(0);
      const b1 = at(1);
      const b2 = at(l1);
      const c1 = at(l1 + 1);
      const c2 = at(l1 + l2);
      const d1 = at(l1 + l2 + 1);
      const before = dist(a1, b1) + dist(b2, c1) + dist(c2, d1);
      const after = dist(a1, c1) + dist(c2, b1) + dist(b2, d1);
      // Rewrite the window o+1 … o+l1+l2 as C then B.
      let w = 0;
      for (let i = l1 + 1; i <= l1 + l2; i++) scratch[w++] = at(i);
      for (let i = 1; i <= l1; i++) scratch[w++] = at(i);
      for (let i = 0; i < w; i++) {
        const p = (o + 1 + i) % n;
        tour[p] = scratch[i]!;
        pos[scratch[i]!] = p;
      }
      for (const v of [a1, b1, b2, c1, c2, d1]) push(v);
      const candidate = length + after - before + localSearch();
      if (candidate <= length + EPS) {
        length = Math.min(length, candidate);
      } else {
        tour.set(savedTour);
        pos.set(savedPos);
      }
    }
  }

  // Read the order from start (cutting at the dummy for an open path).
  let order: number[];
  if (open) {
    const cut = pos[n0]!;
    const after = tour[(cut + 1) % n]!;
    const before = tour[(cut + n - 1) % n]!;
    const forward = after === start;
    if (!(forward ? before === end : after === end && before === start)) {
      throw new Error('tour: the dummy node is not between start and end');
    }
    order = [];
    for (let i = 1; i < n; i++) order.push(tour[(cut + (forward ? i : n - i)) % n]!);
  } else {
    const at = pos[start]!;
    order = [];
    for (let i = 0; i < n; i++) order.push(tour[(at + i) % n]!);
  }
  return { order, length: pathLength(d0, n0, order, !open), exact: false };
}

function inSegment(v: number, s1: number, len: number, fwd: (a: number) => number): boolean {
  for (let i = 0, x = s1; i < len; i++, x = fwd(x)) if (x === v) return true;
  return false;
}

/** Greedy edge matching over the forced edges (pairs of nodes) then the candidate edges, then the fragments joined nearest endpoint first. */
function greedyTour(
  n: number,
  K: number,
  neighbours: Int32Array,
  dist: (a: number, b: number) => number,
  forced: readonly number[],
): Int32Array {
  const edges: [number, number, number][] = [];
  for (let i = 0; i < n; i++) {
    for (let r = 0; r < K; r++) {
      const j = neighbours[i * K + r]!;
      if (i < j || !hasNeighbour(neighbours, K, j, i)) edges.push([dist(i, j), i, j]);
    }
  }
  edges.sort((x, y) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2]);
  const root = new Int32Array(n);
  for (let i = 0; i < n; i++) root[i] = i;
  const find = (v: number): number => {
    while (root[v] !== v) {
      root[v] = root[root[v]!]!;
      v = root[v]!;
    }
    return v;
  };
  const adj = new Int32Array(2 * n).fill(-1);
  const degree = new Uint8Array(n);
  const link = (i: number, j: number) => {
    adj[2 * i + degree[i]!] = j;
    degree[i]!++;
    adj[2 * j + degree[j]!] = i;
    degree[j]!++;
  };
  for (let f = 0; f < forced.length; f += 2) edges.unshift([0, forced[f]!, forced[f + 1]!]);
  for (const [, i, j] of edges) {
    if (degree[i]! >= 2 || degree[j]! >= 2) continue;
    const ri = find(i);
    const rj = find(j);
    if (ri === rj) continue;
    root[ri] = rj;
    link(i, j);
  }
  // Walk the fragments; from each fragment's far end jump to the nearest endpoint of an unvisited fragment.
  const tour = new Int32Array(n);
  const visited = new Uint8Array(n);
  let count = 0;
  let from = 0;
  while (degree[from] === 2) from++;
  while (count < n) {
    let previous = -1;
    let v = from;
    for (;;) {
      tour[count++] = v;
      visited[v] = 1;
      const a0 = adj[2 * v]!;
      const a1 = adj[2 * v + 1]!;
      const w = a0 !== -1 && a0 !== previous ? a0 : a1 !== -1 && a1 !== previous ? a1 : -1;
      if (w === -1) break;
      previous = v;
      v = w;
    }
    let nearest = -1;
    for (let u = 0; u < n; u++) {
      if (visited[u] || degree[u] === 2) continue;
      if (nearest === -1 || dist(v, u) < dist(v, nearest)) nearest = u;
    }
    if (nearest === -1) break;
    from = nearest;
  }
  return tour;
}

function hasNeighbour(neighbours: Int32Array, K: number, i: number, j: number): boolean {
  for (let r = 0; r < K; r++) if (neighbours[i * K + r] === j) return true;
  return false;
}
