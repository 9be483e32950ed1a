import { useId } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Text } from '../../../../layout/Text.tsx';
import { UserIcon } from '../../../../private/icons.tsx';
import { ContentPage, ContentSection, MessageCards } from '../../shared/ContentPage.tsx';
import { BulletList, DisplayHeading, PublicSection } from '../../shared/PublicLayout.tsx';
import { messages as m } from './AboutPage.messages.ts';

const values = [
  [m.valueLocalTitle, m.valueLocalText],
  [m.valueBilingualTitle, m.valueBilingualText],
  [m.valueTrustTitle, m.valueTrustText],
  [m.valuePracticalTitle, m.valuePracticalText],
] as const;

const roles = [
  [m.roleCeoTitle, m.roleCeoText],
  [m.roleCtoTitle, m.roleCtoText],
  [m.roleComplianceTitle, m.roleComplianceText],
  [m.roleSuccessTitle, m.roleSuccessText],
] as const;

const goals = [m.goalEmirates, m.goalFreeZones, m.goalRights, m.goalArabic] as const;

/**
 * The about page (`/about`, spec 000 §2): mission, vision, story, values, leadership (roles, not names), goals in
 * place of recognition, and a call to action. The app sets the document title ("Qafila Support").
 */
export function AboutPage() {
  const intl = useIntl();
  const id = useId();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const heading = (key: string, title: MessageDescriptor) => (
    <DisplayHeading level={2} id={`${id}${key}`}>
      {t(title)}
    </DisplayHeading>
  );
  return (
    <ContentPage
      id={id}
      hero={m}
      cta={{ title: m.ctaTitle, text: m.ctaText, book: m.ctaBook, next: { href: '/features', label: m.ctaFeatures } }}
    >
      <PublicSection aria-labelledby={`${id}purpose`}>
        {heading('purpose', m.missionTitle)}
        <Text size="lg" tone="secondary">
          {t(m.missionText)}
        </Text>
      </PublicSection>

      <PublicSection tone="sunken" aria-labelledby={`${id}vision`}>
        {heading('vision', m.visionTitle)}
        <Text size="lg" tone="secondary">
          {t(m.visionText)}
        </Text>
      </PublicSection>

      <PublicSection narrow space="md" aria-labelledby={`${id}story`}>
        {heading('story', m.storyTitle)}
        <Text tone="secondary">{t(m.storyText1)}</Text>
        <Text tone="secondary">{t(m.storyText2)}</Text>
      </PublicSection>

      <PublicSection tone="sunken" aria-labelledby={`${id}values`}>
        {heading('values', m.valuesTitle)}
        <MessageCards cards={values} />
      </PublicSection>

      <ContentSection titleId={`${id}leadership`} title={m.leadershipTitle} text={m.leadershipText}>
        <MessageCards cards={roles} icon={<UserIcon />} />
      </ContentSection>

      <ContentSection tone="sunken" titleId={`${id}goals`} title={m.recognitionTitle} text={m.recognitionText}>
        <BulletList>
          {goals.map((goal) => (
            <li key={goal.id}>{t(goal)}</li>
          ))}
        </BulletList>
      </ContentSection>
    </ContentPage>
  );
}
