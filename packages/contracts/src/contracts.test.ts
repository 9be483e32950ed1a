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

describe('page routes', () => {
  it('knows the public pages and their Arabic twins', async () => {
    const { arabicTwin, isPageRoute, publicPage } = await import('./index.ts');
    expect(publicPage('/features')).toEqual({ path: '/features', language: 'en' });
    expect(publicPage('/ar/features/')).toEqual({ path: '/features', language: 'ar' });
    expect(publicPage('/ar')).toEqual({ path: '/', language: 'ar' });
    expect(publicPage('/ar/app')).toBeUndefined();
    expect(publicPage('/app')).toBeUndefined();
    expect(arabicTwin('/')).toBe('/ar');
    expect(arabicTwin('/terms')).toBe('/ar/terms');
    expect(isPageRoute('/ar/privacy')).toBe(true);
    expect(isPageRoute('/app/dashboard/fleet')).toBe(true);
    expect(isPageRoute('/ar/nothing')).toBe(false);
    expect(isPageRoute('/xyz')).toBe(false);
  });
});
