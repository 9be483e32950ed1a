import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { EMIRATES, type Emirate } from './fleet.ts';
import { boundedText, safeText } from './text.ts';

/**
 * Customs Clearance and Free Zone Management (issue 18, ADR 0034, docs/customs.md): declarations per shipment with
 * HS-coded lines, a status workflow with history, and a duty and VAT calculator that is pure and shared by the API
 * (stored snapshot at submission, recomputed on read) and the UI (live preview in the form).
 *
 * Money is never a float: amounts are whole numbers of the currency's minor unit (cents, fils, baisa), AED results in
 * fils; exchange rates are decimal strings of at most 6 decimals ("3.6725").
 */

// ── Reference data ───────────────────────────────────────────────────────────────────────────────────

/** Incoterms 2020 (ICC). */
export const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];
/** Terms whose price already pays the main carriage to the destination: the declaration's freight is not added. */
export const FREIGHT_INCLUDED_INCOTERMS: readonly Incoterm[] = ['CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'];
/** Terms whose price already covers insurance (C-terms with insurance, D-terms: the seller bears the risk). */
export const INSURANCE_INCLUDED_INCOTERMS: readonly Incoterm[] = ['CIF', 'CIP', 'DAP', 'DPU', 'DDP'];

export const DECLARATION_TYPES = [
  'import',
  'export',
  're_export',
  'transit',
  'free_zone_to_mainland',
  'mainland_to_free_zone',
] as const;
export type DeclarationType = (typeof DECLARATION_TYPES)[number];
/** Types that name a free zone. */
export const FREE_ZONE_DECLARATION_TYPES: readonly DeclarationType[] = [
  'free_zone_to_mainland',
  'mainland_to_free_zone',
];

export const DECLARATION_STATUSES = ['draft', 'submitted', 'cleared', 'held', 'rejected'] as const;
export type DeclarationStatus = (typeof DECLARATION_STATUSES)[number];
/** The workflow: which status may follow which. Held and rejected need a reason. */
export const DECLARATION_TRANSITIONS: Record<DeclarationStatus, readonly DeclarationStatus[]> = {
  draft: ['submitted'],
  submitted: ['cleared', 'held', 'rejected'],
  held: ['cleared', 'rejected'],
  cleared: [],
  rejected: [],
};
/** Decisions only organization admins take (ADR 0034): staff prepare and submit, an admin clears, holds, rejects. */
export const ADMIN_DECISIONS: readonly DeclarationStatus[] = ['cleared', 'held', 'rejected'];

export const QUANTITY_UNITS = ['pcs', 'kg', 'l', 'm', 'm2', 'm3', 'set', 'pair', 'carton'] as const;

/** ISO 3166-1 alpha-2 codes (officially assigned); the UI names them with Intl.DisplayNames in en/ar. */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
const COUNTRY_SET = new Set(COUNTRY_CODES);

/**
 * ISO 4217 currencies a declaration may use, with their minor-unit exponent. `pegRate`: AED per unit fixed by a
 * central bank peg (AED 3.6725 per USD, CBUAE; the GCC currencies through their own USD pegs — SAR 3.75, QAR 3.64,
 * BHD 0.376, OMR 0.3845 — divided into 3.6725 and rounded to 6 decimals). Any other currency needs the rate typed by
 * staff on the declaration.
 */
export const CURRENCIES = {
  AED: { exponent: 2, pegRate: '1' },
  USD: { exponent: 2, pegRate: '3.6725' },
  SAR: { exponent: 2, pegRate: '0.979333' },
  QAR: { exponent: 2, pegRate: '1.008929' },
  BHD: { exponent: 3, pegRate: '9.767287' },
  OMR: { exponent: 3, pegRate: '9.551365' },
  KWD: { exponent: 3, pegRate: null },
  EUR: { exponent: 2, pegRate: null },
  GBP: { exponent: 2, pegRate: null },
  CHF: { exponent: 2, pegRate: null },
  CNY: { exponent: 2, pegRate: null },
  INR: { exponent: 2, pegRate: null },
  PKR: { exponent: 2, pegRate: null },
  JPY: { exponent: 0, pegRate: null },
  KRW: { exponent: 0, pegRate: null },
  HKD: { exponent: 2, pegRate: null },
  SGD: { exponent: 2, pegRate: null },
  AUD: { exponent: 2, pegRate: null },
  CAD: { exponent: 2, pegRate: null },
  TRY: { exponent: 2, pegRate: null },
  EGP: { exponent: 2, pegRate: null },
} as const satisfies Record<string, { exponent: number; pegRate: string | null }>;
export type CurrencyCode = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];

