import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const adminInvoiceMessages = defineMessages({
  title: {
    id: 'adminInvoices.title',
    defaultMessage: 'Invoices',
    description: 'Heading of the super admin invoice list',
  },
  description: {
    id: 'adminInvoices.description',
    defaultMessage:
      'Monthly UAE tax invoices of every organization, issued after each month ends. Payments happen outside Qafila: mark an invoice paid when the money has arrived.',
    description: 'Explains the invoice list to the super admin',
  },
  none: { id: 'adminInvoices.none', defaultMessage: 'No invoices yet.', description: 'Empty invoice list' },
  loadError: {
    id: 'adminInvoices.loadError',
    defaultMessage: 'The invoices could not be loaded',
    description: 'Title of the error when the invoices failed to load',
  },
  retry: { id: 'adminInvoices.retry', defaultMessage: 'Try again', description: 'Button to load the invoices again' },
  organization: { id: 'adminInvoices.organization', defaultMessage: 'Customer', description: 'Invoice column' },
  markPaid: {
    id: 'adminInvoices.markPaid',
    defaultMessage: 'Mark paid',
    description: 'Button marking an invoice paid',
  },
  paidToast: {
    id: 'adminInvoices.paidToast',
    defaultMessage: 'Invoice marked paid',
    description: 'Toast after marking paid',
  },
  failed: {
    id: 'adminInvoices.failed',
    defaultMessage: 'That did not work',
    description: 'Toast when a download or marking paid fails',
  },
});

// Typed, because they take arguments.
export const adminInvoiceArgMessages: {
  markPaidNamed: TypedMessageDescriptor<{ number: string }>;
} = {
  markPaidNamed: defineMessage<{ number: string }>({
    id: 'adminInvoices.markPaidNamed',
    defaultMessage: 'Mark paid: invoice {number}',
    description: 'Accessible name of the mark-paid button; {number} is the invoice number',
  }),
};
