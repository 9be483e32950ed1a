import { createApiClient } from '@qafila/api-client';

/** The one API client of the web app: same origin, tokens from localStorage (spec 000 §7). */
export const api = createApiClient(typeof window === 'undefined' ? {} : { storage: window.localStorage });
