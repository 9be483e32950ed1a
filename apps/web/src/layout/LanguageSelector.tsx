import { LANGUAGES, type LanguageCode } from '@qafila/contracts';
import { defineMessages, useIntl } from 'react-intl';
import { usePageLocale } from '../i18n/usePageLocale.ts';
import * as styles from './Layout.css.ts';

const messages = defineMessages({
  label: { id: 'language.label', defaultMessage: 'Language' },
});

/** Flag plus upper-case language code (spec 000 §2); the choice is stored and flips the direction. */
export function LanguageSelector() {
  const intl = useIntl();
  const { locale, changeLocale } = usePageLocale();
  return (
    <select
      className={styles.languageSelect}
      aria-label={intl.formatMessage(messages.label)}
      value={locale}
      onChange={(e) => changeLocale(e.target.value as LanguageCode)}
      data-testid="language-selector"
    >
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {`${l.flag} ${l.code.toUpperCase()}`}
        </option>
      ))}
    </select>
  );
}