// ── HS codes ─────────────────────────────────────────────────────────────────────────────────────────

export type HsCodeResult = { ok: true; code: string } | { ok: false; error: string };

/**
 * Checks an HS code: the 6-digit Harmonized System subheading, optionally with the 2-digit national extension of the
 * GCC unified tariff the UAE applies (8 digits). Dots and spaces are layout: "8471.30", "847130", "8471.30.00" and
 * "84713000" are accepted; `code` is the digits alone. Chapters run 01–97; chapter 77 is reserved by the HS for
 * future use, and no chapter has a heading 00.
 */
export function parseHsCode(input: string): HsCodeResult {
  const code = input.replace(/[.\s]/g, '');
  if (!/^(\d{6}|\d{8})$/.test(code)) {
    return {
      ok: false,
      error: 'HS code must be 6 digits (e.g. 8471.30) or 8 digits with the UAE national extension (e.g. 8471.30.00)',
    };
  }
  const chapter = code.slice(0, 2);
  if (chapter === '00' || chapter > '97') return { ok: false, error: `HS chapter ${chapter} does not exist (01–97)` };
  if (chapter === '77')
    return { ok: false, error: 'HS chapter 77 is reserved for future use in the Harmonized System' };
  if (code.slice(2, 4) === '00') return { ok: false, error: `HS heading ${code.slice(0, 4)} does not exist` };
  return { ok: true, code };
}

/** "84713000" → "8471.30.00", "847130" → "8471.30". */
export const formatHsCode = (code: string) =>
  [code.slice(0, 4), code.slice(4, 6), code.slice(6, 8)].filter(Boolean).join('.');

// ── Duty rates as data ───────────────────────────────────────────────────────────────────────────────

/** The GCC common external tariff's general rate: 5 % ad valorem on the CIF value (GCC Common Customs Law, 2003). */
export const DEFAULT_DUTY_BP = 500;
/** UAE VAT on imports: 5 % of the customs value plus duty (Federal Decree-Law No. 8 of 2017, Art. 3 and 50–51). */
export const VAT_BP = 500;

export interface TariffEntry {
  /** An HS heading (4 digits) or subheading (6); the longest prefix wins. */
  prefix: string;
  /** Basis points of the CIF value: 0, 5000 (50 %), 10000 (100 %). */
  rateBp: number;
  source: string;
}

const GCC_EXEMPT = 'GCC Common Customs Tariff, exempted basic commodities (0 %)';
/**
 * Lines of the GCC unified tariff that differ from 5 %, a small well-known selection (docs/customs.md): confirm a
 * heading in the tariff before relying on it; headings not listed here take 5 %.
 */
export const TARIFF_EXCEPTIONS: readonly TariffEntry[] = [
  { prefix: '0401', rateBp: 0, source: `${GCC_EXEMPT}: milk and cream, not concentrated` },
  { prefix: '1001', rateBp: 0, source: `${GCC_EXEMPT}: wheat and meslin` },
  { prefix: '1006', rateBp: 0, source: `${GCC_EXEMPT}: rice` },
  { prefix: '1101', rateBp: 0, source: `${GCC_EXEMPT}: wheat or meslin flour` },
  { prefix: '2203', rateBp: 5000, source: 'GCC Common Customs Tariff: beer made from malt, 50 %' },
  { prefix: '2204', rateBp: 5000, source: 'GCC Common Customs Tariff: wine of fresh grapes, 50 %' },
  { prefix: '2208', rateBp: 5000, source: 'GCC Common Customs Tariff: spirits and spirituous beverages, 50 %' },
  { prefix: '2402', rateBp: 10000, source: 'GCC Common Customs Tariff: cigars and cigarettes, 100 %' },
  { prefix: '2403', rateBp: 10000, source: 'GCC Common Customs Tariff: other manufactured tobacco, 100 %' },
];

