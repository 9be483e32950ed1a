import { canonicalLocale, getDirection } from '@qafila/i18n/direction';
import { DirectionProvider } from '@radix-ui/react-direction';
import clsx from 'clsx';
import { type ComponentProps, type ReactNode, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import type { Direction } from '../../direction/useDirection.ts';
import { PortalContainerContext } from '../../private/portalContainer.ts';
import { brandStyle } from '../../themes/brandStyle.ts';
import { type ThemeName, themes } from '../../themes/themes.ts';
import { type LinkComponent, LinkComponentContext, useLinkComponent } from '../Link/linkComponent.tsx';
import { createSkipWindow, SkipWindowContext } from '../Tooltip/tooltipDelay.ts';
import * as styles from './QafilaProvider.css.ts';

type IntlProviderProps = ComponentProps<typeof IntlProvider>;

/** Props of `QafilaProvider`. */
export interface QafilaProviderProps {
  /** BCP 47 locale, e.g. `en` or `ar-AE`. Sets `lang` and, unless `direction` is given, `dir`. */
  locale: string;
  /** Flat ICU message catalogue for `locale`. */
  messages?: IntlProviderProps['messages'];
  /** Locale the `defaultMessage`s are written in. Defaults to `en`. */
  defaultLocale?: string;
  /** Overrides the direction derived from `locale`. */
  direction?: Direction;
  /** Defaults to `light`. */
  theme?: ThemeName;
  /**
   * White-label brand: re-colours the accent tone from one `#RRGGBB` colour (see `brandTokens`), keeping text and
   * `onSolid` at 4.5:1 on the surfaces of `theme`. Throws for an invalid colour.
   */
  brand?: { primaryColor: string };
  /** Also set `lang` and `dir` on `<html>`, restoring the previous values on unmount. Use once, at the app root. */
  applyToDocument?: boolean;
  /**
   * Renders every in-app link of the components and screens inside (`Link`, menus, screens), e.g. the app's router
   * link; it receives `AppLinkProps` and must pass them all on. Defaults to the enclosing provider's, else a plain `<a>`.
   */
  linkComponent?: LinkComponent | undefined;
  /** Called for react-intl errors such as missing translations; defaults to react-intl's console reporting. */
  onError?: IntlProviderProps['onError'];
  className?: string;
  children?: ReactNode;
}

/**
 * Root provider: messages, text direction, theme, `lang` and `dir` for everything inside it, and the element that
 * overlays portal into (so they keep the theme and direction), and the tooltips' shared skip delay (without Radix
 * Tooltip: pages without a tooltip load no tooltip code), and the component that renders in-app links.
 */
export function QafilaProvider({
  locale,
  messages,
  defaultLocale = 'en',
  direction,
  theme = 'light',
  brand,
  applyToDocument = false,
  onError,
  linkComponent,
  className,
  children,
}: QafilaProviderProps) {
  const inheritedLink = useLinkComponent();
  const lang = canonicalLocale(locale);
  const dir = direction ?? getDirection(lang);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [skipWindow] = useState(createSkipWindow);
  const primaryColor = brand?.primaryColor;
  const style = useMemo(
    () => (primaryColor === undefined ? undefined : brandStyle(primaryColor, theme)),
    [primaryColor, theme],
  );

  useEffect(() => {
    if (!applyToDocument) return;
    const html = document.documentElement;
    const previous = { lang: html.getAttribute('lang'), dir: html.getAttribute('dir') };
    html.setAttribute('lang', lang);
    html.setAttribute('dir', dir);
    return () => {
      restoreAttribute(html, 'lang', previous.lang);
      restoreAttribute(html, 'dir', previous.dir);
    };
  }, [applyToDocument, lang, dir]);

  return (
    <IntlProvider locale={lang} defaultLocale={defaultLocale} messages={messages} onError={onError}>
      <DirectionProvider dir={dir}>
        <SkipWindowContext.Provider value={skipWindow}>
          <PortalContainerContext.Provider value={root}>
            <LinkComponentContext.Provider value={linkComponent ?? inheritedLink}>
              <div
                ref={setRoot}
                lang={lang}
                dir={dir}
                data-theme={theme}
                style={style}
                className={clsx(themes[theme], styles.root, className)}
              >
                {children}
              </div>
            </LinkComponentContext.Provider>
          </PortalContainerContext.Provider>
        </SkipWindowContext.Provider>
      </DirectionProvider>
    </IntlProvider>
  );
}

function restoreAttribute(element: Element, name: string, value: string | null) {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
