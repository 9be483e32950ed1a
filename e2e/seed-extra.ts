// Adds a second customer with one shipment to an e2e database, through the API's own services, so tests can
// show that a signed-in customer sees only their own shipments; and an organization with a tax invoice for the
// billing section (issue 16). Run: node seed-extra.ts <dataDir>
import {
  createServices,
  hashPassword,
  Invoice,
  invoiceLine,
  invoiceTotals,
  loadConfig,
  migrate,
  Organization,
  Shipment,
  ShipmentEvent,
  User,
  UserFeature,
} from '@qafila/api';

export const SECOND_CUSTOMER = { username: 'layla', password: 'layla-e2e-password', tracking: 'QAF-770001' } as const;
/** An organization on Starter named in Arabic, its admin (with the billing section) and last month's tax invoice
 * (tests/billing.spec.ts). */
export const BILLING_ADMIN = {
  username: 'saqr_admin',
  password: 'saqr-e2e-password',
  organization: 'شركة الصقر للشحن',
  invoice: 'QAF-2026-000001',
} as const;

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: node seed-extra.ts <dataDir>');
const services = await createServices(loadConfig({ QAFILA_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
await migrate(services.orm);
const em = services.orm.em.fork();
const org = await em.findOneOrFail(Organization, { subdomain: 'demo' });
const layla = em.create(User, {
  organization: org,
  username: SECOND_CUSTOMER.username,
  email: 'layla@example.ae',
  name: 'Layla Haddad',
  role: 'customer',
  passwordHash: await hashPassword(SECOND_CUSTOMER.password),
});
const s = em.create(Shipment, {
  organization: org,
  customer: layla,
  trackingNumber: SECOND_CUSTOMER.tracking,
  trackingKey: SECOND_CUSTOMER.tracking.replace('-', ''),
  status: 'in_transit',
  origin: 'Sharjah, UAE',
  destination: 'Fujairah, UAE',
  service: 'Domestic Road',
  weightKg: 12,
  lengthCm: 40,
  widthCm: 30,
  heightCm: 30,
  declaredValueAed: 900,
  estimatedDelivery: new Date(Date.now() + 86_400_000),
});
em.create(ShipmentEvent, {
  shipment: s,
  status: 'in_transit',
  description: 'Picked up',
  location: 'Sharjah',
  occurredAt: new Date(),
});
await em.flush();

const saqr = em.create(Organization, {
  name: BILLING_ADMIN.organization,
  subdomain: 'saqr',
  subscriptionTier: 'starter',
  taxRegistrationNumber: '100234567800003',
});
const saqrAdmin = em.create(User, {
  organization: saqr,
  username: BILLING_ADMIN.username,
  email: 'admin@saqr.ae',
  name: 'Hamad Al Saqr',
  role: 'org_admin',
  passwordHash: await hashPassword(BILLING_ADMIN.password),
});
em.create(UserFeature, { user: saqrAdmin, feature: 'billing-dashboard' });
const lines = [invoiceLine('Starter plan, 2026-10', 'اشتراك الباقة المبتدئة', 1, 109_808)];
em.create(Invoice, {
  number: BILLING_ADMIN.invoice,
  year: 2026,
  sequence: 1,
  organization: saqr,
  period: '2026-10',
  issuedAt: new Date('2026-11-01T04:00:00Z'),
  plan: 'Starter',
  supplierName: 'Qafila Logistics Technologies',
  supplierAddress: 'Business Bay, Dubai, UAE',
  supplierTrn: '100111222300003',
  customerName: BILLING_ADMIN.organization,
  customerTrn: '100234567800003',
  lines,
  ...invoiceTotals(lines),
  status: 'issued',
  paidAt: null,
});
await em.flush();
await services.close();
