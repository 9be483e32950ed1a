import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  in_transit: { id: 'ui.shipmentStatus.inTransit', defaultMessage: 'In transit', description: 'Shipment status' },
  delayed: { id: 'ui.shipmentStatus.delayed', defaultMessage: 'Delayed', description: 'Shipment status' },
  customs_clearance: {
    id: 'ui.shipmentStatus.customsClearance',
    defaultMessage: 'Customs clearance',
    description: 'Shipment status: waiting for or going through customs',
  },
  delivered: { id: 'ui.shipmentStatus.delivered', defaultMessage: 'Delivered', description: 'Shipment status' },
  pending: {
    id: 'ui.shipmentStatus.pending',
    defaultMessage: 'Pending',
    description: 'Shipment status: booked, not picked up yet; also shown for unknown statuses',
  },
});
