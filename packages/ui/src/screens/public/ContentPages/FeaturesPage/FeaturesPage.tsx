import { useId } from 'react';
import type { MessageDescriptor } from 'react-intl';
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
import { ContentPage, ContentSection, type MessageCard, MessageCards } from '../../shared/ContentPage.tsx';
import { messages as m } from './FeaturesPage.messages.ts';

const groups: readonly (readonly [string, MessageDescriptor, MessageDescriptor, readonly MessageCard[]])[] = [
  [
    'operations',
    m.operationsTitle,
    m.operationsText,
    [
      [m.trackingTitle, m.trackingText, <PackageIcon key="i" />],
      [m.fleetTitle, m.fleetText, <TruckIcon key="i" />],
      [m.customsTitle, m.customsText, <CustomsIcon key="i" />],
    ],
  ],
  [
    'compliance',
    m.complianceTitle,
    m.complianceText,
    [
      [m.ocrTitle, m.ocrText, <DownloadIcon key="i" />],
      [m.freeZoneTitle, m.freeZoneText, <CheckCircleIcon key="i" />],
      [m.dataRightsTitle, m.dataRightsText, <UserIcon key="i" />],
    ],
  ],
  [
    'intelligence',
    m.intelligenceTitle,
    m.intelligenceText,
    [
      [m.delayTitle, m.delayText, <ClockIcon key="i" />],
      [m.assistantTitle, m.assistantText, <ChatIcon key="i" />],
    ],
  ],
  [
    'connect',
    m.connectTitle,
    m.connectText,
    [
      [m.integrationTitle, m.integrationText, <SettingsIcon key="i" />],
      [m.whatsappTitle, m.whatsappText, <PhoneIcon key="i" />],
      [m.islamicTitle, m.islamicText, <GlobeIcon key="i" />],
    ],
  ],
];

/**
 * The features page (`/features`, spec 000 §1–2): every feature, in four groups (operations, compliance,
 * intelligence, connections and payments), each with a description, and a call to action to the landing page's
 * contact section (`/#contact`). Figures such as "25+ connectors" are marketing claims.
 */
export function FeaturesPage() {
  const id = useId();
  return (
    <ContentPage
      id={id}
      hero={m}
      cta={{ title: m.ctaTitle, text: m.ctaText, book: m.ctaBook, next: { href: '/tutorial', label: m.ctaTutorial } }}
    >
      {groups.map(([key, title, text, features], index) => (
        <ContentSection
          key={key}
          id={key}
          tone={index % 2 === 1 ? 'sunken' : undefined}
          titleId={`${id}${key}`}
          title={title}
          text={text}
        >
          <MessageCards cards={features} />
        </ContentSection>
      ))}
    </ContentPage>
  );
}
