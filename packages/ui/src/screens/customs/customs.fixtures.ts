import {
  calculateDuties,
  type Declaration,
  type DeclarationSummary,
  type FreeZoneRegistration,
} from '@qafila/contracts';

const lines = [
  {
    hsCode: '848310',
    description: 'Transmission shafts for conveyor drives',
    originCountry: 'DE',
    quantity: 24,
    unit: 'pcs',
    value: 1_860_000,
    exemption: null,
  },
  {
    hsCode: '848180',
    description: 'Industrial ball valves',
    originCountry: 'DE',
    quantity: 60,
    unit: 'pcs',
    value: 540_000,
    exemption: null,
  },
] as const;
const calculation = calculateDuties({
  type: 'import',
  incoterm: 'CIF',
  currency: 'EUR',
  exchangeRate: '4.0125',
  freight: 0,
  insurance: 0,
  lines,
});

/** A held import in euros, as `GET /api/customs/declarations/:id` answers it. */
export const fixtureDeclaration: Declaration = {
  id: 2,
  shipmentId: 3,
  trackingNumber: 'QAF-240003',
  type: 'import',
  status: 'held',
  reason: 'Certificate of origin missing for the valves: upload it to release the hold',
  declarationNumber: 'DEMO-101-24-0091340',
  incoterm: 'CIF',
  currency: 'EUR',
  exchangeRate: '4.0125',
  freight: 0,
  insurance: 0,
  freeZone: null,
  lines: [...lines],
  calculation,
  submittedCalculation: calculation,
  history: [
    { from: null, to: 'draft', reason: null, by: 'ops', at: '2026-11-19T08:00:00.000Z' },
    { from: 'draft', to: 'submitted', reason: null, by: 'ops', at: '2026-11-21T08:00:00.000Z' },
    {
      from: 'submitted',
      to: 'held',
      reason: 'Certificate of origin missing for the valves: upload it to release the hold',
      by: 'ops',
      at: '2026-11-23T02:00:00.000Z',
    },
  ],
  createdBy: 'ops',
  updatedBy: 'ops',
  createdAt: '2026-11-19T08:00:00.000Z',
  updatedAt: '2026-11-23T02:00:00.000Z',
};

const summary = (
  s: Partial<DeclarationSummary> & Pick<DeclarationSummary, 'id' | 'trackingNumber'>,
): DeclarationSummary => ({
  shipmentId: s.id,
  type: 'import',
  status: 'draft',
  reason: null,
  declarationNumber: null,
  currency: 'USD',
  freeZone: null,
  updatedAt: '2026-11-24T06:00:00.000Z',
  lineCount: 2,
  dutyFils: 0,
  vatFils: 0,
  dutyTreatment: 'due',
  ...s,
});

/** The demo organization's declarations. */
export const fixtureDeclarations: DeclarationSummary[] = [
  summary({
    id: 4,
    trackingNumber: 'QAF-240005',
    type: 'free_zone_to_mainland',
    status: 'submitted',
    currency: 'AED',
    freeZone: 'jafza',
    lineCount: 1,
    dutyFils: 213_750,
    vatFils: 224_438,
  }),
  summary({
    id: 2,
    trackingNumber: 'QAF-240003',
    status: 'held',
    currency: 'EUR',
    dutyFils: calculation.dutyFils,
    vatFils: calculation.vatFils,
  }),
  summary({ id: 3, trackingNumber: 'QAF-240008', dutyFils: 295_140, vatFils: 309_897 }),
  summary({ id: 1, trackingNumber: 'QAF-240007', status: 'cleared', dutyFils: 188_382, vatFils: 197_801 }),
  summary({
    id: 5,
    trackingNumber: 'QAF-240011',
    type: 'export',
    status: 'submitted',
    currency: 'AED',
    dutyTreatment: 'not_due',
  }),
];

export const fixtureRegistrations: FreeZoneRegistration[] = [
  {
    id: 1,
    zoneId: 'jafza',
    licenceNumber: 'DEMO-JAFZA-11873',
    licenceExpiry: '2027-05-08',
    activities: 'General trading; warehousing and re-export of office furniture',
    createdAt: '2026-11-24T06:00:00.000Z',
  },
];
