import { ContactForm } from '@qafila/ui';
import { useIntl } from 'react-intl';
import { api } from '../api.ts';
import { useConsent } from '../consent/ConsentContext.tsx';

/** The landing page's contact section: the 'Schedule a Demo' form, sent to POST /api/contact. */
export function ContactSection() {
  const intl = useIntl();
  const { consent } = useConsent();
  return (
    <section id="contact">
      <ContactForm
        headingLevel="h2"
        onSubmit={async (values) => {
          try {
            await api.submitContact({
              ...values,
              language: intl.locale === 'ar' ? 'ar' : 'en',
              ...(consent
                ? {
                    consent: {
                      analytics: consent.analytics,
                      marketing: consent.marketing,
                      functional: consent.functional,
                    },
                  }
                : {}),
            });
            return true;
          } catch (error) {
            console.error('Failed to send the demo request', error);
            return false;
          }
        }}
      />
    </section>
  );
}
