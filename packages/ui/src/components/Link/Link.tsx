import clsx from 'clsx';
import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDirection } from '../../direction/useDirection.ts';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import * as styles from './Link.css.ts';
import { messages } from './Link.messages.ts';
import { useLinkComponent } from './linkComponent.tsx';

export const linkTones = ['accent', 'neutral', 'inherit'] as const;
export type LinkTone = (typeof linkTones)[number];

type OwnProps<E extends ElementType> = {
  /**
   * Element or component to render instead. Without it, an in-app link (an `href` path such as `/features`, not `external`) renders through
   * `QafilaProvider`'s `linkComponent` (the app's router link), and any other link as `a`.
   */
  as?: E;
  /** Link text. */
  children: ReactNode;
  /** `accent` (default), `neutral`, or `inherit` for links inside coloured text. */
  tone?: LinkTone;
  /** Opens in a new tab (with `rel="noopener noreferrer"`) and says so to screen readers. */
  external?: boolean;
  className?: string;
};

/** Props of `Link`: the rendered element's own props plus tone and `external`. */
export type LinkProps<E extends ElementType = 'a'> = OwnProps<E> & Omit<ComponentPropsWithRef<E>, keyof OwnProps<E>>;

/** An inline text link to another page or place; in-app links go through `QafilaProvider`'s `linkComponent`. */
export function Link<E extends ElementType = 'a'>({
  as,
  children,
  tone = 'accent',
  external = false,
  className,
  ...props
}: LinkProps<E>) {
  const intl = useIntl();
  const direction = useDirection();
  const AppLink = useLinkComponent();
  const href: unknown = (props as { href?: unknown }).href;
  // A path on this site (not `//host`, `mailto:` or `#x`) is the app's to render; every other href stays an `a`.
  const inApp = as === undefined && !external && typeof href === 'string' && /^\/(?!\/)/.test(href);
  const Component: ElementType = as ?? (inApp ? AppLink : 'a');
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Component
      {...externalProps}
      {...props}
      className={clsx(styles.root({ tone }), className)}
      data-tone={tone}
      data-external={external || undefined}
    >
      {children}
      {external ? (
        <>
          <svg
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 16 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
            className={styles.externalIcon}
            // The arrow points up and forward: towards the inline end.
            style={direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined}
          >
            <path d="M6 3.5H3.5v9h9V10M9 3h4v4M13 3L7.5 8.5" />
          </svg>
          <span className={visuallyHidden}> {intl.formatMessage(messages.external)}</span>
        </>
      ) : null}
    </Component>
  );
}
