import { STORAGE_KEYS } from '@qafila/contracts/constants';
import type { CookiePreferences } from '@qafila/ui/screens/public';

/** Bump when the cookie policy changes materially: a consent given to an older version is asked again. */
export const CONSENT_POLICY_VERSION = '2026-11';

/** What is kept in the browser: the four categories, when they were chosen, and under which policy. */
export interface StoredConsent extends CookiePreferences {
  timestamp: string;
  policyVersion: string;
}

/** The saved consent, or undefined when none is saved, it is unreadable (logged, ignored), or outdated. */
export function readConsent(storage: Storage | undefined): StoredConsent | undefined {
  const raw = storage?.getItem(STORAGE_KEYS.consent);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<StoredConsent>;
    if (typeof value !== 'object' || value === null) throw new Error('not an object');
    if (value.policyVersion !== CONSENT_POLICY_VERSION) return undefined;
    return {
      necessary: true,
      analytics: value.analytics === true,
      marketing: value.marketing === true,
      functional: value.functional === true,
      timestamp: String(value.timestamp ?? ''),
      policyVersion: CONSENT_POLICY_VERSION,
    };
  } catch (error) {
    console.error('Saved cookie consent is unreadable; ignoring it', error);
    return undefined;
  }
}

export function saveConsent(storage: Storage | undefined, preferences: CookiePreferences): StoredConsent {
  const stored: StoredConsent = {
    ...preferences,
    necessary: true,
    timestamp: new Date().toISOString(),
    policyVersion: CONSENT_POLICY_VERSION,
  };
  storage?.setItem(STORAGE_KEYS.consent, JSON.stringify(stored));
  return stored;
}
