import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  showTable: {
    id: 'ui.lineChart.showTable',
    defaultMessage: 'Show as table',
    description: 'Button under a line chart that shows its data as a table instead',
  },
  showChart: {
    id: 'ui.lineChart.showChart',
    defaultMessage: 'Show as chart',
    description: 'Button under a line chart shown as a table, that brings the chart back',
  },
  category: {
    id: 'ui.lineChart.category',
    defaultMessage: 'Category',
    description: 'Header of the first column of the table alternative of a line chart (the x axis categories)',
  },
  legend: {
    id: 'ui.lineChart.legend',
    defaultMessage: 'Legend',
    description: 'Accessible name of the list of series (colour keys) of a line chart',
  },
  empty: {
    id: 'ui.lineChart.empty',
    defaultMessage: 'No data to show',
    description: 'Shown in place of a line chart that has no data',
  },
});

/** A table cell of a point with a range: the value and its interval. */
export const withRangeMessage: TypedMessageDescriptor<{ value: string; low: string; high: string }> = defineMessage<{
  value: string;
  low: string;
  high: string;
}>({
  id: 'ui.lineChart.withRange',
  defaultMessage: '{value} ({low} to {high})',
  description:
    "A table cell of a line chart's point that has an interval, e.g. a forecast with its prediction interval",
});
