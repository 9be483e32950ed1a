import { CURRENCIES, type CurrencyCode } from '@qafila/contracts';
import type { IntlShape } from 'react-intl';

/** Fils as dirhams in the reader's language ("AED 1,234.50", "‏1,234.50 د.إ.‏"). */
export const aed = (intl: IntlShape, fils: number) =>
  intl.formatNumber(fils / 100, { style: 'currency', currency: 'AED', minimumFractionDigits: 2 });

/** A basis-point rate as a percentage ("5%", "100%"). */
export const percent = (intl: IntlShape, bp: number) =>
  intl.formatNumber(bp / 10_000, { style: 'percent', maximumFractionDigits: 2 });

/** A date and time in Dubai. */
export const when = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' });

/** Minor units of a declaration's currency in the reader's language ("€18,600.00"). */
export const money = (intl: IntlShape, minor: number, currency: CurrencyCode) => {
  const exponent = CURRENCIES[currency].exponent;
  return intl.formatNumber(minor / 10 ** exponent, {
    style: 'currency',
    currency,
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  });
};
