import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { root as buttonStyles } from '../../components/Button/Button.css.ts';
import { FlagAE, FlagUS } from '../../private/flags.tsx';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../../private/icons.tsx';
import { usePortalContainer } from '../../private/portalContainer.ts';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import * as styles from './LanguageSelector.css.ts';
import { messages } from './LanguageSelector.messages.ts';

/** A language the selector offers. */
export interface LanguageOption {
  /** BCP 47 code, e.g. `en` or `ar`. */
  code: string;
  /** Name shown in the menu; defaults to the language's own name ("English", "العربية"). */
  label?: string;
  /** Flag to show; defaults to the UAE flag for Arabic, the US flag for English, else a globe. */
  flag?: ReactNode;
}

/** The product's languages (spec 000): English (US) and Arabic. */
export const defaultLanguages: readonly LanguageOption[] = [{ code: 'en' }, { code: 'ar' }];

const flags: Record<string, ReactNode> = { ar: <FlagAE />, en: <FlagUS /> };

function flagOf(language: LanguageOption | undefined): ReactNode {
  if (!language) return <GlobeIcon />;
  return language.flag ?? flags[language.code.split('-')[0]!.toLowerCase()] ?? <GlobeIcon />;
}

function autonym(code: string): string {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Props of `LanguageSelector`. */
export interface LanguageSelectorProps {
  /** Code of the current language. */
  value: string;
  /** Called with the chosen language's code. */
  onValueChange?: (code: string) => void;
  /** Languages to offer. Defaults to `defaultLanguages` (en, ar). */
  languages?: readonly LanguageOption[];
  className?: string;
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
}: LanguageSelectorProps) {
  const intl = useIntl();
  const container = usePortalContainer();
  const id = useId();
  const current = languages.find((language) => language.code === value);
  const label = intl.formatMessage(messages.label);
  return (
    // Not modal: a language menu need not hide the page from assistive technology or block it.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        // Named "Language EN": the visible code must be part of the name (WCAG 2.5.3, label in name).
        aria-labelledby={`${id}label ${id}code`}
        className={clsx(buttonStyles({ variant: 'outline', tone: 'neutral', size: 'sm' }), styles.trigger, className)}
        data-value={value}
      >
        <span id={`${id}label`} className={visuallyHidden}>
          {label}
        </span>
        <span className={styles.flag} aria-hidden="true">
          {flagOf(current)}
        </span>
        <span id={`${id}code`} className={styles.code}>
          {value.toLocaleUpperCase('en')}
        </span>
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon />
        </span>
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
