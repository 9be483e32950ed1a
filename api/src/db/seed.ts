import type { EntityManager } from '@mikro-orm/core';
import type { COMMUNICATION_CHANNELS, DocumentStatus, Role, ShipmentStatus } from '@qafila/contracts';
import { generatePassword, hashPassword } from '../modules/auth/password.ts';
import { trackingKey } from '../modules/shipments/tracking.ts';
import {
  CommunicationRecord,
  ComplianceDocument,
  Driver,
  Organization,
  Shipment,
  ShipmentEvent,
  User,
  UserFeature,
  Vehicle,
} from './entities/index.ts';
import { seedDemoCompliance } from './seed-compliance.ts';
import { seedDemoCustoms } from './seed-customs.ts';
import { seedDemoFleet } from './seed-fleet.ts';
import { seedDemoHistory } from './seed-history.ts';
import { seedDemoTelemetry } from './seed-telemetry.ts';

export const PLATFORM_ORG_SUBDOMAIN = 'platform';
export const DEMO_ORG_SUBDOMAIN = 'demo';

export interface SeedOptions {
  adminPassword?: string | undefined;
  demoPassword?: string | undefined;
  opsPassword?: string | undefined;
  /** Reference time for the demo timelines; defaults to now. */
  now?: Date;
  /** Also seed the demo organization's 18 months of trading history (issue 19); default true. */
  history?: boolean;
}

export interface SeedResult {
  seeded: boolean;
  /** Passwords generated because none was configured; shown once to the operator. */
  generated: { admin?: string; demo?: string; ops?: string };
  counts: { organizations: number; users: number; shipments: number; vehicles: number; drivers: number };
}

/** The demo organization's admin `ops` works in these dashboard sections' features (issues 7 and 14). */
export const OPS_FEATURES = [
  'cargo-management',
  'live-tracking',
  'document-processing',
  'ai-chat',
  'fleet-management',
  'compliance-monitoring',
  'uae-compliance',
  'freezone-compliance',
  'temperature-monitoring',
  'predictive-analytics',
  'traffic-conditions',
  'advanced-personal-analytics',
  'carbon-tracking',
  'islamic-calendar',
  'seasonal-intelligence',
  'sre-monitoring',
  'security-center',
] as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface DemoShipment {
  trackingNumber: string;
  /** IATA air waybill (air freight) or ISO 6346 container number (sea freight), with valid check digits. */
  awb?: string;
  container?: string;
  status: ShipmentStatus;
  origin: string;
  destination: string;
  service: string;
  weightKg: number;
  dims: [number, number, number];
  valueAed: number;
  description: string;
  /** Days from now of the estimated delivery (negative: in the past). */
  etaDays: number | null;
  /** Status history, oldest first: [status, description, location, hours before now]. */
  events: [ShipmentStatus, string, string, number][];
  documents: [string, string, DocumentStatus, string][];
}

const COMMON_DOCS = {
  invoice: ['commercial_invoice', 'Commercial Invoice'],
  packing: ['packing_list', 'Packing List'],
  origin: ['certificate_of_origin', 'Certificate of Origin'],
  awb: ['air_waybill', 'Air Waybill'],
  bl: ['bill_of_lading', 'Bill of Lading'],
  permit: ['import_permit', 'Import Permit'],
  declaration: ['customs_declaration', 'Customs Declaration'],
} as const;

/** A compliance document of a common kind: [type, name, status, description]. */
export function doc(
  kind: keyof typeof COMMON_DOCS,
  status: DocumentStatus,
  description: string,
): [string, string, DocumentStatus, string] {
  const [type, name] = COMMON_DOCS[kind];
  return [type, name, status, description];
}

