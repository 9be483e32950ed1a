import type { ReactNode } from 'react';
import { FlagAE, FlagUS } from '../../private/flags.tsx';
import { ChevronDownIcon, GlobeIcon } from '../../private/icons.tsx';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import * as styles from './LanguageSelector.css.ts';

// What the language selector's button shows, without the menu (Radix): shared by LanguageSelector and the deferred
// selector that loads it on first use.

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

export function flagOf(language: LanguageOption | undefined): ReactNode {
  if (!language) return <GlobeIcon />;
  return language.flag ?? flags[language.code.split('-')[0]!.toLowerCase()] ?? <GlobeIcon />;
}

export function autonym(code: string): string {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The button's content: hidden "Language", the flag, the upper-case code and the chevron. */
export function TriggerContent({
  id,
  label,
  value,
  flag,
}: {
  id: string;
  label: string;
  value: string;
  flag: ReactNode;
}) {
  return (
    <>
      <span id={`${id}label`} className={visuallyHidden}>
        {label}
      </span>
      <span className={styles.flag} aria-hidden="true">
        {flag}
      </span>
      <span id={`${id}code`} className={styles.code}>
        {value.toLocaleUpperCase('en')}
      </span>
      <span className={styles.chevron} aria-hidden="true">
        <ChevronDownIcon />
      </span>
    </>
  );
}
