import clsx from 'clsx';
import { useId } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { root as buttonStyles } from '../../../../components/Button/Button.css.ts';
import { UserIcon } from '../../../../private/icons.tsx';
import * as page from '../../shared/page.css.ts';
import { defaultRenderLink, type RenderLink } from '../../shared/renderLink.tsx';
import * as styles from '../content.css.ts';
import { messages as m } from './AboutPage.messages.ts';

/** Props of `AboutPage`. */
export interface AboutPageProps {
  /** Renders in-app links (pass the router's link). Defaults to `<a href>`. */
  renderLink?: RenderLink;
}

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
export function AboutPage({ renderLink = defaultRenderLink }: AboutPageProps) {
  const intl = useIntl();
  const id = useId();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const cards = (items: readonly (readonly [MessageDescriptor, MessageDescriptor])[], withIcon = false) => (
    <ul className={page.grid}>
      {items.map(([title, text]) => (
        <li key={title.id} className={page.card}>
          {withIcon && (
            <span className={page.icon} aria-hidden="true">
              <UserIcon />
            </span>
          )}
          <h3 className={page.h3}>{t(title)}</h3>
          <p className={page.text}>{t(text)}</p>
        </li>
      ))}
    </ul>
  );
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

      <section className={page.section} aria-labelledby={`${id}purpose`}>
        <div className={page.container}>
          <h2 id={`${id}purpose`} className={page.h2}>
            {t(m.missionTitle)}
          </h2>
          <p className={page.lead}>{t(m.missionText)}</p>
        </div>
      </section>

      <section className={clsx(page.section, page.sunken)} aria-labelledby={`${id}vision`}>
        <div className={page.container}>
          <h2 id={`${id}vision`} className={page.h2}>
            {t(m.visionTitle)}
          </h2>
          <p className={page.lead}>{t(m.visionText)}</p>
        </div>
      </section>

      <section className={page.section} aria-labelledby={`${id}story`}>
        <div className={clsx(page.container, page.prose)}>
          <h2 id={`${id}story`} className={page.h2}>
            {t(m.storyTitle)}
          </h2>
          <p className={page.text}>{t(m.storyText1)}</p>
          <p className={page.text}>{t(m.storyText2)}</p>
        </div>
      </section>

      <section className={clsx(page.section, page.sunken)} aria-labelledby={`${id}values`}>
        <div className={page.container}>
          <h2 id={`${id}values`} className={page.h2}>
            {t(m.valuesTitle)}
          </h2>
          {cards(values)}
        </div>
      </section>

      <section className={page.section} aria-labelledby={`${id}leadership`}>
        <div className={page.container}>
          <div className={page.sectionHeader}>
            <h2 id={`${id}leadership`} className={page.h2}>
              {t(m.leadershipTitle)}
            </h2>
            <p className={page.text}>{t(m.leadershipText)}</p>
          </div>
          {cards(roles, true)}
        </div>
      </section>

      <section className={clsx(page.section, page.sunken)} aria-labelledby={`${id}goals`}>
        <div className={page.container}>
          <div className={page.sectionHeader}>
            <h2 id={`${id}goals`} className={page.h2}>
              {t(m.recognitionTitle)}
            </h2>
            <p className={page.text}>{t(m.recognitionText)}</p>
          </div>
          <ul className={page.list}>
            {goals.map((goal) => (
              <li key={goal.id}>{t(goal)}</li>
            ))}
          </ul>
        </div>
      </section>

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
                href: '/features',
                className: buttonStyles({ variant: 'outline', tone: 'accent', size: 'lg' }),
                children: t(m.ctaFeatures),
              })}
            </div>
          </div>
        </div>
      </section>
    </div>
  );
}
