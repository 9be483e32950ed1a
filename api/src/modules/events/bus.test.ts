import { describe, expect, it } from 'vitest';
import { createDomainEvents, type DomainEvent } from './bus.ts';

const created: DomainEvent = {
  type: 'shipment.created',
  organizationId: 1,
  shipmentId: 2,
  trackingNumber: 'QAF1',
  customerId: 3,
  at: new Date(0),
};

describe('domain events', () => {
  it('tells the handlers of the type and of *, after the emitting turn, and idle() waits for them', async () => {
    const events = createDomainEvents();
    const seen: string[] = [];
    events.on('shipment.created', async (e) => {
      await new Promise((r) => setTimeout(r, 10));
      seen.push(`typed ${e.trackingNumber}`);
    });
    events.on('*', (e) => {
      seen.push(`any ${e.type}`);
    });
    events.on('document.reviewed', () => {
      seen.push('wrong');
    });
    events.emit(created);
    expect(seen).toEqual([]);
    await events.idle();
    expect(seen.sort()).toEqual(['any shipment.created', 'typed QAF1']);
  });

  it('logs a failing handler and still runs the others; unsubscribing stops delivery', async () => {
    const errors: unknown[] = [];
    const logger = { error: (o: unknown) => errors.push(o) } as never;
    const events = createDomainEvents(logger);
    let count = 0;
    events.on('shipment.created', () => {
      throw new Error('boom');
    });
    const off = events.on('shipment.created', () => {
      count++;
    });
    expect(() => events.emit(created)).not.toThrow();
    await events.idle();
    expect(count).toBe(1);
    expect(errors).toHaveLength(1);
    off();
    events.emit(created);
    await events.idle();
    expect(count).toBe(1);
  });
});
