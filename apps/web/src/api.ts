import { type ApiClient, createApiClient } from '@qafila/api-client';

/** The one API client of the web app: same origin, tokens from localStorage (spec 000 §7). */
export const api: ApiClient = createApiClient(typeof window === 'undefined' ? {} : { storage: window.localStorage });
