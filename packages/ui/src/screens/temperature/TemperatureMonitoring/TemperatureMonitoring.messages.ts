import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const temperatureMessages = defineMessages({
  title: {
    id: 'temperature.title',
    defaultMessage: 'Temperature Monitoring',
    description: 'Label of the Temperature Monitoring section',
  },
  subtitle: {
    id: 'temperature.subtitle',
    defaultMessage:
      'Sensors in your reefers and packages post their readings here. A shipment out of its range for longer than its tolerance is an excursion: your team is notified and the customer sees an alert.',
    description: 'Intro of the section',
  },
  loadError: {
    id: 'temperature.loadError',
    defaultMessage: 'Temperature monitoring could not be loaded',
    description: 'Title of the error when the section failed to load',
  },
  loading: { id: 'temperature.loading', defaultMessage: 'Loading…', description: 'Busy label while loading' },
  retry: { id: 'temperature.retry', defaultMessage: 'Try again', description: 'Button to load again' },
  failed: {
    id: 'temperature.failed',
    defaultMessage: 'That did not work',
    description: 'Toast title of a refused action',
  },
  sensors: { id: 'temperature.sensors', defaultMessage: 'Sensors', description: 'Heading of the live sensors table' },
  sensorsIntro: {
    id: 'temperature.sensorsIntro',
    defaultMessage:
      'The latest reading of each sensor against the range of the shipments it is attached to. Refreshes every 30 seconds.',
    description: 'Description of the sensors table',
  },
  register: {
    id: 'temperature.register',
    defaultMessage: 'Register sensor',
    description: 'Button opening the register dialog',
  },
  registerTitle: {
    id: 'temperature.registerTitle',
    defaultMessage: 'Register a sensor',
    description: 'Title of the register dialog',
  },
  registering: {
    id: 'temperature.registering',
    defaultMessage: 'Registering…',
    description: 'Busy label of the register button',
  },
  name: { id: 'temperature.name', defaultMessage: 'Name', description: 'Column and field: sensor name' },
  kind: { id: 'temperature.kind', defaultMessage: 'Kind', description: 'Field: sensor kind' },
  kindReefer: { id: 'temperature.kind.reefer', defaultMessage: 'Reefer unit', description: 'Sensor kind' },
  kindProbe: { id: 'temperature.kind.probe', defaultMessage: 'Probe', description: 'Sensor kind' },
  kindLogger: { id: 'temperature.kind.logger', defaultMessage: 'Data logger', description: 'Sensor kind' },
  latest: { id: 'temperature.latest', defaultMessage: 'Latest reading', description: 'Column: the latest reading' },
  state: { id: 'temperature.state', defaultMessage: 'State', description: 'Column: where the latest reading stands' },
  inRange: { id: 'temperature.state.inRange', defaultMessage: 'In range', description: 'Sensor state badge' },
  outOfRange: { id: 'temperature.state.outOfRange', defaultMessage: 'Out of range', description: 'Sensor state badge' },
  noRange: {
    id: 'temperature.state.noRange',
    defaultMessage: 'No shipment',
    description: 'Sensor state badge: not attached to a shipment with a range',
  },
  noReading: { id: 'temperature.state.noReading', defaultMessage: 'No reading yet', description: 'Sensor state badge' },
  silent: { id: 'temperature.state.silent', defaultMessage: 'Silent', description: 'Badge: no reading for 15 minutes' },
  revoked: {
    id: 'temperature.state.revoked',
    defaultMessage: 'Revoked',
    description: 'Badge: the sensor token is revoked',
  },
  attachedTo: {
    id: 'temperature.attachedTo',
    defaultMessage: 'Shipments',
    description: 'Column: the shipments a sensor is attached to',
  },
  actions: { id: 'temperature.actions', defaultMessage: 'Actions', description: 'Header of the row actions column' },
  attach: {
    id: 'temperature.attach',
    defaultMessage: 'Attach',
    description: 'Button: attach the sensor to a shipment',
  },
  attachTitle: {
    id: 'temperature.attachTitle',
    defaultMessage: 'Attach to a shipment or vehicle',
    description: 'Title of the attach dialog',
  },
  attaching: { id: 'temperature.attaching', defaultMessage: 'Attaching…', description: 'Busy label' },
  attached: { id: 'temperature.attached', defaultMessage: 'Sensor attached', description: 'Toast after attaching' },
  detach: { id: 'temperature.detach', defaultMessage: 'Detach', description: 'Button: end the attachment' },
  detached: { id: 'temperature.detached', defaultMessage: 'Sensor detached', description: 'Toast after detaching' },
  attachTo: {
    id: 'temperature.attachTo',
    defaultMessage: 'Attach to',
    description: 'Field of the attach dialog: a shipment or a vehicle',
  },
  attachToShipment: {
    id: 'temperature.attachTo.shipment',
    defaultMessage: 'A shipment',
    description: 'Choice of Attach to: a shipment, by its tracking number',
  },
  attachToVehicle: {
    id: 'temperature.attachTo.vehicle',
    defaultMessage: 'A vehicle of your fleet',
    description: 'Choice of Attach to: a vehicle the sensor is mounted in',
  },
  vehicle: {
    id: 'temperature.vehicle',
    defaultMessage: 'Vehicle',
    description: 'Column and field: the vehicle a sensor is mounted in',
  },
  chooseVehicle: {
    id: 'temperature.chooseVehicle',
    defaultMessage: 'Choose a vehicle',
    description: 'Placeholder of the vehicle choice',
  },
  trackingNumber: {
    id: 'temperature.trackingNumber',
    defaultMessage: 'Tracking number',
    description: 'Field and column',
  },
  rotate: { id: 'temperature.rotate', defaultMessage: 'New token', description: 'Button: replace the device token' },
  revoke: { id: 'temperature.revoke', defaultMessage: 'Revoke', description: 'Button: revoke the sensor token' },
  revokedToast: {
    id: 'temperature.revokedToast',
    defaultMessage: 'Sensor revoked',
    description: 'Toast after revoking',
  },
  tokenTitle: {
    id: 'temperature.tokenTitle',
    defaultMessage: 'Device token',
    description: 'Title of the dialog showing the token once',
  },
  shownOnce: {
    id: 'temperature.shownOnce',
    defaultMessage:
      'Copy it into the device now: it is shown this once. The device posts readings to /api/telemetry/readings with the header X-Device-Token.',
    description: 'Description of the token dialog',
  },
  copy: { id: 'temperature.copy', defaultMessage: 'Copy', description: 'Copy button' },
  copied: { id: 'temperature.copied', defaultMessage: 'Copied', description: 'Toast after copying' },
  copyFailed: {
    id: 'temperature.copyFailed',
    defaultMessage: 'Could not copy: select the text and copy it yourself',
    description: 'Toast when copying failed',
  },
  close: { id: 'temperature.close', defaultMessage: 'Close', description: 'Close button' },
  noSensors: { id: 'temperature.noSensors', defaultMessage: 'No sensors yet', description: 'Empty table' },
  shipments: {
    id: 'temperature.shipments',
    defaultMessage: 'Monitored shipments',
    description: 'Heading of the shipments table',
  },
  shipmentsIntro: {
    id: 'temperature.shipmentsIntro',
    defaultMessage: 'Shipments with a temperature range or a sensor attached.',
    description: 'Description of the shipments table',
  },
  noShipments: {
    id: 'temperature.noShipments',
    defaultMessage: 'No shipment is monitored yet: attach a sensor to one.',
    description: 'Empty table',
  },
  route: { id: 'temperature.route', defaultMessage: 'Route', description: 'Column' },
  range: { id: 'temperature.range', defaultMessage: 'Range', description: 'Column and field: the temperature range' },
  rangeChilled: { id: 'temperature.range.chilled', defaultMessage: 'Chilled (2–8 °C)', description: 'Range option' },
  rangeFrozen: {
    id: 'temperature.range.frozen',
    defaultMessage: 'Frozen (−18 °C or colder)',
    description: 'Range option',
  },
  rangeAmbient: { id: 'temperature.range.ambient', defaultMessage: 'Ambient (15–25 °C)', description: 'Range option' },
  rangeCustom: { id: 'temperature.range.custom', defaultMessage: 'Custom', description: 'Range option' },
  noRangeSet: { id: 'temperature.range.none', defaultMessage: 'Not set', description: 'No range set' },
  excursions: { id: 'temperature.excursions', defaultMessage: 'Excursions', description: 'Column and heading' },
  view: { id: 'temperature.view', defaultMessage: 'View readings', description: 'Button opening a shipment readings' },
  hide: { id: 'temperature.hide', defaultMessage: 'Close readings', description: 'Button closing a shipment readings' },
  readings: { id: 'temperature.readings', defaultMessage: 'Readings', description: 'Stat: number of readings' },
  lowest: { id: 'temperature.lowest', defaultMessage: 'Lowest', description: 'Stat' },
  highest: { id: 'temperature.highest', defaultMessage: 'Highest', description: 'Stat' },
  mean: { id: 'temperature.mean', defaultMessage: 'Mean', description: 'Stat' },
  outMinutes: { id: 'temperature.outMinutes', defaultMessage: 'Minutes out of range', description: 'Stat' },
  chart: { id: 'temperature.chart', defaultMessage: 'Temperature over time', description: 'Label of the chart' },
  time: { id: 'temperature.time', defaultMessage: 'Time', description: 'Table header of the chart time column' },
  band: { id: 'temperature.band', defaultMessage: 'Allowed range', description: 'Legend of the range band' },
  noExcursions: {
    id: 'temperature.noExcursions',
    defaultMessage: 'No excursion: the readings stayed in range.',
    description: 'Empty excursions table',
  },
  started: { id: 'temperature.started', defaultMessage: 'Started', description: 'Column' },
  ended: { id: 'temperature.ended', defaultMessage: 'Back in range', description: 'Column' },
  ongoing: { id: 'temperature.ongoing', defaultMessage: 'Still out of range', description: 'Excursion not ended yet' },
  extremes: { id: 'temperature.extremes', defaultMessage: 'Lowest / highest', description: 'Column' },
  sensor: { id: 'temperature.sensor', defaultMessage: 'Sensor', description: 'Column' },
  csv: { id: 'temperature.csv', defaultMessage: 'Download CSV', description: 'Button: cold-chain report CSV' },
  print: {
    id: 'temperature.print',
    defaultMessage: 'Print report',
    description: 'Button: print the cold-chain report',
  },
  changeRange: {
    id: 'temperature.changeRange',
    defaultMessage: 'Change range',
    description: 'Button opening the range dialog',
  },
  rangeTitle: {
    id: 'temperature.rangeTitle',
    defaultMessage: 'Temperature range',
    description: 'Title of the range dialog',
  },
  minC: { id: 'temperature.minC', defaultMessage: 'Lowest °C', description: 'Field' },
  maxC: { id: 'temperature.maxC', defaultMessage: 'Highest °C', description: 'Field' },
  tolerance: {
    id: 'temperature.tolerance',
    defaultMessage: 'Tolerance (minutes)',
    description: 'Field: how long out of range before an excursion',
  },
  save: { id: 'temperature.save', defaultMessage: 'Save', description: 'Submit button' },
  saving: { id: 'temperature.saving', defaultMessage: 'Saving…', description: 'Busy label' },
  saved: { id: 'temperature.saved', defaultMessage: 'Range saved', description: 'Toast after saving the range' },
  report: {
    id: 'temperature.report',
    defaultMessage: 'Cold-chain report',
    description: 'Heading of the shipment detail',
  },
  noValue: { id: 'temperature.noValue', defaultMessage: '—', description: 'A figure without data' },
});

