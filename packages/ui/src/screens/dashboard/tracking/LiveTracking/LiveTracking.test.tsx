import { messages } from '@qafila/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProvider } from '../../../../test/TestProvider.tsx';
import { documentContentType } from '../../documents/DocumentProcessing/UploadForm.tsx';
import { fixtureTrackingSearch } from './LiveTracking.fixtures.ts';
import { LiveTracking, routeStops, toTimeline } from './LiveTracking.tsx';

describe('routeStops', () => {
  const event = (location: string | null, occurredAt: string) => ({
    status: 'in_transit' as const,
    description: 'x',
    location,
    occurredAt,
  });

  it('goes origin → event places in time order (repeats merged) → destination; now at the latest place', () => {
    expect(
      routeStops({
        origin: 'Dubai',
        destination: 'Abu Dhabi',
        status: 'in_transit',
        events: [
          event('Jebel Ali', '2026-11-02T00:00:00Z'),
          event('dubai', '2026-11-01T00:00:00Z'),
          event(null, '2026-11-03T00:00:00Z'),
          event('Jebel Ali', '2026-11-04T00:00:00Z'),
        ],
      }),
    ).toEqual({ stops: ['Dubai', 'Jebel Ali', 'Abu Dhabi'], current: 1 });
  });

  it('is at the destination once delivered, and at the origin before any event', () => {
    const base = { origin: 'A', destination: 'B', events: [] };
    expect(routeStops({ ...base, status: 'delivered' })).toEqual({ stops: ['A', 'B'], current: 1 });
    expect(routeStops({ ...base, status: 'pending' })).toEqual({ stops: ['A', 'B'], current: 0 });
  });
});

describe('toTimeline', () => {
  it('marks the latest event current until delivery', () => {
    const events = fixtureTrackingSearch.results[0]?.events ?? [];
    expect(toTimeline(events, false).map((u) => [u.completed, u.current])).toEqual([
      [true, false],
      [true, false],
      [true, false],
      [false, true],
    ]);
    expect(toTimeline(events, true).every((u) => u.completed && !u.current)).toBe(true);
  });
});

describe('documentContentType', () => {
  it.each([
    [{ name: 'a.pdf', type: 'application/pdf' }, 'application/pdf'],
    [{ name: 'a.JPG', type: '' }, 'image/jpeg'],
    [{ name: 'a.png', type: 'image/png' }, 'image/png'],
    [{ name: 'a.pdf', type: 'text/plain' }, null],
    [{ name: 'a.gif', type: '' }, null],
  ])('%j → %j', (file, expected) => {
    expect(documentContentType(file)).toBe(expected);
  });
});

describe('LiveTracking', () => {
  it.each(['en', 'ar'] as const)('renders a result from the catalogue in %s', (locale) => {
    render(
      <TestProvider locale={locale} messages={messages[locale]}>
        <LiveTracking onSearch={vi.fn()} searched="MSCU1234566" searching={false} result={fixtureTrackingSearch} />
      </TestProvider>,
    );
    expect(screen.getByRole('region', { name: messages[locale]['dashboard.tracking.title'] })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: messages[locale]['dashboard.tracking.progress'] })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
  });
});
