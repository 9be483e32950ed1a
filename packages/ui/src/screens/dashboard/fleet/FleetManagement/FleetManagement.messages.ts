import type {
  DriverStatus,
  FUEL_TYPES,
  LICENSE_CLASSES,
  VEHICLE_SERVICE_KINDS,
  VEHICLE_TYPES,
  VehicleStatus,
} from '@qafila/contracts';
import { defineMessage, defineMessages, type MessageDescriptor, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'dashboard.fleet.title', defaultMessage: 'Fleet Management', description: 'Title of the fleet view' },
  subtitle: {
    id: 'dashboard.fleet.subtitle',
    defaultMessage: "Your organization's vehicles, drivers and trips: live positions, maintenance and the best route.",
    description: 'One line under the fleet view title',
  },
  summaryLabel: {
    id: 'dashboard.fleet.summary.label',
    defaultMessage: 'Fleet summary',
    description: 'Accessible name of the three summary cards',
  },
  vehiclesActive: {
    id: 'dashboard.fleet.summary.vehiclesActive',
    defaultMessage: 'Vehicles active',
    description: 'Summary card: vehicles whose status is active',
  },
  inMaintenance: {
    id: 'dashboard.fleet.summary.inMaintenance',
    defaultMessage: 'In maintenance',
    description: 'Summary card: vehicles whose status is maintenance',
  },
  inMaintenanceHint: {
    id: 'dashboard.fleet.summary.inMaintenanceHint',
    defaultMessage: 'Vehicles in the workshop',
    description: 'Under the in maintenance figure',
  },
  driversActive: {
    id: 'dashboard.fleet.summary.driversActive',
    defaultMessage: 'Drivers active',
    description: 'Summary card: drivers whose status is active',
  },
  tabsLabel: { id: 'dashboard.fleet.tabs.label', defaultMessage: 'Fleet', description: 'Accessible name of the tabs' },
  tabVehicles: { id: 'dashboard.fleet.tabs.vehicles', defaultMessage: 'Vehicles', description: 'Tab' },
  tabDrivers: { id: 'dashboard.fleet.tabs.drivers', defaultMessage: 'Drivers', description: 'Tab' },
  tabOverview: { id: 'dashboard.fleet.tabs.overview', defaultMessage: 'Overview', description: 'Tab' },
  tabTrips: { id: 'dashboard.fleet.tabs.trips', defaultMessage: 'Trips', description: 'Tab' },
  tabAnalytics: { id: 'dashboard.fleet.tabs.analytics', defaultMessage: 'AI Analytics', description: 'Tab' },
  tabRoute: { id: 'dashboard.fleet.tabs.route', defaultMessage: 'Route Optimizer', description: 'Tab' },
  liveMap: {
    id: 'dashboard.fleet.liveMap',
    defaultMessage: 'Live positions of the vehicles',
    description: "Accessible name of the Overview's map of the vehicles' latest GPS positions",
  },
  retry: { id: 'dashboard.fleet.retry', defaultMessage: 'Try again', description: 'Reloads after a failure' },
  serverError: {
    id: 'dashboard.fleet.serverError',
    defaultMessage: 'Not saved',
    description: 'Title of the server error shown in a fleet form',
  },
  optional: { id: 'dashboard.fleet.optional', defaultMessage: 'Optional', description: 'Hint of an optional field' },
  saving: { id: 'dashboard.fleet.saving', defaultMessage: 'Saving…', description: 'Submit button while busy' },
  saved: { id: 'dashboard.fleet.saved', defaultMessage: 'Saved', description: 'Toast title after a save' },
  edit: { id: 'dashboard.fleet.edit', defaultMessage: 'Edit', description: 'Opens the edit form of a card' },
  retire: { id: 'dashboard.fleet.retire', defaultMessage: 'Retire', description: 'Retires a vehicle or a driver' },
  retireFailed: {
    id: 'dashboard.fleet.retireFailed',
    defaultMessage: 'Could not retire',
    description: 'Toast title when retiring fails',
  },
  retireFailedDescription: {
    id: 'dashboard.fleet.retireFailedDescription',
    defaultMessage: 'Nothing was changed. Try again.',
    description: 'Toast text when retiring fails without a server message',
  },
  save: { id: 'dashboard.fleet.save', defaultMessage: 'Save changes', description: 'Submit of an edit form' },
  // Vehicles
  vehiclesLabel: {
    id: 'dashboard.fleet.vehicles.label',
    defaultMessage: 'Vehicles',
    description: 'Accessible name of the list of vehicle cards',
  },
  vehiclesLoadError: {
    id: 'dashboard.fleet.vehicles.loadError',
    defaultMessage: 'The vehicles could not be loaded.',
    description: 'Shown when the vehicle list fails to load',
  },
  loadingVehicles: {
    id: 'dashboard.fleet.vehicles.loading',
    defaultMessage: 'Loading vehicles…',
    description: 'Accessible name of the vehicle skeletons',
  },
  addVehicle: { id: 'dashboard.fleet.vehicles.add', defaultMessage: 'Add Vehicle', description: 'Opens the form' },
  noVehiclesTitle: {
    id: 'dashboard.fleet.vehicles.empty.title',
    defaultMessage: 'No vehicles yet',
    description: 'Empty state title',
  },
  noVehiclesDescription: {
    id: 'dashboard.fleet.vehicles.empty.description',
    defaultMessage: 'Add your first vehicle with its plate, registration and insurance to start managing your fleet.',
    description: 'Empty state text',
  },
  addFirstVehicle: {
    id: 'dashboard.fleet.vehicles.empty.action',
    defaultMessage: 'Add your first vehicle',
    description: 'Empty state button',
  },
  type: { id: 'dashboard.fleet.vehicle.type', defaultMessage: 'Type', description: 'Label of the vehicle type' },
  fuel: { id: 'dashboard.fleet.vehicle.fuel', defaultMessage: 'Fuel', description: 'Label of the fuel type' },
  mileage: { id: 'dashboard.fleet.vehicle.mileage', defaultMessage: 'Mileage', description: 'Label of the mileage' },
  capacity: { id: 'dashboard.fleet.vehicle.capacity', defaultMessage: 'Capacity', description: 'Label' },
  registration: {
    id: 'dashboard.fleet.vehicle.registration',
    defaultMessage: 'Registration',
    description: 'Label of the registration expiry date',
  },
  insurance: {
    id: 'dashboard.fleet.vehicle.insurance',
    defaultMessage: 'Insurance',
    description: 'Label of the insurance expiry date',
  },
  lastService: {
    id: 'dashboard.fleet.vehicle.lastService',
    defaultMessage: 'Last service',
    description: 'Label of the latest service record',
  },
  noService: {
    id: 'dashboard.fleet.vehicle.noService',
    defaultMessage: 'None recorded',
    description: 'When a vehicle has no service record',
  },
  addService: {
    id: 'dashboard.fleet.vehicle.addService',
    defaultMessage: 'Add service',
    description: 'Opens the service record form of a vehicle',
  },
  // Expiry
  // Vehicle form
  addVehicleTitle: {
    id: 'dashboard.fleet.vehicleForm.addTitle',
    defaultMessage: 'Add vehicle',
    description: 'Title of the add vehicle dialog',
  },
  vehicleFormDescription: {
    id: 'dashboard.fleet.vehicleForm.description',
    defaultMessage: 'The plate is checked against the format of its emirate.',
    description: 'Under the vehicle form title',
  },
  addVehicleSubmit: {
    id: 'dashboard.fleet.vehicleForm.submit',
    defaultMessage: 'Add vehicle',
    description: 'Submit of the add vehicle form',
  },
  vehicleAdded: {
    id: 'dashboard.fleet.vehicleForm.added',
    defaultMessage: 'Vehicle added',
    description: 'Toast title after adding a vehicle',
  },
  make: { id: 'dashboard.fleet.vehicleForm.make', defaultMessage: 'Make', description: 'Field, e.g. Toyota' },
  model: { id: 'dashboard.fleet.vehicleForm.model', defaultMessage: 'Model', description: 'Field, e.g. Hiace' },
  year: { id: 'dashboard.fleet.vehicleForm.year', defaultMessage: 'Year', description: 'Field: model year' },
  emirate: { id: 'dashboard.fleet.vehicleForm.emirate', defaultMessage: 'Emirate', description: 'Field' },
  licensePlate: {
    id: 'dashboard.fleet.vehicleForm.licensePlate',
    defaultMessage: 'Number plate',
    description: 'Field',
  },
  vehicleType: { id: 'dashboard.fleet.vehicleForm.vehicleType', defaultMessage: 'Vehicle type', description: 'Field' },
  fuelType: { id: 'dashboard.fleet.vehicleForm.fuelType', defaultMessage: 'Fuel type', description: 'Field' },
  capacityKg: {
    id: 'dashboard.fleet.vehicleForm.capacityKg',
    defaultMessage: 'Capacity (kg)',
    description: 'Field: payload in kilograms',
  },
  capacityM3: {
    id: 'dashboard.fleet.vehicleForm.capacityM3',
    defaultMessage: 'Capacity (m³)',
    description: 'Field: load volume in cubic metres',
  },
  mileageKm: { id: 'dashboard.fleet.vehicleForm.mileageKm', defaultMessage: 'Mileage (km)', description: 'Field' },
  registrationExpiry: {
    id: 'dashboard.fleet.vehicleForm.registrationExpiry',
    defaultMessage: 'Registration expiry',
    description: 'Field: a date',
  },
  insuranceExpiry: {
    id: 'dashboard.fleet.vehicleForm.insuranceExpiry',
    defaultMessage: 'Insurance expiry',
    description: 'Field: a date',
  },
  status: { id: 'dashboard.fleet.form.status', defaultMessage: 'Status', description: 'Field' },
  choose: { id: 'dashboard.fleet.form.choose', defaultMessage: 'Choose…', description: 'Empty option of a select' },
  // Validation
  required: { id: 'dashboard.fleet.error.required', defaultMessage: 'This field is required.', description: 'Error' },
  chooseOne: { id: 'dashboard.fleet.error.choose', defaultMessage: 'Choose one.', description: 'Error of a select' },
  tooLong: {
    id: 'dashboard.fleet.error.tooLong',
    defaultMessage: 'Use at most {max} characters.',
    description: 'Error of a text field',
  },
  tooShort: {
    id: 'dashboard.fleet.error.tooShort',
    defaultMessage: 'Use at least {min} characters.',
    description: 'Error of a text field',
  },
  yearRange: {
    id: 'dashboard.fleet.error.yearRange',
    defaultMessage: 'Enter a year from {min} to {max}.',
    description: 'Error of the year field; the years are written without separators',
  },
  notANumber: { id: 'dashboard.fleet.error.notANumber', defaultMessage: 'Enter a number.', description: 'Error' },
  positiveMax: {
    id: 'dashboard.fleet.error.positiveMax',
    defaultMessage: 'Enter a number greater than 0 and at most {max, number}.',
    description: 'Error of a number field',
  },
  wholeMax: {
    id: 'dashboard.fleet.error.wholeMax',
    defaultMessage: 'Enter a whole number from 0 to {max, number}.',
    description: 'Error of a whole number field',
  },
  amountMax: {
    id: 'dashboard.fleet.error.amountMax',
    defaultMessage: 'Enter an amount from 0 to {max, number}.',
    description: 'Error of the cost field',
  },
  date: { id: 'dashboard.fleet.error.date', defaultMessage: 'Enter a real date.', description: 'Error of a date' },
  futureDate: {
    id: 'dashboard.fleet.error.futureDate',
    defaultMessage: 'The date cannot be after today.',
    description: 'Error of the service date',
  },
  badPlate: {
    id: 'dashboard.fleet.error.plate',
    defaultMessage: 'Not a plate of this emirate. For example {example}.',
    description: 'Error of the plate field',
  },
  badPhone: {
    id: 'dashboard.fleet.error.phone',
    defaultMessage: 'Enter a phone number, e.g. +971 50 123 4567 or 050 123 4567.',
    description: 'Error of the phone field',
  },
  badLicenseNumber: {
    id: 'dashboard.fleet.error.licenseNumber',
    defaultMessage: 'Use 3 to 20 letters, digits or hyphens.',
    description: 'Error of the licence number field',
  },
  // Service form
  serviceDescription: {
    id: 'dashboard.fleet.serviceForm.description',
    defaultMessage: 'An odometer reading above the mileage updates the mileage.',
    description: 'Under the service record dialog title',
  },
  serviceDate: { id: 'dashboard.fleet.serviceForm.date', defaultMessage: 'Date', description: 'Field' },
  odometerKm: { id: 'dashboard.fleet.serviceForm.odometerKm', defaultMessage: 'Odometer (km)', description: 'Field' },
  serviceKind: { id: 'dashboard.fleet.serviceForm.kind', defaultMessage: 'Kind of service', description: 'Field' },
  costAed: { id: 'dashboard.fleet.serviceForm.costAed', defaultMessage: 'Cost (AED)', description: 'Field' },
  notes: { id: 'dashboard.fleet.serviceForm.notes', defaultMessage: 'Notes', description: 'Field: description' },
  serviceSubmit: {
    id: 'dashboard.fleet.serviceForm.submit',
    defaultMessage: 'Add record',
    description: 'Submit of the service record form',
  },
  serviceAdded: {
    id: 'dashboard.fleet.serviceForm.added',
    defaultMessage: 'Service record added',
    description: 'Toast title',
  },
  // Retire
  retireVehicleDescription: {
    id: 'dashboard.fleet.retire.vehicleDescription',
    defaultMessage: 'The vehicle leaves service. Its record and service history are kept.',
    description: 'Text of the retire vehicle dialog',
  },
  retireDriverDescription: {
    id: 'dashboard.fleet.retire.driverDescription',
    defaultMessage: 'The driver leaves the active roster. Their record is kept.',
    description: 'Text of the retire driver dialog',
  },
  retired: { id: 'dashboard.fleet.retire.done', defaultMessage: 'Retired', description: 'Toast title after retiring' },
  // Drivers
  driversLabel: {
    id: 'dashboard.fleet.drivers.label',
    defaultMessage: 'Drivers',
    description: 'Accessible name of the list of driver cards',
  },
  driversLoadError: {
    id: 'dashboard.fleet.drivers.loadError',
    defaultMessage: 'The drivers could not be loaded.',
    description: 'Shown when the driver list fails to load',
  },
  loadingDrivers: {
    id: 'dashboard.fleet.drivers.loading',
    defaultMessage: 'Loading drivers…',
    description: 'Accessible name of the driver skeletons',
  },
  addDriver: { id: 'dashboard.fleet.drivers.add', defaultMessage: 'Add Driver', description: 'Opens the form' },
  noDriversTitle: {
    id: 'dashboard.fleet.drivers.empty.title',
    defaultMessage: 'No drivers yet',
    description: 'Empty state title',
  },
  noDriversDescription: {
    id: 'dashboard.fleet.drivers.empty.description',
    defaultMessage: 'Add your first driver with their phone and licence so you can assign them to trips.',
    description: 'Empty state text',
  },
  addFirstDriver: {
    id: 'dashboard.fleet.drivers.empty.action',
    defaultMessage: 'Add your first driver',
    description: 'Empty state button',
  },
  phone: { id: 'dashboard.fleet.driver.phone', defaultMessage: 'Phone', description: 'Label and field' },
  license: { id: 'dashboard.fleet.driver.license', defaultMessage: 'Licence', description: 'Label' },
  licenseExpiry: {
    id: 'dashboard.fleet.driver.licenseExpiry',
    defaultMessage: 'Licence expiry',
    description: 'Label and field: a date',
  },
  performance: { id: 'dashboard.fleet.driver.performance', defaultMessage: 'Performance', description: 'Label' },
  noTrips: {
    id: 'dashboard.fleet.driver.noTrips',
    defaultMessage: 'No trips yet',
    description: 'Instead of a score and rating, for a driver without trips',
  },
  // Driver form
  addDriverTitle: {
    id: 'dashboard.fleet.driverForm.addTitle',
    defaultMessage: 'Add driver',
    description: 'Title of the add driver dialog',
  },
  driverFormDescription: {
    id: 'dashboard.fleet.driverForm.description',
    defaultMessage: 'A UAE mobile number may be written locally (050 …).',
    description: 'Under the driver form title',
  },
  addDriverSubmit: {
    id: 'dashboard.fleet.driverForm.submit',
    defaultMessage: 'Add driver',
    description: 'Submit of the add driver form',
  },
  driverAdded: {
    id: 'dashboard.fleet.driverForm.added',
    defaultMessage: 'Driver added',
    description: 'Toast title after adding a driver',
  },
  name: { id: 'dashboard.fleet.driverForm.name', defaultMessage: 'Full name', description: 'Field' },
  licenseNumber: {
    id: 'dashboard.fleet.driverForm.licenseNumber',
    defaultMessage: 'Licence number',
    description: 'Field',
  },
  licenseClass: {
    id: 'dashboard.fleet.driverForm.licenseClass',
    defaultMessage: 'Licence class',
    description: 'Field',
  },
});

