import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';
import { parseCsv } from './csv-parse.ts';

const cells = (text: string) => parseCsv(text).map((r) => r.fields);

describe('toCsv, the one CSV writer', () => {
  it('neutralises cells a spreadsheet would run as a formula (OWASP CSV injection)', () => {
    const dangerous = ['=HYPERLINK("https://evil.example","x")', '@SUM(1)', '+1+2', '-2+3', '\tTAB', '\rCR', '＝1+1'];
    const text = toCsv([dangerous]);
    expect(cells(text)[0]).toEqual(dangerous.map((d) => `'${d}`));
    expect(text).not.toMatch(/(^|,)"?[=@+\t]/m);
  });

  it('leaves ordinary text and numbers alone, negative numbers included', () => {
    expect(toCsv([['plain', 'a=b', 12, -5, 1.5, true, null, undefined]], { bom: false })).toBe(
      'plain,a=b,12,-5,1.5,true,,\r\n',
    );
  });

  it('starts with a UTF-8 BOM and keeps Arabic as it is', () => {
    const text = toCsv([
      ['الاسم', 'الحالة'],
      ['فاتورة تجارية', 'مرفوض: =HYPERLINK("x")'],
    ]);
    const bytes = Buffer.from(text, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toBe('\uFEFFالاسم,الحالة\r\nفاتورة تجارية,"مرفوض: =HYPERLINK(""x"")"\r\n');
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and writes dates and objects readably', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(toCsv([['Dubai, UAE', 'say "hi"', 'two\nlines', at, { a: 1 }]], { bom: false })).toBe(
      '"Dubai, UAE","say ""hi""","two\nlines",2026-01-02T03:04:05.000Z,"{""a"":1}"\r\n',
    );
  });
});
