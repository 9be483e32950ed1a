import type { FleetAlert } from '@qafila/contracts';
import { messages } from '@qafila/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { alertText } from './alertText.ts';
import { fixtureDashboard } from './FleetOverview.fixtures.ts';

const intlFor = (locale: 'en' | 'ar') => createIntl({ locale, messages: messages[locale] });
const [registration, overdueTrip, maintenance, licence, insurance] = fixtureDashboard.alerts as [
  FleetAlert,
  FleetAlert,
  FleetAlert,
  FleetAlert,
  FleetAlert,
];

describe('alertText', () => {
  it('words each kind from its params, naming the vehicle or driver', () => {
    const en = intlFor('en');
    expect(alertText(en, registration)).toBe('Vehicle 16 4521: registration expired on Nov 15, 2026');
    expect(alertText(en, overdueTrip)).toBe(
      'Trip TRP-000104 (A 12345, Rashid Al Mazrouei) is overdue: due at its last stop at Nov 24, 2026, 9:40 AM',
    );
    expect(alertText(en, maintenance)).toBe('Vehicle CC 778: service due by Dec 2, 2026, 1,180 km left');
    expect(alertText(en, licence)).toBe('Driver Sanjay Pillai: licence expires on Dec 5, 2026, in 11 days');
    expect(alertText(en, insurance)).toBe('Vehicle A 12345: insurance expires on Dec 10, 2026, in 16 days');
  });

  it('says "today", "overdue" and "late" in their own words', () => {
    const en = intlFor('en');
    expect(alertText(en, { ...insurance, params: { ...insurance.params, days: 0 } })).toBe(
      'Vehicle A 12345: insurance expires today',
    );
    expect(
      alertText(en, { ...maintenance, params: { ...maintenance.params, riskLevel: 'overdue', kmRemaining: -300 } }),
    ).toBe('Vehicle CC 778: service overdue since Dec 2, 2026');
    expect(
      alertText(en, {
        ...overdueTrip,
        kind: 'trip_not_started',
        params: { tripNumber: 'TRP-1', plate: 'A 1', driver: 'Ali', minutesLate: 1 },
      }),
    ).toBe('Trip TRP-1 (A 1, Ali) has not started: 1 minute late');
  });

  it('words them in Arabic with Arabic digits and plural forms', () => {
    const ar = intlFor('ar');
    const text = alertText(ar, licence);
    expect(text).toContain('السائق Sanjay Pillai: تنتهي صلاحية الرخصة');
    expect(text).toContain(`بعد ${new Intl.NumberFormat('ar').format(11)} يومًا`);
    expect(alertText(ar, { ...licence, params: { ...licence.params, days: 2 } })).toContain('بعد يومين');
  });
});