// Typed, because they take arguments.
export const argMessages: {
  vehiclesActiveHint: TypedMessageDescriptor<{ total: number }>;
  driversActiveHint: TypedMessageDescriptor<{ total: number }>;
  capacityValue: TypedMessageDescriptor<{ kg: string; m3: string }>;
  lastServiceValue: TypedMessageDescriptor<{ kind: string; date: string }>;
  actionOf: TypedMessageDescriptor<{ action: string; name: string }>;
  expiresSoon: TypedMessageDescriptor<{ date: string; days: number }>;
  expired: TypedMessageDescriptor<{ date: string }>;
  editVehicleTitle: TypedMessageDescriptor<{ vehicle: string }>;
  plateHint: TypedMessageDescriptor<{ example: string }>;
  serviceTitle: TypedMessageDescriptor<{ vehicle: string }>;
  retireVehicleTitle: TypedMessageDescriptor<{ vehicle: string }>;
  retireDriverTitle: TypedMessageDescriptor<{ driver: string }>;
  licenseValue: TypedMessageDescriptor<{ number: string; licenseClass: string }>;
  performanceValue: TypedMessageDescriptor<{ score: string; rating: string; trips: number }>;
  performanceValueUnrated: TypedMessageDescriptor<{ score: string; trips: number }>;
  editDriverTitle: TypedMessageDescriptor<{ driver: string }>;
} = {
  vehiclesActiveHint: defineMessage<{ total: number }>({
    id: 'dashboard.fleet.summary.vehiclesActiveHint',
    defaultMessage: '{total, plural, one {of # vehicle in service} other {of # vehicles in service}}',
    description: 'Under the active vehicles figure: the vehicles that are not retired',
  }),
  driversActiveHint: defineMessage<{ total: number }>({
    id: 'dashboard.fleet.summary.driversActiveHint',
    defaultMessage: '{total, plural, one {of # driver not retired} other {of # drivers not retired}}',
    description: 'Under the active drivers figure',
  }),
  capacityValue: defineMessage<{ kg: string; m3: string }>({
    id: 'dashboard.fleet.vehicle.capacityValue',
    defaultMessage: '{kg} · {m3} m³',
    description: 'The capacity: kilograms already formatted with the unit, then cubic metres (a number)',
  }),
  lastServiceValue: defineMessage<{ kind: string; date: string }>({
    id: 'dashboard.fleet.vehicle.lastServiceValue',
    defaultMessage: '{kind}, {date}',
    description: 'The kind of the latest service and its date',
  }),
  actionOf: defineMessage<{ action: string; name: string }>({
    id: 'dashboard.fleet.actionOf',
    defaultMessage: '{action}: {name}',
    description: 'Accessible name of a card button: the action and the vehicle or driver it acts on',
  }),
  expiresSoon: defineMessage<{ date: string; days: number }>({
    id: 'dashboard.fleet.expiry.soon',
    defaultMessage: '{date} · {days, plural, =0 {expires today} one {expires in # day} other {expires in # days}}',
    description: 'An expiry date within 30 days, with the number of days left',
  }),
  expired: defineMessage<{ date: string }>({
    id: 'dashboard.fleet.expiry.expired',
    defaultMessage: '{date} · expired',
    description: 'An expiry date that has passed',
  }),
  editVehicleTitle: defineMessage<{ vehicle: string }>({
    id: 'dashboard.fleet.vehicleForm.editTitle',
    defaultMessage: 'Edit {vehicle}',
    description: 'Title of the edit vehicle dialog',
  }),
  plateHint: defineMessage<{ example: string }>({
    id: 'dashboard.fleet.vehicleForm.plateHint',
    defaultMessage: 'For example {example}',
    description: 'Hint under the plate field: an example plate of the chosen emirate',
  }),
  serviceTitle: defineMessage<{ vehicle: string }>({
    id: 'dashboard.fleet.serviceForm.title',
    defaultMessage: 'Add service record: {vehicle}',
    description: 'Title of the service record dialog',
  }),
  retireVehicleTitle: defineMessage<{ vehicle: string }>({
    id: 'dashboard.fleet.retire.vehicleTitle',
    defaultMessage: 'Retire {vehicle}?',
    description: 'Title of the retire vehicle dialog',
  }),
  retireDriverTitle: defineMessage<{ driver: string }>({
    id: 'dashboard.fleet.retire.driverTitle',
    defaultMessage: 'Retire {driver}?',
    description: 'Title of the retire driver dialog',
  }),
  licenseValue: defineMessage<{ number: string; licenseClass: string }>({
    id: 'dashboard.fleet.driver.licenseValue',
    defaultMessage: '{number} · {licenseClass}',
    description: 'Licence number and class',
  }),
  performanceValue: defineMessage<{ score: string; rating: string; trips: number }>({
    id: 'dashboard.fleet.driver.performanceValue',
    defaultMessage: '{score} / 10 · rating {rating} / 5 · {trips, plural, one {# trip} other {# trips}}',
    description: 'Performance score out of 10, average rating out of 5, number of trips',
  }),
  performanceValueUnrated: defineMessage<{ score: string; trips: number }>({
    id: 'dashboard.fleet.driver.performanceValueUnrated',
    defaultMessage: '{score} / 10 · not rated yet · {trips, plural, one {# trip} other {# trips}}',
    description: 'Performance score out of 10 and number of trips, for a driver none of whose trips was rated',
  }),
  editDriverTitle: defineMessage<{ driver: string }>({
    id: 'dashboard.fleet.driverForm.editTitle',
    defaultMessage: 'Edit {driver}',
    description: 'Title of the edit driver dialog',
  }),
};

