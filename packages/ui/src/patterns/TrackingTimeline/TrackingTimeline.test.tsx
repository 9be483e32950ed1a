import { messages } from '@qafila/i18n';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { TrackingTimeline, type TrackingUpdate } from './TrackingTimeline.tsx';

const updates: TrackingUpdate[] = [
  { description: 'Picked up', timestamp: '2025-05-12T21:30:00Z', completed: true, current: false },
  { description: 'At the hub', timestamp: Date.UTC(2025, 4, 13, 4, 0), completed: false, current: true },
  { description: 'Delivered', timestamp: 'soon', completed: false, current: false },
];

describe('TrackingTimeline', () => {
  it.each([
    { locale: 'en', name: 'Tracking updates', states: ['Completed', 'Current step', 'Upcoming'] },
    { locale: 'ar', name: 'تحديثات التتبع', states: ['مكتملة', 'المرحلة الحالية', 'قادمة'] },
  ] as const)('marks completed and current steps for screen readers ($locale)', ({ locale, name, states }) => {
    render(
      <TestProvider locale={locale} messages={messages[locale]}>
        <TrackingTimeline updates={updates} />
      </TestProvider>,
    );
    const items = within(screen.getByRole('list', { name })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['completed', 'current', 'upcoming']);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    items.forEach((item, index) => {
      expect(item.querySelector('p')).toHaveTextContent(`${states[index]}: ${updates[index]!.description}`);
    });
  });

  it.each(['en', 'ar'])('formats times in the locale, in Dubai time (%s)', (locale) => {
    render(
      <TestProvider locale={locale} messages={messages[locale as 'en' | 'ar']}>
        <TrackingTimeline updates={updates} />
      </TestProvider>,
    );
    const times = document.querySelectorAll('time');
    // 21:30 UTC on 12 May is 01:30 on 13 May in Dubai.
    const expected = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Dubai',
    }).format(new Date('2025-05-12T21:30:00Z'));
    expect(times[0]!.textContent).toBe(expected);
    if (locale === 'en') expect(times[0]!.textContent).toMatch(/May 13, 2025.*1:30\sAM/u);
    expect(times[1]).toHaveAttribute('dateTime', '2025-05-13T04:00:00.000Z');
    // An unparsable timestamp is shown as it came.
    expect(screen.getByText('soon')).toBeInTheDocument();
  });

  it('draws completed and current markers differently from upcoming ones', () => {
    render(
      <TestProvider>
        <TrackingTimeline updates={updates} />
      </TestProvider>,
    );
    const markers = screen.getAllByRole('listitem').map((item) => getComputedStyle(item.firstElementChild as Element));
    expect(markers[0]!.backgroundColor).not.toBe(markers[2]!.backgroundColor);
    expect(markers[1]!.borderColor).not.toBe(markers[2]!.borderColor);
  });
});
