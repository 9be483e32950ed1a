import { messages } from '@qafila/i18n';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { findPlace, mapHeight, mapWidth, project, uaePlaces } from './places.ts';
import { RouteMap } from './RouteMap.tsx';

const at = (name: string) => {
  const place = findPlace(name);
  if (!place) throw new Error(`${name} not found`);
  return project(place.lat, place.lon);
};

describe('findPlace', () => {
  it.each([
    ['Dubai', 'dubai'],
    ['  DUBAI ', 'dubai'],
    ['Dubai, UAE', 'dubai'],
    ['Dubai, United Arab Emirates', 'dubai'],
    ['Dubai UAE', 'dubai'],
    ['Jebel Ali Port', 'jebel-ali'],
    ['Jebel Ali Port, Dubai', 'jebel-ali'],
    ['Jebel Ali Free Zone (JAFZA)', 'jebel-ali'],
    ['AEJEA', 'jebel-ali'],
    ['DXB', 'dxb'],
    ['dwc', 'dwc'],
    ['Abu Dhabi International Airport (AUH)', 'auh'],
    ['SHJ', 'shj'],
    ['Ghuwaifat', 'al-ghuwaifat'],
    ['Al Ghuwaifat border', 'al-ghuwaifat'],
    ['Hatta border', 'hatta'],
    ['Ain', 'al-ain'],
    ['Umm al-Qaiwain', 'umm-al-quwain'],
    ['دبي', 'dubai'],
    ['أبوظبي', 'abu-dhabi'],
    ['ابو ظبي', 'abu-dhabi'],
    ['جبل علي، الإمارات العربية المتحدة', 'jebel-ali'],
    ['الفجيرة', 'fujairah'],
    ['مطار دبي الدولي', 'dxb'],
  ])('%s → %s', (name, id) => {
    expect(findPlace(name)?.id).toBe(id);
  });

  it.each(['Riyadh', 'Shanghai, China', '', 'Port', 'UAE'])('does not know %j', (name) => {
    expect(findPlace(name)).toBeUndefined();
  });

  it('has an Arabic name for every place, and every place is on the map', () => {
    for (const place of uaePlaces) {
      expect(place.nameAr).toMatch(/\p{Script=Arabic}/u);
      const { x, y } = project(place.lat, place.lon);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(mapWidth);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(mapHeight);
    }
  });
});

describe('project', () => {
  it('keeps geography: north up, east right', () => {
    const abuDhabi = at('Abu Dhabi');
    const dubai = at('Dubai');
    const fujairah = at('Fujairah');
    // Dubai is north-east of Abu Dhabi.
    expect(dubai.x).toBeGreaterThan(abuDhabi.x);
    expect(dubai.y).toBeLessThan(abuDhabi.y);
    // Fujairah is east of Dubai; Al Ghuwaifat is the westernmost place, Ras Al Khaimah the northernmost.
    expect(fujairah.x).toBeGreaterThan(dubai.x);
    expect(Math.min(...uaePlaces.map((p) => project(p.lat, p.lon).x))).toBe(at('Al Ghuwaifat').x);
    expect(Math.min(...uaePlaces.map((p) => project(p.lat, p.lon).y))).toBe(at('Ras Al Khaimah').y);
  });
});

describe('RouteMap', () => {
  it.each([
    { locale: 'en', name: 'Route', shown: ['Jebel Ali Port', 'Abu Dhabi', 'Riyadh'], now: 'now' },
    { locale: 'ar', name: 'المسار', shown: ['جبل علي', 'أبوظبي', 'Riyadh'], now: 'الآن' },
  ] as const)('lists the stops in order, drawing only those on the map ($locale)', ({ locale, name, shown, now }) => {
    const { container } = render(
      <TestProvider locale={locale} messages={messages[locale]}>
        <RouteMap
          label={name}
          stops={[{ name: 'Jebel Ali Port' }, { name: 'Abu Dhabi' }, { name: 'Riyadh' }]}
          currentIndex={1}
        />
      </TestProvider>,
    );
    const img = screen.getByRole('img', { name });
    const items = within(screen.getByRole('list', { name })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('bdi')?.textContent)).toEqual(shown);
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['done', 'current', 'upcoming']);
    expect(items[1]).toHaveAttribute('aria-current', 'location');
    expect(items[1]!.textContent).toContain(` · ${now}`);
    expect(items[2]!.textContent).toContain(`(${messages[locale]['ui.routeMap.notOnMapNote']})`);
    // Two markers (Riyadh is unknown); the leg to Abu Dhabi is done, nothing is drawn ahead.
    expect(img.querySelectorAll('circle')).toHaveLength(2);
    expect(container.querySelector('[data-part="done"]')).not.toBeNull();
    expect(container.querySelector('[data-part="ahead"]')).toBeNull();
    expect(img.querySelector('desc')?.textContent).toContain('Riyadh');
  });

  it('draws stops given with a position, and lists one outside the map as not drawn', () => {
    render(
      <TestProvider>
        <RouteMap
          label="Route"
          stops={[
            { name: 'Warehouse 7', lat: 25.0, lon: 55.1 },
            { name: 'Dammam', lat: 26.43, lon: 50.1 },
          ]}
        />
      </TestProvider>,
    );
    const img = screen.getByRole('img', { name: 'Route' });
    expect(img.querySelectorAll('circle')).toHaveLength(1);
    expect(img.querySelector('desc')).toHaveTextContent(
      '2 stops, in order: Warehouse 7 and Dammam. Not on the map: Dammam.',
    );
  });
});
