import clsx from 'clsx';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { root as buttonStyles } from '../../components/Button/Button.css.ts';
import { DropdownMenu } from '../../components/DropdownMenu/DropdownMenu.tsx';
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
  const id = useId();
  const current = languages.find((language) => language.code === value);
  const label = intl.formatMessage(messages.label);
  return (
    <DropdownMenu
      defaultOpen={defaultOpen}
      align="end"
      label={label}
      trigger={
        <button
          type="button"
          // Named "Language EN": the visible code must be part of the name (WCAG 2.5.3, label in name).
          aria-labelledby={`${id}label ${id}code`}
          className={clsx(buttonStyles({ variant: 'outline', tone: 'neutral', size: 'sm' }), styles.trigger, className)}
          data-value={value}
        >
          <TriggerContent id={id} label={label} value={value} flag={flagOf(current)} />
        </button>
      }
      items={[
        {
          type: 'radio',
          id: 'languages',
          value,
          onValueChange,
          options: languages.map((language) => ({
            value: language.code,
            label: language.label ?? autonym(language.code),
            lang: language.code,
            icon: <span className={styles.flag}>{flagOf(language)}</span>,
          })),
        },
      ]}
    />
  );
}
