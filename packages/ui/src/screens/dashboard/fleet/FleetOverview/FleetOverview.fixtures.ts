import type { FleetAnalytics, FleetDashboard, MaintenancePrediction } from '@qafila/contracts';

/** The moment the fixtures were computed: 24 November 2026, 10:30 in Dubai. */
export const fixtureUpdatedAt = '2026-11-24T06:30:00.000Z';

export const fixtureDashboard: FleetDashboard = {
  overview: {
    totalVehicles: 4,
    activeVehicles: 2,
    totalDrivers: 3,
    activeDrivers: 2,
    inProgressTrips: 1,
    completedTripsToday: 2,
    maintenanceDue: 2,
  },
  alerts: [
    {
      kind: 'registration_expired',
      severity: 'critical',
      vehicleId: 2,
      date: '2026-11-15',
      params: { plate: '16 4521', expiry: '2026-11-15', days: 9 },
      message: "Vehicle 16 4521's registration expired on 2026-11-15",
    },
    {
      kind: 'trip_overdue',
      severity: 'critical',
      vehicleId: 1,
      driverId: 21,
      tripId: 104,
      date: '2026-11-24T05:40:00.000Z',
      params: {
        tripNumber: 'TRP-000104',
        plate: 'A 12345',
        driver: 'Rashid Al Mazrouei',
        minutesLate: 50,
        dueAt: '2026-11-24T05:40:00.000Z',
      },
      message: 'Trip TRP-000104 (A 12345, Rashid Al Mazrouei) is overdue',
    },
    {
      kind: 'maintenance_due',
      severity: 'warning',
      vehicleId: 4,
      date: '2026-12-02',
      params: { plate: 'CC 778', riskLevel: 'high', nextServiceDate: '2026-12-02', kmRemaining: 1180 },
      message: 'Vehicle CC 778 is due for a service by 2026-12-02 (1180 km left)',
    },
    {
      kind: 'licence_expiring',
      severity: 'warning',
      driverId: 22,
      date: '2026-12-05',
      params: { driver: 'Sanjay Pillai', expiry: '2026-12-05', days: 11 },
      message: "Driver Sanjay Pillai's licence expires on 2026-12-05, in 11 days",
    },
    {
      kind: 'insurance_expiring',
      severity: 'warning',
      vehicleId: 1,
      date: '2026-12-10',
      params: { plate: 'A 12345', expiry: '2026-12-10', days: 16 },
      message: "Vehicle A 12345's insurance expires on 2026-12-10, in 16 days",
    },
  ],
  alertCount: 5,
  recentTrips: [
    {
      id: 105,
      tripNumber: 'TRP-000105',
      status: 'planned',
      vehicle: { id: 4, licensePlate: 'CC 778' },
      driver: { id: 22, name: 'Sanjay Pillai' },
      startLocation: 'Dubai Airport Free Zone',
      startLocationAr: 'المنطقة الحرة لمطار دبي',
      endLocation: 'Sharjah Industrial Area',
      endLocationAr: 'المنطقة الصناعية بالشارقة',
      plannedDistanceKm: 24.6,
      plannedStart: '2026-11-24T10:00:00.000Z',
    },
    {
      id: 104,
      tripNumber: 'TRP-000104',
      status: 'in_progress',
      vehicle: { id: 1, licensePlate: 'A 12345' },
      driver: { id: 21, name: 'Rashid Al Mazrouei' },
      startLocation: 'Jebel Ali Port',
      startLocationAr: 'ميناء جبل علي',
      endLocation: 'Al Quoz',
      endLocationAr: 'القوز',
      plannedDistanceKm: 31.2,
      plannedStart: '2026-11-24T04:30:00.000Z',
    },
    {
      id: 103,
      tripNumber: 'TRP-000103',
      status: 'completed',
      vehicle: { id: 4, licensePlate: 'CC 778' },
      driver: { id: 22, name: 'Sanjay Pillai' },
      startLocation: 'Jebel Ali Port',
      startLocationAr: 'ميناء جبل علي',
      endLocation: 'Al Quoz',
      endLocationAr: 'القوز',
      plannedDistanceKm: 31.2,
      plannedStart: '2026-11-24T01:00:00.000Z',
    },
    {
      id: 102,
      tripNumber: 'TRP-000102',
      status: 'completed',
      vehicle: { id: 1, licensePlate: 'A 12345' },
      driver: { id: 21, name: 'Rashid Al Mazrouei' },
      startLocation: 'Mussafah',
      startLocationAr: 'مصفح',
      endLocation: 'Al Ain',
      endLocationAr: 'العين',
      plannedDistanceKm: 152.4,
      plannedStart: '2026-11-23T03:00:00.000Z',
    },
    {
      id: 101,
      tripNumber: 'TRP-000101',
      status: 'cancelled',
      vehicle: { id: 2, licensePlate: '16 4521' },
      driver: { id: 23, name: 'محمد الحمادي' },
      startLocation: '25.2048, 55.2708',
      startLocationAr: null,
      endLocation: 'Khalifa Port',
      endLocationAr: 'ميناء خليفة',
      plannedDistanceKm: 98,
      plannedStart: '2026-11-22T05:00:00.000Z',
    },
  ],
  updatedAt: fixtureUpdatedAt,
};

const dailyKm = [62, 0, 148.5, 96, 210, 184.2, 0, 31.2, 240.8, 176, 122.4, 0, 305.6, 183.6];
const dailyTrips = [1, 0, 2, 2, 3, 2, 0, 1, 3, 2, 2, 0, 4, 2];
/** Vehicles on a trip each day; the fourth vehicle joined the fleet on 14 November. */
const dailyInUse = [1, 0, 2, 2, 3, 2, 1, 1, 3, 2, 2, 1, 3, 2];
const fleetSize = (index: number) => (index < 3 ? 3 : 4);

