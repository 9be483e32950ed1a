import type { BulkRowError, OrgCustomer, OrgShipment, ShipmentPage } from '@qafila/contracts';

const base = {
  estimatedDelivery: null,
  delayReason: null,
  awbNumber: null,
  containerNumber: null,
  createdAt: '2026-11-18T06:00:00.000Z',
} as const;

export const fixtureOrgShipments: OrgShipment[] = [
  {
    ...base,
    id: 101,
    trackingNumber: 'QAF-260101',
    status: 'in_transit',
    origin: 'Jebel Ali, Dubai',
    destination: 'Mussafah, Abu Dhabi',
    customerId: 7,
    customerName: 'Fatima Al Mansoori',
    service: 'express',
    weightKg: 85,
    declaredValueAed: 12300,
    progress: 50,
    estimatedDelivery: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-21T05:30:00.000Z',
  },
  {
    ...base,
    id: 102,
    trackingNumber: 'QAF-260102',
    status: 'delayed',
    origin: 'Mumbai, India',
    destination: 'Abu Dhabi, UAE',
    customerId: 8,
    customerName: 'Omar Haddad',
    service: 'freight_air',
    weightKg: 420,
    declaredValueAed: 98000,
    progress: 40,
    delayReason: 'Sandstorm at destination',
    awbNumber: '176-12345675',
    updatedAt: '2026-11-21T04:10:00.000Z',
  },
  {
    ...base,
    id: 103,
    trackingNumber: 'QAF-260103',
    status: 'customs_clearance',
    origin: 'Shanghai, China',
    destination: 'Jebel Ali, Dubai',
    customerId: 7,
    customerName: 'Fatima Al Mansoori',
    service: 'freight_sea',
    weightKg: 12000,
    declaredValueAed: 450000,
    progress: 75,
    containerNumber: 'MSCU1234566',
    updatedAt: '2026-11-20T16:45:00.000Z',
  },
  {
    ...base,
    id: 104,
    trackingNumber: 'QAF-260104',
    status: 'delivered',
    origin: 'Sharjah',
    destination: 'Al Ain',
    customerId: 9,
    customerName: 'Layla Rahman',
    service: 'standard',
    weightKg: 12.5,
    declaredValueAed: 800,
    progress: 100,
    updatedAt: '2026-11-21T03:00:00.000Z',
  },
  {
    ...base,
    id: 105,
    trackingNumber: 'QAF-260105',
    status: 'pending',
    origin: 'Ras Al Khaimah',
    destination: 'Fujairah',
    customerId: 8,
    customerName: 'Omar Haddad',
    service: 'economy',
    weightKg: 3,
    declaredValueAed: 150,
    progress: 0,
    updatedAt: '2026-11-21T06:20:00.000Z',
  },
];

export const fixtureShipmentPage: ShipmentPage = {
  items: fixtureOrgShipments,
  total: 12,
  page: 1,
  pageSize: 5,
  summary: { active: 31, deliveredToday: 4, pendingCustoms: 6 },
};

export const fixtureCustomers: OrgCustomer[] = [
  { id: 7, username: 'fatima', name: 'Fatima Al Mansoori', email: 'fatima@example.ae' },
  { id: 8, username: 'omar', name: 'Omar Haddad', email: null },
  { id: 9, username: 'layla', name: null, email: 'layla@example.ae' },
];

export const fixtureBulkErrors: BulkRowError[] = [
  { line: 14, field: 'weight_kg', message: 'weightKg must be greater than 0' },
  {
    line: 27,
    field: 'service',
    message: 'service must be one of express, standard, economy, freight_air, freight_sea, freight_road',
  },
];