/** Exemptions of the GCC Common Customs Law, Art. 98, a declarant claims per line. */
export const DUTY_EXEMPTIONS = ['personal_effects', 'diplomatic', 'returned_goods'] as const;
export type DutyExemption = (typeof DUTY_EXEMPTIONS)[number];
const EXEMPTION_SOURCE = 'GCC Common Customs Law (2003), Art. 98: exemption claimed';

export function dutyRateFor(hsCode: string, exemption?: DutyExemption | null): { rateBp: number; source: string } {
  if (exemption) return { rateBp: 0, source: `${EXEMPTION_SOURCE} (${exemption.replace('_', ' ')})` };
  const hit = TARIFF_EXCEPTIONS.filter((e) => hsCode.startsWith(e.prefix)).sort(
    (a, b) => b.prefix.length - a.prefix.length,
  )[0];
  return hit ?? { rateBp: DEFAULT_DUTY_BP, source: 'GCC Common Customs Law: 5 % ad valorem on the CIF value' };
}

/**
 * Whether duty and VAT fall due for a type: `due` computed; `suspended` (transit: secured, not paid); `not_due`
 * (exports, re-exports, goods entering a free zone from the mainland pay no import duty); `not_computed` (VAT of
 * goods moved into a free zone depends on whether it is a designated zone, Cabinet Decision No. 59 of 2017: the
 * calculator does not decide it).
 */
export const TREATMENTS = ['due', 'suspended', 'not_due', 'not_computed'] as const;
export type Treatment = (typeof TREATMENTS)[number];
export const DECLARATION_TREATMENT: Record<DeclarationType, { duty: Treatment; vat: Treatment }> = {
  import: { duty: 'due', vat: 'due' },
  free_zone_to_mainland: { duty: 'due', vat: 'due' },
  export: { duty: 'not_due', vat: 'not_due' },
  re_export: { duty: 'not_due', vat: 'not_due' },
  transit: { duty: 'suspended', vat: 'suspended' },
  mainland_to_free_zone: { duty: 'not_due', vat: 'not_computed' },
};

// ── The calculator ───────────────────────────────────────────────────────────────────────────────────

export interface CalculationInput {
  type: DeclarationType;
  incoterm: Incoterm;
  currency: CurrencyCode;
  /** Staff's rate (AED per unit) for a currency without a peg; ignored for AED and pegged currencies. */
  exchangeRate?: string | null;
  /** Declaration-level amounts in the currency's minor unit. */
  freight: number;
  insurance: number;
  lines: readonly { hsCode: string; value: number; exemption?: DutyExemption | null }[];
}

/** The rate used: AED 1, a peg, else the declared rate (null when a declared rate is missing). */
export function rateFor(
  currency: CurrencyCode,
  declared?: string | null,
): { rate: string; source: 'peg' | 'declared' } | null {
  const peg = CURRENCIES[currency].pegRate;
  if (peg) return { rate: peg, source: 'peg' };
  return declared ? { rate: declared, source: 'declared' } : null;
}

const RATE_SCALE = 1_000_000n;
/** "3.6725" → 3672500n (millionths). */
function rateMicros(rate: string): bigint {
  const [whole, fraction = ''] = rate.split('.');
  return BigInt(whole ?? '0') * RATE_SCALE + BigInt(fraction.padEnd(6, '0').slice(0, 6));
}
/** a / b rounded half up, for non-negative whole numbers. */
const divHalfUp = (a: bigint, b: bigint) => (a * 2n + b) / (2n * b);