export const temperatureArgMessages: {
  celsius: TypedMessageDescriptor<{ value: string }>;
  bounds: TypedMessageDescriptor<{ min: string; max: string }>;
  atMost: TypedMessageDescriptor<{ max: string }>;
  atLeast: TypedMessageDescriptor<{ min: string }>;
  toleranceOf: TypedMessageDescriptor<{ minutes: number }>;
  openCount: TypedMessageDescriptor<{ count: number }>;
  reportOf: TypedMessageDescriptor<{ trackingNumber: string }>;
  actionsFor: TypedMessageDescriptor<{ name: string }>;
} = {
  celsius: defineMessage<{ value: string }>({
    id: 'temperature.celsius',
    defaultMessage: '{value} °C',
    description: 'A temperature',
  }),
  bounds: defineMessage<{ min: string; max: string }>({
    id: 'temperature.bounds',
    defaultMessage: '{min} to {max} °C',
    description: 'A custom range',
  }),
  atMost: defineMessage<{ max: string }>({
    id: 'temperature.atMost',
    defaultMessage: '{max} °C or colder',
    description: 'A range with only an upper bound',
  }),
  atLeast: defineMessage<{ min: string }>({
    id: 'temperature.atLeast',
    defaultMessage: '{min} °C or warmer',
    description: 'A range with only a lower bound',
  }),
  toleranceOf: defineMessage<{ minutes: number }>({
    id: 'temperature.toleranceOf',
    defaultMessage: '{minutes, plural, one {# minute tolerance} other {# minutes tolerance}}',
    description: 'The tolerance of a range',
  }),
  openCount: defineMessage<{ count: number }>({
    id: 'temperature.openCount',
    defaultMessage: '{count, plural, one {# open} other {# open}}',
    description: 'Badge: excursions still open',
  }),
  reportOf: defineMessage<{ trackingNumber: string }>({
    id: 'temperature.reportOf',
    defaultMessage: 'Cold-chain report: {trackingNumber}',
    description: 'Heading of the shipment detail',
  }),
  actionsFor: defineMessage<{ name: string }>({
    id: 'temperature.actionsFor',
    defaultMessage: 'Actions for {name}',
    description: 'Group label of a row actions',
  }),
};
