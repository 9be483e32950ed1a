import { describe, expect, it } from 'vitest';
import { seededRandom } from '../src/lib/seeded-random.ts';
import { EXACT_MAX_NODES, solveTour } from '../src/modules/fleet/route/tour.ts';

function euclidean(points: readonly (readonly [number, number])[]): number[][] {
  return points.map(([x1, y1]) => points.map(([x2, y2]) => Math.hypot(x1 - x2, y1 - y2)));
}

function randomPoints(n: number, random: () => number): [number, number][] {
  return Array.from({ length: n }, () => [random() * 100, random() * 100]);
}

function lengthOf(m: number[][], order: readonly number[], closed: boolean): number {
  let total = 0;
  for (let i = 1; i < order.length; i++) total += m[order[i - 1]!]![order[i]!]!;
  return closed && order.length > 1 ? total + m[order[order.length - 1]!]![order[0]!]! : total;
}

/** The optimum by trying every order of the middle nodes. */
function bruteForce(m: number[][], start: number, end: number): number {
  const middle = m.map((_, i) => i).filter((i) => i !== start && i !== end);
  const closed = start === end;
  let best = Number.POSITIVE_INFINITY;
  const permute = (rest: number[], path: number[]) => {
    if (rest.length === 0) {
      const order = closed ? [start, ...path] : [start, ...path, end];
      best = Math.min(best, lengthOf(m, order, closed));
      return;
    }
    for (let i = 0; i < rest.length; i++) permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...path, rest[i]!]);
  };
  permute(middle, []);
  return best;
}

/** A nearest-neighbour order from start, visiting end last on an open path. */
function nearestNeighbour(m: number[][], start: number, end: number): number[] {
  const left = new Set(m.map((_, i) => i).filter((i) => i !== start && i !== end));
  const order = [start];
  while (left.size > 0) {
    const here = order[order.length - 1]!;
    let next = -1;
    for (const v of left) if (next === -1 || m[here]![v]! < m[here]![next]!) next = v;
    order.push(next);
    left.delete(next);
  }
  if (end !== start) order.push(end);
  return order;
}

function expectValidOrder(order: readonly number[], n: number, start: number, end: number) {
  expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
  expect(order[0]).toBe(start);
  if (end !== start) expect(order[order.length - 1]).toBe(end);
}

describe('solveTour, exact (Held–Karp)', () => {
  it('equals the brute-force optimum on 300 random instances of 2 to 10 stops, open and closed', () => {
    const random = seededRandom(14);
    for (let run = 0; run < 300; run++) {
      const n = 2 + Math.floor(random() * 9);
      const m = euclidean(randomPoints(n, random));
      const start = Math.floor(random() * n);
      // Every other run an open path with a distinct end (an n of 1 or 2 allows few choices).
      let end = start;
      if (run % 2 === 1) end = (start + 1 + Math.floor(random() * (n - 1))) % n;
      const tour = solveTour(m, { start, end });
      const label = `run ${run}: n ${n}, start ${start}, end ${end}`;
      expect(tour.exact, label).toBe(true);
      expectValidOrder(tour.order, n, start, end);
      expect(Math.abs(tour.length - lengthOf(m, tour.order, start === end)), label).toBeLessThan(1e-9);
      expect(Math.abs(tour.length - bruteForce(m, start, end)), label).toBeLessThan(1e-9);
    }
  });

  it('accepts a flat Float64Array with n', () => {
    const m = euclidean(randomPoints(9, seededRandom(3)));
    const flat = { n: 9, data: Float64Array.from(m.flat()) };
    expect(solveTour(flat, { start: 2, end: 7 })).toEqual(solveTour(m, { start: 2, end: 7 }));
  });

  it('solves 16 nodes exactly and hands 17 to the heuristic', () => {
    expect(EXACT_MAX_NODES).toBe(16);
    const random = seededRandom(5);
    expect(solveTour(euclidean(randomPoints(16, random))).exact).toBe(true);
    expect(solveTour(euclidean(randomPoints(17, random)), { maxKicks: 50 }).exact).toBe(false);
  });
});

