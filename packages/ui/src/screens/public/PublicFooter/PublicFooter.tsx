import clsx from 'clsx';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../../components/Link/Link.tsx';
import { Column, Columns } from '../../../layout/Columns.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import { linkClass } from '../shared/linkClass.ts';
import { page } from '../shared/page.css.ts';
import * as styles from './PublicFooter.css.ts';
import { argMessages, messages } from './PublicFooter.messages.ts';

/** Props of `PublicFooter`. */
export interface PublicFooterProps {
  /** "Cookie settings": reopen the Cookie Preferences dialog. */
  onCookieSettings(): void;
  /** Year in the copyright line. Defaults to the current year. */
  year?: number;
}

/**
 * The shared footer (spec 000 §2): Features, Tutorial, FAQ, About, Privacy, Terms, Admin Portal (`/admin/login`),
 * a "Cookie settings" button and the copyright line.
 */
export function PublicFooter({ onCookieSettings, year = new Date().getFullYear() }: PublicFooterProps) {
  const intl = useIntl();
  const id = useId();
  const link = (href: string, message: (typeof messages)[keyof typeof messages]) => (
    <li key={href}>
      <Link href={href} tone="neutral">
        {intl.formatMessage(message)}
      </Link>
    </li>
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
    <footer className={clsx(page, styles.root)}>
      <Stack space="xl" className={styles.inner}>
        <Columns space="xl" collapseBelow="tablet">
          <Column width="1/3">
            <Stack space="sm">
              <Text size="lg" weight="bold">
                {intl.formatMessage(messages.brand)}
              </Text>
              <Text size="sm" tone="secondary" className={styles.tagline}>
                {intl.formatMessage(messages.tagline)}
              </Text>
            </Stack>
          </Column>
          <Column>
            <Tiles as="nav" aria-label={intl.formatMessage(messages.nav)} minItemWidth="xs" fit space="lg">
              {groups.map((group) => (
                <Stack key={group.key} space="sm">
                  <Text as="h2" id={`${id}${group.key}`} size="sm" weight="semibold">
                    {intl.formatMessage(group.title)}
                  </Text>
                  <Stack as="ul" space="sm" aria-labelledby={`${id}${group.key}`} className={styles.links}>
                    {group.links}
                  </Stack>
                </Stack>
              ))}
            </Tiles>
          </Column>
        </Columns>
        <Inline space="sm" align="spaceBetween" className={styles.bottom}>
          <Text size="sm" tone="secondary">
            {intl.formatMessage(argMessages.copyright, { year: String(year) })}
          </Text>
          <Text size="sm" tone="secondary">
            {intl.formatMessage(messages.location)}
          </Text>
        </Inline>
      </Stack>
    </footer>
  );
}
