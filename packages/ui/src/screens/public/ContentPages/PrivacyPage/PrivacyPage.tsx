import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/Button/Button.tsx';
import * as page from '../../shared/page.css.ts';
import { linkClass, type RenderLink } from '../../shared/renderLink.tsx';
import * as styles from '../content.css.ts';
import { DocHeader, DocSection, formatDocumentDate, MessageList } from '../DocSection.tsx';
import { LegalLayout } from '../LegalLayout/LegalLayout.tsx';
import { argMessages, messages as m } from './PrivacyPage.messages.ts';

/** Date the privacy policy was last changed (ISO calendar date). */
export const privacyLastUpdated = '2026-11-23';

/** Props of `PrivacyPage`. */
export interface PrivacyPageProps {
  /** "Back" in the legal bar. */
  onBack(): void;
  /** When given, the Cookies section offers a button reopening the Cookie Preferences dialog. */
  onCookieSettings?(): void;
  /** Address for privacy questions and data-rights requests. Defaults to `privacy@qafila.ae`. */
  contactEmail?: string;
  /** Renders in-app links (pass the router's link). Defaults to `<a href>`. */
  renderLink?: RenderLink;
}

const retention = [
  [m.retentionAccount, m.retentionAccountPeriod],
  [m.retentionShipments, m.retentionShipmentsPeriod],
  [m.retentionFinancial, m.retentionFinancialPeriod],
  [m.retentionCompliance, m.retentionCompliancePeriod],
  [m.retentionChat, m.retentionChatPeriod],
  [m.retentionAnalytics, m.retentionAnalyticsPeriod],
] as const;

/**
 * The privacy policy (`/privacy`, spec 001 §1 and §9) inside `LegalLayout`: controller, data collected, purposes,
 * legal bases under UAE Federal Decree-Law No. 45 of 2021, data kept in the UAE, sharing, security, rights (answered
 * within 30 days), retention periods, cookies and contact. Each section has a stable id (e.g. `#retention`).
 */
export function PrivacyPage({
  onBack,
  onCookieSettings,
  contactEmail = 'privacy@qafila.ae',
  renderLink,
}: PrivacyPageProps) {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const list = (items: MessageDescriptor[]) => <MessageList items={items} />;
  return (
    <LegalLayout onBack={onBack} renderLink={renderLink}>
      <article className={styles.article} aria-labelledby="privacy-title">
        <DocHeader
          id="privacy-title"
          title={t(m.title)}
          updated={intl.formatMessage(argMessages.updated, {
            date: formatDocumentDate(intl.locale, privacyLastUpdated),
          })}
          lead={t(m.lead)}
        />

        <DocSection id="controller" title={t(m.controllerTitle)}>
          <p className={page.text}>{t(m.controllerText)}</p>
          <p className={page.text}>{t(m.controllerProcessor)}</p>
        </DocSection>

        <DocSection id="data-we-collect" title={t(m.collectTitle)}>
          <p className={page.text}>{t(m.collectIntro)}</p>
          {list([m.collectAccount, m.collectShipment, m.collectChat, m.collectAnalytics, m.collectContact])}
        </DocSection>

        <DocSection id="purposes" title={t(m.purposesTitle)}>
          {list([m.purposeService, m.purposeSecurity, m.purposeSupport, m.purposeLegal, m.purposeImprove])}
        </DocSection>

        <DocSection id="legal-bases" title={t(m.basesTitle)}>
          <p className={page.text}>{t(m.basesIntro)}</p>
          {list([m.basisContract, m.basisLegal, m.basisConsent, m.basisClaims])}
        </DocSection>

        <DocSection id="data-residency" title={t(m.residencyTitle)}>
          <p className={page.text}>{t(m.residencyText)}</p>
        </DocSection>

        <DocSection id="sharing" title={t(m.sharingTitle)}>
          <p className={page.text}>{t(m.sharingIntro)}</p>
          {list([m.sharingCarriers, m.sharingCustoms, m.sharingProviders, m.sharingAdvisers])}
        </DocSection>

        <DocSection id="security" title={t(m.securityTitle)}>
          <p className={page.text}>{t(m.securityText)}</p>
        </DocSection>

        <DocSection id="your-rights" title={t(m.rightsTitle)}>
          <p className={page.text}>{t(m.rightsIntro)}</p>
          {list([
            m.rightAccess,
            m.rightCorrection,
            m.rightErasure,
            m.rightRestriction,
            m.rightPortability,
            m.rightConsent,
          ])}
          <p className={page.text}>{t(m.rightsResponse)}</p>
        </DocSection>

        <DocSection id="retention" title={t(m.retentionTitle)}>
          <p className={page.text}>{t(m.retentionIntro)}</p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.caption}>{t(m.retentionCaption)}</caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.headCell}>
                    {t(m.retentionData)}
                  </th>
                  <th scope="col" className={styles.headCell}>
                    {t(m.retentionPeriod)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {retention.map(([data, period]) => (
                  <tr key={data.id}>
                    <th scope="row" className={styles.headCell}>
                      {t(data)}
                    </th>
                    <td className={styles.cell}>{t(period)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </DocSection>

        <DocSection id="cookies" title={t(m.cookiesTitle)}>
          <p className={page.text}>{t(m.cookiesIntro)}</p>
          {list([m.cookiesNecessary, m.cookiesAnalytics, m.cookiesMarketing, m.cookiesFunctional])}
          <p className={page.text}>{t(m.cookiesConsent)}</p>
          {onCookieSettings && (
            <div>
              <Button variant="outline" onClick={onCookieSettings}>
                {t(m.cookiesButton)}
              </Button>
            </div>
          )}
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