/** Splits `total` over `weights` pro rata; the units left by rounding down go to the largest remainders. */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (BigInt(total) * BigInt(w)) / BigInt(sum));
  const rest = weights.map((w) => (BigInt(total) * BigInt(w)) % BigInt(sum));
  let left = total - exact.reduce((s, v) => s + Number(v), 0);
  const order = weights.map((_, i) => i).sort((a, b) => Number(rest[b]! - rest[a]!) || a - b);
  const shares = exact.map(Number);
  for (const i of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

export const CalculationLine = z.object({
  hsCode: z.string(),
  /** Minor units of the declaration's currency. */
  value: z.number().int().nonnegative(),
  freightShare: z.number().int().nonnegative(),
  insuranceShare: z.number().int().nonnegative(),
  /** AED per unit of the currency. */
  rateUsed: z.string(),
  /** AED fils from here on. */
  cifFils: z.number().int().nonnegative(),
  dutyRateBp: z.number().int().nonnegative(),
  dutySource: z.string(),
  dutyFils: z.number().int().nonnegative(),
  vatFils: z.number().int().nonnegative(),
});

export const Calculation = z
  .object({
    currency: z.string(),
    rateUsed: z.string(),
    rateSource: z.enum(['peg', 'declared']),
    dutyTreatment: z.enum(TREATMENTS),
    vatTreatment: z.enum(TREATMENTS),
    freightIncluded: z.boolean(),
    insuranceIncluded: z.boolean(),
    lines: CalculationLine.array(),
    cifFils: z.number().int().nonnegative(),
    dutyFils: z.number().int().nonnegative(),
    vatFils: z.number().int().nonnegative(),
    /** Duty plus VAT due. */
    totalFils: z.number().int().nonnegative(),
  })
  .meta({ id: 'CustomsCalculation' });
export type Calculation = z.infer<typeof Calculation>;

/**
 * Duty and VAT of a declaration, line by line (docs/customs.md "Rounding"). Per line: freight and insurance shares
 * pro rata by value (not added under terms that include them), CIF in AED = (value + shares) × rate rounded half up to
 * the fils; duty = CIF × line rate rounded half up; VAT = (CIF + duty) × 5 % rounded half up; totals are sums of
 * the rounded lines. Duty and VAT are zero unless the type makes them due. Throws when a needed rate is missing.
 */
export function calculateDuties(input: CalculationInput): Calculation {
  const rate = rateFor(input.currency, input.exchangeRate);
  if (!rate) throw new Error(`exchangeRate is required for ${input.currency}`);
  const { duty, vat } = DECLARATION_TREATMENT[input.type];
  const freightIncluded = FREIGHT_INCLUDED_INCOTERMS.includes(input.incoterm);
  const insuranceIncluded = INSURANCE_INCLUDED_INCOTERMS.includes(input.incoterm);
  const values = input.lines.map((l) => l.value);
  const freight = allocate(freightIncluded ? 0 : input.freight, values);
  const insurance = allocate(insuranceIncluded ? 0 : input.insurance, values);
  const minorPerUnit = 10n ** BigInt(CURRENCIES[input.currency].exponent);
  const micros = rateMicros(rate.rate);
  const lines = input.lines.map((line, i) => {
    const cifMinor = BigInt(line.value + freight[i]! + insurance[i]!);
    const cif = divHalfUp(cifMinor * micros * 100n, minorPerUnit * RATE_SCALE);
    const { rateBp, source } = dutyRateFor(line.hsCode, line.exemption);
    const dutyFils = duty === 'due' ? divHalfUp(cif * BigInt(rateBp), 10_000n) : 0n;
    const vatFils = vat === 'due' ? divHalfUp((cif + dutyFils) * BigInt(VAT_BP), 10_000n) : 0n;
    return {
      hsCode: line.hsCode,
      value: line.value,
      freightShare: freight[i]!,
      insuranceShare: insurance[i]!,
      rateUsed: rate.rate,
      cifFils: Number(cif),
      dutyRateBp: rateBp,
      dutySource: source,
      dutyFils: Number(dutyFils),
      vatFils: Number(vatFils),
    };
  });
  const sum = (f: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + f(l), 0);
  return {
    currency: input.currency,
    rateUsed: rate.rate,
    rateSource: rate.source,
    dutyTreatment: duty,
    vatTreatment: vat,
    freightIncluded,
    insuranceIncluded,
    lines,
    cifFils: sum((l) => l.cifFils),
    dutyFils: sum((l) => l.dutyFils),
    vatFils: sum((l) => l.vatFils),
    totalFils: sum((l) => l.dutyFils + l.vatFils),
  };
}

/** "1250.5" in USD → 125050; null when it is not an amount of that currency (too many decimals, not a number). */
export function parseAmount(text: string, currency: CurrencyCode): number | null {
  const exponent = CURRENCIES[currency].exponent;
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > exponent) return null;
  return Number(match[1]) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
}