export const emirateMessages = defineMessages({
  abu_dhabi: { id: 'dashboard.fleet.emirate.abuDhabi', defaultMessage: 'Abu Dhabi', description: 'Emirate' },
  dubai: { id: 'dashboard.fleet.emirate.dubai', defaultMessage: 'Dubai', description: 'Emirate' },
  sharjah: { id: 'dashboard.fleet.emirate.sharjah', defaultMessage: 'Sharjah', description: 'Emirate' },
  ajman: { id: 'dashboard.fleet.emirate.ajman', defaultMessage: 'Ajman', description: 'Emirate' },
  umm_al_quwain: { id: 'dashboard.fleet.emirate.ummAlQuwain', defaultMessage: 'Umm Al Quwain', description: 'Emirate' },
  ras_al_khaimah: {
    id: 'dashboard.fleet.emirate.rasAlKhaimah',
    defaultMessage: 'Ras Al Khaimah',
    description: 'Emirate',
  },
  fujairah: { id: 'dashboard.fleet.emirate.fujairah', defaultMessage: 'Fujairah', description: 'Emirate' },
});

export const vehicleTypeMessages: Record<(typeof VEHICLE_TYPES)[number], MessageDescriptor> = defineMessages({
  van: { id: 'dashboard.fleet.vehicleType.van', defaultMessage: 'Van', description: 'Vehicle type' },
  light_truck: {
    id: 'dashboard.fleet.vehicleType.lightTruck',
    defaultMessage: 'Light truck',
    description: 'Vehicle type',
  },
  heavy_truck: {
    id: 'dashboard.fleet.vehicleType.heavyTruck',
    defaultMessage: 'Heavy truck',
    description: 'Vehicle type',
  },
  reefer: {
    id: 'dashboard.fleet.vehicleType.reefer',
    defaultMessage: 'Refrigerated truck',
    description: 'Vehicle type',
  },
  motorbike: { id: 'dashboard.fleet.vehicleType.motorbike', defaultMessage: 'Motorbike', description: 'Vehicle type' },
});

