import { defineMessages, type TypedMessageDescriptor } from 'react-intl';

// Typed, because they take arguments.
export const messages: {
  summary: TypedMessageDescriptor<{ label: string; min: string; max: string; last: string }>;
  empty: TypedMessageDescriptor<{ label: string }>;
} = defineMessages<{ summary: { label: string; min: string; max: string; last: string }; empty: { label: string } }>(
  {
    summary: {
      id: 'ui.sparkline.summary',
      defaultMessage: '{label}: lowest {min}, highest {max}, latest {last}',
      description:
        'Accessible name of a small trend line, read instead of the drawing; label names the series, the values are formatted',
    },
    empty: {
      id: 'ui.sparkline.empty',
      defaultMessage: '{label}: no data',
      description: 'Accessible name of a small trend line that has no values yet; label names the series',
    },
  },
  { typed: true },
);