/** 125050 USD minor units → "1250.50". */
export function formatMinor(amount: number, currency: CurrencyCode): string {
  const exponent = CURRENCIES[currency].exponent;
  if (exponent === 0) return String(amount);
  const text = String(amount).padStart(exponent + 1, '0');
  return `${text.slice(0, -exponent)}.${text.slice(-exponent)}`;
}

// ── Requests and answers ─────────────────────────────────────────────────────────────────────────────

const minorAmount = (field: string) =>
  z
    .number({ error: `${field} must be a whole number of the currency's minor unit (e.g. cents)` })
    .int({ error: `${field} must be a whole number of the currency's minor unit (e.g. cents)` })
    .min(0, { error: `${field} must not be negative` })
    .max(1e14, { error: `${field} is too large` });

export const HsCode = z.string({ error: 'hsCode must be text' }).transform((value, ctx) => {
  const parsed = parseHsCode(value);
  if (parsed.ok) return parsed.code;
  ctx.addIssue({ code: 'custom', message: parsed.error });
  return z.NEVER;
});

export const DeclarationLineInput = z.object({
  hsCode: HsCode,
  description: boundedText('description', 300, { min: 2 }),
  originCountry: z
    .string()
    .trim()
    .toUpperCase()
    .refine((c) => COUNTRY_SET.has(c), { error: 'originCountry must be an ISO 3166-1 alpha-2 code (e.g. CN)' }),
  quantity: z
    .number({ error: 'quantity must be a number' })
    .positive({ error: 'quantity must be more than 0' })
    .max(1e9, { error: 'quantity is too large' }),
  unit: z.enum(QUANTITY_UNITS, { error: `unit must be one of ${QUANTITY_UNITS.join(', ')}` }),
  value: minorAmount('value'),
  exemption: z.enum(DUTY_EXEMPTIONS, { error: `exemption must be one of ${DUTY_EXEMPTIONS.join(', ')}` }).nullish(),
});
export type DeclarationLineInput = z.input<typeof DeclarationLineInput>;

const ExchangeRate = z
  .string()
  .regex(/^\d{1,6}(\.\d{1,6})?$/, { error: 'exchangeRate must be AED per unit with at most 6 decimals, e.g. 4.0125' })
  .refine((r) => Number(r) > 0, { error: 'exchangeRate must be more than 0' });

const declarationFields = {
  type: z.enum(DECLARATION_TYPES, { error: `type must be one of ${DECLARATION_TYPES.join(', ')}` }),
  incoterm: z.enum(INCOTERMS, { error: `incoterm must be one of the Incoterms 2020: ${INCOTERMS.join(', ')}` }),
  currency: z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]], {
    error: `currency must be one of ${CURRENCY_CODES.join(', ')}`,
  }),
  exchangeRate: ExchangeRate.nullish(),
  freight: minorAmount('freight').default(0),
  insurance: minorAmount('insurance').default(0),
  freeZone: z.string().max(40).nullish(),
  declarationNumber: safeText(
    z.string().trim().max(40, { error: 'declarationNumber must be at most 40 characters' }),
    'declarationNumber',
  ).nullish(),
  lines: DeclarationLineInput.array()
    .min(1, { error: 'A declaration needs at least one line' })
    .max(50, { error: 'A declaration has at most 50 lines' }),
};

