import { describe, expect, it } from 'vitest';
import { originAllowed, originMatches, WidgetBusinessHours, WidgetSettingsUpdate } from './widget.ts';

describe('widget origins', () => {
  it.each([
    ['https://shop.example.ae', 'https://shop.example.ae', true],
    ['https://shop.example.ae', 'https://SHOP.example.ae', true],
    ['https://shop.example.ae', 'http://shop.example.ae', false],
    ['https://shop.example.ae', 'https://shop.example.ae:8443', false],
    ['https://*.example.ae', 'https://a.example.ae', true],
    ['https://*.example.ae', 'https://a.b.example.ae', true],
    ['https://*.example.ae', 'https://example.ae', false],
    ['https://*.example.ae', 'https://evilexample.ae', false],
    ['https://*.example.ae', 'https://a.example.ae.evil.com', false],
    ['https://*.example.ae', 'http://a.example.ae', false],
    ['http://localhost:5175', 'http://localhost:5175', true],
  ])('%s lets %s in: %s', (allowed, origin, ok) => {
    expect(originMatches(allowed, origin)).toBe(ok);
  });

  it('refuses a missing origin', () => {
    expect(originAllowed(['https://shop.example.ae'], undefined)).toBe(false);
  });

  it('normalises and checks the listed origins', () => {
    const ok = WidgetSettingsUpdate.parse({
      allowedOrigins: [
        ' https://Shop.Example.ae ',
        'https://shop.example.ae',
        'https://*.example.ae',
        'http://localhost:5175',
      ],
    });
    expect(ok.allowedOrigins).toEqual(['https://shop.example.ae', 'https://*.example.ae', 'http://localhost:5175']);
    for (const bad of [
      'shop.example.ae',
      'ftp://shop.example.ae',
      'https://shop.example.ae/',
      'https://shop.example.ae/path',
      'https://*.ae',
      'https://a.*.example.ae',
      'https://shop.example.ae:99999',
      '*',
    ]) {
      expect(WidgetSettingsUpdate.safeParse({ allowedOrigins: [bad] }).success, bad).toBe(false);
    }
    const many = Array.from({ length: 21 }, (_, i) => `https://s${i}.example.ae`);
    expect(WidgetSettingsUpdate.safeParse({ allowedOrigins: many }).success).toBe(false);
  });

  it('checks business hours', () => {
    expect(WidgetBusinessHours.safeParse({ days: [{ day: 0, open: '08:00', close: '24:00' }] }).success).toBe(true);
    for (const day of [
      { day: 7, open: '08:00', close: '17:00' },
      { day: 1, open: '17:00', close: '08:00' },
      { day: 1, open: '8:00', close: '17:00' },
      { day: 1, open: '24:00', close: '24:00' },
    ]) {
      expect(WidgetBusinessHours.safeParse({ days: [day] }).success, JSON.stringify(day)).toBe(false);
    }
    const twice = { days: [1, 1].map((day) => ({ day, open: '08:00', close: '17:00' })) };
    expect(WidgetBusinessHours.safeParse(twice).success).toBe(false);
  });
});