export const fuelTypeMessages: Record<(typeof FUEL_TYPES)[number], MessageDescriptor> = defineMessages({
  diesel: { id: 'dashboard.fleet.fuel.diesel', defaultMessage: 'Diesel', description: 'Fuel type' },
  petrol: { id: 'dashboard.fleet.fuel.petrol', defaultMessage: 'Petrol', description: 'Fuel type' },
  electric: { id: 'dashboard.fleet.fuel.electric', defaultMessage: 'Electric', description: 'Fuel type' },
  hybrid: { id: 'dashboard.fleet.fuel.hybrid', defaultMessage: 'Hybrid', description: 'Fuel type' },
  cng: { id: 'dashboard.fleet.fuel.cng', defaultMessage: 'CNG', description: 'Fuel type: compressed natural gas' },
});

export const vehicleStatusMessages: Record<VehicleStatus, MessageDescriptor> = defineMessages({
  active: { id: 'dashboard.fleet.vehicleStatus.active', defaultMessage: 'Active', description: 'Vehicle status' },
  maintenance: {
    id: 'dashboard.fleet.vehicleStatus.maintenance',
    defaultMessage: 'Maintenance',
    description: 'Vehicle status',
  },
  out_of_service: {
    id: 'dashboard.fleet.vehicleStatus.outOfService',
    defaultMessage: 'Out of service',
    description: 'Vehicle status',
  },
  retired: { id: 'dashboard.fleet.vehicleStatus.retired', defaultMessage: 'Retired', description: 'Vehicle status' },
});

