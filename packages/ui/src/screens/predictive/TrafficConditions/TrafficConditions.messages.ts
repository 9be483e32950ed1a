import type { TrafficCorridorId } from '@qafila/contracts';
import { defineMessage, defineMessages, type MessageDescriptor, type TypedMessageDescriptor } from 'react-intl';

export const trafficMessages = defineMessages({
  title: {
    id: 'traffic.title',
    defaultMessage: 'Dubai Traffic Conditions',
    description: 'Label of the Dubai Traffic Conditions section',
  },
  subtitle: {
    id: 'traffic.subtitle',
    defaultMessage:
      'Traffic on the main corridors now and through the day, with the truck movement restrictions of the Dubai RTA and the Abu Dhabi ITC.',
    description: 'Intro of the traffic section',
  },
  estimateTitle: {
    id: 'traffic.estimate.title',
    defaultMessage: 'Estimate',
    description: 'Title of the note saying the figures come from a model',
  },
  estimateBody: {
    id: 'traffic.estimate.body',
    defaultMessage:
      'Estimated from the time of day and the day of the week (the peak-hour profiles of Dubai and Abu Dhabi used by the overview and the route optimiser), not measured. A live traffic feed can replace the model.',
    description: 'How the traffic figures are estimated',
  },
  loadError: {
    id: 'traffic.loadError',
    defaultMessage: 'Traffic could not be loaded',
    description: 'Title of the error when the section failed to load',
  },
  loading: { id: 'traffic.loading', defaultMessage: 'Loading…', description: 'Busy label while loading' },
  retry: { id: 'traffic.retry', defaultMessage: 'Try again', description: 'Button to load the data again' },
  nowHeading: { id: 'traffic.now.heading', defaultMessage: 'Now', description: 'Section heading: traffic now' },
  dayHeading: {
    id: 'traffic.day.heading',
    defaultMessage: 'Through the day',
    description: 'Section heading: traffic over 24 hours',
  },
  date: { id: 'traffic.day.date', defaultMessage: 'Day', description: 'Label of the date field' },
  corridor: { id: 'traffic.day.corridor', defaultMessage: 'Corridor', description: 'Label of the corridor picker' },
  time: { id: 'traffic.day.time', defaultMessage: 'Time', description: 'Category column header: time of day' },
  index: {
    id: 'traffic.day.index',
    defaultMessage: 'Travel-time index',
    description: 'Value column header: how much longer trips take than in free flow',
  },
  light: { id: 'traffic.level.light', defaultMessage: 'Light', description: 'Traffic level' },
  moderate: { id: 'traffic.level.moderate', defaultMessage: 'Moderate', description: 'Traffic level' },
  heavy: { id: 'traffic.level.heavy', defaultMessage: 'Heavy', description: 'Traffic level' },
  unknown: { id: 'traffic.level.unknown', defaultMessage: 'Unknown', description: 'Traffic level' },
  freeFlow: {
    id: 'traffic.freeFlow',
    defaultMessage: 'Free flow',
    description: 'Trips take no longer than without traffic',
  },
  restrictedNow: {
    id: 'traffic.restrictedNow',
    defaultMessage: 'Trucks restricted now',
    description: 'Badge: a truck movement ban is in force on the corridor',
  },
  restrictionsHeading: {
    id: 'traffic.restrictions.heading',
    defaultMessage: 'Truck movement restrictions',
    description: 'Heading of the list of truck bans of the chosen corridor',
  },
  noRestrictions: {
    id: 'traffic.restrictions.none',
    defaultMessage: 'No truck restriction on this corridor in the model.',
    description: 'Shown when no ban of the table names the corridor’s roads',
  },
  vehicles: {
    id: 'traffic.restrictions.vehicles',
    defaultMessage: 'Heavy trucks and refrigerated trucks',
    description: 'Which vehicles a truck ban applies to',
  },
  weekdays: {
    id: 'traffic.restrictions.weekdays',
    defaultMessage: 'Monday to Friday',
    description: 'The days a truck ban applies on',
  },
  checkRules: {
    id: 'traffic.restrictions.check',
    defaultMessage: 'Authorities change the windows and roads from time to time: check the current rules.',
    description: 'Caveat under the truck restrictions',
  },
});

