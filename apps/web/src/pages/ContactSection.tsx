import type { ContactFormValues } from '@qafila/ui';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../api.ts';
import { useConsent } from '../consent/ConsentContext.tsx';

/** Sends the 'Schedule a Demo' form to POST /api/contact with the page language and the cookie choices. */
export function useContactSubmit(): (values: ContactFormValues) => Promise<boolean> {
  const intl = useIntl();
  const { consent } = useConsent();
  return useCallback(
    async (values: ContactFormValues) => {
      try {
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
