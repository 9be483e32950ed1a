import type { PublicBranding } from '@qafila/contracts';
import { useEffect, useState } from 'react';

/**
 * The organization colour to apply (white label), by host or the signed-in user's organization; undefined for the
 * platform's own look. Fetched again when the user changes. The API client loads on first use and React Query is
 * not used, so neither is in the public pages' first load.
 */
export function useBrandColour(userId: number | null): string | undefined {
  const [branding, setBranding] = useState<PublicBranding | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the user (and so the token) is what changes the answer
  useEffect(() => {
    const controller = new AbortController();
    import('../api.ts')
      .then(({ api }) => api.call('GET /api/branding', {}, { signal: controller.signal }))
      .then(setBranding, (error: unknown) => {
        if (!controller.signal.aborted) console.error('Branding could not be loaded', error);
      });
    return () => controller.abort();
  }, [userId]);
  return branding && branding.source !== 'default' ? branding.primaryColor : undefined;
}