export const driverStatusMessages: Record<DriverStatus, MessageDescriptor> = defineMessages({
  active: { id: 'dashboard.fleet.driverStatus.active', defaultMessage: 'Active', description: 'Driver status' },
  off_duty: { id: 'dashboard.fleet.driverStatus.offDuty', defaultMessage: 'Off duty', description: 'Driver status' },
  suspended: {
    id: 'dashboard.fleet.driverStatus.suspended',
    defaultMessage: 'Suspended',
    description: 'Driver status',
  },
  retired: { id: 'dashboard.fleet.driverStatus.retired', defaultMessage: 'Retired', description: 'Driver status' },
});

export const serviceKindMessages: Record<(typeof VEHICLE_SERVICE_KINDS)[number], MessageDescriptor> = defineMessages({
  scheduled: {
    id: 'dashboard.fleet.serviceKind.scheduled',
    defaultMessage: 'Scheduled service',
    description: 'Kind of vehicle service',
  },
  oil_change: {
    id: 'dashboard.fleet.serviceKind.oilChange',
    defaultMessage: 'Oil change',
    description: 'Kind of vehicle service',
  },
  tyres: { id: 'dashboard.fleet.serviceKind.tyres', defaultMessage: 'Tyres', description: 'Kind of vehicle service' },
  brakes: {
    id: 'dashboard.fleet.serviceKind.brakes',
    defaultMessage: 'Brakes',
    description: 'Kind of vehicle service',
  },
  repair: {
    id: 'dashboard.fleet.serviceKind.repair',
    defaultMessage: 'Repair',
    description: 'Kind of vehicle service',
  },
  inspection: {
    id: 'dashboard.fleet.serviceKind.inspection',
    defaultMessage: 'Inspection',
    description: 'Kind of vehicle service',
  },
  ac: { id: 'dashboard.fleet.serviceKind.ac', defaultMessage: 'Air conditioning', description: 'Kind of service' },
  other: { id: 'dashboard.fleet.serviceKind.other', defaultMessage: 'Other', description: 'Kind of vehicle service' },
});

