import type { FleetInsight } from '@qafila/contracts';
import { messages } from '@qafila/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { fixtureAnalytics } from '../FleetOverview/FleetOverview.fixtures.ts';
import { insightValue, reasonValue, weightPercent } from './insightText.ts';

const intlFor = (locale: 'en' | 'ar') => createIntl({ locale, messages: messages[locale] });
const [lane, vehicle, driver, share] = fixtureAnalytics.aiInsights as [
  FleetInsight,
  FleetInsight,
  FleetInsight,
  FleetInsight,
];

describe('insightValue', () => {
  it('shows each fact with the figures it rests on', () => {
    const en = intlFor('en');
    expect(insightValue(en, lane)).toBe('Jebel Ali Port → Al Quoz (12 trips)');
    expect(insightValue(en, vehicle)).toBe('16 4521: 372 km, 4 trips');
    expect(insightValue(en, driver)).toBe('Rashid Al Mazrouei: 19 trips completed');
    expect(insightValue(en, share)).toBe('86.8% (33 of 38 trips started)');
  });

  it('falls back to the bare value without params', () => {
    const en = intlFor('en');
    expect(insightValue(en, { ...lane, params: {} })).toBe('Jebel Ali Port → Al Quoz');
    expect(insightValue(en, { ...share, params: {} })).toBe('86.8%');
  });

  it('uses Arabic plurals and digits', () => {
    const text = insightValue(intlFor('ar'), { ...driver, params: { ...driver.params, trips: 2 } });
    expect(text).toBe('Rashid Al Mazrouei: رحلتان مكتملتان');
  });
});

describe('reasonValue and weightPercent', () => {
  it('formats each unit', () => {
    const en = intlFor('en');
    expect(reasonValue(en, { value: 162880, unit: 'km' })).toBe('162,880 km');
    expect(reasonValue(en, { value: 53, unit: 'days' })).toBe('53 days');
    expect(reasonValue(en, { value: 3.5, unit: 'months' })).toBe('3.5 months');
    expect(reasonValue(en, { value: 1, unit: 'years' })).toBe('1 year');
    expect(reasonValue(en, { value: 250, unit: 'km_per_day' })).toBe('250 km a day');
    expect(weightPercent(en, 0.612)).toBe('61%');
    expect(reasonValue(intlFor('ar'), { value: 2, unit: 'years' })).toBe('سنتان');
  });
});
