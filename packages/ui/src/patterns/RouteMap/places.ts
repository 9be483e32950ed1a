/** A place of the UAE gazetteer: English and Arabic names, position, and other names it is known by. */
export interface Place {
  id: string;
  name: string;
  nameAr: string;
  lat: number;
  lon: number;
  /** Other spellings, codes (IATA, UN/LOCODE) and longer names; matched like `name` and `nameAr`. */
  aliases: readonly string[];
}

/** Key places for UAE logistics: emirates' cities, ports, airports, free zones and land border posts. */
export const uaePlaces: readonly Place[] = [
  {
    id: 'abu-dhabi',
    name: 'Abu Dhabi',
    nameAr: 'أبوظبي',
    lat: 24.4539,
    lon: 54.3773,
    aliases: ['Abu Zabi', 'أبو ظبي'],
  },
  { id: 'dubai', name: 'Dubai', nameAr: 'دبي', lat: 25.2048, lon: 55.2708, aliases: ['Dubayy'] },
  { id: 'sharjah', name: 'Sharjah', nameAr: 'الشارقة', lat: 25.3463, lon: 55.4209, aliases: ['Ash Shariqah'] },
  { id: 'ajman', name: 'Ajman', nameAr: 'عجمان', lat: 25.4052, lon: 55.5136, aliases: [] },
  {
    id: 'umm-al-quwain',
    name: 'Umm Al Quwain',
    nameAr: 'أم القيوين',
    lat: 25.5647,
    lon: 55.5552,
    aliases: ['Umm al-Qaiwain', 'UAQ'],
  },
  {
    id: 'ras-al-khaimah',
    name: 'Ras Al Khaimah',
    nameAr: 'رأس الخيمة',
    lat: 25.8007,
    lon: 55.9762,
    aliases: ['RAK', 'Ras al-Khaimah'],
  },
  {
    id: 'fujairah',
    name: 'Fujairah',
    nameAr: 'الفجيرة',
    lat: 25.1288,
    lon: 56.3265,
    aliases: ['Al Fujairah', 'Fujairah Port', 'AEFJR'],
  },
  { id: 'al-ain', name: 'Al Ain', nameAr: 'العين', lat: 24.2075, lon: 55.7447, aliases: ['Al-Ain'] },
  {
    id: 'jebel-ali',
    name: 'Jebel Ali',
    nameAr: 'جبل علي',
    lat: 25.0118,
    lon: 55.0613,
    aliases: [
      'Jebel Ali Port',
      'Port of Jebel Ali',
      'Jebel Ali Free Zone',
      'JAFZA',
      'Jabal Ali',
      'AEJEA',
      'ميناء جبل علي',
      'المنطقة الحرة لجبل علي',
    ],
  },
  { id: 'khalifa-port', name: 'Khalifa Port', nameAr: 'ميناء خليفة', lat: 24.809, lon: 54.647, aliases: ['AEKHL'] },
  {
    id: 'khor-fakkan',
    name: 'Khor Fakkan',
    nameAr: 'خورفكان',
    lat: 25.339,
    lon: 56.356,
    aliases: ['Khorfakkan', 'Khor Fakkan Port', 'AEKLF', 'خور فكان'],
  },
  {
    id: 'dxb',
    name: 'Dubai International Airport',
    nameAr: 'مطار دبي الدولي',
    lat: 25.2532,
    lon: 55.3657,
    aliases: ['DXB', 'Dubai Airport', 'Dubai International', 'OMDB'],
  },
  {
    id: 'dwc',
    name: 'Al Maktoum International Airport',
    nameAr: 'مطار آل مكتوم الدولي',
    lat: 24.8964,
    lon: 55.1614,
    aliases: ['DWC', 'Al Maktoum International', 'Al Maktoum Airport', 'Dubai World Central', 'OMDW'],
  },
  {
    id: 'auh',
    name: 'Abu Dhabi International Airport',
    nameAr: 'مطار أبوظبي الدولي',
    lat: 24.433,
    lon: 54.6511,
    aliases: ['AUH', 'Abu Dhabi Airport', 'Zayed International Airport', 'OMAA', 'مطار زايد الدولي'],
  },
  { id: 'ruwais', name: 'Ruwais', nameAr: 'الرويس', lat: 24.1103, lon: 52.7306, aliases: ['Al Ruwais', 'Ruwais Port'] },
  {
    id: 'al-ghuwaifat',
    name: 'Al Ghuwaifat',
    nameAr: 'الغويفات',
    lat: 24.12,
    lon: 51.605,
    aliases: ['Al Ghuwaifat border', 'Ghuwaifat', 'Ghuwaifat border', 'منفذ الغويفات'],
  },
  { id: 'hatta', name: 'Hatta', nameAr: 'حتا', lat: 24.8, lon: 56.12, aliases: ['Hatta border', 'منفذ حتا'] },
  {
    id: 'shj',
    name: 'Sharjah International Airport',
    nameAr: 'مطار الشارقة الدولي',
    lat: 25.3286,
    lon: 55.5172,
    aliases: ['SHJ', 'Sharjah Airport', 'OMSJ'],
  },
  {
    id: 'kezad',
    name: 'KEZAD',
    nameAr: 'كيزاد',
    lat: 24.79,
    lon: 54.78,
    aliases: ['Khalifa Economic Zones Abu Dhabi', 'Khalifa Industrial Zone', 'KIZAD', 'مناطق خليفة الاقتصادية'],
  },
  { id: 'dubai-south', name: 'Dubai South', nameAr: 'دبي الجنوب', lat: 24.9, lon: 55.17, aliases: ['دبي ساوث'] },
];

