import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  showTable: {
    id: 'ui.donutChart.showTable',
    defaultMessage: 'Show as table',
    description: 'Button under a donut chart that shows its data as a table instead',
  },
  showChart: {
    id: 'ui.donutChart.showChart',
    defaultMessage: 'Show as chart',
    description: 'Button under a donut chart shown as a table, that brings the chart back',
  },
  category: {
    id: 'ui.donutChart.category',
    defaultMessage: 'Category',
    description: 'Header of the first column of the table alternative of a donut chart (the segment labels)',
  },
  value: {
    id: 'ui.donutChart.value',
    defaultMessage: 'Value',
    description: 'Header of the value column of the table alternative of a donut chart',
  },
  share: {
    id: 'ui.donutChart.share',
    defaultMessage: 'Share',
    description: 'Header of the percentage column of the table alternative of a donut chart (share of the total)',
  },
  total: {
    id: 'ui.donutChart.total',
    defaultMessage: 'Total',
    description: 'Under the total in the centre of a donut chart, and the last row of its table',
  },
  legend: {
    id: 'ui.donutChart.legend',
    defaultMessage: 'Legend',
    description: 'Accessible name of the list of segments (colour keys with percentages) of a donut chart',
  },
  empty: {
    id: 'ui.donutChart.empty',
    defaultMessage: 'No data to show',
    description: 'Shown in place of a donut chart that has no data (or only zeros)',
  },
});