export const fixtureAnalytics: FleetAnalytics = {
  metrics: {
    utilizationRate: 75,
    avgDriverRating: 4.4,
    totalDistance: { last30DaysKm: 3_412.6, allTimeKm: 18_940.3 },
    completedTrips: 38,
  },
  daily: dailyKm.map((km, index) => ({
    day: `2026-11-${String(11 + index).padStart(2, '0')}`,
    completedTrips: dailyTrips[index] ?? 0,
    km,
    vehiclesInUse: dailyInUse[index] ?? 0,
    utilizationRate: Math.round((1000 * (dailyInUse[index] ?? 0)) / fleetSize(index)) / 10,
  })),
  distanceByVehicle: [
    { vehicleId: 1, licensePlate: 'A 12345', km: 1_804.2, completedTrips: 19 },
    { vehicleId: 4, licensePlate: 'CC 778', km: 1_236.4, completedTrips: 15 },
    { vehicleId: 2, licensePlate: '16 4521', km: 372, completedTrips: 4 },
    { vehicleId: 3, licensePlate: '3 90210', km: 0, completedTrips: 0 },
  ],
  aiInsights: [
    {
      key: 'busiest_lane',
      value: 'Jebel Ali Port → Al Quoz',
      params: { from: 'Jebel Ali Port', to: 'Al Quoz', trips: 12 },
      howComputed:
        'The most frequent pair of first and last stop among the trips not cancelled planned to start in the last 30 days (ties: the first by name)',
    },
    {
      key: 'least_utilised_vehicle',
      value: '16 4521',
      params: { vehicleId: 2, plate: '16 4521', km: 372, trips: 4 },
      howComputed:
        'The active vehicle with the fewest km of trips completed in the last 30 days (actual distance, else planned; ties: fewer trips, then plate)',
    },
    {
      key: 'top_driver',
      value: 'Rashid Al Mazrouei',
      params: { driverId: 21, name: 'Rashid Al Mazrouei', trips: 19 },
      howComputed: 'The driver with the most trips completed in the last 30 days (ties: the lowest driver id)',
    },
    {
      key: 'on_time_start_share',
      value: 86.8,
      params: { onTime: 33, started: 38 },
      howComputed:
        'The percentage of the trips started in the last 30 days that started no later than 30 minutes after their planned start',
    },
  ],
  updatedAt: fixtureUpdatedAt,
};

/** The Toyota Hiace (A 12345): serviced on 2 Oct at 45,000 km, 48,210 km now, past one summer month. */
export const fixturePrediction: MaintenancePrediction = {
  vehicleId: 1,
  lastService: { date: '2026-10-02', odometerKm: 45_000 },
  interval: { km: 10_000, months: 6, effectiveKm: 10_000, effectiveDays: 183 },
  dailyKm: 150,
  nextServiceDate: '2027-01-08',
  nextServiceKm: 55_000,
  daysRemaining: 45,
  kmRemaining: 6_790,
  riskLevel: 'low',
  reasons: [
    {
      factor: 'km_since_service',
      value: 3_210,
      unit: 'km',
      weight: 1,
      effect: 'Used 32% of the km interval',
      basis: 'last_service',
    },
    { factor: 'time_since_service', value: 53, unit: 'days', weight: 0, effect: 'Used 29% of the time interval' },
    { factor: 'summer_heat', value: 0, unit: 'months', weight: 0, effect: 'No summer months since the last service' },
    { factor: 'vehicle_age', value: 3, unit: 'years', weight: 0, effect: 'Under 5 years: no shortening' },
    { factor: 'daily_km', value: 150, unit: 'km_per_day', weight: 0, effect: 'Van default', basis: 'type_default' },
  ],
  estimate: true,
  method: 'Service interval of the vehicle type and fuel, shortened for Gulf summer heat and age (docs/estimates.md)',
  computedAt: '2026-11-24T10:30:00+04:00',
};

/** The reefer (16 4521): no service on record, heat-shortened interval long used up. */
export const fixtureOverduePrediction: MaintenancePrediction = {
  vehicleId: 2,
  lastService: null,
  interval: { km: 15_000, months: 6, effectiveKm: 10_080, effectiveDays: 123 },
  dailyKm: 250,
  nextServiceDate: '2026-03-06',
  nextServiceKm: 10_080,
  daysRemaining: -263,
  kmRemaining: -152_800,
  riskLevel: 'overdue',
  reasons: [
    {
      factor: 'km_since_service',
      value: 162_880,
      unit: 'km',
      weight: 0.612,
      effect: 'Far past the km interval',
      basis: 'no_history',
    },
    { factor: 'time_since_service', value: 692, unit: 'days', weight: 0, effect: 'Past the time interval' },
    { factor: 'summer_heat', value: 4, unit: 'months', weight: 0.388, effect: 'A whole summer: interval 30% shorter' },
    { factor: 'vehicle_age', value: 5, unit: 'years', weight: 0, effect: 'Up to 5 years: no shortening' },
    { factor: 'daily_km', value: 250, unit: 'km_per_day', weight: 0, effect: 'Reefer default', basis: 'type_default' },
  ],
  estimate: true,
  method: 'Service interval of the vehicle type and fuel, shortened for Gulf summer heat and age (docs/estimates.md)',
  computedAt: '2026-11-24T10:30:00+04:00',
};
