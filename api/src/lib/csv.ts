import { stringify } from 'csv-stringify/sync';

/** A value of a CSV cell: null and undefined are empty, dates ISO 8601, objects JSON. */
export type CsvValue = string | number | bigint | boolean | Date | null | undefined | object;

const text = (value: CsvValue): string | number | bigint => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/**
 * The one CSV writer of the product (`csv-stringify`, ADR 0013): RFC 4180 quoting, CRLF line ends, a UTF-8 byte
 * order mark so Excel reads Arabic, and every text cell that a spreadsheet would run as a formula (starting with
 * = + - @ TAB or CR, or their full-width forms) prefixed with a single quote, as OWASP recommends for CSV
 * injection. Numbers stay numbers (a negative number is not escaped).
 */
export function toCsv(
  rows: readonly (readonly CsvValue[])[],
  options: { bom?: boolean; finalLineBreak?: boolean } = {},
): string {
  return stringify(
    rows.map((row) => row.map(text)),
    {
      bom: options.bom ?? true,
      escape_formulas: true,
      record_delimiter: 'windows',
      // A lone LF or CR inside a cell is quoted too (csv-stringify stops doing so once record_delimiter is set).
      quote_record_delimiter: true,
      eof: options.finalLineBreak ?? true,
    },
  );
}
