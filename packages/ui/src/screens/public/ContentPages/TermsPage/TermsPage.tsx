import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Link } from '../../../../components/Link/Link.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { linkClass } from '../../shared/linkClass.ts';
import * as styles from '../content.css.ts';
import { DocArticle, DocHeader, DocSection, formatDocumentDate, MessageList } from '../DocSection.tsx';
import { LegalLayout } from '../LegalLayout/LegalLayout.tsx';
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
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const list = (items: MessageDescriptor[]) => <MessageList items={items} />;
  return (
    <LegalLayout onBack={onBack}>
      <DocArticle titleId="terms-title">
        <DocHeader
          id="terms-title"
          title={t(m.title)}
          updated={intl.formatMessage(argMessages.updated, { date: formatDocumentDate(intl.locale, termsLastUpdated) })}
          lead={t(m.lead)}
        />

        <DocSection id="service" title={t(m.serviceTitle)}>
          <Text tone="secondary">{t(m.serviceText)}</Text>
          <Text tone="secondary">{t(m.serviceAi)}</Text>
        </DocSection>

        <DocSection id="accounts" title={t(m.accountsTitle)}>
          {list([m.accountsCredentials, m.accountsAccurate, m.accountsAdmins])}
        </DocSection>

        <DocSection id="acceptable-use" title={t(m.useTitle)}>
          <Text tone="secondary">{t(m.useIntro)}</Text>
          {list([m.useLaw, m.useAccess, m.useHarm, m.useSpam, m.useResell])}
        </DocSection>

        <DocSection id="your-data" title={t(m.dataTitle)}>
          <Text tone="secondary">{t(m.dataText)}</Text>
          <Text tone="secondary">
            <Link href="/privacy">{t(m.privacyLink)}</Link>
          </Text>
        </DocSection>

        <DocSection id="fees" title={t(m.feesTitle)}>
          <Text tone="secondary">{t(m.feesIntro)}</Text>
          {list([m.feesStarter, m.feesProfessional, m.feesEnterprise, m.feesCustom])}
          <Text tone="secondary">{t(m.feesText)}</Text>
        </DocSection>

        <DocSection id="availability" title={t(m.availabilityTitle)}>
          <Text tone="secondary">{t(m.availabilityText)}</Text>
        </DocSection>

        <DocSection id="liability" title={t(m.liabilityTitle)}>
          <Text tone="secondary">{t(m.liabilityText)}</Text>
        </DocSection>

        <DocSection id="termination" title={t(m.terminationTitle)}>
          <Text tone="secondary">{t(m.terminationText)}</Text>
        </DocSection>

        <DocSection id="governing-law" title={t(m.lawTitle)}>
          <Text tone="secondary">{t(m.lawText)}</Text>
        </DocSection>

        <DocSection id="changes" title={t(m.changesTitle)}>
          <Text tone="secondary">{t(m.changesText)}</Text>
        </DocSection>

        <DocSection id="contact" title={t(m.contactTitle)}>
          <Text tone="secondary">{t(m.contactText)}</Text>
          <Stack as="address" space="xxs" className={styles.address}>
            <a href={`mailto:${contactEmail}`} className={linkClass()} dir="ltr">
              {contactEmail}
            </a>
            <span>{t(m.contactAddress)}</span>
          </Stack>
        </DocSection>
      </DocArticle>
    </LegalLayout>
  );
}
