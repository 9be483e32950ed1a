import type { ContactFormValues } from '@qafila/ui/screens/public';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useConsent } from '../consent/ConsentContext.tsx';

/** Sends the 'Schedule a Demo' form to POST /api/contact with the page language and the cookie choices. */
export function useContactSubmit(): (values: ContactFormValues) => Promise<boolean> {
  const intl = useIntl();
  const { consent } = useConsent();
  return useCallback(
    async (values: ContactFormValues) => {
      try {
        // The API client loads with the first request, not with the page.
        const { api } = await import('../api.ts');
        await api.submitContact({
          ...values,
          language: intl.locale === 'ar' ? 'ar' : 'en',
          ...(consent
            ? {
                consent: { analytics: consent.analytics, marketing: consent.marketing, functional: consent.functional },
              }
            : {}),
        });
        return true;
      } catch (error) {
        console.error('Failed to send the demo request', error);
        return false;
      }
    },
    [intl.locale, consent],
  );
}
