import { describe, expect, it } from 'vitest';
import { ErrorBody, SendMessageRequest, toShipmentStatus } from './index.ts';

describe('contracts', () => {
  it('maps unknown shipment statuses to pending', () => {
    expect(toShipmentStatus('in_transit')).toBe('in_transit');
    expect(toShipmentStatus('lost_at_sea')).toBe('pending');
    expect(toShipmentStatus(undefined)).toBe('pending');
  });

  it('rejects empty, whitespace-only and oversized chat messages', () => {
    const base = { userId: 1, channel: 'web' };
    expect(SendMessageRequest.safeParse({ ...base, content: '   ' }).success).toBe(false);
    expect(SendMessageRequest.safeParse({ ...base, content: 'x'.repeat(4001) }).success).toBe(false);
    expect(SendMessageRequest.safeParse({ ...base, content: 'hello', channel: 'fax' }).success).toBe(false);
    expect(SendMessageRequest.parse({ ...base, content: '  hello  ' }).content).toBe('hello');
  });

  it('requires a non-empty error text', () => {
    expect(ErrorBody.safeParse({ error: '' }).success).toBe(false);
    expect(ErrorBody.safeParse({ error: 'Not found' }).success).toBe(true);
  });
});