export const licenseClassMessages: Record<(typeof LICENSE_CLASSES)[number], MessageDescriptor> = defineMessages({
  motorcycle: {
    id: 'dashboard.fleet.licenseClass.motorcycle',
    defaultMessage: 'Motorcycle',
    description: 'UAE driving licence category',
  },
  light_vehicle: {
    id: 'dashboard.fleet.licenseClass.lightVehicle',
    defaultMessage: 'Light vehicle',
    description: 'UAE driving licence category',
  },
  heavy_vehicle: {
    id: 'dashboard.fleet.licenseClass.heavyVehicle',
    defaultMessage: 'Heavy vehicle',
    description: 'UAE driving licence category',
  },
  light_bus: {
    id: 'dashboard.fleet.licenseClass.lightBus',
    defaultMessage: 'Light bus',
    description: 'UAE driving licence category',
  },
  heavy_bus: {
    id: 'dashboard.fleet.licenseClass.heavyBus',
    defaultMessage: 'Heavy bus',
    description: 'UAE driving licence category',
  },
  light_forklift: {
    id: 'dashboard.fleet.licenseClass.lightForklift',
    defaultMessage: 'Light forklift',
    description: 'UAE driving licence category',
  },
  heavy_forklift: {
    id: 'dashboard.fleet.licenseClass.heavyForklift',
    defaultMessage: 'Heavy forklift',
    description: 'UAE driving licence category',
  },
  tractor: {
    id: 'dashboard.fleet.licenseClass.tractor',
    defaultMessage: 'Tractor',
    description: 'UAE driving licence category',
  },
});
