import { useIntl } from 'react-intl';
import { Link } from '../../../../components/Link/Link.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { DocContactSection, DocSection, DocText, LegalDocument, MessageList } from '../DocSection.tsx';
import { argMessages, messages as m } from './TermsPage.messages.ts';

/** Date the terms of service were last changed (ISO calendar date). */
export const termsLastUpdated = '2026-11-23';

/** Props of `TermsPage`. */
export interface TermsPageProps {
  /** "Back" in the legal bar. */
  onBack(): void;
  /** Address for questions about the terms. Defaults to `legal@qafila.ae`. */
  contactEmail?: string;
}

/**
 * The terms of service (`/terms`) inside `LegalLayout`: service, accounts, acceptable use, customer data, plans and
 * fees, availability, liability, termination, governing law (UAE, courts of Dubai), changes and contact.
 */
export function TermsPage({ onBack, contactEmail = 'legal@qafila.ae' }: TermsPageProps) {
  const intl = useIntl();
  return (
    <LegalDocument
      titleId="terms-title"
      title={m.title}
      updated={argMessages.updated}
      lastUpdated={termsLastUpdated}
      lead={m.lead}
      onBack={onBack}
    >
      <DocSection id="service" title={m.serviceTitle}>
        <DocText message={m.serviceText} />
        <DocText message={m.serviceAi} />
      </DocSection>

      <DocSection id="accounts" title={m.accountsTitle}>
        <MessageList items={[m.accountsCredentials, m.accountsAccurate, m.accountsAdmins]} />
      </DocSection>

      <DocSection id="acceptable-use" title={m.useTitle}>
        <DocText message={m.useIntro} />
        <MessageList items={[m.useLaw, m.useAccess, m.useHarm, m.useSpam, m.useResell]} />
      </DocSection>

      <DocSection id="your-data" title={m.dataTitle}>
        <DocText message={m.dataText} />
        <Text tone="secondary">
          <Link href="/privacy">{intl.formatMessage(m.privacyLink)}</Link>
        </Text>
      </DocSection>

      <DocSection id="fees" title={m.feesTitle}>
        <DocText message={m.feesIntro} />
        <MessageList items={[m.feesStarter, m.feesProfessional, m.feesEnterprise, m.feesCustom]} />
        <DocText message={m.feesText} />
      </DocSection>

      <DocSection id="availability" title={m.availabilityTitle}>
        <DocText message={m.availabilityText} />
      </DocSection>

      <DocSection id="liability" title={m.liabilityTitle}>
        <DocText message={m.liabilityText} />
      </DocSection>

      <DocSection id="termination" title={m.terminationTitle}>
        <DocText message={m.terminationText} />
      </DocSection>

      <DocSection id="governing-law" title={m.lawTitle}>
        <DocText message={m.lawText} />
      </DocSection>

      <DocSection id="changes" title={m.changesTitle}>
        <DocText message={m.changesText} />
      </DocSection>

      <DocContactSection title={m.contactTitle} text={m.contactText} email={contactEmail} address={m.contactAddress} />
    </LegalDocument>
  );
}
