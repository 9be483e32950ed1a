import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/Button/Button.tsx';
import { Text } from '../../../../layout/Text.tsx';
import * as styles from '../content.css.ts';
import { DocContactSection, DocSection, DocText, LegalDocument, MessageList } from '../DocSection.tsx';
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
export function PrivacyPage({ onBack, onCookieSettings, contactEmail = 'privacy@qafila.ae' }: PrivacyPageProps) {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  return (
    <LegalDocument
      titleId="privacy-title"
      title={m.title}
      updated={argMessages.updated}
      lastUpdated={privacyLastUpdated}
      lead={m.lead}
      onBack={onBack}
    >
      <DocSection id="controller" title={m.controllerTitle}>
        <DocText message={m.controllerText} />
        <DocText message={m.controllerProcessor} />
      </DocSection>

      <DocSection id="data-we-collect" title={m.collectTitle}>
        <DocText message={m.collectIntro} />
        <MessageList
          items={[m.collectAccount, m.collectShipment, m.collectChat, m.collectAnalytics, m.collectContact]}
        />
      </DocSection>

      <DocSection id="purposes" title={m.purposesTitle}>
        <MessageList
          items={[m.purposeService, m.purposeSecurity, m.purposeSupport, m.purposeLegal, m.purposeImprove]}
        />
      </DocSection>

      <DocSection id="legal-bases" title={m.basesTitle}>
        <DocText message={m.basesIntro} />
        <MessageList items={[m.basisContract, m.basisLegal, m.basisConsent, m.basisClaims]} />
      </DocSection>

      <DocSection id="data-residency" title={m.residencyTitle}>
        <DocText message={m.residencyText} />
      </DocSection>

      <DocSection id="sharing" title={m.sharingTitle}>
        <DocText message={m.sharingIntro} />
        <MessageList items={[m.sharingCarriers, m.sharingCustoms, m.sharingProviders, m.sharingAdvisers]} />
      </DocSection>

      <DocSection id="security" title={m.securityTitle}>
        <DocText message={m.securityText} />
      </DocSection>

      <DocSection id="your-rights" title={m.rightsTitle}>
        <DocText message={m.rightsIntro} />
        <MessageList
          items={[
            m.rightAccess,
            m.rightCorrection,
            m.rightErasure,
            m.rightRestriction,
            m.rightPortability,
            m.rightConsent,
          ]}
        />
        <DocText message={m.rightsResponse} />
      </DocSection>

      <DocSection id="retention" title={m.retentionTitle}>
        <DocText message={m.retentionIntro} />
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <Text as="caption" align="start" tone="secondary" className={styles.caption}>
              {t(m.retentionCaption)}
            </Text>
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

      <DocSection id="cookies" title={m.cookiesTitle}>
        <DocText message={m.cookiesIntro} />
        <MessageList items={[m.cookiesNecessary, m.cookiesAnalytics, m.cookiesMarketing, m.cookiesFunctional]} />
        <DocText message={m.cookiesConsent} />
        {onCookieSettings && (
          <div>
            <Button variant="outline" onClick={onCookieSettings}>
              {t(m.cookiesButton)}
            </Button>
          </div>
        )}
      </DocSection>

      <DocSection id="changes" title={m.changesTitle}>
        <DocText message={m.changesText} />
      </DocSection>

      <DocContactSection title={m.contactTitle} text={m.contactText} email={contactEmail} address={m.contactAddress} />
    </LegalDocument>
  );
}
