import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const billingMessages = defineMessages({
  title: { id: 'billing.title', defaultMessage: 'Billing and usage', description: 'Heading of the billing section' },
  loadError: {
    id: 'billing.loadError',
    defaultMessage: 'The usage could not be loaded',
    description: 'Title of the error when the billing data failed to load',
  },
  loading: {
    id: 'billing.loading',
    defaultMessage: 'Loading the usage…',
    description: 'Busy label while billing loads',
  },
  retry: { id: 'billing.retry', defaultMessage: 'Try again', description: 'Button to load the billing data again' },
  plan: { id: 'billing.plan', defaultMessage: 'Plan', description: 'Heading of the plan card' },
  planCustom: {
    id: 'billing.planCustom',
    defaultMessage: 'Priced with our sales team',
    description: 'Shown instead of a fee for a custom plan',
  },
  usage: { id: 'billing.usage', defaultMessage: 'Usage this period', description: 'Heading of the usage cards' },
  metricUsers: { id: 'billing.metric.users', defaultMessage: 'Users', description: 'Usage metric: staff accounts' },
  metricShipments: {
    id: 'billing.metric.shipments',
    defaultMessage: 'Shipments this month',
    description: 'Usage metric: shipments created this month',
  },
  metricApiCalls: {
    id: 'billing.metric.apiCalls',
    defaultMessage: 'API calls this month',
    description: 'Usage metric: API calls this month',
  },
  metricStorage: { id: 'billing.metric.storage', defaultMessage: 'Storage', description: 'Usage metric: stored files' },
  atLimitUsers: {
    id: 'billing.atLimit.users',
    defaultMessage: 'Staff accounts only (customers are free). At the limit, new staff accounts are refused.',
    description: 'What happens at the user limit',
  },
  atLimitShipments: {
    id: 'billing.atLimit.shipments',
    defaultMessage: 'At the limit, new shipments are refused until the next month.',
    description: 'What happens at the shipment limit',
  },
  atLimitApiCalls: {
    id: 'billing.atLimit.apiCalls',
    defaultMessage: 'At the limit, API calls are refused until the next month starts; this page stays open.',
    description: 'What happens at the API call limit',
  },
  atLimitStorage: {
    id: 'billing.atLimit.storage',
    defaultMessage: 'The files of your documents. At the limit nothing is refused; your admins are told.',
    description: 'What happens at the storage limit',
  },
  reached: {
    id: 'billing.reached',
    defaultMessage: 'Limit reached',
    description: 'Badge on a usage card whose limit is reached',
  },
  nearly: {
    id: 'billing.nearly',
    defaultMessage: 'Over 80 %',
    description: 'Badge on a usage card past 80 % of its limit',
  },
  warnings: {
    id: 'billing.warnings',
    defaultMessage:
      'Your organization admins get a notification (and an e-mail when e-mail is set up) at 80 % and at 100 % of each limit, once a month.',
    description: 'Explains the usage warnings',
  },
  history: { id: 'billing.history', defaultMessage: 'History', description: 'Heading of the monthly history' },
  historyShipments: {
    id: 'billing.history.shipments',
    defaultMessage: 'Shipments per month',
    description: 'Title of the chart of shipments per month',
  },
  historyApiCalls: {
    id: 'billing.history.apiCalls',
    defaultMessage: 'API calls per month',
    description: 'Title of the chart of API calls per month',
  },
  monthHeader: { id: 'billing.history.month', defaultMessage: 'Month', description: 'Chart table column: the month' },
  invoices: { id: 'billing.invoices', defaultMessage: 'Invoices', description: 'Heading of the invoice list' },
  invoicesNone: {
    id: 'billing.invoices.none',
    defaultMessage: 'No invoices yet. Each month’s tax invoice appears here after the month ends.',
    description: 'Shown when the organization has no invoices',
  },
  invoicesError: {
    id: 'billing.invoices.error',
    defaultMessage: 'The invoices could not be loaded',
    description: 'Title of the error when the invoices failed to load',
  },
  invoiceNumber: { id: 'billing.invoice.number', defaultMessage: 'Number', description: 'Invoice column' },
  invoicePeriod: { id: 'billing.invoice.period', defaultMessage: 'Month', description: 'Invoice column: month billed' },
  invoiceIssued: {
    id: 'billing.invoice.issued',
    defaultMessage: 'Issued',
    description: 'Invoice column: date of issue',
  },
  invoiceVat: { id: 'billing.invoice.vat', defaultMessage: 'VAT 5 %', description: 'Invoice column: the VAT amount' },
  invoiceTotal: { id: 'billing.invoice.total', defaultMessage: 'Total', description: 'Invoice column: total with VAT' },
  invoiceStatus: { id: 'billing.invoice.status', defaultMessage: 'Status', description: 'Invoice column: status' },
  statusIssued: { id: 'billing.invoice.issuedStatus', defaultMessage: 'Due', description: 'Invoice status: not paid' },
  statusPaid: { id: 'billing.invoice.paidStatus', defaultMessage: 'Paid', description: 'Invoice status: paid' },
  download: {
    id: 'billing.invoice.download',
    defaultMessage: 'Download PDF',
    description: 'Button downloading an invoice as PDF',
  },
  downloadFailed: {
    id: 'billing.invoice.downloadFailed',
    defaultMessage: 'The invoice could not be downloaded',
    description: 'Toast when an invoice download fails',
  },
});

// Typed, because they take arguments.
export const billingArgMessages: {
  planName: TypedMessageDescriptor<{ plan: string }>;
  planFee: TypedMessageDescriptor<{ fee: string }>;
  period: TypedMessageDescriptor<{ month: string; next: string }>;
  usedOf: TypedMessageDescriptor<{ used: string; limit: string }>;
  unlimited: TypedMessageDescriptor<{ used: string }>;
  downloadNamed: TypedMessageDescriptor<{ number: string }>;
} = {
  planName: defineMessage<{ plan: string }>({
    id: 'billing.planName',
    defaultMessage: '{plan} plan',
    description: 'The plan, e.g. "Starter plan"; {plan} is its name',
  }),
  planFee: defineMessage<{ fee: string }>({
    id: 'billing.planFee',
    defaultMessage: '{fee} a month (VAT not included)',
    description: 'The plan fee; {fee} is an amount in US dollars',
  }),
  period: defineMessage<{ month: string; next: string }>({
    id: 'billing.period',
    defaultMessage: 'Period: {month} (UAE time). Monthly counts start again on {next}.',
    description: 'The current billing period; {month} a month and year, {next} the date the next one starts',
  }),
  usedOf: defineMessage<{ used: string; limit: string }>({
    id: 'billing.usedOf',
    defaultMessage: '{used} of {limit}',
    description: 'Usage against a limit, e.g. "2 of 5"',
  }),
  unlimited: defineMessage<{ used: string }>({
    id: 'billing.unlimited',
    defaultMessage: '{used} · unlimited',
    description: 'Usage of a metric the plan does not limit; {used} is the figure',
  }),
  downloadNamed: defineMessage<{ number: string }>({
    id: 'billing.invoice.downloadNamed',
    defaultMessage: 'Download PDF of invoice {number}',
    description: 'Accessible name of the download button; {number} is the invoice number',
  }),
};
