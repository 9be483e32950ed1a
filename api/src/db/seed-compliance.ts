import type { EntityManager } from '@mikro-orm/core';
import type { LICENCE_KINDS, RESOLUTION_KINDS } from '@qafila/contracts';
import { dubaiDay } from '../lib/dubai-calendar.ts';
import { alertLevel } from '../modules/compliance/service.ts';
import { ComplianceLicence, ComplianceResolution, type Organization, Shipment, User } from './entities/index.ts';

const DAY = 86_400_000;

/** [kind, number, authority, issued days before the seed, expiry days after it, note]. Demo numbers, not real ones. */
const DEMO_LICENCES: [(typeof LICENCE_KINDS)[number], string, string, number, number, string][] = [
  [
    'trade_licence',
    'DEMO-DET-784512',
    'Dubai Department of Economy and Tourism',
    340,
    25,
    'Renewal due: lease attested',
  ],
  ['import_permit', 'DEMO-MOHAP-2291', 'Ministry of Health and Prevention (MOHAP)', 120, 245, 'Pharmaceutical imports'],
  ['free_zone_licence', 'DEMO-JAFZA-11873', 'Jebel Ali Free Zone Authority (JAFZA)', 200, 165, ''],
  ['other', 'DEMO-DC-CLIENT-5530', 'Dubai Customs (client code)', 400, 330, 'Importer and exporter code'],
];

/** [tracking number, document type, resolution, note]: items the ops desk resolved without a document of ours. */
const DEMO_RESOLUTIONS: [string, string, (typeof RESOLUTION_KINDS)[number], string][] = [
  ['QAF-240002', 'packing_list', 'received_outside', 'Packing list e-mailed by the shipper; filed in the ERP'],
  [
    'QAF-240001',
    'certificate_of_origin',
    'received_outside',
    'Original certificate of origin held by the bank (letter of credit)',
  ],
];

/**
 * UAE Compliance demo data (issue 18): the demo organization's licences and permits (the trade licence expires within
 * 30 days; its 60- and 30-day notices count as sent, so a fresh demo starts without unread notices) and two checklist
 * items resolved by the ops desk. Runs after the demo shipments exist; deterministic given `now`.
 */
export async function seedDemoCompliance(tx: EntityManager, demoOrg: Organization, now: number): Promise<void> {
  await tx.flush();
  const ops = await tx.findOne(User, { organization: demoOrg, username: 'ops' });
  const day = (offset: number) => dubaiDay(new Date(now + offset * DAY));
  for (const [kind, number, authority, issued, expires, note] of DEMO_LICENCES) {
    tx.create(ComplianceLicence, {
      organization: demoOrg,
      kind,
      number,
      authority,
      issuedOn: day(-issued),
      expiresOn: day(expires),
      note,
      notifiedDays: alertLevel(expires),
      createdBy: ops,
    });
  }
  for (const [trackingNumber, documentType, resolution, note] of DEMO_RESOLUTIONS) {
    const shipment = await tx.findOneOrFail(Shipment, { trackingNumber });
    tx.create(ComplianceResolution, {
      shipment,
      documentType,
      resolution,
      note,
      resolvedBy: ops,
      createdAt: new Date(now - 5 * 3_600_000),
    });
  }
}