/** Lower case, no diacritics or tatweel, Arabic letter variants folded, punctuation as spaces, spaces collapsed. */
export function normalizePlaceName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/gu, '')
    .toLowerCase()
    .replace(/[أإآٱ]/gu, 'ا')
    .replace(/ى/gu, 'ي')
    .replace(/ة/gu, 'ه')
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

const countrySuffixes = [
  'united arab emirates',
  'uae',
  'u a e',
  'the uae',
  'ae',
  'الامارات العربيه المتحده',
  'الامارات',
  'دوله الامارات العربيه المتحده',
].map(normalizePlaceName);

const index = new Map<string, Place>();
for (const place of uaePlaces) {
  for (const alias of [place.name, place.nameAr, ...place.aliases]) {
    const key = normalizePlaceName(alias);
    if (!index.has(key)) index.set(key, place);
    // "Al Ain" and "Ain", "Al Ghuwaifat" and "Ghuwaifat": an article may be missing.
    const bare = key.replace(/^al /u, '');
    if (!index.has(bare)) index.set(bare, place);
  }
}

function lookup(text: string): Place | undefined {
  let key = normalizePlaceName(text);
  if (!key) return undefined;
  const found = index.get(key);
  if (found) return found;
  for (const suffix of countrySuffixes) {
    if (key.endsWith(` ${suffix}`)) {
      key = key.slice(0, -suffix.length - 1);
      return index.get(key) ?? index.get(key.replace(/^al /u, ''));
    }
  }
  return index.get(key.replace(/^al /u, ''));
}

/**
 * The gazetteer place a free-text name refers to, or undefined. Case-insensitive; accepts Arabic names, airport and
 * UN/LOCODE codes, a trailing country (", UAE", "United Arab Emirates") and "Place, Emirate" forms (the first part that
 * is known wins: "Jebel Ali Port, Dubai" is Jebel Ali, "Dubai, United Arab Emirates" is Dubai).
 */
