import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InvoiceDto } from '@qafila/contracts';
import PDFDocument from 'pdfkit';

/**
 * The Arabic typeface shipped in the repository (IBM Plex Sans Arabic, SIL Open Font License: assets/fonts), its
 * Arabic subset as WOFF: pdfkit embeds it through fontkit, which shapes Arabic (joining forms, lam-alef and other
 * ligatures) and orders a right-to-left run. Latin text and numbers use the standard Helvetica.
 */
const FONTS = resolve(dirname(fileURLToPath(import.meta.url)), '../../../assets/fonts');
const ARABIC = resolve(FONTS, 'ibm-plex-sans-arabic-arabic-400-normal.woff');
const ARABIC_BOLD = resolve(FONTS, 'ibm-plex-sans-arabic-arabic-700-normal.woff');

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** A run of Arabic (letters with the spaces and Arabic punctuation between them) or of anything else. */
const RUNS =
  /([\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]+(?:[\s\u060C]+[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]+)*)/;

/** `1,098.08`: fils as AED (or cents as USD) with two decimals, from whole numbers. */
export function money(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100).toLocaleString('en')}.${String(abs % 100).padStart(2, '0')}`;
}

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'right';

/** pdfkit's embedded font: glyph id → the code points written to the PDF's ToUnicode map. */
interface EmbeddedFontInternals {
  unicode?: number[][];
}

/**
 * Writes `text` at (x, y) within `width`: Latin in Helvetica; Arabic in the Arabic font laid out as one run (so
 * fontkit shapes it and puts it right to left); mixed text as runs placed right to left, as an Arabic reader reads
 * it when it starts with Arabic, left to right otherwise.
 */
function write(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  options: { align?: Align; bold?: boolean; size?: number } = {},
) {
  const size = options.size ?? 9;
  const runs = text.split(RUNS).filter((r) => r !== '');
  const font = (run: string) =>
    ARABIC_LETTER.test(run) ? (options.bold ? 'arabic-bold' : 'arabic') : options.bold ? 'Helvetica-Bold' : 'Helvetica';
  // `features` makes pdfkit lay the run out whole (not word by word), so the words of Arabic stay in their order.
  const widthOf = (run: string) => doc.font(font(run)).fontSize(size).widthOfString(run, { features: [] });
  const total = runs.reduce((t, r) => t + widthOf(r), 0);
  const rtl = ARABIC_LETTER.test(runs[0] ?? '');
  const ordered = rtl ? [...runs].reverse() : runs;
  let cursor = options.align === 'right' ? x + width - total : x;
  for (const run of ordered) {
    const w = widthOf(run);
    doc.font(font(run)).fontSize(size).text(run, cursor, y, { lineBreak: false, features: [] });
    cursor += w;
  }
}

/**
 * pdfkit writes a ligature's code points (e.g. lam + alef) in logical order while the run's glyphs are in visual
 * order; text extraction (copy, search, pdf.js) then swaps the letters of every ligature. Written in visual order
 * like the glyphs, the extracted text reads in logical order again.
 */
function ligaturesInVisualOrder(doc: Doc, name: string) {
  doc.font(name);
  const internals = (doc as unknown as { _font: EmbeddedFontInternals })._font;
  for (const [gid, codePoints] of (internals.unicode ?? []).entries()) {
    if (codePoints && codePoints.length > 1) internals.unicode![gid] = [...codePoints].reverse();
  }
}

const LABELS = {
  title: ['Tax invoice', 'فاتورة ضريبية'],
  supplier: ['Supplier', 'المورد'],
  customer: ['Customer', 'العميل'],
  trn: ['TRN', 'الرقم الضريبي'],
  number: ['Invoice number', 'رقم الفاتورة'],
  date: ['Date of issue', 'تاريخ الإصدار'],
  period: ['Period', 'الفترة'],
  description: ['Description', 'الوصف'],
  quantity: ['Qty', 'الكمية'],
  unit: ['Unit (AED)', 'سعر الوحدة'],
  net: ['Net (AED)', 'الصافي'],
  vat: ['VAT 5% (AED)', 'الضريبة'],
  amount: ['Total (AED)', 'الإجمالي'],
  netTotal: ['Total excluding VAT (AED)', 'الإجمالي دون الضريبة'],
  vatTotal: ['VAT 5% (AED)', 'ضريبة القيمة المضافة'],
  grandTotal: ['Total including VAT (AED)', 'الإجمالي شامل الضريبة'],
  usd: ['USD equivalent at 3.6725 AED', 'المعادل بالدولار الأمريكي'],
  status: ['Status', 'الحالة'],
} as const;

/** The bilingual (English and Arabic) PDF of a UAE tax invoice. */
export async function invoicePdf(invoice: InvoiceDto): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Tax invoice ${invoice.number}`, Author: invoice.supplierName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<Buffer>((done, fail) => {
    doc.on('end', () => done(Buffer.concat(chunks)));
    doc.on('error', fail);
  });
  doc.registerFont('arabic', ARABIC);
  doc.registerFont('arabic-bold', ARABIC_BOLD);

  const left = 40;
  const width = doc.page.width - 80;
  const half = width / 2;
  let y = 40;
  const pair = (key: keyof typeof LABELS, yy: number, options: { bold?: boolean; size?: number } = {}) => {
    write(doc, LABELS[key][0], left, yy, half, options);
    write(doc, LABELS[key][1], left + half, yy, half, { ...options, align: 'right' });
  };

  pair('title', y, { bold: true, size: 18 });
  y += 34;
  // Invoice number, date and period: label in both languages, value in the middle.
  const date = invoice.issuedAt.slice(0, 10);
  for (const [key, value] of [
    ['number', invoice.number],
    ['date', date],
    ['period', invoice.period],
    ['status', invoice.status === 'paid' ? `Paid ${invoice.paidAt?.slice(0, 10) ?? ''}` : 'Issued'],
  ] as const) {
    pair(key, y);
    write(doc, value, left + width / 3, y, width / 3, { bold: key === 'number' });
    y += 14;
  }
  y += 10;

  // Supplier and customer, side by side.
  const party = (x: number, heading: keyof typeof LABELS, name: string, address: string | null, trn: string | null) => {
    let yy = y;
    write(doc, LABELS[heading][0], x, yy, half - 10, { bold: true });
    write(doc, LABELS[heading][1], x, yy, half - 10, { bold: true, align: 'right' });
    yy += 14;
    write(doc, name, x, yy, half - 10, { size: 11, bold: true });
    yy += 16;
    if (address) {
      doc
        .font('Helvetica')
        .fontSize(9)
        .text(address, x, yy, { width: half - 10 });
      yy = doc.y + 2;
    }
    if (trn) {
      write(doc, `${LABELS.trn[0]}: ${trn}`, x, yy, half - 10);
      write(doc, LABELS.trn[1], x, yy, half - 10, { align: 'right' });
      yy += 14;
    }
    return yy;
  };
  const afterSupplier = party(left, 'supplier', invoice.supplierName, invoice.supplierAddress, invoice.supplierTrn);
  const afterCustomer = party(left + half + 10, 'customer', invoice.customerName, null, invoice.customerTrn);
  y = Math.max(afterSupplier, afterCustomer) + 16;

  // The lines: description in both languages, quantity, unit price, net, VAT and total per line.
  const columns = [
    { key: 'description', x: left, w: width * 0.36 },
    { key: 'quantity', x: left + width * 0.36, w: width * 0.1 },
    { key: 'unit', x: left + width * 0.46, w: width * 0.13 },
    { key: 'net', x: left + width * 0.59, w: width * 0.13 },
    { key: 'vat', x: left + width * 0.72, w: width * 0.13 },
    { key: 'amount', x: left + width * 0.85, w: width * 0.15 },
  ] as const;
  doc
    .rect(left, y - 4, width, 30)
    .fill('#eef2f6')
    .fillColor('#000');
  for (const c of columns) {
    const align: Align = c.key === 'description' ? 'left' : 'right';
    write(doc, LABELS[c.key][0], c.x, y, c.w - 4, { bold: true, align, size: 8 });
    write(doc, LABELS[c.key][1], c.x, y + 12, c.w - 4, { bold: true, align, size: 8 });
  }
  y += 32;
  for (const line of invoice.lines) {
    write(doc, line.description, columns[0].x, y, columns[0].w - 4);
    write(doc, line.descriptionAr, columns[0].x, y + 12, columns[0].w - 4);
    const cells = [
      String(line.quantity),
      money(line.unitFils),
      money(line.netFils),
      money(line.vatFils),
      money(line.netFils + line.vatFils),
    ];
    cells.forEach((value, i) => {
      const c = columns[i + 1]!;
      write(doc, value, c.x, y, c.w - 4, { align: 'right' });
    });
    y += 30;
    doc
      .moveTo(left, y - 4)
      .lineTo(left + width, y - 4)
      .strokeColor('#c8d0d9')
      .stroke();
  }
  y += 8;

  // Totals: net, VAT, total in AED, and the USD equivalent at the peg.
  for (const [key, value, bold] of [
    ['netTotal', `AED ${money(invoice.netFils)}`, false],
    ['vatTotal', `AED ${money(invoice.vatFils)}`, false],
    ['grandTotal', `AED ${money(invoice.totalFils)}`, true],
    ['usd', `USD ${money(invoice.totalUsdCents)}`, false],
  ] as const) {
    write(doc, LABELS[key][0], left + width * 0.4, y, width * 0.35, { bold });
    write(doc, value, left + width * 0.72, y, width * 0.28, { bold, align: 'right' });
    write(doc, LABELS[key][1], left + width * 0.4, y + 12, width * 0.35, { bold });
    y += 28;
  }

  ligaturesInVisualOrder(doc, 'arabic');
  ligaturesInVisualOrder(doc, 'arabic-bold');
  doc.end();
  return ended;
}
