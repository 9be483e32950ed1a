import clsx from 'clsx';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { defaultRenderLink, linkClass, type RenderLink } from '../shared/renderLink.tsx';
import * as styles from './PublicFooter.css.ts';
import { argMessages, messages } from './PublicFooter.messages.ts';

/** Props of `PublicFooter`. */
export interface PublicFooterProps {
  /** "Cookie settings": reopen the Cookie Preferences dialog. */
  onCookieSettings(): void;
  /** Year in the copyright line. Defaults to the current year. */
  year?: number;
  /** Renders in-app links (pass the router's link). Defaults to `<a href>`. */
  renderLink?: RenderLink;
}

/**
 * The shared footer (spec 000 §2): Features, Tutorial, FAQ, About, Privacy, Terms, Admin Portal (`/admin/login`),
 * a "Cookie settings" button and the copyright line.
 */
export function PublicFooter({
  onCookieSettings,
  year = new Date().getFullYear(),
  renderLink = defaultRenderLink,
}: PublicFooterProps) {
  const intl = useIntl();
  const id = useId();
  const link = (href: string, message: (typeof messages)[keyof typeof messages]) => (
    <li key={href}>{renderLink({ href, className: linkClass('neutral'), children: intl.formatMessage(message) })}</li>
  );
  const groups = [
    {
      key: 'product',
      title: messages.product,
      links: [
        link('/features', messages.features),
        link('/tutorial', messages.tutorial),
        link('/tutorial#faq', messages.faq),
      ],
    },
    {
      key: 'company',
      title: messages.company,
      links: [link('/about', messages.about), link('/admin/login', messages.admin)],
    },
    {
      key: 'legal',
      title: messages.legal,
      links: [
        link('/privacy', messages.privacy),
        link('/terms', messages.terms),
        <li key="cookies">
          <button type="button" className={clsx(linkClass('neutral'), styles.linkButton)} onClick={onCookieSettings}>
            {intl.formatMessage(messages.cookieSettings)}
          </button>
        </li>,
      ],
    },
  ];
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <p className={styles.brandName}>{intl.formatMessage(messages.brand)}</p>
          <p className={styles.tagline}>{intl.formatMessage(messages.tagline)}</p>
        </div>
        <nav aria-label={intl.formatMessage(messages.nav)} className={styles.groups}>
          {groups.map((group) => (
            <div key={group.key}>
              <h2 id={`${id}${group.key}`} className={styles.groupTitle}>
                {intl.formatMessage(group.title)}
              </h2>
              <ul aria-labelledby={`${id}${group.key}`} className={styles.list}>
                {group.links}
              </ul>
            </div>
          ))}
        </nav>
        <div className={styles.bottom}>
          <p className={styles.small}>{intl.formatMessage(argMessages.copyright, { year: String(year) })}</p>
          <p className={styles.small}>{intl.formatMessage(messages.location)}</p>
        </div>
      </div>
    </footer>
  );
}
