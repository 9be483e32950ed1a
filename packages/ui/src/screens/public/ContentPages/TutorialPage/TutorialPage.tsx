import clsx from 'clsx';
import { useId, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { root as buttonStyles } from '../../../../components/Button/Button.css.ts';
import { ChevronDownIcon } from '../../../../private/icons.tsx';
import * as page from '../../shared/page.css.ts';
import { defaultRenderLink, type RenderLink } from '../../shared/renderLink.tsx';
import * as styles from '../content.css.ts';
import { messages as m } from './TutorialPage.messages.ts';

/** Props of `TutorialPage`. */
export interface TutorialPageProps {
  /** Renders in-app links (pass the router's link). Defaults to `<a href>`. */
  renderLink?: RenderLink;
}

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
        <button
          type="button"
          id={`${id}q`}
          className={styles.faqButton}
          aria-expanded={open}
          aria-controls={`${id}a`}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{question}</span>
          <ChevronDownIcon className={styles.faqChevron} />
        </button>
      </h3>
      {/* A named <section> is a region. */}
      <section id={`${id}a`} aria-labelledby={`${id}q`} className={styles.faqPanel} hidden={!open}>
        <p className={page.text}>{answer}</p>
      </section>
    </li>
  );
}

/**
 * The tutorial (`/tutorial`, spec 000 §2): getting started in six steps (request a demo or sign in, track a
 * shipment, ask the assistant, check compliance documents, report an issue, change the language) and the FAQ
 * (`#faq`), whose questions open and close independently.
 */
export function TutorialPage({ renderLink = defaultRenderLink }: TutorialPageProps) {
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
            <div className={page.actions}>
              {renderLink({
                href: '/#contact',
                className: buttonStyles({ variant: 'solid', tone: 'accent', size: 'lg' }),
                children: t(m.requestDemo),
              })}
              {renderLink({
                href: '/app',
                className: buttonStyles({ variant: 'outline', tone: 'accent', size: 'lg' }),
                children: t(m.openDashboard),
              })}
            </div>
          </div>
        </div>
      </section>

      <section className={page.section} aria-labelledby={`${id}steps`}>
        <div className={clsx(page.container, page.narrow)}>
          <h2 id={`${id}steps`} className={page.h2}>
            {t(m.stepsTitle)}
          </h2>
          <ol className={styles.steps}>
            {steps.map(([title, text], index) => (
              <li key={title.id} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {intl.formatNumber(index + 1)}
                </span>
                <div className={styles.stepBody}>
                  <h3 className={page.h3}>{t(title)}</h3>
                  <p className={page.text}>{t(text)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        id={tutorialFaqId}
        className={clsx(page.section, page.sunken)}
        aria-labelledby={`${id}faq`}
        style={{ scrollMarginBlockStart: '1rem' }}
      >
        <div className={clsx(page.container, page.narrow)}>
          <div className={page.sectionHeader}>
            <h2 id={`${id}faq`} className={page.h2}>
              {t(m.faqTitle)}
            </h2>
            <p className={page.text}>{t(m.faqLead)}</p>
          </div>
          <ul className={styles.faqList}>
            {faqs.map(([question, answer]) => (
              <FaqItem key={question.id} question={t(question)} answer={t(answer)} />
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
