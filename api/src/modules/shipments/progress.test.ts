import type { ShipmentStatus } from '@qafila/contracts';
import { describe, expect, it } from 'vitest';
import { shipmentProgress } from './progress.ts';

const h = (...statuses: ShipmentStatus[]) => statuses.map((status) => ({ status }));

describe('shipmentProgress', () => {
  it.each([
    [h('pending'), 10],
    [h('pending', 'in_transit'), 40],
    [h('pending', 'in_transit', 'in_transit'), 50],
    [h('pending', 'in_transit', 'in_transit', 'in_transit', 'in_transit'), 60],
    [h('pending', 'in_transit', 'customs_clearance'), 75],
    [h('pending', 'in_transit', 'customs_clearance', 'in_transit'), 90],
    [h('pending', 'in_transit', 'customs_clearance', 'delivered'), 100],
    [h('pending', 'delivered'), 100],
  ])('%o → %i', (history, expected) => {
    expect(shipmentProgress(history)).toBe(expected);
  });

  it('keeps the progress reached before a delay', () => {
    expect(shipmentProgress(h('pending', 'in_transit', 'delayed'))).toBe(40);
    expect(shipmentProgress(h('pending', 'in_transit', 'customs_clearance', 'delayed'))).toBe(75);
    expect(shipmentProgress(h('pending', 'in_transit', 'in_transit', 'delayed', 'delayed'))).toBe(50);
    expect(shipmentProgress(h('delayed'))).toBe(10);
  });

  it('continues after a delay from where it was', () => {
    expect(shipmentProgress(h('pending', 'in_transit', 'delayed', 'in_transit'))).toBe(50);
    expect(shipmentProgress(h('pending', 'in_transit', 'delayed', 'customs_clearance'))).toBe(75);
  });

  it('follows a correction back to pending', () => {
    expect(shipmentProgress(h('pending', 'in_transit', 'customs_clearance', 'pending'))).toBe(10);
    expect(shipmentProgress(h('pending', 'customs_clearance', 'pending', 'in_transit'))).toBe(40);
  });

  it('uses the current status when there is no history', () => {
    expect(shipmentProgress([], 'in_transit')).toBe(40);
    expect(shipmentProgress([], 'delayed')).toBe(10);
    expect(shipmentProgress([], 'delivered')).toBe(100);
    expect(shipmentProgress([])).toBe(0);
  });

  it('stays within 0–100 for any history', () => {
    const statuses: ShipmentStatus[] = ['pending', 'in_transit', 'customs_clearance', 'delivered', 'delayed'];
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed;
    };
    for (let i = 0; i < 500; i++) {
      const history = h(...Array.from({ length: next() % 8 }, () => statuses[next() % statuses.length]!));
      const p = shipmentProgress(history);
      expect(Number.isInteger(p) && p >= 0 && p <= 100).toBe(true);
    }
  });
});
