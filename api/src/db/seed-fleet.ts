import type { EntityManager } from '@mikro-orm/core';
import type { CreateDriver, CreateVehicle, VEHICLE_SERVICE_KINDS } from '@qafila/contracts';
import { dubaiDay } from '../lib/dubai-calendar.ts';
import { Driver, type Organization, Vehicle, VehicleService } from './entities/index.ts';
import { seedDemoTrips } from './seed-fleet-trips.ts';

const DAY = 86_400_000;
/** How long before the seed the demo vehicles joined the fleet (their `createdAt`): before the month of trips. */
const DEMO_FLEET_AGE_DAYS = 60;

/** A row of service history: [days before the seed's clock, km before the current mileage, kind, cost AED, note]. */
type DemoService = [number, number, (typeof VEHICLE_SERVICE_KINDS)[number], number, string];

/** A demo vehicle; its expiry dates are days from the seed's clock, so the alerts stay due whenever it runs. */
interface DemoVehicle extends Omit<CreateVehicle, 'registrationExpiry' | 'insuranceExpiry' | 'mileageKm' | 'status'> {
  mileageKm: number;
  status: 'active' | 'maintenance';
  registrationDays: number;
  insuranceDays: number;
  services: DemoService[];
}

/**
 * The demo organization's fleet (issue 14): a UAE mix of vans, light and heavy trucks, two reefers, an electric van
 * and a courier motorbike, on plates of six emirates (the formats of `UAE_PLATE_FORMATS`). One registration has
 * lapsed, one registration and one insurance run out within 30 days, and the Hino is in the workshop. The plates
 * stay clear of the ones the API tests add to the demo organization.
 */
