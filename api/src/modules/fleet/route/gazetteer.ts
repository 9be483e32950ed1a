// Resolves what a person typed ("Jebel Ali", "جبل علي", "JAFZA", "25.2, 55.3") to a UAE place with coordinates.
// The places are in gazetteer-data.ts (approximate coordinates, see there). Pure: no I/O.
//
// Matching is exact on a normalised key, so "Al-Quoz", "al quoz", "ALQUOZ" and "Quoz" are one name:
// - Latin: Unicode decomposition with the diacritics dropped (ā → a), lower case, apostrophes dropped, every
//   other non-letter (hyphen, space, parenthesis) a word break, the article "al"/"el" dropped, words joined.
// - Arabic: diacritics (tashkeel, superscript alef) and tatweel dropped; أ إ آ ٱ → ا, ة → ه, ى → ي; the article
//   "ال" dropped from the start of each word of four letters or more; Arabic-Indic digits read as digits.
// A name is also known without its parenthesised part ("Jebel Ali Free Zone (JAFZA)" → "Jebel Ali Free Zone")
// unless that shorter name would fit two places ("Al Nahda"): such a name is treated as unknown, and the
// suggestions offer both.
// Unknown names get up to five suggestions ranked by the optimal string alignment distance (Damerau–Levenshtein
// with adjacent transpositions, each substring edited once) between normalised keys, as a similarity
// 1 − distance / longer length.

import type { Emirate } from '@qafila/contracts';
import { PLACES, type Place, type PlaceKind, type Region } from './gazetteer-data.ts';

/** A place a route can visit: a gazetteer entry or raw coordinates (kind `coordinates`). */
export interface ResolvedPlace {
  /** The gazetteer id, or `coord:<lat>,<lon>` for raw coordinates. */
  id: string;
  en: string;
  ar: string;
  kind: PlaceKind | 'coordinates';
  /** For raw coordinates, the emirate and region of the nearest gazetteer place. */
  emirate: Emirate;
  region: Region;
  lat: number;
  lon: number;
  accessKm: number;
}

/** A suggested place for a name that was not found. */
export interface PlaceSuggestion {
  id: string;
  en: string;
  ar: string;
  /** 0–1, the string similarity of the closest of the place's names. */
  similarity: number;
}

export type Resolution =
  | { ok: true; place: ResolvedPlace }
  | { ok: false; reason: 'unknown'; text: string; suggestions: PlaceSuggestion[] }
  | { ok: false; reason: 'outside_uae'; text: string; lat: number; lon: number };

/** A generous box around the UAE's land and islands (WGS84), in which raw coordinates are accepted. */
const UAE_BOUNDS = { minLat: 22.5, maxLat: 26.5, minLon: 51.0, maxLon: 56.6 } as const;

const MAX_SUGGESTIONS = 5;
const MIN_SIMILARITY = 0.35;
const COORDINATES = /^\s*([-+]?\d{1,3}(?:\.\d+)?)\s*[,;\s]\s*([-+]?\d{1,3}(?:\.\d+)?)\s*$/;