type DeclarationShape = {
  type: DeclarationType;
  currency: CurrencyCode;
  exchangeRate?: string | null;
  freeZone?: string | null;
};
function checkDeclaration(d: DeclarationShape, ctx: z.RefinementCtx) {
  if (!CURRENCIES[d.currency].pegRate && !d.exchangeRate) {
    ctx.addIssue({
      code: 'custom',
      path: ['exchangeRate'],
      message: `exchangeRate is required for ${d.currency} (AED per 1 ${d.currency}): only AED and pegged currencies have a fixed rate`,
    });
  }
  const zoneType = FREE_ZONE_DECLARATION_TYPES.includes(d.type);
  if (zoneType && !FREE_ZONES.some((z) => z.id === d.freeZone)) {
    ctx.addIssue({
      code: 'custom',
      path: ['freeZone'],
      message: `freeZone must be one of the free zones for ${d.type}`,
    });
  }
  if (!zoneType && d.freeZone) {
    ctx.addIssue({
      code: 'custom',
      path: ['freeZone'],
      message: 'freeZone is only for free zone ↔ mainland declarations',
    });
  }
}

export const CreateDeclaration = z
  .object({
    trackingNumber: z.string({ error: 'trackingNumber is required' }).trim().min(1).max(40),
    ...declarationFields,
  })
  .superRefine(checkDeclaration);
export type CreateDeclaration = z.input<typeof CreateDeclaration>;
/** A draft's new content (every field; lines replace the old ones). */
export const UpdateDeclaration = z.object(declarationFields).superRefine(checkDeclaration);
export type UpdateDeclaration = z.input<typeof UpdateDeclaration>;

export const ChangeDeclarationStatus = z
  .object({
    status: z.enum(['submitted', 'cleared', 'held', 'rejected'], {
      error: 'status must be one of submitted, cleared, held, rejected',
    }),
    reason: boundedText('reason', 500, { multiline: true }).optional(),
  })
  .superRefine((d, ctx) => {
    if ((d.status === 'held' || d.status === 'rejected') && !d.reason) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: `A reason is required to mark a declaration ${d.status}`,
      });
    }
  });
export type ChangeDeclarationStatus = z.input<typeof ChangeDeclarationStatus>;

export const DeclarationListQuery = z.object({
  status: z
    .enum(DECLARATION_STATUSES, { error: `status must be one of ${DECLARATION_STATUSES.join(', ')}` })
    .optional(),
  type: z.enum(DECLARATION_TYPES, { error: `type must be one of ${DECLARATION_TYPES.join(', ')}` }).optional(),
});

export const DeclarationLine = z.object({
  hsCode: z.string(),
  description: z.string(),
  originCountry: z.string(),
  quantity: z.number(),
  unit: z.enum(QUANTITY_UNITS),
  value: z.number().int(),
  exemption: z.enum(DUTY_EXEMPTIONS).nullable(),
});
export type DeclarationLine = z.infer<typeof DeclarationLine>;

export const DeclarationStatusChange = z.object({
  from: z.enum(DECLARATION_STATUSES).nullable(),
  to: z.enum(DECLARATION_STATUSES),
  reason: z.string().nullable(),
  by: z.string().nullable(),
  at: IsoDateTime,
});

export const Declaration = z
  .object({
    id: z.number().int().positive(),
    shipmentId: z.number().int().positive(),
    trackingNumber: z.string(),
    type: z.enum(DECLARATION_TYPES),
    status: z.enum(DECLARATION_STATUSES),
    reason: z.string().nullable(),
    declarationNumber: z.string().nullable(),
    incoterm: z.enum(INCOTERMS),
    currency: z.string(),
    exchangeRate: z.string().nullable(),
    freight: z.number().int(),
    insurance: z.number().int(),
    freeZone: z.string().nullable(),
    lines: DeclarationLine.array(),
    /** Recomputed with today's tables. */
    calculation: Calculation,
    /** The calculation stored when it was submitted (null for a draft). */
    submittedCalculation: Calculation.nullable(),
    history: DeclarationStatusChange.array(),
    createdBy: z.string().nullable(),
    updatedBy: z.string().nullable(),
    createdAt: IsoDateTime,
    updatedAt: IsoDateTime,
  })
  .meta({ id: 'CustomsDeclaration' });
