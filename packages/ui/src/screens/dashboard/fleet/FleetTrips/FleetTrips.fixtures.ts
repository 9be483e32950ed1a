import type { Trip, TripPage, TripStop } from '@qafila/contracts';
import type { TripShipmentOption } from './types.ts';

const place = (position: number, name: string, nameAr: string | null, id: string | null, lat: number, lon: number) =>
  ({ position, place: name, placeAr: nameAr, placeId: id, lat, lon }) satisfies TripStop;

const hiace = { id: 1, emirate: 'dubai', licensePlate: 'A 12345', make: 'Toyota', model: 'Hiace' } as const;
const byd = { id: 4, emirate: 'dubai', licensePlate: 'CC 778', make: 'BYD', model: 'T3' } as const;
const reefer = { id: 2, emirate: 'abu_dhabi', licensePlate: '16 4521', make: 'Isuzu', model: 'NPR Reefer' } as const;
const stamps = { createdAt: '2026-11-20T06:00:00.000Z', updatedAt: '2026-11-24T05:00:00.000Z' } as const;
const none = {
  startedAt: null,
  completedAt: null,
  cancelledAt: null,
  actualDistanceKm: null,
  rating: null,
  notes: null,
} as const;

export const fixtureTrips: Trip[] = [
  {
    ...stamps,
    ...none,
    id: 4,
    tripNumber: 'TRP-000004',
    status: 'planned',
    vehicle: hiace,
    driver: { id: 21, name: 'Rashid Al Mazrouei' },
    stops: [
      place(1, 'Dubai', 'دبي', 'dubai', 25.2048, 55.2708),
      place(2, 'Jebel Ali', 'جبل علي', 'jebel-ali', 25.0118, 55.0613),
      place(3, 'Abu Dhabi', 'أبوظبي', 'abu-dhabi', 24.4539, 54.3773),
    ],
    shipments: [
      { id: 101, trackingNumber: 'QF-2026-00101', status: 'pending' },
      { id: 102, trackingNumber: 'QF-2026-00102', status: 'customs_clearance' },
    ],
    plannedDistanceKm: 148.6,
    plannedStart: '2026-11-25T05:30:00.000Z',
  },
  {
    ...stamps,
    ...none,
    id: 3,
    tripNumber: 'TRP-000003',
    status: 'in_progress',
    vehicle: byd,
    driver: { id: 22, name: 'Sanjay Pillai' },
    stops: [
      place(1, 'Sharjah', 'الشارقة', 'sharjah', 25.3463, 55.4209),
      place(2, '25.2, 55.5', null, null, 25.2, 55.5),
      place(3, 'Al Ain', 'العين', 'al-ain', 24.2075, 55.7447),
    ],
    shipments: [{ id: 103, trackingNumber: 'QF-2026-00103', status: 'in_transit' }],
    plannedDistanceKm: 152.3,
    plannedStart: '2026-11-24T04:00:00.000Z',
    startedAt: '2026-11-24T04:12:00.000Z',
  },
  {
    ...stamps,
    ...none,
    id: 2,
    tripNumber: 'TRP-000002',
    status: 'completed',
    vehicle: hiace,
    driver: { id: 22, name: 'Sanjay Pillai' },
    stops: [
      place(1, 'Jebel Ali', 'جبل علي', 'jebel-ali', 25.0118, 55.0613),
      place(2, 'Dubai International Airport', 'مطار دبي الدولي', 'dxb', 25.2532, 55.3657),
    ],
    shipments: [{ id: 99, trackingNumber: 'QF-2026-00099', status: 'delivered' }],
    plannedDistanceKm: 46.2,
    actualDistanceKm: 51.8,
    rating: 4,
    plannedStart: '2026-11-23T05:00:00.000Z',
    startedAt: '2026-11-23T05:04:00.000Z',
    completedAt: '2026-11-23T06:20:00.000Z',
  },
  {
    ...stamps,
    ...none,
    id: 1,
    tripNumber: 'TRP-000001',
    status: 'cancelled',
    vehicle: reefer,
    driver: { id: 21, name: 'Rashid Al Mazrouei' },
    stops: [
      place(1, 'Khalifa Port', 'ميناء خليفة', 'khalifa-port', 24.809, 54.647),
      place(2, 'Ruwais', 'الرويس', 'ruwais', 24.1103, 52.7306),
    ],
    shipments: [],
    plannedDistanceKm: 208.4,
    plannedStart: '2026-11-22T03:00:00.000Z',
    cancelledAt: '2026-11-21T12:00:00.000Z',
    notes: 'The reefer went to the workshop.',
  },
];

/** Page 1 of 3 (45 trips, 20 a page). */
export const fixtureTripPage: TripPage = { items: fixtureTrips, total: 45, page: 1, pageSize: 20 };

export const fixtureShipments: TripShipmentOption[] = [
  { id: 104, trackingNumber: 'QF-2026-00104', customerName: 'Gulf Fresh Foods', status: 'pending' },
  { id: 105, trackingNumber: 'QF-2026-00105', customerName: 'شركة النخيل للتجارة', status: 'customs_clearance' },
  { id: 106, trackingNumber: 'QF-2026-00106', customerName: 'Emirates Spares', status: 'delayed' },
  { id: 99, trackingNumber: 'QF-2026-00099', customerName: 'Gulf Fresh Foods', status: 'delivered' },
];

/** The track of TRP-000003 so far. */
export const fixtureTripBreadcrumb = [
  { lat: 25.3463, lon: 55.4209 },
  { lat: 25.3, lon: 55.46 },
  { lat: 25.24, lon: 55.49 },
  { lat: 25.2, lon: 55.5 },
  { lat: 25.05, lon: 55.56 },
  { lat: 24.85, lon: 55.62 },
];
