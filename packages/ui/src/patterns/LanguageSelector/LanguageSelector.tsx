import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { root as buttonStyles } from '../../components/Button/Button.css.ts';
import { CheckIcon } from '../../private/icons.tsx';
import { usePortalContainer } from '../../private/portalContainer.ts';
import * as styles from './LanguageSelector.css.ts';
import { messages } from './LanguageSelector.messages.ts';
import { autonym, defaultLanguages, flagOf, type LanguageOption, TriggerContent } from './languages.tsx';

export type { LanguageOption } from './languages.tsx';
export { defaultLanguages } from './languages.tsx';

/** Props of `LanguageSelector`. */
export interface LanguageSelectorProps {
  /** Code of the current language. */
  value: string;
  /** Called with the chosen language's code. */
  onValueChange?: (code: string) => void;
  /** Languages to offer. Defaults to `defaultLanguages` (en, ar). */
  languages?: readonly LanguageOption[];
  className?: string;
  /** Whether the menu starts open (a deferred selector opens it when the click that loaded it lands). */
  defaultOpen?: boolean;
}

/**
 * A button named "Language" (plus the code it shows, e.g. "Language EN") showing the current language's flag (inline SVG) and upper-case code, opening a menu
 * of languages, each in its own name. Arrow keys, Enter and Escape work as in any menu.
 */
export function LanguageSelector({
  value,
  onValueChange,
  languages = defaultLanguages,
  className,
  defaultOpen = false,
}: LanguageSelectorProps) {
  const intl = useIntl();
  const container = usePortalContainer();
  const id = useId();
  const current = languages.find((language) => language.code === value);
  const label = intl.formatMessage(messages.label);
  return (
    // Not modal: a language menu need not hide the page from assistive technology or block it.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        // Named "Language EN": the visible code must be part of the name (WCAG 2.5.3, label in name).
        aria-labelledby={`${id}label ${id}code`}
        className={clsx(buttonStyles({ variant: 'outline', tone: 'neutral', size: 'sm' }), styles.trigger, className)}
        data-value={value}
      >
        <TriggerContent id={id} label={label} value={value} flag={flagOf(current)} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content align="end" sideOffset={4} aria-labelledby={`${id}label`} className={styles.content}>
          <DropdownMenu.RadioGroup value={value} onValueChange={onValueChange}>
            {languages.map((language) => (
              <DropdownMenu.RadioItem key={language.code} value={language.code} className={styles.item}>
                <span className={styles.flag} aria-hidden="true">
                  {flagOf(language)}
                </span>
                <span className={styles.itemLabel} lang={language.code} dir="auto">
                  {language.label ?? autonym(language.code)}
                </span>
                <DropdownMenu.ItemIndicator className={styles.indicator}>
                  <CheckIcon />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