/** The demo customer's shipments: every status at least once, realistic UAE lanes. */
export const DEMO_SHIPMENTS: DemoShipment[] = [
  {
    trackingNumber: 'QAF-240001',
    container: 'CSQU3054383',
    status: 'in_transit',
    origin: 'Shanghai, China',
    destination: 'Dubai, UAE',
    service: 'Sea Freight (FCL)',
    weightKg: 1250,
    dims: [240, 120, 150],
    valueAed: 84_500,
    description: 'Consumer electronics — 40 cartons',
    etaDays: 6,
    events: [
      ['pending', 'Booking confirmed', 'Shanghai, China', 14 * 24],
      ['in_transit', 'Departed port of loading', 'Port of Shanghai', 11 * 24],
      ['in_transit', 'Transshipment completed', 'Port of Colombo', 4 * 24],
      ['in_transit', 'Vessel en route to Jebel Ali', 'Arabian Sea', 20],
    ],
    documents: [
      doc('invoice', 'approved', 'Commercial invoice verified against the booking'),
      doc('packing', 'approved', 'Packing list matches 40 cartons'),
      doc('bl', 'completed', 'Original bill of lading released'),
      doc('declaration', 'pending', 'Import declaration will be filed on arrival at Jebel Ali'),
    ],
  },
  {
    trackingNumber: 'QAF-240002',
    awb: '09845678905',
    status: 'delayed',
    origin: 'Mumbai, India',
    destination: 'Abu Dhabi, UAE',
    service: 'Air Freight (Express)',
    weightKg: 85,
    dims: [80, 60, 50],
    valueAed: 12_300,
    description: 'Pharmaceutical supplies (temperature controlled)',
    etaDays: 2,
    events: [
      ['pending', 'Shipment booked', 'Mumbai, India', 72],
      ['in_transit', 'Departed Chhatrapati Shivaji airport', 'Mumbai, India', 40],
      ['delayed', 'Weather conditions — sandstorm at destination, flight rescheduled', 'Muscat, Oman', 6],
    ],
    documents: [
      doc('invoice', 'approved', 'Commercial invoice approved'),
      doc('awb', 'completed', 'Air waybill issued'),
      doc('permit', 'pending', 'Ministry of Health and Prevention import permit under review'),
    ],
  },
  {
    trackingNumber: 'QAF-240003',
    container: 'HLXU1234561',
    status: 'customs_clearance',
    origin: 'Hamburg, Germany',
    destination: 'Sharjah, UAE',
    service: 'Sea Freight (LCL)',
    weightKg: 640,
    dims: [120, 100, 110],
    valueAed: 56_000,
    description: 'Industrial spare parts',
    etaDays: 3,
    events: [
      ['pending', 'Booking confirmed', 'Hamburg, Germany', 30 * 24],
      ['in_transit', 'Departed Port of Hamburg', 'Hamburg, Germany', 26 * 24],
      ['in_transit', 'Arrived at Khalid Port', 'Sharjah, UAE', 48],
      ['customs_clearance', 'Customs inspection in progress', 'Sharjah Customs', 10],
    ],
    documents: [
      doc('invoice', 'approved', 'Commercial invoice approved'),
      doc('packing', 'approved', 'Packing list approved'),
      doc('origin', 'pending', 'Certificate of origin awaiting chamber of commerce attestation'),
      doc('declaration', 'pending', 'Declaration submitted; duty assessment pending'),
    ],
  },
  {
    trackingNumber: 'QAF-240004',
    status: 'delivered',
    origin: 'Riyadh, Saudi Arabia',
    destination: 'Dubai, UAE',
    service: 'Road Freight (GCC)',
    weightKg: 2100,
    dims: [300, 200, 180],
    valueAed: 38_750,
    description: 'Packaged food products',
    etaDays: -2,
    events: [
      ['pending', 'Pickup scheduled', 'Riyadh, Saudi Arabia', 5 * 24],
      ['in_transit', 'Crossed Ghuwaifat border', 'Al Ghuwaifat, UAE', 3 * 24],
      ['customs_clearance', 'Cleared customs (GCC origin, duty exempt)', 'Al Ghuwaifat Customs', 3 * 24 - 4],
      ['delivered', 'Delivered and signed for', 'Al Quoz, Dubai', 2 * 24],
    ],
    documents: [
      doc('invoice', 'approved', 'Commercial invoice approved'),
      doc('origin', 'approved', 'GCC certificate of origin accepted (duty exemption)'),
      doc('declaration', 'completed', 'Import declaration closed'),
    ],
  },
  {
    trackingNumber: 'QAF-240005',
    status: 'pending',
    origin: 'Jebel Ali Free Zone, Dubai',
    destination: 'Al Ain, UAE',
    service: 'Domestic Road',
    weightKg: 320,
    dims: [120, 80, 90],
    valueAed: 9_800,
    description: 'Office furniture',
    etaDays: 4,
    events: [['pending', 'Order received; awaiting pickup', 'Jebel Ali Free Zone, Dubai', 3]],
    documents: [
      doc('invoice', 'pending', 'Commercial invoice to be uploaded'),
      doc('declaration', 'pending', 'Free zone exit (transfer) declaration to be filed'),
    ],
  },
  {
    trackingNumber: 'QAF-240006',
    status: 'in_transit',
    origin: 'Dubai, UAE',
    destination: 'Ras Al Khaimah, UAE',
    service: 'Same-day Courier',
    weightKg: 4.5,
    dims: [40, 30, 20],
    valueAed: 1_450,
    description: 'Documents and samples',
    etaDays: 0.3,
    events: [
      ['pending', 'Collected from sender', 'Business Bay, Dubai', 5],
      ['in_transit', 'Out for delivery', 'Emirates Road', 1],
    ],
    documents: [doc('invoice', 'approved', 'Proforma invoice attached')],
  },
  {
    trackingNumber: 'QAF-240007',
    awb: '23510293846',
    status: 'delivered',
    origin: 'Istanbul, Türkiye',
    destination: 'Fujairah, UAE',
    service: 'Air Freight (Standard)',
    weightKg: 210,
    dims: [100, 80, 70],
    valueAed: 22_600,
    description: 'Textiles',
    etaDays: -9,
    events: [
      ['pending', 'Booked', 'Istanbul, Türkiye', 16 * 24],
      ['in_transit', 'Departed Istanbul airport', 'Istanbul, Türkiye', 14 * 24],
      ['customs_clearance', 'Customs cleared at Dubai World Central', 'Dubai World Central', 11 * 24],
      ['delivered', 'Delivered', 'Fujairah, UAE', 9 * 24],
    ],
    documents: [
      doc('invoice', 'approved', 'Commercial invoice approved'),
      doc('awb', 'completed', 'Air waybill closed'),
      doc('declaration', 'completed', 'Duty of 5% paid'),
    ],
  },
  {
    trackingNumber: 'QAF-240008',
    awb: '17631415926',
    status: 'customs_clearance',
    origin: 'Shenzhen, China',
    destination: 'Dubai Airport Free Zone, UAE',
    service: 'Air Freight (Express)',
    weightKg: 58,
    dims: [60, 40, 40],
    valueAed: 31_900,
    description: 'Mobile phone accessories',
    etaDays: 1,
    events: [
      ['pending', 'Booked', 'Shenzhen, China', 4 * 24],
      ['in_transit', 'Departed Shenzhen Bao’an airport', 'Shenzhen, China', 3 * 24],
      ['customs_clearance', 'Held for document check: invoice value query', 'Dubai Airport Free Zone', 20],
    ],
    documents: [
      doc('invoice', 'rejected', 'Invoice value does not match declared value; corrected invoice required'),
      doc('awb', 'completed', 'Air waybill issued'),
      doc('packing', 'approved', 'Packing list approved'),
    ],
  },
];