const DEMO_VEHICLES: DemoVehicle[] = [
  {
    make: 'Mitsubishi Fuso',
    model: 'Canter 4.2',
    year: 2022,
    emirate: 'dubai',
    licensePlate: 'F 38215',
    vehicleType: 'light_truck',
    fuelType: 'diesel',
    capacityKg: 4200,
    capacityM3: 18,
    mileageKm: 84_300,
    status: 'active',
    registrationDays: 210,
    insuranceDays: 240,
    services: [
      [300, 30_100, 'scheduled', 1450, '60,000 km service'],
      [120, 10_200, 'ac', 780, 'A/C regas'],
      [40, 3_400, 'oil_change', 420, 'Engine oil and filter'],
    ],
  },
  {
    make: 'Mitsubishi Fuso',
    model: 'Canter reefer',
    year: 2023,
    emirate: 'dubai',
    licensePlate: 'CC 4820',
    vehicleType: 'reefer',
    fuelType: 'diesel',
    capacityKg: 3500,
    capacityM3: 14,
    mileageKm: 41_760,
    status: 'active',
    registrationDays: 12,
    insuranceDays: 190,
    services: [
      [220, 21_400, 'scheduled', 1380, '20,000 km service and reefer unit check'],
      [60, 6_800, 'tyres', 2_600, 'Four rear tyres'],
      [48, 5_900, 'scheduled', 1_420, '40,000 km service and reefer unit check'],
    ],
  },
  {
    make: 'Isuzu',
    model: 'NPR',
    year: 2021,
    emirate: 'sharjah',
    licensePlate: '3 71524',
    vehicleType: 'light_truck',
    fuelType: 'diesel',
    capacityKg: 4500,
    capacityM3: 20,
    mileageKm: 126_900,
    status: 'active',
    registrationDays: 150,
    insuranceDays: 26,
    services: [
      [340, 38_500, 'scheduled', 1650, '90,000 km service'],
      [180, 19_700, 'brakes', 1_120, 'Front pads and discs'],
      [70, 7_900, 'oil_change', 450, 'Engine oil and filter'],
    ],
  },
  {
    make: 'Isuzu',
    model: 'NQR',
    year: 2020,
    emirate: 'abu_dhabi',
    licensePlate: '12 48291',
    vehicleType: 'light_truck',
    fuelType: 'diesel',
    capacityKg: 5500,
    capacityM3: 24,
    mileageKm: 188_450,
    status: 'active',
    registrationDays: -9,
    insuranceDays: 95,
    services: [
      [260, 27_300, 'scheduled', 1_820, '160,000 km service'],
      [95, 9_600, 'repair', 2_350, 'Alternator replaced'],
      [42, 4_300, 'oil_change', 1_050, 'Engine oil and filters'],
    ],
  },
  {
    make: 'Toyota',
    model: 'Hiace',
    year: 2024,
    emirate: 'dubai',
    licensePlate: 'N 61942',
    vehicleType: 'van',
    fuelType: 'petrol',
    capacityKg: 1200,
    capacityM3: 9.3,
    mileageKm: 22_150,
    status: 'active',
    registrationDays: 320,
    insuranceDays: 330,
    services: [
      [150, 12_050, 'scheduled', 690, '10,000 km service'],
      [30, 2_200, 'inspection', 180, 'RTA pre-registration test'],
    ],
  },
  {
    make: 'Nissan',
    model: 'Urvan',
    year: 2022,
    emirate: 'ajman',
    licensePlate: 'H 2841',
    vehicleType: 'van',
    fuelType: 'diesel',
    capacityKg: 1300,
    capacityM3: 10.1,
    mileageKm: 97_600,
    status: 'active',
    registrationDays: 180,
    insuranceDays: 190,
    services: [
      [280, 29_800, 'scheduled', 980, '70,000 km service'],
      [110, 11_400, 'tyres', 1_400, 'Four tyres'],
      [20, 1_900, 'oil_change', 380, 'Engine oil and filter'],
    ],
  },
  {
    make: 'Hino',
    model: '300 714',
    year: 2021,
    emirate: 'ras_al_khaimah',
    licensePlate: 'K 63017',
    vehicleType: 'light_truck',
    fuelType: 'diesel',
    capacityKg: 4000,
    capacityM3: 19,
    mileageKm: 142_800,
    status: 'maintenance',
    registrationDays: 120,
    insuranceDays: 130,
    services: [
      [310, 36_400, 'scheduled', 1_590, '110,000 km service'],
      [150, 17_800, 'ac', 920, 'A/C compressor clutch'],
      [1, 0, 'repair', 4_800, 'Clutch replacement (in the workshop)'],
    ],
  },
  {
    make: 'Mercedes-Benz',
    model: 'Actros 1845',
    year: 2020,
    emirate: 'abu_dhabi',
    licensePlate: '5 20734',
    vehicleType: 'heavy_truck',
    fuelType: 'diesel',
    capacityKg: 26_000,
    capacityM3: 82,
    mileageKm: 412_600,
    status: 'active',
    registrationDays: 260,
    insuranceDays: 270,
    services: [
      [330, 71_500, 'scheduled', 3_900, '340,000 km service'],
      [170, 36_200, 'tyres', 9_600, 'Six drive-axle tyres'],
      [80, 17_400, 'brakes', 2_750, 'Rear brake linings'],
      [25, 5_300, 'oil_change', 1_150, 'Engine oil and filters'],
    ],
  },
  {
    make: 'Mercedes-Benz',
    model: 'Actros 2645',
    year: 2023,
    emirate: 'sharjah',
    licensePlate: '2 19058',
    vehicleType: 'heavy_truck',
    fuelType: 'diesel',
    capacityKg: 32_000,
    capacityM3: 90,
    mileageKm: 156_300,
    status: 'active',
    registrationDays: 230,
    insuranceDays: 245,
    services: [
      [240, 52_600, 'scheduled', 3_600, '100,000 km service'],
      [55, 11_900, 'inspection', 350, 'Tachograph and safety inspection'],
      [30, 6_500, 'oil_change', 1_100, 'Engine oil and filters'],
    ],
  },
  {
    make: 'Isuzu',
    model: 'NPR reefer',
    year: 2022,
    emirate: 'fujairah',
    licensePlate: 'M 9412',
    vehicleType: 'reefer',
    fuelType: 'diesel',
    capacityKg: 3800,
    capacityM3: 16,
    mileageKm: 73_450,
    status: 'active',
    registrationDays: 75,
    insuranceDays: 80,
    services: [
      [200, 20_300, 'scheduled', 1_480, '50,000 km service and reefer unit check'],
      [110, 11_300, 'oil_change', 430, 'Engine oil and filter'],
      [40, 4_100, 'repair', 1_900, 'Reefer compressor belt and thermostat'],
    ],
  },
  {
    make: 'Ford',
    model: 'E-Transit',
    year: 2024,
    emirate: 'dubai',
    licensePlate: 'AA 7316',
    vehicleType: 'van',
    fuelType: 'electric',
    capacityKg: 1500,
    capacityM3: 11,
    mileageKm: 18_900,
    status: 'active',
    registrationDays: 290,
    insuranceDays: 290,
    services: [
      [160, 10_400, 'inspection', 250, 'Battery health check'],
      [70, 5_300, 'scheduled', 650, 'Annual inspection: brakes, tyres, coolant and battery'],
      [35, 2_600, 'tyres', 1_250, 'Two front tyres'],
    ],
  },
  {
    make: 'Honda',
    model: 'CG125',
    year: 2023,
    emirate: 'umm_al_quwain',
    licensePlate: 'C 718',
    vehicleType: 'motorbike',
    fuelType: 'petrol',
    capacityKg: 25,
    capacityM3: 0.12,
    mileageKm: 36_200,
    status: 'active',
    registrationDays: 140,
    insuranceDays: 140,
    services: [
      [130, 9_800, 'scheduled', 260, '25,000 km service'],
      [50, 3_700, 'oil_change', 95, 'Engine oil'],
      [15, 1_200, 'brakes', 140, 'Brake shoes'],
    ],
  },
];

