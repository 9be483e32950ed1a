import { defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const reportMessages = defineMessages({
  reportTitle: {
    id: 'support.report.title',
    defaultMessage: 'Report an issue or delay',
    description: 'Title of the report dialog',
  },
  category: { id: 'support.report.category', defaultMessage: 'What happened?', description: 'Radio group label' },
  categoryDamaged: { id: 'support.report.damaged', defaultMessage: 'Damaged', description: 'Issue category' },
  categoryMissing: { id: 'support.report.missing', defaultMessage: 'Missing', description: 'Issue category' },
  categoryDelayed: { id: 'support.report.delayed', defaultMessage: 'Delayed', description: 'Issue category' },
  categoryWrongItem: { id: 'support.report.wrongItem', defaultMessage: 'Wrong item', description: 'Issue category' },
  categoryOther: { id: 'support.report.other', defaultMessage: 'Other', description: 'Issue category' },
  categoryRequired: {
    id: 'support.report.categoryRequired',
    defaultMessage: 'Choose what happened.',
    description: 'Validation error',
  },
  summary: { id: 'support.report.summary', defaultMessage: 'Describe the issue', description: 'Field label' },
  summaryHint: {
    id: 'support.report.summaryHint',
    defaultMessage: 'At least 10 characters.',
    description: 'Hint of the issue description field',
  },
  summaryShort: {
    id: 'support.report.summaryShort',
    defaultMessage: 'Describe the issue in at least 10 characters.',
    description: 'Validation error',
  },
  reportSubmit: { id: 'support.report.submit', defaultMessage: 'Send report', description: 'Submit button' },
  reportSubmitting: {
    id: 'support.report.submitting',
    defaultMessage: 'Sending report…',
    description: 'Submit button while the report is sent',
  },
  reportSuccess: {
    id: 'support.report.success',
    defaultMessage: 'Issue reported',
    description: 'Notification title after a report',
  },
  reportSuccessDescription: {
    id: 'support.report.successDescription',
    defaultMessage: 'Our team will contact you within 24 hours.',
    description: 'Notification text after a report',
  },
  reportError: {
    id: 'support.report.error',
    defaultMessage: 'The report could not be sent. Please try again.',
    description: 'Notification text when the report fails',
  },
});

// Typed, because it takes an argument.
export const reportArgMessages: {
  description: TypedMessageDescriptor<{ trackingNumber: string }>;
} = defineMessages<{ description: { trackingNumber: string } }>(
  {
    description: {
      id: 'support.report.description',
      defaultMessage: 'Tell us what went wrong with {trackingNumber}.',
      description: 'Description of the report dialog',
    },
  },
  { typed: true },
);
