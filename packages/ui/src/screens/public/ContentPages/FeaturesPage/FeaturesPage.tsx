import clsx from 'clsx';
import { type ReactNode, useId } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { root as buttonStyles } from '../../../../components/Button/Button.css.ts';
import {
  ChatIcon,
  CheckCircleIcon,
  ClockIcon,
  CustomsIcon,
  DownloadIcon,
  GlobeIcon,
  PackageIcon,
  PhoneIcon,
  SettingsIcon,
  TruckIcon,
  UserIcon,
} from '../../../../private/icons.tsx';
import * as page from '../../shared/page.css.ts';
import { defaultRenderLink, type RenderLink } from '../../shared/renderLink.tsx';
import * as styles from '../content.css.ts';
import { messages as m } from './FeaturesPage.messages.ts';

/** Props of `FeaturesPage`. */
export interface FeaturesPageProps {
  /** Renders in-app links (pass the router's link). Defaults to `<a href>`. */
  renderLink?: RenderLink;
}

type Feature = readonly [ReactNode, MessageDescriptor, MessageDescriptor];

const groups: readonly (readonly [string, MessageDescriptor, MessageDescriptor, readonly Feature[]])[] = [
  [
    'operations',
    m.operationsTitle,
    m.operationsText,
    [
      [<PackageIcon key="i" />, m.trackingTitle, m.trackingText],
      [<TruckIcon key="i" />, m.fleetTitle, m.fleetText],
      [<CustomsIcon key="i" />, m.customsTitle, m.customsText],
    ],
  ],
  [
    'compliance',
    m.complianceTitle,
    m.complianceText,
    [
      [<DownloadIcon key="i" />, m.ocrTitle, m.ocrText],
      [<CheckCircleIcon key="i" />, m.freeZoneTitle, m.freeZoneText],
      [<UserIcon key="i" />, m.dataRightsTitle, m.dataRightsText],
    ],
  ],
  [
    'intelligence',
    m.intelligenceTitle,
    m.intelligenceText,
    [
      [<ClockIcon key="i" />, m.delayTitle, m.delayText],
      [<ChatIcon key="i" />, m.assistantTitle, m.assistantText],
    ],
  ],
  [
    'connect',
    m.connectTitle,
    m.connectText,
    [
      [<SettingsIcon key="i" />, m.integrationTitle, m.integrationText],
      [<PhoneIcon key="i" />, m.whatsappTitle, m.whatsappText],
      [<GlobeIcon key="i" />, m.islamicTitle, m.islamicText],
    ],
  ],
];

/**
 * The features page (`/features`, spec 000 §1–2): every feature, in four groups (operations, compliance,
 * intelligence, connections and payments), each with a description, and a call to action to the landing page's
 * contact section (`/#contact`). Figures such as "25+ connectors" are marketing claims.
 */
export function FeaturesPage({ renderLink = defaultRenderLink }: FeaturesPageProps) {
  const intl = useIntl();
  const id = useId();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  return (
    <div className={page.page}>
      <section className={clsx(page.section, styles.hero)} aria-labelledby={`${id}title`}>
        <div className={page.container}>
          <div className={styles.heroInner}>
            <p className={page.eyebrow}>{t(m.eyebrow)}</p>
            <h1 id={`${id}title`} className={page.h1}>
              {t(m.title)}
            </h1>
            <p className={page.lead}>{t(m.lead)}</p>
          </div>
        </div>
      </section>

      {groups.map(([key, title, text, features], index) => (
        <section
          key={key}
          id={key}
          className={clsx(page.section, index % 2 === 1 && page.sunken)}
          aria-labelledby={`${id}${key}`}
        >
          <div className={page.container}>
            <div className={page.sectionHeader}>
              <h2 id={`${id}${key}`} className={page.h2}>
                {t(title)}
              </h2>
              <p className={page.text}>{t(text)}</p>
            </div>
            <ul className={styles.groupGrid}>
              {features.map(([icon, featureTitle, featureText]) => (
                <li key={featureTitle.id} className={page.card}>
                  <span className={page.icon} aria-hidden="true">
                    {icon}
                  </span>
                  <h3 className={page.h3}>{t(featureTitle)}</h3>
                  <p className={page.text}>{t(featureText)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}

      <section className={page.section} aria-labelledby={`${id}cta`}>
        <div className={page.container}>
          <div className={styles.cta}>
            <h2 id={`${id}cta`} className={page.h2}>
              {t(m.ctaTitle)}
            </h2>
            <p className={page.text}>{t(m.ctaText)}</p>
            <div className={page.actions} style={{ justifyContent: 'center' }}>
              {renderLink({
                href: '/#contact',
                className: buttonStyles({ variant: 'solid', tone: 'accent', size: 'lg' }),
                children: t(m.ctaBook),
              })}
              {renderLink({
                href: '/tutorial',
                className: buttonStyles({ variant: 'outline', tone: 'accent', size: 'lg' }),
                children: t(m.ctaTutorial),
              })}
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