/** A demo driver; the licence expiry is days from the seed's clock. */
interface DemoDriver extends Omit<CreateDriver, 'licenseExpiry' | 'userId' | 'status'> {
  status: 'active' | 'off_duty';
  licenseDays: number;
}

/**
 * The demo organization's drivers: Emirati and expatriate, UAE licence classes to match the fleet; Rajesh Nair's
 * licence runs out within 30 days. None is linked to a user: the demo organization's only staff account is its
 * organization admin `ops`, who is not a driver.
 */
const DEMO_DRIVERS: DemoDriver[] = [
  {
    name: 'Khalid Al Mansoori',
    phone: '+971501234871',
    licenseNumber: '2318847',
    licenseClass: 'heavy_vehicle',
    licenseDays: 1_240,
    status: 'active',
  },
  {
    name: 'Mohammed Al Shamsi',
    phone: '+971552087316',
    licenseNumber: '1904472',
    licenseClass: 'heavy_vehicle',
    licenseDays: 860,
    status: 'active',
  },
  {
    name: 'Rajesh Kumar Nair',
    phone: '+971564410928',
    licenseNumber: '3127705',
    licenseClass: 'light_vehicle',
    licenseDays: 21,
    status: 'active',
  },
  {
    name: 'Imran Aslam',
    phone: '+971503398164',
    licenseNumber: '2846190',
    licenseClass: 'heavy_vehicle',
    licenseDays: 640,
    status: 'active',
  },
  {
    name: 'Joseph D’Souza',
    phone: '+971529915043',
    licenseNumber: '3350218',
    licenseClass: 'light_vehicle',
    licenseDays: 1_480,
    status: 'active',
  },
  {
    name: 'Samir Haddad',
    phone: '+971545502397',
    licenseNumber: '2715583',
    licenseClass: 'light_vehicle',
    licenseDays: 410,
    status: 'active',
  },
  {
    name: 'Bashir Ahmad Noori',
    phone: '+971586604712',
    licenseNumber: '2093361',
    licenseClass: 'heavy_vehicle',
    licenseDays: 300,
    status: 'off_duty',
  },
  {
    name: 'Ramon Dela Cruz',
    phone: '+971507783250',
    licenseNumber: '3481026',
    licenseClass: 'motorcycle',
    licenseDays: 950,
    status: 'active',
  },
];

/**
 * Gives an organization the demo fleet, dated from `now` (calendar days in Asia/Dubai): vehicles, drivers, service
 * history and a month of trips with their breadcrumbs (`seedDemoTrips`). Part of the first seed's transaction, so it
 * is as idempotent as the seed: a database that already has users gets nothing.
 */
export async function seedDemoFleet(tx: EntityManager, organization: Organization, now: number): Promise<void> {
  const day = (days: number) => dubaiDay(new Date(now + days * DAY));
  const vehicles = new Map<string, Vehicle>();
  for (const { registrationDays, insuranceDays, services, ...v } of DEMO_VEHICLES) {
    const vehicle = tx.create(Vehicle, {
      ...v,
      organization,
      registrationExpiry: day(registrationDays),
      insuranceExpiry: day(insuranceDays),
      createdAt: new Date(now - DEMO_FLEET_AGE_DAYS * DAY),
    });
    vehicles.set(vehicle.licensePlate, vehicle);
    for (const [daysAgo, kmAgo, kind, costAed, description] of services) {
      tx.create(VehicleService, {
        vehicle,
        date: day(-daysAgo),
        odometerKm: v.mileageKm - kmAgo,
        kind,
        costAed,
        description,
      });
    }
  }
  const drivers = new Map<string, Driver>();
  for (const { licenseDays, ...d } of DEMO_DRIVERS) {
    const driver = tx.create(Driver, { ...d, organization, user: null, licenseExpiry: day(licenseDays) });
    drivers.set(driver.name, driver);
  }
  await seedDemoTrips(tx, organization, vehicles, drivers, now);
}
