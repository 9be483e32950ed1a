/**
 * Business constants of the specifications (spec 000 §9, spec 001 §9) and PRODUCT.md §5, with the public routes and
 * storage keys: only domain values and limits that more than one package needs. Presentation values (toast and
 * tooltip timings, sidebar widths, health colours) live with the component that applies them in @qafila/ui. This module imports nothing, so browsers can take it through `@qafila/contracts/constants` without
 * loading Zod (the package index builds every schema).
 */

export const PRODUCT_NAME = 'Qafila';

/** Interface languages (spec 000 §3); `LanguageCode` in the index is the schema of these. */
export const LANGUAGE_CODES = ['en', 'ar'] as const;

/** localStorage keys. */
export const STORAGE_KEYS = {
  consent: 'qafila-cookie-consent',
  preferredLanguage: 'preferred-language',
  currentUser: 'currentUser',
  token: 'token',
  user: 'user',
  adminToken: 'adminToken',
  adminUsername: 'adminUsername',
} as const;

/** The demo workspace customer: visitors see this customer's data read-only (PRODUCT.md §1). */
export const DEMO_CUSTOMER_ID = 1;
export const CHAT_SESSION_PREFIX = 'session_';

export const CONSENT_BANNER_DELAY_MS = 2000;
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/** Request retry policy for reads (spec 000 §8). */
export const RETRY_LIMIT = 3;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;

/**
 * Close codes of the `/ws` socket that end it for good: the client must not reconnect (a new socket would be refused
 * the same way). 4401: the sign-in behind it ended (logout, password change, expiry, user deleted) — the HTTP 401 flow
 * signs the browser out. 4403: the organization is suspended or cancelled. 1008: a policy of the server (too many
 * sockets for one identity).
 */
export const WS_CLOSE_CODES = { sessionEnded: 4401, forbidden: 4403, policy: 1008 } as const;
/** The close codes after which the client stays disconnected. */
export const WS_FINAL_CLOSE_CODES: readonly number[] = Object.values(WS_CLOSE_CODES);

/** Polling intervals (spec 001 §9) of the screens built so far; the fleet and integration sections add theirs. */
export const REFRESH_MS = {
  dashboardStats: 30_000,
  monitoring: 30_000,
  /** Spec 001 §9: the integrations list. */
  integrations: 60_000,
} as const;

export const AED_PER_USD = 3.6725;
export const TIME_ZONE = 'Asia/Dubai';

/** Largest JSON body the API accepts; larger bodies get 413. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Public pages: prerendered in English at these paths and in Arabic at their `/ar` twins. */
export const PUBLIC_ROUTES = ['/', '/features', '/tutorial', '/about', '/privacy', '/terms'] as const;

/** The Arabic twin of a public path, e.g. `/features` → `/ar/features`, `/` → `/ar`. */
export const arabicTwin = (path: string) => (path === '/' ? '/ar' : `/ar${path}`);

/** A public page's English path and language, from either twin; undefined for any other path. */
export function publicPage(path: string): { path: string; language: 'en' | 'ar' } | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const routes: readonly string[] = PUBLIC_ROUTES;
  if (routes.includes(clean)) return { path: clean, language: 'en' };
  if (clean === '/ar') return { path: '/', language: 'ar' };
  const inner = clean.startsWith('/ar/') ? clean.slice(3) : undefined;
  if (inner && routes.includes(inner)) return { path: inner, language: 'ar' };
  return undefined;
}

/** Page routes of the web app (spec 000 §2, spec 001 §2). Anything else is the 404 page. */
export const PAGE_ROUTES = [...PUBLIC_ROUTES, '/admin', '/admin/login'] as const;
/** Route prefixes whose every sub-path is a page (the app falls back to its main screen). */
export const PAGE_ROUTE_PREFIXES = ['/app'] as const;

/** True when a path (without query) is a page of the web app rather than the 404 page. */
export function isPageRoute(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if ((PAGE_ROUTES as readonly string[]).includes(clean) || publicPage(clean)) return true;
  return PAGE_ROUTE_PREFIXES.some((prefix) => clean === prefix || clean.startsWith(`${prefix}/`));
}
