import { describe, expect, it } from 'vitest';
import { whatsAppText } from './render.ts';

const tracking = {
  trackingNumber: 'QAF-240002',
  route: 'Dubai, UAE → Abu Dhabi, UAE',
  status: 'in_transit' as const,
  updates: [
    { description: 'Picked up', timestamp: '2026-11-20T06:00:00Z', completed: true, current: false },
    { description: 'Left the Jebel Ali hub', timestamp: '2026-11-21T06:00:00Z', completed: false, current: true },
  ],
};

describe('whatsAppText', () => {
  it('turns the tracking card into lines with the link to follow the shipment', () => {
    const text = whatsAppText(
      { content: 'Here is your shipment.', language: 'en', metadata: { trackingInfo: tracking } },
      'https://demo.qafila.ae',
    );
    expect(text).toBe(
      [
        'Here is your shipment.',
        '',
        '*QAF-240002* — Dubai, UAE → Abu Dhabi, UAE',
        'in transit',
        'Left the Jebel Ali hub',
        'Track it at https://demo.qafila.ae/app?track=QAF-240002',
      ].join('\n'),
    );
  });

  it('writes the status and documents in Arabic, and no link without a public origin', () => {
    const text = whatsAppText({
      content: 'هذه مستنداتك.',
      language: 'ar',
      metadata: {
        trackingInfo: tracking,
        complianceData: { documents: [{ name: 'الفاتورة التجارية', status: 'approved', description: '' }] },
      },
    });
    expect(text).toContain('في الطريق');
    expect(text).toContain('• الفاتورة التجارية: معتمد');
    expect(text).not.toContain('http');
  });

  it('is the words alone when there is no card', () => {
    expect(whatsAppText({ content: '  Hello!  ', language: 'en', metadata: {} })).toBe('Hello!');
  });
});
