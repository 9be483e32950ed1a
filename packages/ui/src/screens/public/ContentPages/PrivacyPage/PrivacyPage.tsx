import { RETENTION_PERIODS, type RetentionPeriodId } from '@qafila/contracts';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/Button/Button.tsx';
import { Text } from '../../../../layout/Text.tsx';
import * as styles from '../content.css.ts';
import { type DocSectionContent, LegalDocument } from '../DocSection.tsx';
import { argMessages, messages as m } from './PrivacyPage.messages.ts';

/** Date the privacy policy was last changed (ISO calendar date). */
export const privacyLastUpdated = '2026-11-24';

/** Props of `PrivacyPage`. */
export interface PrivacyPageProps {
  /** "Back" in the legal bar. */
  onBack(): void;
  /** When given, the Cookies section offers a button reopening the Cookie Preferences dialog. */
  onCookieSettings?(): void;
  /** Address for privacy questions and data-rights requests. Defaults to `privacy@qafila.ae`. */
  contactEmail?: string;
}

/** The name of each kind of data of RETENTION_PERIODS, the one list the retention job enforces. */
const retentionLabels: Record<RetentionPeriodId, MessageDescriptor> = {
  account: m.retentionAccount,
  shipments: m.retentionShipments,
  financial: m.retentionFinancial,
  compliance: m.retentionCompliance,
  chat: m.retentionChat,
  analytics: m.retentionAnalytics,
  leads: m.retentionLeads,
};

/** The retention periods, as a table with a caption, a header row and one row per kind of data. */
function RetentionTable() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const duration = (months: number) =>
    months % 12 === 0
      ? intl.formatMessage(argMessages.years, { count: months / 12 })
      : intl.formatMessage(argMessages.months, { count: months });
  return (
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
          {RETENTION_PERIODS.map(({ id, months }) => (
            <tr key={id}>
              <th scope="row" className={styles.headCell}>
                {t(retentionLabels[id])}
              </th>
              <td className={styles.cell}>
                {id === 'account'
                  ? intl.formatMessage(argMessages.afterService, { period: duration(months) })
                  : duration(months)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The privacy policy (`/privacy`, spec 001 §1 and §9) inside `LegalLayout`: controller, data collected, purposes,
 * legal bases under UAE Federal Decree-Law No. 45 of 2021, data kept in the UAE, sharing, security, rights (answered
 * within 30 days), retention periods, cookies and contact. Each section has a stable id (e.g. `#retention`).
 */
export function PrivacyPage({ onBack, onCookieSettings, contactEmail = 'privacy@qafila.ae' }: PrivacyPageProps) {
  const intl = useIntl();
  const sections: readonly DocSectionContent[] = [
    { id: 'controller', title: m.controllerTitle, blocks: [m.controllerText, m.controllerProcessor] },
    {
      id: 'data-we-collect',
      title: m.collectTitle,
      blocks: [
        m.collectIntro,
        [m.collectAccount, m.collectShipment, m.collectChat, m.collectAnalytics, m.collectContact],
      ],
    },
    {
      id: 'purposes',
      title: m.purposesTitle,
      blocks: [[m.purposeService, m.purposeSecurity, m.purposeSupport, m.purposeLegal, m.purposeImprove]],
    },
    {
      id: 'legal-bases',
      title: m.basesTitle,
      blocks: [m.basesIntro, [m.basisContract, m.basisLegal, m.basisConsent, m.basisClaims]],
    },
    { id: 'data-residency', title: m.residencyTitle, blocks: [m.residencyText] },
    {
      id: 'sharing',
      title: m.sharingTitle,
      blocks: [m.sharingIntro, [m.sharingCarriers, m.sharingCustoms, m.sharingProviders, m.sharingAdvisers]],
    },
    { id: 'security', title: m.securityTitle, blocks: [m.securityText] },
    {
      id: 'your-rights',
      title: m.rightsTitle,
      blocks: [
        m.rightsIntro,
        [m.rightAccess, m.rightCorrection, m.rightErasure, m.rightRestriction, m.rightPortability, m.rightConsent],
        m.rightsResponse,
      ],
    },
    { id: 'retention', title: m.retentionTitle, blocks: [m.retentionIntro], extra: <RetentionTable /> },
    {
      id: 'cookies',
      title: m.cookiesTitle,
      blocks: [
        m.cookiesIntro,
        [m.cookiesNecessary, m.cookiesAnalytics, m.cookiesMarketing, m.cookiesFunctional],
        m.cookiesConsent,
      ],
      extra: onCookieSettings && (
        <div>
          <Button variant="outline" onClick={onCookieSettings}>
            {intl.formatMessage(m.cookiesButton)}
          </Button>
        </div>
      ),
    },
    { id: 'changes', title: m.changesTitle, blocks: [m.changesText] },
  ];
  return (
    <LegalDocument
      titleId="privacy-title"
      messages={m}
      updated={argMessages.updated}
      lastUpdated={privacyLastUpdated}
      contactEmail={contactEmail}
      onBack={onBack}
      sections={sections}
    />
  );
}
