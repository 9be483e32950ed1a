/** One record of a CSV file: its fields and the (1-based) line where it starts. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  override name = 'CsvSyntaxError';
  readonly line: number;
  constructor(line: number, message: string) {
    super(message);
    this.line = line;
  }
}

/**
 * Parses CSV text as RFC 4180 describes it: comma-separated fields, records ended by CRLF (a lone LF or CR is
 * accepted too), fields in double quotes may hold commas, line breaks and doubled quotes (""). A leading byte
 * order mark is ignored, and so is a final line break. A quote inside an unquoted field, text after a closing
 * quote, or a quote left open is a CsvSyntaxError naming the line. Lines count from 1 and advance at every line
 * break, including those inside quoted fields, so they match what a text editor shows.
 */
export function parseCsv(input: string): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const n = text.length;
  const endRecord = () => {
    fields.push(field);
    records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  while (i < n) {
    const ch = text[i]!;
    if (ch === '"') {
      if (field !== '') throw new CsvSyntaxError(line, 'a quote may only start a field (write "" inside quotes)');
      const openedAt = line;
      i++;
      for (;;) {
        if (i >= n) throw new CsvSyntaxError(openedAt, 'a quoted field is not closed');
        const c = text[i]!;
        if (c === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (c === '\r' || c === '\n') {
          line++;
          if (c === '\r' && text[i + 1] === '\n') {
            field += '\r\n';
            i += 2;
            continue;
          }
        }
        field += c;
        i++;
      }
      const after = text[i];
      if (after !== undefined && after !== ',' && after !== '\r' && after !== '\n') {
        throw new CsvSyntaxError(line, 'a closing quote must be followed by a comma or the end of the line');
      }
      continue;
    }
    if (ch === ',') {
      fields.push(field);
      field = '';
      i++;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    field += ch;
    i++;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}