/**
 * Seeds the platform organization with the super admin `admin`, and the demo organization with the demo
 * customer `demo` (user id 1, the demo workspace) and their shipments, its organization admin `ops` and its fleet
 * (seed-fleet.ts). Idempotent: a database that already has users is left alone.
 */
export async function seedDemoData(em: EntityManager, options: SeedOptions = {}): Promise<SeedResult> {
  // A fork of its own: seeding runs at start-up and from the CLI, outside any request.
  const fork = em.fork();
  const counts = async (): Promise<SeedResult['counts']> => ({
    organizations: await fork.count(Organization, {}),
    users: await fork.count(User, {}),
    shipments: await fork.count(Shipment, {}),
    vehicles: await fork.count(Vehicle, {}),
    drivers: await fork.count(Driver, {}),
  });
  if ((await fork.count(User, {})) > 0) return { seeded: false, generated: {}, counts: await counts() };
  const now = options.now?.getTime() ?? Date.now();
  const generated: SeedResult['generated'] = {};
  if (!options.demoPassword) generated.demo = generatePassword();
  if (!options.adminPassword) generated.admin = generatePassword();
  if (!options.opsPassword) generated.ops = generatePassword();
  const demoPassword = options.demoPassword ?? generated.demo ?? '';
  const adminPassword = options.adminPassword ?? generated.admin ?? '';
  const opsPassword = options.opsPassword ?? generated.ops ?? '';

  await fork.transactional(async (tx) => {
    const demoOrg = tx.create(Organization, {
      name: 'Qafila Demo Logistics',
      subdomain: DEMO_ORG_SUBDOMAIN,
      kind: 'demo',
      // The Custom plan (no limits): the demo, its bulk-seeded shipments (`db seed --shipments`) and the tests that
      // create many users, shipments and API calls in it never reach a plan limit (issue 16's enforced limits).
      subscriptionTier: 'custom',
      // Its seeded fleet (issue 14), reefer sensors (issue 18) and trading history (issue 19: analytics, seasonal and
      // carbon sections) are shown; other organizations start with these flags as the defaults set them.
      featureFlags: {
        'fleet-management': true,
        'temperature-monitoring': true,
        analytics: true,
        'seasonal-intelligence': true,
        'carbon-tracking': true,
      },
    });
    const platform = tx.create(Organization, {
      name: 'Qafila Platform',
      subdomain: PLATFORM_ORG_SUBDOMAIN,
      kind: 'platform',
    });
    const account = async (organization: Organization, username: string, name: string, role: Role, password: string) =>
      tx.create(User, {
        organization,
        username,
        email: `${username}@qafila.ae`,
        name,
        role,
        passwordHash: await hashPassword(password),
      });
    // The demo customer is created first so that it gets id 1 (the demo workspace, spec 000 §6).
    const demo = await account(demoOrg, 'demo', 'Demo Customer', 'customer', demoPassword);
    await tx.flush();
    await account(platform, 'admin', 'Platform Administrator', 'super_admin', adminPassword);
    // The demo organization's staff: an organization admin working in the dashboard's built sections.
    const ops = await account(demoOrg, 'ops', 'Operations Desk', 'org_admin', opsPassword);
    for (const feature of OPS_FEATURES) tx.create(UserFeature, { user: ops, feature });
    // Its fleet (vehicles, drivers, service history, a month of trips), shown to ops on the dashboard.
    await seedDemoFleet(tx, demoOrg, now);

    for (const s of DEMO_SHIPMENTS) {
      const shipment = tx.create(Shipment, {
        organization: demoOrg,
        customer: demo,
        trackingNumber: s.trackingNumber,
        trackingKey: trackingKey(s.trackingNumber),
        awbNumber: s.awb ?? null,
        containerNumber: s.container ?? null,
        status: s.status,
        origin: s.origin,
        destination: s.destination,
        service: s.service,
        weightKg: s.weightKg,
        lengthCm: s.dims[0],
        widthCm: s.dims[1],
        heightCm: s.dims[2],
        declaredValueAed: s.valueAed,
        description: s.description,
        estimatedDelivery: s.etaDays === null ? null : new Date(now + s.etaDays * DAY),
      });
      for (const [status, description, location, hoursAgo] of s.events) {
        tx.create(ShipmentEvent, {
          shipment,
          status,
          description,
          location,
          occurredAt: new Date(now - hoursAgo * HOUR),
        });
      }
      for (const [documentType, name, status, description] of s.documents) {
        tx.create(ComplianceDocument, { shipment, documentType, name, status, description });
      }
      const message = (
        channel: (typeof COMMUNICATION_CHANNELS)[number],
        messageType: string,
        subject: string,
        hoursAgo: number,
      ) =>
        tx.create(CommunicationRecord, {
          organization: demoOrg,
          customer: demo,
          shipment,
          channel,
          messageType,
          subject,
          occurredAt: new Date(now - hoursAgo * HOUR),
        });
      message('email', 'booking_confirmation', `Booking confirmed: ${s.trackingNumber}`, s.events[0]?.[3] ?? 1);
      message(
        s.status === 'delayed' ? 'whatsapp' : 'web',
        'status_update',
        `${s.trackingNumber}: ${s.events.at(-1)?.[1] ?? 'Status update'}`,
        s.events.at(-1)?.[3] ?? 1,
      );
    }
    // UAE Compliance (issue 18): licences and resolved checklist items of the demo shipments above.
    await seedDemoCompliance(tx, demoOrg, now);
    // Customs Clearance and free zones (issue 18): declarations of the demo shipments, the JAFZA licence.
    await seedDemoCustoms(tx, demoOrg, now);
    // Temperature Monitoring (issue 18): two reefer sensors with a week of readings on demo shipments above.
    await seedDemoTelemetry(tx, demoOrg, now);
    // Some 18 months of bookings by six business customers (issue 19), for the analytics sections.
    if (options.history !== false) await seedDemoHistory(tx, demoOrg, now);
  });

  return { seeded: true, generated, counts: await counts() };
}
