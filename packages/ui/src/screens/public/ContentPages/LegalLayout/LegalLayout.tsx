import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/Button/Button.tsx';
import { useLinkComponent } from '../../../../components/Link/linkComponent.tsx';
import { useDirection } from '../../../../direction/useDirection.ts';
import { Inline } from '../../../../layout/Inline.tsx';
import { ArrowForwardIcon } from '../../../../private/icons.tsx';
import { PublicPage } from '../../shared/PublicLayout.tsx';
import { container } from '../../shared/page.css.ts';
import * as styles from './LegalLayout.css.ts';
import { messages } from './LegalLayout.messages.ts';

/** Props of `LegalLayout`. */
export interface LegalLayoutProps {
  /** The legal document (e.g. `PrivacyPage`'s or `TermsPage`'s content). */
  children: ReactNode;
  /** "Back": return to the previous page (e.g. `history.back()`, or `/` when there is none). */
  onBack(): void;
}

/** The links of the legal pages' bar (spec 001 §2), in order. */
export const legalNavLinks = [
  ['/', messages.home],
  ['/features', messages.features],
  ['/tutorial', messages.tutorial],
  ['/#faq', messages.faq],
  ['/app', messages.login],
] as const;

/**
 * Frame of the legal pages (spec 001 §2 "Legal pages"): a bar with a Back button and the links Home, Features,
 * Tutorial, FAQ (`/#faq`) and Login (`/app`), then the document.
 */
export function LegalLayout({ children, onBack }: LegalLayoutProps) {
  const AppLink = useLinkComponent();
  const intl = useIntl();
  const direction = useDirection();
  // A back arrow points to the inline start: the forward arrow mirrored in left-to-right text.
  const back = <ArrowForwardIcon style={direction === 'ltr' ? { transform: 'scaleX(-1)' } : undefined} />;
  return (
    <PublicPage>
      <div className={styles.bar}>
        <Inline space="sm" align="spaceBetween" className={clsx(container.page, styles.barInner)}>
          <Button variant="ghost" tone="neutral" size="sm" leadingIcon={back} onClick={onBack}>
            {intl.formatMessage(messages.back)}
          </Button>
          <nav aria-label={intl.formatMessage(messages.nav)}>
            <Inline as="ul" space="xs">
              {legalNavLinks.map(([href, message]) => (
                <li key={href}>
                  <AppLink href={href} className={styles.link}>
                    {intl.formatMessage(message)}
                  </AppLink>
                </li>
              ))}
            </Inline>
          </nav>
        </Inline>
      </div>
      {children}
    </PublicPage>
  );
}
