import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  showTable: {
    id: 'ui.barChart.showTable',
    defaultMessage: 'Show as table',
    description: 'Button under a bar chart that shows its data as a table instead',
  },
  showChart: {
    id: 'ui.barChart.showChart',
    defaultMessage: 'Show as chart',
    description: 'Button under a bar chart shown as a table, that brings the chart back',
  },
  category: {
    id: 'ui.barChart.category',
    defaultMessage: 'Category',
    description: 'Header of the first column of the table alternative of a bar chart (the bar labels)',
  },
  value: {
    id: 'ui.barChart.value',
    defaultMessage: 'Value',
    description: 'Header of the second column of the table alternative of a bar chart (the bar values)',
  },
  empty: {
    id: 'ui.barChart.empty',
    defaultMessage: 'No data to show',
    description: 'Shown in place of a bar chart that has no data',
  },
});
