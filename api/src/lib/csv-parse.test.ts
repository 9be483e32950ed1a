import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';
import { CsvSyntaxError, parseCsv } from './csv-parse.ts';

const fields = (text: string) => parseCsv(text).map((r) => r.fields);

describe('parseCsv (RFC 4180)', () => {
  it('splits records on CRLF, LF or CR and ignores one final line break', () => {
    expect(fields('a,b\r\nc,d\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(fields('a,b\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(fields('a,b\rc,d\r')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('keeps empty fields, including a trailing one', () => {
    expect(fields('a,,c,\r\n')).toEqual([['a', '', 'c', '']]);
    expect(fields(',\n')).toEqual([['', '']]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(fields('"Dubai, UAE","a ""quoted"" word","two\r\nlines",""\r\n')).toEqual([
      ['Dubai, UAE', 'a "quoted" word', 'two\r\nlines', ''],
    ]);
    expect(fields('""""\n')).toEqual([['"']]);
  });

  it('ignores a byte order mark', () => {
    expect(fields('\uFEFFa,b\r\n')).toEqual([['a', 'b']]);
  });

  it('numbers records by the line where they start, counting line breaks inside quotes', () => {
    const records = parseCsv('h1,h2\r\n"multi\r\nline",x\r\n\r\nlast,y');
    expect(records.map((r) => r.line)).toEqual([1, 2, 4, 5]);
    expect(records[2]!.fields).toEqual(['']);
  });

  it('keeps non-ASCII text', () => {
    expect(fields('دبي,Ajmān\n')).toEqual([['دبي', 'Ajmān']]);
  });

  it.each([
    ['a,b"c\n', 1, /quote may only start a field/],
    ['a,b\n"open,x\n', 2, /not closed/],
    ['a\n"x"y,z\n', 2, /closing quote must be followed/],
  ])('refuses %j at line %i', (text, line, message) => {
    try {
      parseCsv(text);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(CsvSyntaxError);
      expect((err as CsvSyntaxError).line).toBe(line);
      expect((err as Error).message).toMatch(message);
    }
  });

  it('round-trips what the shared CSV writer writes (BOM, CRLF, quotes)', () => {
    const row = ['plain', 'Dubai, UAE', 'say "hi"', 'line\nbreak', ' padded ', '', 'دبي، الإمارات'];
    expect(fields(toCsv([row, ['x']]))).toEqual([row, ['x']]);
  });
});
