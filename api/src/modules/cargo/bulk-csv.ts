/** The bulk upload's CSV: its template, and its rows read into shipments to create, or every problem by line. */
import { BULK_CSV_COLUMNS, BULK_UPLOAD_MAX_ROWS, type BulkRowError, CreateShipment } from '@qafila/contracts';
import type { User } from '../../db/entities/index.ts';
import { InvalidInputError } from '../../domain/errors.ts';
import { toCsv } from '../../lib/csv.ts';
import { type CsvRecord, CsvSyntaxError, parseCsv } from '../../lib/csv-parse.ts';

/** A CSV column for a path of a CreateShipment issue. */
const COLUMN_OF: Record<string, (typeof BULK_CSV_COLUMNS)[number]> = {
  customerId: 'customer_username',
  origin: 'origin',
  destination: 'destination',
  service: 'service',
  weightKg: 'weight_kg',
  'dimensionsCm.length': 'length_cm',
  'dimensionsCm.width': 'width_cm',
  'dimensionsCm.height': 'height_cm',
  declaredValueAed: 'declared_value_aed',
  description: 'description',
};
const NUMERIC_COLUMNS = new Set(['weight_kg', 'length_cm', 'width_cm', 'height_cm', 'declared_value_aed']);
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The template's example row: the first customer of the organization, or a placeholder username. */
const exampleRow = (username: string) => [
  username,
  'Jebel Ali Free Zone, Dubai',
  'Al Ain, UAE',
  'freight_road',
  '320',
  '120',
  '80',
  '90',
  '9800',
  'Office furniture, 12 cartons',
];

/** The template: the header and one example row for `username`. */
export function bulkTemplate(username: string): string {
  return toCsv([BULK_CSV_COLUMNS, exampleRow(username)]);
}

/** The data rows of an upload (blank lines skipped), once the file parses and its header is the template's. */
export function bulkCsvRows(text: string): CsvRecord[] {
  if (text.replace(/^\uFEFF/, '').trim() === '') throw new InvalidInputError('The file is empty');
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (err) {
    if (err instanceof CsvSyntaxError) throw bulkError([{ line: err.line, field: '', message: err.message }]);
    throw err;
  }
  const [header, ...body] = records;
  const columns = header!.fields.map((f) => f.trim());
  if (columns.length !== BULK_CSV_COLUMNS.length || columns.some((c, i) => c !== BULK_CSV_COLUMNS[i])) {
    throw bulkError([
      { line: header!.line, field: 'header', message: `The header must be: ${BULK_CSV_COLUMNS.join(',')}` },
    ]);
  }
  const rows = body.filter((r) => !(r.fields.length === 1 && r.fields[0]!.trim() === ''));
  if (rows.length === 0) throw new InvalidInputError('The file has no shipments below the header');
  if (rows.length > BULK_UPLOAD_MAX_ROWS) {
    throw new InvalidInputError(
      `The file has ${rows.length} shipments; at most ${BULK_UPLOAD_MAX_ROWS} can be uploaded at once`,
    );
  }
  return rows;
}

/** Each row checked against the contract and the organization's customers; any problem → BulkUploadFailure. */
export function bulkCsvShipments(
  rows: CsvRecord[],
  customers: Map<string, User>,
): { input: CreateShipment; customer: User }[] {
  const errors: BulkRowError[] = [];
  const valid: { input: CreateShipment; customer: User }[] = [];
  for (const { line, fields } of rows) {
    if (fields.length !== BULK_CSV_COLUMNS.length) {
      errors.push({
        line,
        field: '',
        message: `expected ${BULK_CSV_COLUMNS.length} fields, found ${fields.length}`,
      });
      continue;
    }
    const cell = Object.fromEntries(BULK_CSV_COLUMNS.map((c, i) => [c, fields[i]!.trim()])) as Record<
      (typeof BULK_CSV_COLUMNS)[number],
      string
    >;
    const rowErrors: BulkRowError[] = [];
    const username = cell.customer_username.toLowerCase();
    const customer = customers.get(username);
    if (!username) rowErrors.push({ line, field: 'customer_username', message: 'customer_username is required' });
    else if (!customer) {
      rowErrors.push({
        line,
        field: 'customer_username',
        message: `'${cell.customer_username}' is not a customer of your organization`,
      });
    }
    const number = (column: (typeof BULK_CSV_COLUMNS)[number]): number | undefined => {
      const value = cell[column];
      if (value === '') {
        rowErrors.push({ line, field: column, message: `${column} is required` });
        return undefined;
      }
      if (!NUMBER.test(value)) {
        rowErrors.push({ line, field: column, message: `${column} must be a number (e.g. 12.5)` });
        return undefined;
      }
      return Number(value);
    };
    const candidate = {
      customerId: customer?.id ?? 1,
      origin: cell.origin,
      destination: cell.destination,
      service: cell.service,
      weightKg: number('weight_kg'),
      dimensionsCm: { length: number('length_cm'), width: number('width_cm'), height: number('height_cm') },
      declaredValueAed: number('declared_value_aed'),
      description: cell.description === '' ? undefined : cell.description,
    };
    const parsed = CreateShipment.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = COLUMN_OF[issue.path.join('.')] ?? '';
        // Numbers already reported as missing or malformed are not reported twice.
        if (NUMERIC_COLUMNS.has(column) && rowErrors.some((e) => e.field === column)) continue;
        rowErrors.push({ line, field: column, message: issue.message });
      }
    }
    errors.push(...rowErrors);
    if (rowErrors.length === 0 && parsed.success && customer) valid.push({ input: parsed.data, customer });
  }
  if (errors.length > 0) throw bulkError(errors);
  return valid;
}

/** 400 BulkUploadError: every problem by line, nothing stored. The route answers `{error, errors}`. */
export class BulkUploadFailure extends InvalidInputError {
  readonly errors: BulkRowError[];
  constructor(errors: BulkRowError[]) {
    const lines = new Set(errors.map((e) => e.line)).size;
    super(
      `${errors.length} ${errors.length === 1 ? 'problem' : 'problems'} on ${lines} ${lines === 1 ? 'line' : 'lines'}; nothing was imported`,
    );
    this.errors = errors;
  }
}

function bulkError(errors: BulkRowError[]): BulkUploadFailure {
  return new BulkUploadFailure(errors);
}