/** The matching key of a name (see the header comment); '' for text without letters or digits. */
export function normalizeName(text: string): string {
  const words = text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .toLowerCase()
    .replace(/['’‘`ʿʾ]/g, '')
    .split(/[^\p{L}\p{N}]+/u);
  return words
    .filter((w) => w !== '' && w !== 'al' && w !== 'el')
    .map((w) => (w.length >= 4 && w.startsWith('ال') ? w.slice(2) : w))
    .join('');
}

const BY_KEY = new Map<string, Place>();
/** Every key of every place, for suggestions. */
const KEYS: { key: string; place: Place }[] = [];

function index(): void {
  const ambiguous = new Set<string>();
  const shortNames = new Map<string, Place>();
  for (const place of PLACES) {
    for (const name of [place.en, place.ar, place.id, ...place.alt]) {
      const key = normalizeName(name);
      const other = BY_KEY.get(key);
      if (other && other !== place) throw new Error(`gazetteer: "${name}" names both ${other.id} and ${place.id}`);
      BY_KEY.set(key, place);
      KEYS.push({ key, place });
    }
    for (const name of [place.en, place.ar]) {
      const short = name.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
      if (short === name) continue;
      const key = normalizeName(short);
      const other = shortNames.get(key);
      if (other && other !== place) ambiguous.add(key);
      shortNames.set(key, place);
      KEYS.push({ key, place });
    }
  }
  for (const [key, place] of shortNames) {
    if (!ambiguous.has(key) && !BY_KEY.has(key)) BY_KEY.set(key, place);
  }
}
index();

function toResolved(place: Place): ResolvedPlace {
  const { id, en, ar, kind, emirate, region, lat, lon } = place;
  return { id, en, ar, kind, emirate, region, lat, lon, accessKm: place.accessKm ?? 0 };
}

/** The gazetteer place nearest to a point (by squared degree distance scaled for latitude). */
export function nearestPlace(lat: number, lon: number): Place {
  const k = Math.cos((lat * Math.PI) / 180);
  let best = PLACES[0]!;
  let bestD = Number.POSITIVE_INFINITY;
  for (const p of PLACES) {
    const d = (p.lat - lat) ** 2 + ((p.lon - lon) * k) ** 2;
    if (d < bestD) {
      best = p;
      bestD = d;
    }
  }
  return best;
}

function fromCoordinates(text: string, lat: number, lon: number): Resolution {
  const b = UAE_BOUNDS;
  if (!(lat >= b.minLat && lat <= b.maxLat && lon >= b.minLon && lon <= b.maxLon)) {
    return { ok: false, reason: 'outside_uae', text, lat, lon };
  }
  const near = nearestPlace(lat, lon);
  const label = `${lat.toFixed(4)}, ${lon.toFixed(4)}`;
  return {
    ok: true,
    place: {
      id: `coord:${lat.toFixed(4)},${lon.toFixed(4)}`,
      en: label,
      ar: label,
      kind: 'coordinates',
      emirate: near.emirate,
      region: near.region,
      lat,
      lon,
      accessKm: 0,
    },
  };
}

/**
 * Resolves an English or Arabic name, an alternative spelling or code, or raw "lat, lon" coordinates inside the
 * UAE. Never throws: an unknown name comes back with up to five suggestions, coordinates outside the UAE say so.
 */
export function resolvePlace(text: string): Resolution {
  const digits = text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[٫]/g, '.');
  const coordinates = COORDINATES.exec(digits.replace(/،/g, ','));
  if (coordinates) return fromCoordinates(text, Number(coordinates[1]), Number(coordinates[2]));
  const key = normalizeName(text);
  const place = key ? BY_KEY.get(key) : undefined;
  if (place) return { ok: true, place: toResolved(place) };
  return { ok: false, reason: 'unknown', text, suggestions: suggestPlaces(text) };
}

/** Up to five places whose names are most similar to `text`, best first, above a floor of similarity. */
function suggestPlaces(text: string, limit = MAX_SUGGESTIONS): PlaceSuggestion[] {
  const key = normalizeName(text);
  if (!key) return [];
  const best = new Map<Place, number>();
  for (const { key: candidate, place } of KEYS) {
    const similarity = 1 - osaDistance(key, candidate) / Math.max(key.length, candidate.length);
    if (similarity > (best.get(place) ?? -1)) best.set(place, similarity);
  }
  return [...best]
    .filter(([, similarity]) => similarity >= MIN_SIMILARITY)
    .sort((a, b) => b[1] - a[1] || a[0].en.localeCompare(b[0].en))
    .slice(0, limit)
    .map(([p, similarity]) => ({ id: p.id, en: p.en, ar: p.ar, similarity: Math.round(similarity * 100) / 100 }));
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent transpositions. */
export function osaDistance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  let before = new Array<number>(n + 1).fill(0);
  let previous = Array.from({ length: n + 1 }, (_, j) => j);
  let current = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= m; i++) {
    current[0] = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[n]!;
}
