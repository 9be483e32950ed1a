// Adds a second customer with one shipment to an e2e database, through the API's own services, so tests can
// show that a signed-in customer sees only their own shipments. Run: node seed-extra.ts <dataDir>
import {
  createServices,
  hashPassword,
  loadConfig,
  migrate,
  Organization,
  Shipment,
  ShipmentEvent,
  User,
} from '@qafila/api';

export const SECOND_CUSTOMER = { username: 'layla', password: 'layla-e2e-password', tracking: 'QAF-770001' } as const;

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
await services.close();
