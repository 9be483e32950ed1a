import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import * as page from '../../shared/page.css.ts';
import { defaultRenderLink, linkClass, type RenderLink } from '../../shared/renderLink.tsx';
import * as styles from '../content.css.ts';
import { DocHeader, DocSection, formatDocumentDate, MessageList } from '../DocSection.tsx';
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
  /** Renders in-app links (pass the router's link). Defaults to `<a href>`. */
  renderLink?: RenderLink;
}

/**
 * The terms of service (`/terms`) inside `LegalLayout`: service, accounts, acceptable use, customer data, plans and
 * fees, availability, liability, termination, governing law (UAE, courts of Dubai), changes and contact.
 */
export function TermsPage({
  onBack,
  contactEmail = 'legal@qafila.ae',
  renderLink = defaultRenderLink,
}: TermsPageProps) {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const list = (items: MessageDescriptor[]) => <MessageList items={items} />;
  return (
    <LegalLayout onBack={onBack} renderLink={renderLink}>
      <article className={styles.article} aria-labelledby="terms-title">
        <DocHeader
          id="terms-title"
          title={t(m.title)}
          updated={intl.formatMessage(argMessages.updated, { date: formatDocumentDate(intl.locale, termsLastUpdated) })}
          lead={t(m.lead)}
        />

        <DocSection id="service" title={t(m.serviceTitle)}>
          <p className={page.text}>{t(m.serviceText)}</p>
          <p className={page.text}>{t(m.serviceAi)}</p>
        </DocSection>

        <DocSection id="accounts" title={t(m.accountsTitle)}>
          {list([m.accountsCredentials, m.accountsAccurate, m.accountsAdmins])}
        </DocSection>

        <DocSection id="acceptable-use" title={t(m.useTitle)}>
          <p className={page.text}>{t(m.useIntro)}</p>
          {list([m.useLaw, m.useAccess, m.useHarm, m.useSpam, m.useResell])}
        </DocSection>

        <DocSection id="your-data" title={t(m.dataTitle)}>
          <p className={page.text}>{t(m.dataText)}</p>
          <p className={page.text}>
            {renderLink({ href: '/privacy', className: linkClass(), children: t(m.privacyLink) })}
          </p>
        </DocSection>

        <DocSection id="fees" title={t(m.feesTitle)}>
          <p className={page.text}>{t(m.feesIntro)}</p>
          {list([m.feesStarter, m.feesProfessional, m.feesEnterprise, m.feesCustom])}
          <p className={page.text}>{t(m.feesText)}</p>
        </DocSection>

        <DocSection id="availability" title={t(m.availabilityTitle)}>
          <p className={page.text}>{t(m.availabilityText)}</p>
        </DocSection>

        <DocSection id="liability" title={t(m.liabilityTitle)}>
          <p className={page.text}>{t(m.liabilityText)}</p>
        </DocSection>

        <DocSection id="termination" title={t(m.terminationTitle)}>
          <p className={page.text}>{t(m.terminationText)}</p>
        </DocSection>

        <DocSection id="governing-law" title={t(m.lawTitle)}>
          <p className={page.text}>{t(m.lawText)}</p>
        </DocSection>

        <DocSection id="changes" title={t(m.changesTitle)}>
          <p className={page.text}>{t(m.changesText)}</p>
        </DocSection>

        <DocSection id="contact" title={t(m.contactTitle)}>
          <p className={page.text}>{t(m.contactText)}</p>
          <address className={styles.address}>
            <a href={`mailto:${contactEmail}`} className={linkClass()} dir="ltr">
              {contactEmail}
            </a>
            <span>{t(m.contactAddress)}</span>
          </address>
        </DocSection>
      </article>
    </LegalLayout>
  );
}