export type Declaration = z.infer<typeof Declaration>;

export const DeclarationSummary = Declaration.pick({
  id: true,
  shipmentId: true,
  trackingNumber: true,
  type: true,
  status: true,
  reason: true,
  declarationNumber: true,
  currency: true,
  freeZone: true,
  updatedAt: true,
})
  .extend({
    lineCount: z.number().int().nonnegative(),
    dutyFils: z.number().int().nonnegative(),
    vatFils: z.number().int().nonnegative(),
    dutyTreatment: z.enum(TREATMENTS),
  })
  .meta({ id: 'CustomsDeclarationSummary' });
export type DeclarationSummary = z.infer<typeof DeclarationSummary>;

/** What the customer's compliance checks and the assistant's card say of a shipment's declaration. */
export const ShipmentDeclaration = DeclarationSummary.pick({ type: true, status: true, dutyFils: true, vatFils: true })
  .extend({ calculated: z.boolean() })
  .meta({ id: 'ShipmentDeclaration' });
export type ShipmentDeclaration = z.infer<typeof ShipmentDeclaration>;

// ── Free zones ───────────────────────────────────────────────────────────────────────────────────────

export interface FreeZone {
  id: string;
  nameEn: string;
  nameAr: string;
  emirate: Emirate;
  authority: string;
  /** Goods may be stored and moved there (ADGM is a financial free zone). */
  goods: boolean;
  /** On the list of designated zones for VAT (Cabinet Decision No. 59 of 2017); null: not checked for this zone. */
  designated: boolean | null;
  /** A customs code where one is published; none is in a source we checked, so every entry says null. */
  customsCode: string | null;
  /** Approximate centre, for the map. */
  lat: number;
  lon: number;
}

const zone = (
  id: string,
  nameEn: string,
  nameAr: string,
  emirate: FreeZone['emirate'],
  authority: string,
  [lat, lon]: [number, number],
  designated: boolean | null,
  goods = true,
): FreeZone => ({ id, nameEn, nameAr, emirate, authority, goods, designated, customsCode: null, lat, lon });

