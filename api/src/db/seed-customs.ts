import type { EntityManager } from '@mikro-orm/core';
import {
  type Calculation,
  type CurrencyCode,
  calculateDuties,
  type DeclarationStatus,
  type DeclarationType,
  type DutyExemption,
  type Incoterm,
  type QUANTITY_UNITS,
} from '@qafila/contracts';
import { trackingKey } from '../modules/shipments/tracking.ts';
import {
  CustomsDeclaration,
  CustomsDeclarationLine,
  DeclarationStatusChange,
  FreeZoneRegistration,
  type Organization,
  Shipment,
  User,
} from './entities/index.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Line = [
  hsCode: string,
  description: string,
  origin: string,
  quantity: number,
  unit: (typeof QUANTITY_UNITS)[number],
  value: number,
  exemption?: DutyExemption,
];

interface DemoDeclaration {
  trackingNumber: string;
  type: DeclarationType;
  incoterm: Incoterm;
  currency: CurrencyCode;
  exchangeRate?: string;
  freight: number;
  insurance: number;
  freeZone?: string;
  declarationNumber?: string;
  lines: Line[];
  /** [status reached, hours before the seed, reason]; the first step is the draft's creation. */
  steps: [DeclarationStatus, number, string?][];
}

/** Demo declarations of the demo shipments (docs/customs.md); numbers are demo values, not real ones. */
const DEMO_DECLARATIONS: DemoDeclaration[] = [
  {
    trackingNumber: 'QAF-240007',
    type: 'import',
    incoterm: 'FOB',
    currency: 'USD',
    freight: 42_000,
    insurance: 3_500,
    declarationNumber: 'DEMO-101-24-0078812',
    lines: [
      ['61091000', 'Cotton T-shirts, knitted', 'TR', 1200, 'pcs', 720_000],
      ['62034200', "Men's cotton trousers", 'TR', 400, 'pcs', 260_000],
    ],
    steps: [
      ['draft', 30 * 24],
      ['submitted', 28 * 24],
      ['cleared', 27 * 24],
    ],
  },
  {
    trackingNumber: 'QAF-240003',
    type: 'import',
    incoterm: 'CIF',
    currency: 'EUR',
    exchangeRate: '4.0125',
    freight: 0,
    insurance: 0,
    declarationNumber: 'DEMO-101-24-0091340',
    lines: [
      ['848310', 'Transmission shafts for conveyor drives', 'DE', 24, 'pcs', 1_860_000],
      ['848180', 'Industrial ball valves', 'DE', 60, 'pcs', 540_000],
    ],
    steps: [
      ['draft', 5 * 24],
      ['submitted', 3 * 24],
      ['held', 30, 'Certificate of origin missing for the valves: upload it to release the hold'],
    ],
  },
  {
    trackingNumber: 'QAF-240008',
    type: 'import',
    incoterm: 'FOB',
    currency: 'USD',
    freight: 18_000,
    insurance: 1_200,
    lines: [
      ['850440', 'USB-C chargers (static converters)', 'CN', 3000, 'pcs', 1_050_000],
      ['420232', 'Phone cases, plastic sheeting', 'CN', 5000, 'pcs', 400_000],
    ],
    steps: [['draft', 20]],
  },
  {
    trackingNumber: 'QAF-240005',
    type: 'free_zone_to_mainland',
    incoterm: 'DAP',
    currency: 'AED',
    freight: 0,
    insurance: 0,
    freeZone: 'jafza',
    declarationNumber: 'DEMO-FZ-24-0031207',
    lines: [['94033000', 'Wooden office desks and cabinets', 'MY', 38, 'pcs', 4_275_000]],
    steps: [
      ['draft', 26],
      ['submitted', 6],
    ],
  },
];

/**
 * Customs demo data (issue 18): four declarations of the demo shipments (a cleared one with its history, one held with
 * a reason, a draft, a free zone → mainland one submitted) and the demo organization's JAFZA licence (the number the
 * compliance seed lists). Runs after the demo shipments exist; deterministic given `now`.
 */
export async function seedDemoCustoms(tx: EntityManager, demoOrg: Organization, now: number): Promise<void> {
  await tx.flush();
  const ops = await tx.findOneOrFail(User, { username: 'ops', organization: demoOrg.id });
  for (const demo of DEMO_DECLARATIONS) {
    const shipment = await tx.findOneOrFail(Shipment, { trackingKey: trackingKey(demo.trackingNumber) });
    const at = (hours: number) => new Date(now - hours * HOUR);
    const last = demo.steps.at(-1)!;
    const input = {
      type: demo.type,
      incoterm: demo.incoterm,
      currency: demo.currency,
      exchangeRate: demo.exchangeRate ?? null,
      freight: demo.freight,
      insurance: demo.insurance,
      lines: demo.lines.map(([hsCode, , , , , value, exemption]) => ({ hsCode, value, exemption })),
    };
    const submitted: Calculation | null = last[0] === 'draft' ? null : calculateDuties(input);
    const declaration = tx.create(CustomsDeclaration, {
      organization: demoOrg,
      shipment,
      type: demo.type,
      status: last[0],
      reason: last[2] ?? null,
      declarationNumber: demo.declarationNumber ?? null,
      incoterm: demo.incoterm,
      currency: demo.currency,
      exchangeRate: demo.exchangeRate ?? null,
      freight: demo.freight,
      insurance: demo.insurance,
      freeZone: demo.freeZone ?? null,
      submittedCalculation: submitted,
      createdBy: ops,
      updatedBy: ops,
      createdAt: at(demo.steps[0]![1]),
      updatedAt: at(last[1]),
    });
    demo.lines.forEach(([hsCode, description, originCountry, quantity, unit, value, exemption], position) => {
      tx.create(CustomsDeclarationLine, {
        declaration,
        position,
        hsCode,
        description,
        originCountry,
        quantity,
        unit,
        value,
        exemption: exemption ?? null,
      });
    });
    demo.steps.forEach(([status, hours, reason], i) => {
      tx.create(DeclarationStatusChange, {
        declaration,
        fromStatus: i === 0 ? null : demo.steps[i - 1]![0],
        toStatus: status,
        reason: reason ?? null,
        by: ops,
        at: at(hours),
      });
    });
  }
  tx.create(FreeZoneRegistration, {
    organization: demoOrg,
    zoneId: 'jafza',
    licenceNumber: 'DEMO-JAFZA-11873',
    licenceExpiry: new Date(now + 165 * DAY).toISOString().slice(0, 10),
    activities: 'General trading; warehousing and re-export of office furniture',
    createdBy: ops,
    createdAt: new Date(now - 200 * DAY),
    updatedAt: new Date(now - 200 * DAY),
  });
}
