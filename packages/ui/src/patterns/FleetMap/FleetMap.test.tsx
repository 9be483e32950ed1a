import { POSITION_STALE_AFTER_MS } from '@qafila/contracts';
import { messages } from '@qafila/i18n';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { fitZoom, placeLabels, zoomed } from '../RouteMap/mapDrawing.ts';
import { mapHeight, mapWidth, nearestPlace, project } from '../RouteMap/places.ts';
import { fixtureNow, fixturePositions } from './FleetMap.fixtures.ts';
import { FleetMap } from './FleetMap.tsx';

const ago = (ms: number) => new Date(fixtureNow - ms).toISOString();

describe('FleetMap', () => {
  it('greys a position older than POSITION_STALE_AFTER_MS unless told otherwise', () => {
    render(
      <TestProvider>
        <FleetMap
          label="Map"
          now={fixtureNow}
          vehicles={[
            { id: 1, label: 'A 1', lat: 25.2, lon: 55.27, recordedAt: ago(POSITION_STALE_AFTER_MS - 1000) },
            { id: 2, label: 'A 2', lat: 24.45, lon: 54.38, recordedAt: ago(POSITION_STALE_AFTER_MS + 1000) },
            { id: 3, label: 'A 3', lat: 25.35, lon: 55.42, recordedAt: ago(0), stale: true },
          ]}
        />
      </TestProvider>,
    );
    const img = screen.getByRole('img', { name: 'Map' });
    const stale = [...img.querySelectorAll('[data-vehicle]')].map((g) => [
      g.getAttribute('data-vehicle'),
      g.hasAttribute('data-stale'),
    ]);
    expect(Object.fromEntries(stale)).toEqual({ 1: false, 2: true, 3: true });
    const items = within(screen.getByRole('list', { name: 'Map' })).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('A 1 near Dubai · at 11:50');
    expect(items[1]!.textContent).toContain('A 2 near Abu Dhabi · last seen 11:49');
    expect(img.querySelector('desc')).toHaveTextContent('3 vehicle positions, 2 of them not recent.');
  });

  it.each(['en', 'ar'] as const)('lists every vehicle, drawing only those on the map (%s)', (locale) => {
    render(
      <TestProvider locale={locale} messages={messages[locale]}>
        <FleetMap
          label="Map"
          now={fixtureNow}
          vehicles={[...fixturePositions, { id: 9, label: 'X 1', lat: 21.4, lon: 39.8, recordedAt: ago(0) }]}
        />
      </TestProvider>,
    );
    expect(within(screen.getByRole('list', { name: 'Map' })).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('img', { name: 'Map' }).querySelectorAll('[data-vehicle]')).toHaveLength(5);
  });

  it('says how to connect a tracker when there is nothing to draw', () => {
    render(
      <TestProvider>
        <FleetMap label="Map" vehicles={[]} />
      </TestProvider>,
    );
    expect(screen.getByRole('heading', { name: 'No positions yet' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('placeLabels', () => {
  it('keeps labels of markers close together from overlapping', () => {
    const points = [
      { x: 300, y: 100, text: 'A 12345' },
      { x: 305, y: 104, text: 'CC 778' },
      { x: 298, y: 98, text: '3 90210' },
    ];
    for (const rtl of [false, true]) {
      const placed = placeLabels(points, rtl);
      const ys = placed.map((p) => `${Math.round(p.x)}:${Math.round(p.y)}:${p.anchor}`);
      expect(new Set(ys).size).toBe(3);
    }
  });
});

describe('nearestPlace', () => {
  it('names the nearest gazetteer place within the radius', () => {
    expect(nearestPlace(25.08, 55.14)?.id).toBe('jebel-ali');
    expect(nearestPlace(23.6, 53.7)).toBeUndefined();
  });
});

describe('fitZoom', () => {
  it('shows the whole UAE when the points are spread over it, and enlarges a cluster at most 4 times', () => {
    const spread = [project(24.11, 52.73), project(25.8, 55.98), project(24.2, 55.75), project(25.12, 56.33)];
    expect(fitZoom(spread)).toBeUndefined();
    const dubai = [project(25.2, 55.27), project(25.25, 55.3), project(25.0118, 55.0613)];
    const zoom = fitZoom(dubai)!;
    expect(zoom.scale).toBeGreaterThan(1.25);
    expect(zoom.scale).toBeLessThanOrEqual(4);
    for (const point of dubai) {
      const { x, y } = zoomed(zoom, point);
      // Every point stays inside the drawn window, clear of its edges.
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(mapWidth);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(mapHeight);
    }
  });

  it('leaves a plate that has no free place to the list instead of covering another', () => {
    const crowd = Array.from({ length: 8 }, (_, i) => ({
      id: i + 1,
      label: `A ${1000 + i}`,
      lat: 25.2 + i * 0.0004,
      lon: 55.27 + i * 0.0004,
      recordedAt: ago(0),
    }));
    render(
      <TestProvider>
        <FleetMap label="Map" now={fixtureNow} vehicles={crowd} />
      </TestProvider>,
    );
    const img = screen.getByRole('img', { name: 'Map' });
    const drawn = img.querySelectorAll('text').length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(8);
    expect(within(screen.getByRole('list', { name: 'Map' })).getAllByRole('listitem')).toHaveLength(8);
  });
});
