import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const carbonMessages = defineMessages({
  title: { id: 'carbon.title', defaultMessage: 'Carbon Footprint Tracking', description: 'Label of the section' },
  subtitle: {
    id: 'carbon.subtitle',
    defaultMessage:
      'Estimated greenhouse-gas emissions of your delivered shipments and completed trips: distance × weight × an emission factor per mode or vehicle (the ISO 14083 / GLEC method, well-to-wheel).',
    description: 'Intro of the Carbon Footprint section',
  },
  loadError: {
    id: 'carbon.loadError',
    defaultMessage: 'The carbon footprint could not be loaded',
    description: 'Title of the error when the section failed to load',
  },
  loading: { id: 'carbon.loading', defaultMessage: 'Loading…', description: 'Busy label while loading' },
  retry: { id: 'carbon.retry', defaultMessage: 'Try again', description: 'Button to load the data again' },
  total: { id: 'carbon.stat.total', defaultMessage: 'Emissions', description: 'Stat label: total CO2e' },
  totalHint: {
    id: 'carbon.stat.total.hint',
    defaultMessage: 'Shipments delivered in the period',
    description: 'Which shipments the total counts',
  },
  intensity: { id: 'carbon.stat.intensity', defaultMessage: 'Intensity', description: 'Stat label: g CO2e per t·km' },
  routeSaving: {
    id: 'carbon.stat.routeSaving',
    defaultMessage: 'Route optimisation',
    description: 'Stat label: emissions the optimal stop order saves on completed trips',
  },
  routeSavingHint: {
    id: 'carbon.stat.routeSaving.hint',
    defaultMessage: 'Saved by the shortest stop order against the planned one',
    description: 'Hint under the route-optimisation saving',
  },
  modalSaving: {
    id: 'carbon.stat.modalSaving',
    defaultMessage: 'Against road only',
    description: 'Stat label: emissions saved against moving the same goods by road',
  },
  modalSavingHint: {
    id: 'carbon.stat.modalSaving.hint',
    defaultMessage: 'Sea saves, air adds; the overview shows this month’s figure',
    description: 'Hint under the modal saving',
  },
  estimateNote: {
    id: 'carbon.estimate',
    defaultMessage:
      'An estimate: great-circle distance with a detour factor (or the trip’s kilometres), the shipment’s weight, and a published default factor per mode or vehicle type and fuel.',
    description: 'Explains how every carbon figure is estimated',
  },
  byMonth: { id: 'carbon.byMonth', defaultMessage: 'Emissions by month', description: 'Chart title' },
  month: { id: 'carbon.month', defaultMessage: 'Month', description: 'Chart column' },
  kg: { id: 'carbon.kg', defaultMessage: 'kg CO₂e', description: 'Unit column header: kilograms of CO2 equivalent' },
  byMode: { id: 'carbon.byMode', defaultMessage: 'By mode', description: 'Chart title' },
  modeRoad: { id: 'carbon.mode.road', defaultMessage: 'Road', description: 'Transport mode' },
  modeSea: { id: 'carbon.mode.sea', defaultMessage: 'Sea', description: 'Transport mode' },
  modeAir: { id: 'carbon.mode.air', defaultMessage: 'Air', description: 'Transport mode' },
  byLane: { id: 'carbon.byLane', defaultMessage: 'By lane', description: 'Table title' },
  lane: { id: 'carbon.lane', defaultMessage: 'Lane', description: 'Column: origin to destination' },
  shipments: { id: 'carbon.shipments', defaultMessage: 'Shipments', description: 'Column: number of shipments' },
  tonneKm: { id: 'carbon.tonneKm', defaultMessage: 'Tonne-km', description: 'Column: tonnes × kilometres' },
  byCustomer: { id: 'carbon.byCustomer', defaultMessage: 'By customer', description: 'Table title' },
  customer: { id: 'carbon.customer', defaultMessage: 'Customer', description: 'Column' },
  report: { id: 'carbon.report', defaultMessage: 'Report', description: 'Button: open the customer’s report' },
  trips: { id: 'carbon.trips', defaultMessage: 'Completed trips of your fleet', description: 'Table title' },
  trip: { id: 'carbon.trip', defaultMessage: 'Trip', description: 'Column' },
  vehicle: { id: 'carbon.vehicle', defaultMessage: 'Vehicle', description: 'Column' },
  km: { id: 'carbon.km', defaultMessage: 'km', description: 'Column: kilometres' },
  load: { id: 'carbon.load', defaultMessage: 'Load (kg)', description: 'Column: weight carried' },
  saving: { id: 'carbon.saving', defaultMessage: 'Saving (kg CO₂e)', description: 'Column: optimisation saving' },
  noTrips: {
    id: 'carbon.noTrips',
    defaultMessage: 'No completed trips in this period.',
    description: 'Empty state of the trips table',
  },
  noData: {
    id: 'carbon.noData',
    defaultMessage: 'No delivered shipments in this period.',
    description: 'Empty state',
  },
  print: { id: 'carbon.print', defaultMessage: 'Print report', description: 'Button' },
  downloadCsv: { id: 'carbon.csv', defaultMessage: 'Download CSV', description: 'Button' },
  closeReport: { id: 'carbon.closeReport', defaultMessage: 'Close report', description: 'Button' },
  tracking: { id: 'carbon.tracking', defaultMessage: 'Shipment', description: 'Column: tracking number' },
  deliveredOn: { id: 'carbon.deliveredOn', defaultMessage: 'Delivered', description: 'Column: delivery date' },
  mode: { id: 'carbon.mode', defaultMessage: 'Mode', description: 'Column: transport mode' },
  factor: {
    id: 'carbon.factor',
    defaultMessage: 'Factor (kg CO₂e/t·km)',
    description: 'Column: the emission factor used',
  },
  basisTrip: { id: 'carbon.basis.trip', defaultMessage: 'on a trip', description: 'The distance came from a trip' },
});

export const carbonArgMessages: {
  tonnes: TypedMessageDescriptor<{ value: string }>;
  kgValue: TypedMessageDescriptor<{ value: string }>;
  grams: TypedMessageDescriptor<{ value: string }>;
  reportTitle: TypedMessageDescriptor<{ name: string; from: string; to: string }>;
} = {
  tonnes: defineMessage<{ value: string }>({
    id: 'carbon.value.tonnes',
    defaultMessage: '{value} t CO₂e',
    description: 'Tonnes of CO2 equivalent',
  }),
  kgValue: defineMessage<{ value: string }>({
    id: 'carbon.value.kg',
    defaultMessage: '{value} kg CO₂e',
    description: 'Kilograms of CO2 equivalent',
  }),
  grams: defineMessage<{ value: string }>({
    id: 'carbon.value.intensity',
    defaultMessage: '{value} g CO₂e/t·km',
    description: 'Grams of CO2 equivalent per tonne-kilometre',
  }),
  reportTitle: defineMessage<{ name: string; from: string; to: string }>({
    id: 'carbon.reportTitle',
    defaultMessage: 'Carbon footprint of {name}, {from} – {to} (estimate)',
    description: 'Title of a customer’s printable carbon report',
  }),
};
