import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const sharedMessages = defineMessages({
  distanceByVehicleChart: {
    id: 'dashboard.fleet.charts.distanceByVehicle',
    defaultMessage: 'Km per vehicle, last 30 days',
    description: 'Name of the bar chart of the km each vehicle drove on completed trips',
  },
  dailyUtilizationChart: {
    id: 'dashboard.fleet.charts.dailyUtilization',
    defaultMessage: 'Fleet utilization, last 14 days',
    description:
      'Name of the line chart of the share of the vehicles on a trip at any moment of each day, of those in the fleet that day',
  },
  utilizationSeries: {
    id: 'dashboard.fleet.charts.utilizationSeries',
    defaultMessage: 'Utilization',
    description: 'Series and column name: percent of the vehicles on a trip that day',
  },
  dayHeader: { id: 'dashboard.fleet.charts.day', defaultMessage: 'Day', description: 'Table header of a chart' },
  vehicleHeader: {
    id: 'dashboard.fleet.charts.vehicle',
    defaultMessage: 'Vehicle',
    description: 'Table header of the km per vehicle chart',
  },
  kmSeries: { id: 'dashboard.fleet.charts.km', defaultMessage: 'Km', description: 'Series and column name: km' },
  tripsSeries: {
    id: 'dashboard.fleet.charts.trips',
    defaultMessage: 'Trips',
    description: 'Column name: trips completed',
  },
  utilization: {
    id: 'dashboard.fleet.metrics.utilization',
    defaultMessage: 'Fleet utilization',
    description: 'Figure: share of the vehicles that ran a trip in the last 30 days',
  },
  utilizationHint: {
    id: 'dashboard.fleet.metrics.utilizationHint',
    defaultMessage: 'Vehicles that ran a trip in the last 30 days',
    description: 'Under the utilization figure',
  },
  avgRating: {
    id: 'dashboard.fleet.metrics.avgRating',
    defaultMessage: 'Average driver rating',
    description: 'Figure: average rating of the drivers, out of 5',
  },
  noRatings: {
    id: 'dashboard.fleet.metrics.noRatings',
    defaultMessage: 'No trip has been rated yet',
    description: 'Under the rating figure when no trip completed in the last 30 days was rated',
  },
  totalDistance: {
    id: 'dashboard.fleet.metrics.totalDistance',
    defaultMessage: 'Distance, last 30 days',
    description: 'Figure: km of the trips completed in the last 30 days',
  },
  completedTrips: {
    id: 'dashboard.fleet.metrics.completedTrips',
    defaultMessage: 'Trips completed, last 30 days',
    description: 'Figure: trips completed in the last 30 days',
  },
  metricsLabel: {
    id: 'dashboard.fleet.metrics.label',
    defaultMessage: 'Fleet performance',
    description: 'Accessible name of the list of performance figures',
  },
});

export const sharedArgMessages: {
  dailyKmChart: TypedMessageDescriptor<{ range: string }>;
  dailyTripsChart: TypedMessageDescriptor<{ range: string }>;
  updatedAt: TypedMessageDescriptor<{ time: string }>;
  rating: TypedMessageDescriptor<{ rating: string }>;
  allTimeKm: TypedMessageDescriptor<{ km: string }>;
} = {
  dailyKmChart: defineMessage<{ range: string }>({
    id: 'dashboard.fleet.charts.dailyKm',
    defaultMessage: 'Km driven per day, {range}',
    description: 'Name of the line chart of the km of the trips completed each day; range: the first and last day',
  }),
  dailyTripsChart: defineMessage<{ range: string }>({
    id: 'dashboard.fleet.charts.dailyTrips',
    defaultMessage: 'Trips completed per day, {range}',
    description: 'Name of the bar chart of the trips completed each day; range: the first and last day',
  }),
  updatedAt: defineMessage<{ time: string }>({
    id: 'dashboard.fleet.updatedAt',
    defaultMessage: 'Last updated {time}',
    description: 'When the figures were computed',
  }),
  rating: defineMessage<{ rating: string }>({
    id: 'dashboard.fleet.metrics.ratingValue',
    defaultMessage: '{rating} / 5',
    description: 'A rating out of 5: a trip’s, or an average',
  }),
  allTimeKm: defineMessage<{ km: string }>({
    id: 'dashboard.fleet.metrics.allTimeKm',
    defaultMessage: '{km} in all',
    description: 'Under the distance figure: km of all completed trips ever',
  }),
};
