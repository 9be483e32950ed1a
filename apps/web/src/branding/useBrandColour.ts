import type { PublicBranding } from '@qafila/contracts';
import { STORAGE_KEYS } from '@qafila/contracts/constants';
import { useEffect, useState } from 'react';

/**
 * The organization colour to apply (white label), by host or the signed-in user's organization; undefined for the
 * platform's own look. Fetched again when the user changes. A plain request: the API client and React Query stay
 * out of the public pages' first load.
 */
export function useBrandColour(userId: number | null): string | undefined {
  const [branding, setBranding] = useState<PublicBranding | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the user (and so the token) is what changes the answer
  useEffect(() => {
    const controller = new AbortController();
    const token = localStorage.getItem(STORAGE_KEYS.token);
    fetch('/api/branding', {
      credentials: 'include',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    })
      .then((response) =>
        response.ok ? (response.json() as Promise<PublicBranding>) : Promise.reject(new Error(`${response.status}`)),
      )
      .then(setBranding, (error: unknown) => {
        if (!controller.signal.aborted) console.error('Branding could not be loaded', error);
      });
    return () => controller.abort();
  }, [userId]);
  return branding && branding.source !== 'default' ? branding.primaryColor : undefined;
}
