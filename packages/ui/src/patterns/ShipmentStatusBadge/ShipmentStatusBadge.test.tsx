import { messages } from '@qafila/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { ShipmentStatusBadge } from './ShipmentStatusBadge.tsx';
import { toShipmentStatus } from './shipmentStatus.ts';

const labels = {
  en: {
    in_transit: 'In transit',
    delayed: 'Delayed',
    customs_clearance: 'Customs clearance',
    delivered: 'Delivered',
    pending: 'Pending',
  },
  ar: {
    in_transit: 'قيد النقل',
    delayed: 'متأخرة',
    customs_clearance: 'التخليص الجمركي',
    delivered: 'تم التسليم',
    pending: 'قيد الانتظار',
  },
} as const;

const tones = {
  in_transit: 'info',
  delayed: 'critical',
  customs_clearance: 'caution',
  delivered: 'positive',
  pending: 'neutral',
};

const cases = (['en', 'ar'] as const).flatMap((locale) =>
  Object.entries(labels[locale]).map(([status, label]) => ({
    locale,
    status,
    label,
    tone: tones[status as keyof typeof tones],
  })),
);

describe('ShipmentStatusBadge', () => {
  it.each(cases)('$status: "$label", $tone, with an icon ($locale)', ({ locale, status, label, tone }) => {
    render(
      <TestProvider locale={locale} messages={messages[locale]}>
        <ShipmentStatusBadge status={status} />
      </TestProvider>,
    );
    const badge = screen.getByText(label);
    expect(badge).toHaveAttribute('data-status', status);
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge.querySelector('svg')).not.toBeNull();
  });

  it.each(
    (['en', 'ar'] as const).flatMap((locale) =>
      ['lost', '', 'IN_TRANSIT', 'returned'].map((status) => ({ locale, status })),
    ),
  )('shows an unknown status "$status" as pending ($locale)', ({ locale, status }) => {
    render(
      <TestProvider locale={locale} messages={messages[locale]}>
        <ShipmentStatusBadge status={status} />
      </TestProvider>,
    );
    const badge = screen.getByText(labels[locale].pending);
    expect(badge).toHaveAttribute('data-status', 'pending');
    expect(badge).toHaveAttribute('data-tone', 'neutral');
  });

  it('normalises any value', () => {
    expect(toShipmentStatus('delivered')).toBe('delivered');
    expect(toShipmentStatus(undefined)).toBe('pending');
    expect(toShipmentStatus(42)).toBe('pending');
  });

  it('points the lorry forward in the reading direction', () => {
    render(
      <TestProvider locale="ar" messages={messages.ar}>
        <ShipmentStatusBadge status="in_transit" />
      </TestProvider>,
    );
    expect(getComputedStyle(screen.getByText('قيد النقل').querySelector('svg')!).transform).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
  });
});
