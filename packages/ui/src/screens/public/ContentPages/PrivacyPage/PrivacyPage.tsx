import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/Button/Button.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { linkClass } from '../../shared/linkClass.ts';
import * as styles from '../content.css.ts';
import { DocArticle, DocHeader, DocSection, formatDocumentDate, MessageList } from '../DocSection.tsx';
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
  const list = (items: MessageDescriptor[]) => <MessageList items={items} />;
  return (
    <LegalLayout onBack={onBack}>
      <DocArticle titleId="privacy-title">
        <DocHeader
          id="privacy-title"
          title={t(m.title)}
          updated={intl.formatMessage(argMessages.updated, {
            date: formatDocumentDate(intl.locale, privacyLastUpdated),
          })}
          lead={t(m.lead)}
        />

        <DocSection id="controller" title={t(m.controllerTitle)}>
          <Text tone="secondary">{t(m.controllerText)}</Text>
          <Text tone="secondary">{t(m.controllerProcessor)}</Text>
        </DocSection>

        <DocSection id="data-we-collect" title={t(m.collectTitle)}>
          <Text tone="secondary">{t(m.collectIntro)}</Text>
          {list([m.collectAccount, m.collectShipment, m.collectChat, m.collectAnalytics, m.collectContact])}
        </DocSection>

        <DocSection id="purposes" title={t(m.purposesTitle)}>
          {list([m.purposeService, m.purposeSecurity, m.purposeSupport, m.purposeLegal, m.purposeImprove])}
        </DocSection>

        <DocSection id="legal-bases" title={t(m.basesTitle)}>
          <Text tone="secondary">{t(m.basesIntro)}</Text>
          {list([m.basisContract, m.basisLegal, m.basisConsent, m.basisClaims])}
        </DocSection>

        <DocSection id="data-residency" title={t(m.residencyTitle)}>
          <Text tone="secondary">{t(m.residencyText)}</Text>
        </DocSection>

        <DocSection id="sharing" title={t(m.sharingTitle)}>
          <Text tone="secondary">{t(m.sharingIntro)}</Text>
          {list([m.sharingCarriers, m.sharingCustoms, m.sharingProviders, m.sharingAdvisers])}
        </DocSection>

        <DocSection id="security" title={t(m.securityTitle)}>
          <Text tone="secondary">{t(m.securityText)}</Text>
        </DocSection>

        <DocSection id="your-rights" title={t(m.rightsTitle)}>
          <Text tone="secondary">{t(m.rightsIntro)}</Text>
          {list([
            m.rightAccess,
            m.rightCorrection,
            m.rightErasure,
            m.rightRestriction,
            m.rightPortability,
            m.rightConsent,
          ])}
          <Text tone="secondary">{t(m.rightsResponse)}</Text>
        </DocSection>

        <DocSection id="retention" title={t(m.retentionTitle)}>
          <Text tone="secondary">{t(m.retentionIntro)}</Text>
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

        <DocSection id="cookies" title={t(m.cookiesTitle)}>
          <Text tone="secondary">{t(m.cookiesIntro)}</Text>
          {list([m.cookiesNecessary, m.cookiesAnalytics, m.cookiesMarketing, m.cookiesFunctional])}
          <Text tone="secondary">{t(m.cookiesConsent)}</Text>
          {onCookieSettings && (
            <div>
              <Button variant="outline" onClick={onCookieSettings}>
                {t(m.cookiesButton)}
              </Button>
            </div>
          )}
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