export function findPlace(name: string): Place | undefined {
  const whole = lookup(name);
  if (whole) return whole;
  // Parts split at commas, dashes between spaces and brackets: "Dubai International (DXB)", "Jebel Ali - Dubai".
  const parts = name.split(/[,،;()[\]]|\s[-–—]\s/u).filter((part) => part.trim());
  if (parts.length < 2) return undefined;
  for (const part of parts) {
    const found = lookup(part);
    if (found) return found;
  }
  return undefined;
}

/** The map's extent in degrees (the UAE with a margin). */
export const mapBounds = { west: 51.3, east: 56.7, south: 22.45, north: 26.3 } as const;

/** Horizontal degrees are shorter than vertical ones at this latitude: cos(24.4°). */
const lonScale = Math.cos((24.4 * Math.PI) / 180);
/** SVG units per degree of latitude. */
const unit = 100;

export const mapWidth = Math.round((mapBounds.east - mapBounds.west) * lonScale * unit);
export const mapHeight = Math.round((mapBounds.north - mapBounds.south) * unit);

/** Whether a position falls inside the map. */
export function onMap(lat: number, lon: number): boolean {
  return lat >= mapBounds.south && lat <= mapBounds.north && lon >= mapBounds.west && lon <= mapBounds.east;
}

/** Equirectangular projection into the map's viewBox (`0 0 mapWidth mapHeight`): x grows east, y grows south. */
export function project(lat: number, lon: number): { x: number; y: number } {
  return {
    x: Math.round((lon - mapBounds.west) * lonScale * unit * 10) / 10,
    y: Math.round((mapBounds.north - lat) * unit * 10) / 10,
  };
}

/**
 * A simplified hand-drawn outline of the UAE mainland (coast and land borders with Saudi Arabia and Oman, Musandam
 * left out), as [lat, lon] points.
 */
export const uaeOutline: readonly (readonly [number, number])[] = [
  [24.27, 51.58],
  [24.05, 51.75],
  [23.98, 52.05],
  [24.1, 52.4],
  [24.18, 52.62],
  [24.15, 53.0],
  [24.1, 53.5],
  [24.05, 53.95],
  [24.2, 54.15],
  [24.38, 54.33],
  [24.52, 54.42],
  [24.7, 54.6],
  [24.85, 54.75],
  [25.0, 55.03],
  [25.13, 55.18],
  [25.27, 55.3],
  [25.38, 55.44],
  [25.52, 55.56],
  [25.65, 55.76],
  [25.8, 55.95],
  [25.95, 56.05],
  [26.05, 56.08],
  [25.95, 56.16],
  [25.78, 56.2],
  [25.62, 56.27],
  [25.4, 56.36],
  [25.2, 56.36],
  [25.0, 56.37],
  [24.93, 56.33],
  [24.92, 56.2],
  [24.85, 56.05],
  [24.7, 55.98],
  [24.55, 55.85],
  [24.3, 55.8],
  [24.15, 55.85],
  [24.0, 55.95],
  [23.8, 55.65],
  [23.55, 55.5],
  [23.1, 55.3],
  [22.7, 55.2],
  [22.72, 54.5],
  [22.8, 53.5],
  [22.93, 52.58],
  [23.4, 52.1],
  [23.9, 51.7],
  [24.27, 51.58],
];

/** The gazetteer place nearest to a position within `maxKm` (great-circle distance), or undefined. */
export function nearestPlace(lat: number, lon: number, maxKm = 15): Place | undefined {
  const radians = Math.PI / 180;
  const km = (place: Place) => {
    const dLat = (place.lat - lat) * radians;
    const dLon = (place.lon - lon) * radians;
    const a =
      Math.sin(dLat / 2) ** 2 + Math.cos(lat * radians) * Math.cos(place.lat * radians) * Math.sin(dLon / 2) ** 2;
    return 2 * 6371 * Math.asin(Math.sqrt(a));
  };
  let best: { place: Place; distance: number } | undefined;
  for (const place of uaePlaces) {
    const distance = km(place);
    if (distance <= maxKm && (!best || distance < best.distance)) best = { place, distance };
  }
  return best?.place;
}
