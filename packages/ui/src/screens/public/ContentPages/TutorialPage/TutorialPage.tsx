import { useId, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { root as buttonStyles } from '../../../../components/Button/Button.css.ts';
import { useLinkComponent } from '../../../../components/Link/linkComponent.tsx';
import { Column, Columns } from '../../../../layout/Columns.tsx';
import { Heading } from '../../../../layout/Heading.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { ChevronDownIcon } from '../../../../private/icons.tsx';
import { ContentPage, ContentSection } from '../../shared/ContentPage.tsx';
import { DisplayHeading, PublicSection } from '../../shared/PublicLayout.tsx';
import * as page from '../../shared/page.css.ts';
import * as styles from '../content.css.ts';
import { messages as m } from './TutorialPage.messages.ts';

/** Id of the FAQ section (`/tutorial#faq`). */
export const tutorialFaqId = 'faq';

const steps = [
  [m.stepAccessTitle, m.stepAccessText],
  [m.stepTrackTitle, m.stepTrackText],
  [m.stepAskTitle, m.stepAskText],
  [m.stepComplianceTitle, m.stepComplianceText],
  [m.stepIssueTitle, m.stepIssueText],
  [m.stepLanguageTitle, m.stepLanguageText],
] as const;

const faqs = [
  [m.faqLanguagesQ, m.faqLanguagesA],
  [m.faqRtlQ, m.faqRtlA],
  [m.faqTrackingQ, m.faqTrackingA],
  [m.faqResidencyQ, m.faqResidencyA],
  [m.faqRightsQ, m.faqRightsA],
  [m.faqIntegrationsQ, m.faqIntegrationsA],
  [m.faqSecurityQ, m.faqSecurityA],
  [m.faqPricingQ, m.faqPricingA],
  [m.faqWhatsappQ, m.faqWhatsappA],
  [m.faqHumanQ, m.faqHumanA],
] as const;

/**
 * One FAQ entry, as a disclosure (WAI-ARIA accordion pattern, each entry independent): a heading holding a button
 * with `aria-expanded` and `aria-controls`, and the answer in a `region` labelled by the button, `hidden` while closed.
 * Enter and Space toggle it (native button).
 */
function FaqItem({ question, answer }: { question: string; answer: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <li className={styles.faqItem}>
      <h3 className={styles.faqHeading}>
        <Inline
          as="button"
          type="button"
          space="md"
          align="spaceBetween"
          wrap={false}
          id={`${id}q`}
          className={styles.faqButton}
          aria-expanded={open}
          aria-controls={`${id}a`}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{question}</span>
          <ChevronDownIcon className={styles.faqChevron} />
        </Inline>
      </h3>
      {/* A named <section> is a region. */}
      <Stack
        as="section"
        space="sm"
        id={`${id}a`}
        aria-labelledby={`${id}q`}
        className={styles.faqPanel}
        hidden={!open}
      >
        <Text tone="secondary">{answer}</Text>
      </Stack>
    </li>
  );
}

/**
 * The tutorial (`/tutorial`, spec 000 §2): getting started in six steps (request a demo or sign in, track a
 * shipment, ask the assistant, check compliance documents, report an issue, change the language) and the FAQ
 * (`#faq`), whose questions open and close independently.
 */
export function TutorialPage() {
  const AppLink = useLinkComponent();
  const intl = useIntl();
  const id = useId();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  return (
    <ContentPage
      id={id}
      hero={m}
      actions={
        <>
          <AppLink href="/#contact" className={buttonStyles({ variant: 'solid', tone: 'accent', size: 'lg' })}>
            {t(m.requestDemo)}
          </AppLink>
          <AppLink href="/app" className={buttonStyles({ variant: 'outline', tone: 'accent', size: 'lg' })}>
            {t(m.openDashboard)}
          </AppLink>
        </>
      }
    >
      <PublicSection narrow aria-labelledby={`${id}steps`}>
        <DisplayHeading level={2} id={`${id}steps`}>
          {t(m.stepsTitle)}
        </DisplayHeading>
        <Stack as="ol" space="lg">
          {steps.map(([title, text], index) => (
            <Columns as="li" key={title.id} space="md" className={page.panel.lg}>
              <Column as="span" width="content" className={styles.stepNumber} aria-hidden="true">
                {intl.formatNumber(index + 1)}
              </Column>
              <Column>
                <Stack space="xs">
                  <Heading level={3}>{t(title)}</Heading>
                  <Text tone="secondary">{t(text)}</Text>
                </Stack>
              </Column>
            </Columns>
          ))}
        </Stack>
      </PublicSection>

      <ContentSection
        id={tutorialFaqId}
        tone="sunken"
        narrow
        titleId={`${id}faq`}
        title={m.faqTitle}
        text={m.faqLead}
        className={styles.anchor.section}
      >
        <Stack as="ul" className={styles.faqList}>
          {faqs.map(([question, answer]) => (
            <FaqItem key={question.id} question={t(question)} answer={t(answer)} />
          ))}
        </Stack>
      </ContentSection>
    </ContentPage>
  );
}