describe('solveTour, heuristic (more than 16 nodes)', () => {
  it('returns a permutation with the fixed endpoints, never longer than nearest neighbour, on 40–60 nodes', () => {
    const random = seededRandom(21);
    for (let run = 0; run < 12; run++) {
      const n = 40 + Math.floor(random() * 21);
      const m = euclidean(randomPoints(n, random));
      const start = Math.floor(random() * n);
      const end = run % 2 === 0 ? start : (start + 1 + Math.floor(random() * (n - 1))) % n;
      const tour = solveTour(m, { start, end, maxKicks: 300, budgetMs: 10_000, seed: run });
      const label = `run ${run}: n ${n}, start ${start}, end ${end}`;
      expect(tour.exact, label).toBe(false);
      expectValidOrder(tour.order, n, start, end);
      expect(Math.abs(tour.length - lengthOf(m, tour.order, start === end)), label).toBeLessThan(1e-6);
      const nn = lengthOf(m, nearestNeighbour(m, start, end), start === end);
      expect(tour.length, label).toBeLessThanOrEqual(nn + 1e-9);
    }
  });

  it('is reproducible for a seed and a number of kicks', () => {
    const m = euclidean(randomPoints(50, seededRandom(8)));
    const options = { start: 3, end: 40, maxKicks: 200, budgetMs: 10_000, seed: 7 };
    expect(solveTour(m, options)).toEqual(solveTour(m, options));
  });

  it('keeps the endpoints when they are far apart and other points sit on top of each other', () => {
    const points: [number, number][] = [[0, 0], ...Array.from({ length: 20 }, () => [50, 50] as [number, number])];
    points.push([100, 100]);
    const m = euclidean(points);
    const tour = solveTour(m, { start: 0, end: 21, maxKicks: 50 });
    expectValidOrder(tour.order, 22, 0, 21);
    expect(tour.length).toBeCloseTo(2 * Math.hypot(50, 50), 9);
  });

  it('handles a zero matrix', () => {
    const m = Array.from({ length: 30 }, () => new Array<number>(30).fill(0));
    const tour = solveTour(m, { start: 4, end: 9, maxKicks: 20 });
    expectValidOrder(tour.order, 30, 4, 9);
    expect(tour.length).toBe(0);
  });
});

describe('solveTour, edge cases', () => {
  it('one node', () => {
    expect(solveTour([[0]])).toEqual({ order: [0], length: 0, exact: true });
  });

  it('two nodes, open and closed', () => {
    const m = [
      [0, 5],
      [5, 0],
    ];
    expect(solveTour(m, { start: 1, end: 0 })).toEqual({ order: [1, 0], length: 5, exact: true });
    expect(solveTour(m, { start: 1 })).toEqual({ order: [1, 0], length: 10, exact: true });
  });

  it('three nodes, open and closed', () => {
    const m = euclidean([
      [0, 0],
      [3, 0],
      [3, 4],
    ]);
    expect(solveTour(m, { start: 0, end: 2 })).toEqual({ order: [0, 1, 2], length: 7, exact: true });
    const closed = solveTour(m, { start: 2 });
    expectValidOrder(closed.order, 3, 2, 2);
    expect(closed.length).toBe(12);
  });

  it('duplicate points and a zero matrix', () => {
    const dup = euclidean([
      [0, 0],
      [1, 1],
      [0, 0],
      [1, 1],
      [2, 0],
    ]);
    const tour = solveTour(dup, { start: 0, end: 4 });
    expectValidOrder(tour.order, 5, 0, 4);
    expect(tour.length).toBeCloseTo(bruteForce(dup, 0, 4), 9);
    const zero = Array.from({ length: 6 }, () => new Array<number>(6).fill(0));
    expect(solveTour(zero, { start: 5 }).length).toBe(0);
  });

  it('rejects a bad matrix or endpoints', () => {
    expect(() => solveTour([])).toThrow(RangeError);
    expect(() => solveTour([[0, 1]])).toThrow(RangeError);
    expect(() => solveTour([[0]], { end: 1 })).toThrow(RangeError);
    expect(() => solveTour([[0]], { start: 0.5 })).toThrow(RangeError);
    expect(() =>
      solveTour([
        [0, 1],
        [2, 0],
      ]),
    ).toThrow(/symmetric/);
    expect(() =>
      solveTour([
        [0, -1],
        [-1, 0],
      ]),
    ).toThrow(/non-negative/);
    expect(() => solveTour({ n: 3, data: new Float64Array(8) })).toThrow(RangeError);
  });
});