export const corridorMessages: Record<TrafficCorridorId, MessageDescriptor> = defineMessages({
  sheikh_zayed_road: {
    id: 'traffic.corridor.sheikhZayedRoad',
    defaultMessage: 'Sheikh Zayed Road',
    description: 'A road corridor in Dubai (E11)',
  },
  al_ittihad_road: {
    id: 'traffic.corridor.alIttihadRoad',
    defaultMessage: 'Al Ittihad Road (Dubai–Sharjah)',
    description: 'A road corridor between Dubai and Sharjah (E11)',
  },
  al_khail_road: {
    id: 'traffic.corridor.alKhailRoad',
    defaultMessage: 'Al Khail Road',
    description: 'A road corridor in Dubai (E44)',
  },
  mohammed_bin_zayed_road: {
    id: 'traffic.corridor.mohammedBinZayedRoad',
    defaultMessage: 'Mohammed bin Zayed Road',
    description: 'A road corridor in Dubai and Sharjah (E311)',
  },
  emirates_road: {
    id: 'traffic.corridor.emiratesRoad',
    defaultMessage: 'Emirates Road',
    description: 'A road corridor in Dubai and Sharjah (E611)',
  },
  dubai_abu_dhabi: {
    id: 'traffic.corridor.dubaiAbuDhabi',
    defaultMessage: 'Dubai–Abu Dhabi',
    description: 'The E11 motorway between Dubai and Abu Dhabi',
  },
  abu_dhabi_al_ain: {
    id: 'traffic.corridor.abuDhabiAlAin',
    defaultMessage: 'Abu Dhabi–Al Ain',
    description: 'The E22 motorway between Abu Dhabi and Al Ain',
  },
});

export const trafficArgMessages: {
  longer: TypedMessageDescriptor<{ percent: string }>;
  indexValue: TypedMessageDescriptor<{ index: string }>;
  restriction: TypedMessageDescriptor<{ authority: string; windows: string; vehicles: string; weekdays: string }>;
  window: TypedMessageDescriptor<{ start: string; end: string }>;
  restrictedCount: TypedMessageDescriptor<{ count: number }>;
  source: TypedMessageDescriptor<{ provider: string }>;
} = {
  longer: defineMessage<{ percent: string }>({
    id: 'traffic.longer',
    defaultMessage: 'Trips take about {percent} longer than in free flow',
    description: 'What the travel-time index means, e.g. 60 % longer',
  }),
  indexValue: defineMessage<{ index: string }>({
    id: 'traffic.indexValue',
    defaultMessage: '×{index}',
    description: 'A travel-time index',
  }),
  restriction: defineMessage<{ authority: string; windows: string; vehicles: string; weekdays: string }>({
    id: 'traffic.restrictions.item',
    defaultMessage: '{authority}: {vehicles}, {weekdays}, {windows}',
    description: 'One truck ban: who, which vehicles, which days, which hours',
  }),
  window: defineMessage<{ start: string; end: string }>({
    id: 'traffic.restrictions.window',
    defaultMessage: '{start} to {end}',
    description: 'A time window of a truck ban',
  }),
  restrictedCount: defineMessage<{ count: number }>({
    id: 'traffic.restrictions.count',
    defaultMessage:
      '{count, plural, =0 {No half hour under a truck restriction on this day.} one {# half hour under a truck restriction on this day.} other {# half hours under a truck restriction on this day.}}',
    description: 'How many half hours of the chosen day fall in a truck ban',
  }),
  source: defineMessage<{ provider: string }>({
    id: 'traffic.source',
    defaultMessage: 'From the traffic feed {provider}.',
    description: 'Shown when a live feed replaces the model',
  }),
};