/** The UAE free zones the product knows (docs/customs.md lists the sources). */
export const FREE_ZONES: readonly FreeZone[] = [
  zone(
    'jafza',
    'Jebel Ali Free Zone (JAFZA)',
    'المنطقة الحرة لجبل علي (جافزا)',
    'dubai',
    'Jebel Ali Free Zone Authority',
    [24.985, 55.065],
    true,
  ),
  zone(
    'dafza',
    'Dubai Airport Free Zone (DAFZA)',
    'المنطقة الحرة لمطار دبي (دافزا)',
    'dubai',
    'Dubai Integrated Economic Zones Authority',
    [25.263, 55.375],
    true,
  ),
  zone(
    'dmcc',
    'DMCC Free Zone',
    'مركز دبي للسلع المتعددة',
    'dubai',
    'Dubai Multi Commodities Centre',
    [25.071, 55.14],
    null,
  ),
  zone('dubai-south', 'Dubai South (DWC)', 'دبي الجنوب', 'dubai', 'Dubai South Free Zone', [24.896, 55.161], null),
  zone(
    'dubai-commercity',
    'Dubai CommerCity',
    'دبي كوميرس سيتي',
    'dubai',
    'Dubai Integrated Economic Zones Authority',
    [25.245, 55.365],
    null,
  ),
  zone(
    'dso',
    'Dubai Silicon Oasis',
    'واحة دبي للسيليكون',
    'dubai',
    'Dubai Integrated Economic Zones Authority',
    [25.118, 55.383],
    null,
  ),
  zone(
    'kezad',
    'Khalifa Economic Zones Abu Dhabi (KEZAD)',
    'مناطق خليفة الاقتصادية أبوظبي (كيزاد)',
    'abu_dhabi',
    'AD Ports Group',
    [24.81, 54.64],
    null,
  ),
  zone(
    'kizad',
    'Khalifa Industrial Zone Abu Dhabi (KIZAD)',
    'منطقة خليفة الصناعية أبوظبي (كيزاد)',
    'abu_dhabi',
    'AD Ports Group',
    [24.79, 54.71],
    true,
  ),
  zone('masdar', 'Masdar City Free Zone', 'المنطقة الحرة لمدينة مصدر', 'abu_dhabi', 'Masdar', [24.427, 54.617], null),
  zone(
    'adgm',
    'Abu Dhabi Global Market (ADGM)',
    'سوق أبوظبي العالمي',
    'abu_dhabi',
    'ADGM (financial free zone)',
    [24.501, 54.389],
    null,
    false,
  ),
  zone(
    'saif',
    'Sharjah Airport International Free Zone (SAIF Zone)',
    'المنطقة الحرة لمطار الشارقة الدولي (سيف زون)',
    'sharjah',
    'SAIF Zone Authority',
    [25.326, 55.518],
    true,
  ),
  zone(
    'hamriyah',
    'Hamriyah Free Zone',
    'المنطقة الحرة بالحمرية',
    'sharjah',
    'Hamriyah Free Zone Authority',
    [25.48, 55.51],
    true,
  ),
  zone('ajman', 'Ajman Free Zone', 'المنطقة الحرة بعجمان', 'ajman', 'Ajman Free Zone Authority', [25.42, 55.46], true),
  zone(
    'uaq-ftz',
    'Umm Al Quwain Free Trade Zone',
    'المنطقة الحرة لأم القيوين',
    'umm_al_quwain',
    'Umm Al Quwain Free Trade Zone Authority',
    [25.53, 55.62],
    true,
  ),
  zone(
    'rakez',
    'Ras Al Khaimah Economic Zone (RAKEZ)',
    'منطقة رأس الخيمة الاقتصادية (راكز)',
    'ras_al_khaimah',
    'RAKEZ',
    [25.69, 55.86],
    null,
  ),
  zone(
    'rak-maritime',
    'RAK Maritime City',
    'مدينة رأس الخيمة البحرية',
    'ras_al_khaimah',
    'RAK Maritime City Free Zone Authority',
    [25.64, 55.78],
    true,
  ),
  zone(
    'fujairah',
    'Fujairah Free Zone',
    'المنطقة الحرة بالفجيرة',
    'fujairah',
    'Fujairah Free Zone Authority',
    [25.14, 56.35],
    true,
  ),
];

export const FreeZoneDto = z
  .object({
    id: z.string(),
    nameEn: z.string(),
    nameAr: z.string(),
    emirate: z.enum(EMIRATES),
    authority: z.string(),
    goods: z.boolean(),
    designated: z.boolean().nullable(),
    customsCode: z.string().nullable(),
    lat: z.number(),
    lon: z.number(),
  })
  .meta({ id: 'FreeZone' });

const isoDate = z.iso.date({ error: 'licenceExpiry must be a date (YYYY-MM-DD)' });
export const FreeZoneRegistrationInput = z.object({
  zoneId: z
    .string()
    .refine((id) => FREE_ZONES.some((z) => z.id === id), { error: 'zoneId must be one of the free zones' }),
  licenceNumber: boundedText('licenceNumber', 60, { min: 1 }),
  licenceExpiry: isoDate,
  activities: boundedText('activities', 500, { multiline: true }).default(''),
});
export type FreeZoneRegistrationInput = z.input<typeof FreeZoneRegistrationInput>;

export const FreeZoneRegistration = z
  .object({
    id: z.number().int().positive(),
    zoneId: z.string(),
    licenceNumber: z.string(),
    licenceExpiry: z.string(),
    activities: z.string(),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'FreeZoneRegistration' });
export type FreeZoneRegistration = z.infer<typeof FreeZoneRegistration>;
