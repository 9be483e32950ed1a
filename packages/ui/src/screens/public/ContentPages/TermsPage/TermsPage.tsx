import { useIntl } from 'react-intl';
import { Link } from '../../../../components/Link/Link.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { type DocSectionContent, LegalDocument } from '../DocSection.tsx';
import { argMessages, messages as m } from './TermsPage.messages.ts';

/** Date the terms of service were last changed (ISO calendar date). */
export const termsLastUpdated = '2026-11-24';

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
  const sections: readonly DocSectionContent[] = [
    { id: 'service', title: m.serviceTitle, blocks: [m.serviceText, m.serviceAi] },
    { id: 'accounts', title: m.accountsTitle, blocks: [[m.accountsCredentials, m.accountsAccurate, m.accountsAdmins]] },
    {
      id: 'acceptable-use',
      title: m.useTitle,
      blocks: [m.useIntro, [m.useLaw, m.useAccess, m.useHarm, m.useSpam, m.useResell]],
    },
    {
      id: 'your-data',
      title: m.dataTitle,
      blocks: [m.dataText],
      extra: (
        <Text tone="secondary">
          <Link href="/privacy">{intl.formatMessage(m.privacyLink)}</Link>
        </Text>
      ),
    },
    {
      id: 'fees',
      title: m.feesTitle,
      blocks: [m.feesIntro, [m.feesStarter, m.feesProfessional, m.feesEnterprise, m.feesCustom], m.feesText],
    },
    { id: 'availability', title: m.availabilityTitle, blocks: [m.availabilityText] },
    { id: 'liability', title: m.liabilityTitle, blocks: [m.liabilityText] },
    { id: 'termination', title: m.terminationTitle, blocks: [m.terminationText] },
    { id: 'governing-law', title: m.lawTitle, blocks: [m.lawText] },
    { id: 'changes', title: m.changesTitle, blocks: [m.changesText] },
  ];
  return (
    <LegalDocument
      titleId="terms-title"
      messages={m}
      updated={argMessages.updated}
      lastUpdated={termsLastUpdated}
      contactEmail={contactEmail}
      onBack={onBack}
      sections={sections}
    />
  );
}
