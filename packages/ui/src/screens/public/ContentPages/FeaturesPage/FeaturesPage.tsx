import { type ReactNode, useId } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Text } from '../../../../layout/Text.tsx';
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
import {
  BookDemoSection,
  CardGrid,
  FeatureCard,
  Hero,
  PublicPage,
  PublicSection,
  SectionHeader,
} from '../../shared/PublicLayout.tsx';
import { messages as m } from './FeaturesPage.messages.ts';

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
export function FeaturesPage() {
  const intl = useIntl();
  const id = useId();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  return (
    <PublicPage>
      <Hero titleId={`${id}title`} eyebrow={t(m.eyebrow)} title={t(m.title)} lead={t(m.lead)} />

      {groups.map(([key, title, text, features], index) => (
        <PublicSection key={key} id={key} tone={index % 2 === 1 ? 'sunken' : undefined} aria-labelledby={`${id}${key}`}>
          <SectionHeader title={t(title)} titleId={`${id}${key}`}>
            <Text tone="secondary">{t(text)}</Text>
          </SectionHeader>
          <CardGrid>
            {features.map(([icon, featureTitle, featureText]) => (
              <FeatureCard key={featureTitle.id} icon={icon} title={t(featureTitle)} text={t(featureText)} />
            ))}
          </CardGrid>
        </PublicSection>
      ))}

      <BookDemoSection
        id={`${id}cta`}
        title={t(m.ctaTitle)}
        text={t(m.ctaText)}
        bookLabel={t(m.ctaBook)}
        next={{ href: '/tutorial', label: t(m.ctaTutorial) }}
      />
    </PublicPage>
  );
}
