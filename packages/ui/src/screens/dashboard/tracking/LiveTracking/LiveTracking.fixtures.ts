import type { TrackingSearch } from '@qafila/contracts';
import { fixtureOrgShipments } from '../../cargo/CargoManagement/CargoManagement.fixtures.ts';

const [, delayed, customs] = fixtureOrgShipments;

export const fixtureTrackingSearch: TrackingSearch = {
  kind: 'container',
  results: [
    {
      ...customs!,
      events: [
        {
          status: 'pending',
          description: 'Booked',
          location: 'Shanghai, China',
          occurredAt: '2026-11-02T02:00:00.000Z',
        },
        {
          status: 'in_transit',
          description: 'Loaded on the vessel',
          location: 'Port of Shanghai',
          occurredAt: '2026-11-04T09:30:00.000Z',
        },
        {
          status: 'in_transit',
          description: 'Arrived at port',
          location: 'Jebel Ali Port',
          occurredAt: '2026-11-19T14:00:00.000Z',
        },
        {
          status: 'customs_clearance',
          description: 'Declaration lodged with Dubai Customs',
          location: 'Jebel Ali Port',
          occurredAt: '2026-11-20T16:45:00.000Z',
        },
      ],
    },
  ],
};

export const fixtureAwbSearch: TrackingSearch = {
  kind: 'awb',
  results: [
    {
      ...delayed!,
      events: [
        { status: 'pending', description: 'Booked', location: null, occurredAt: '2026-11-19T08:00:00.000Z' },
        {
          status: 'delayed',
          description: 'Sandstorm at destination',
          location: 'Mumbai, India',
          occurredAt: '2026-11-21T04:10:00.000Z',
        },
      ],
    },
  ],
};
