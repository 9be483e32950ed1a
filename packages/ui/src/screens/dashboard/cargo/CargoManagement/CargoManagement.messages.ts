import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'dashboard.cargo.title', defaultMessage: 'Cargo Management', description: 'Title of the cargo view' },
  subtitle: {
    id: 'dashboard.cargo.subtitle',
    defaultMessage: "Your organization's shipments: create, import and update them.",
    description: 'One line under the cargo view title',
  },
  searchLabel: {
    id: 'dashboard.cargo.search.label',
    defaultMessage: 'Search shipments',
    description: 'Accessible name of the shipment search box',
  },
  searchPlaceholder: {
    id: 'dashboard.cargo.search.placeholder',
    defaultMessage: 'Tracking number, customer, origin or destination',
    description: 'Placeholder of the shipment search box',
  },
  bulkUpload: { id: 'dashboard.cargo.bulkUpload', defaultMessage: 'Bulk Upload', description: 'Opens the CSV import' },
  newShipment: {
    id: 'dashboard.cargo.newShipment',
    defaultMessage: 'New Shipment',
    description: 'Opens the new shipment form',
  },
  summaryLabel: {
    id: 'dashboard.cargo.summary.label',
    defaultMessage: 'Shipment summary',
    description: 'Accessible name of the three summary cards',
  },
  active: { id: 'dashboard.cargo.summary.active', defaultMessage: 'Active shipments', description: 'Summary card' },
  activeHint: {
    id: 'dashboard.cargo.summary.activeHint',
    defaultMessage: 'Not delivered yet',
    description: 'Under the active shipments figure',
  },
  deliveredToday: {
    id: 'dashboard.cargo.summary.deliveredToday',
    defaultMessage: 'Delivered today',
    description: 'Summary card',
  },
  deliveredTodayHint: {
    id: 'dashboard.cargo.summary.deliveredTodayHint',
    defaultMessage: 'UAE time',
    description: 'Under the delivered today figure: the day is counted in UAE time',
  },
  pendingCustoms: {
    id: 'dashboard.cargo.summary.pendingCustoms',
    defaultMessage: 'Pending customs',
    description: 'Summary card',
  },
  pendingCustomsHint: {
    id: 'dashboard.cargo.summary.pendingCustomsHint',
    defaultMessage: 'At customs clearance',
    description: 'Under the pending customs figure',
  },
  tableLabel: {
    id: 'dashboard.cargo.table.label',
    defaultMessage: 'Shipments',
    description: 'Accessible name of the shipments table',
  },
  loading: {
    id: 'dashboard.cargo.loading',
    defaultMessage: 'Loading shipments…',
    description: 'Announced while shipments load',
  },
  loadError: {
    id: 'dashboard.cargo.loadError',
    defaultMessage: 'The shipments could not be loaded.',
    description: 'Shown when the shipment list fails to load',
  },
  retry: { id: 'dashboard.cargo.retry', defaultMessage: 'Try again', description: 'Reloads after a failure' },
  emptyTitle: {
    id: 'dashboard.cargo.empty.title',
    defaultMessage: 'No shipments yet',
    description: 'Empty state title when the organization has no shipments',
  },
  emptyDescription: {
    id: 'dashboard.cargo.empty.description',
    defaultMessage: 'Create one with New Shipment or import many at once with Bulk Upload.',
    description: 'Empty state text',
  },
  noMatchDescription: {
    id: 'dashboard.cargo.noMatch.description',
    defaultMessage: 'Check the spelling or search by tracking number.',
    description: 'Shown when the search finds nothing',
  },
  showAll: {
    id: 'dashboard.cargo.showAll',
    defaultMessage: 'Show all shipments',
    description: 'Empties the search after it found nothing',
  },
  colShipment: {
    id: 'dashboard.cargo.col.shipment',
    defaultMessage: 'Shipment',
    description: 'Table column: tracking number and customer',
  },
  colRoute: { id: 'dashboard.cargo.col.route', defaultMessage: 'Route', description: 'Table column' },
  colService: { id: 'dashboard.cargo.col.service', defaultMessage: 'Service', description: 'Table column' },
  colStatus: { id: 'dashboard.cargo.col.status', defaultMessage: 'Status', description: 'Table column' },
  colProgress: { id: 'dashboard.cargo.col.progress', defaultMessage: 'Progress', description: 'Table column' },
  colUpdated: { id: 'dashboard.cargo.col.updated', defaultMessage: 'Updated', description: 'Table column' },
  colActions: { id: 'dashboard.cargo.col.actions', defaultMessage: 'Actions', description: 'Table column' },
  changeStatus: {
    id: 'dashboard.cargo.changeStatus',
    defaultMessage: 'Change status',
    description: 'Row action that opens the status dialog',
  },
  to: {
    id: 'dashboard.cargo.to',
    defaultMessage: 'to',
    description: 'Read by screen readers between origin and destination, in place of the arrow',
  },
  pagination: {
    id: 'dashboard.cargo.pagination',
    defaultMessage: 'Pages of shipments',
    description: 'Accessible name of the page navigation',
  },
  cancel: { id: 'dashboard.cargo.cancel', defaultMessage: 'Cancel', description: 'Closes a dialog without saving' },
});

// Typed, because they take arguments.
export const argMessages: {
  noMatchTitle: TypedMessageDescriptor<{ query: string }>;
  progressOf: TypedMessageDescriptor<{ trackingNumber: string }>;
  changeStatusOf: TypedMessageDescriptor<{ trackingNumber: string }>;
} = {
  noMatchTitle: defineMessage<{ query: string }>({
    id: 'dashboard.cargo.noMatch.title',
    defaultMessage: 'No shipments match “{query}”',
    description: 'Shown when the search finds nothing',
  }),
  progressOf: defineMessage<{ trackingNumber: string }>({
    id: 'dashboard.cargo.progressOf',
    defaultMessage: 'Progress of {trackingNumber}',
    description: 'Accessible name of a shipment progress bar',
  }),
  changeStatusOf: defineMessage<{ trackingNumber: string }>({
    id: 'dashboard.cargo.changeStatusOf',
    defaultMessage: 'Change status of {trackingNumber}',
    description: 'Accessible name of the row action',
  }),
};

export const serviceMessages = defineMessages({
  express: { id: 'dashboard.cargo.service.express', defaultMessage: 'Express', description: 'Shipping service' },
  standard: { id: 'dashboard.cargo.service.standard', defaultMessage: 'Standard', description: 'Shipping service' },
  economy: { id: 'dashboard.cargo.service.economy', defaultMessage: 'Economy', description: 'Shipping service' },
  freight_air: {
    id: 'dashboard.cargo.service.freightAir',
    defaultMessage: 'Air freight',
    description: 'Shipping service',
  },
  freight_sea: {
    id: 'dashboard.cargo.service.freightSea',
    defaultMessage: 'Sea freight',
    description: 'Shipping service',
  },
  freight_road: {
    id: 'dashboard.cargo.service.freightRoad',
    defaultMessage: 'Road freight',
    description: 'Shipping service',
  },
});

export const formMessages = defineMessages({
  newTitle: { id: 'dashboard.cargo.new.title', defaultMessage: 'New shipment', description: 'Dialog title' },
  newDescription: {
    id: 'dashboard.cargo.new.description',
    defaultMessage: 'The shipment gets a tracking number and its first status, Pending, when you create it.',
    description: 'Dialog description',
  },
  customer: { id: 'dashboard.cargo.new.customer', defaultMessage: 'Customer', description: 'Form field' },
  customerPlaceholder: {
    id: 'dashboard.cargo.new.customerPlaceholder',
    defaultMessage: 'Choose a customer',
    description: 'Empty option of the customer select',
  },
  customersLoading: {
    id: 'dashboard.cargo.new.customersLoading',
    defaultMessage: 'Loading customers…',
    description: 'Shown while the customer list loads',
  },
  customersError: {
    id: 'dashboard.cargo.new.customersError',
    defaultMessage: 'The customers could not be loaded.',
    description: 'Shown when the customer list fails',
  },
  noCustomers: {
    id: 'dashboard.cargo.new.noCustomers',
    defaultMessage: 'Your organization has no customers yet.',
    description: 'Shown when there is no customer to choose',
  },
  origin: { id: 'dashboard.cargo.new.origin', defaultMessage: 'Origin', description: 'Form field' },
  originPlaceholder: {
    id: 'dashboard.cargo.new.originPlaceholder',
    defaultMessage: 'e.g. Jebel Ali, Dubai',
    description: 'Placeholder of the origin field',
  },
  destination: { id: 'dashboard.cargo.new.destination', defaultMessage: 'Destination', description: 'Form field' },
  destinationPlaceholder: {
    id: 'dashboard.cargo.new.destinationPlaceholder',
    defaultMessage: 'e.g. Mussafah, Abu Dhabi',
    description: 'Placeholder of the destination field',
  },
  service: { id: 'dashboard.cargo.new.service', defaultMessage: 'Service', description: 'Form field' },
  servicePlaceholder: {
    id: 'dashboard.cargo.new.servicePlaceholder',
    defaultMessage: 'Choose a service',
    description: 'Empty option of the service select',
  },
  weight: { id: 'dashboard.cargo.new.weight', defaultMessage: 'Weight (kg)', description: 'Form field' },
  dimensions: {
    id: 'dashboard.cargo.new.dimensions',
    defaultMessage: 'Dimensions (cm)',
    description: 'Legend of the length, width and height fields',
  },
  length: { id: 'dashboard.cargo.new.length', defaultMessage: 'Length', description: 'Form field (cm)' },
  width: { id: 'dashboard.cargo.new.width', defaultMessage: 'Width', description: 'Form field (cm)' },
  height: { id: 'dashboard.cargo.new.height', defaultMessage: 'Height', description: 'Form field (cm)' },
  declaredValue: {
    id: 'dashboard.cargo.new.declaredValue',
    defaultMessage: 'Declared value (AED)',
    description: 'Form field',
  },
  description: {
    id: 'dashboard.cargo.new.descriptionField',
    defaultMessage: 'Description of the goods',
    description: 'Form field',
  },
  optional: {
    id: 'dashboard.cargo.new.optional',
    defaultMessage: 'Optional',
    description: 'Hint of an optional field',
  },
  submit: { id: 'dashboard.cargo.new.submit', defaultMessage: 'Create shipment', description: 'Submits the form' },
  submitting: {
    id: 'dashboard.cargo.new.submitting',
    defaultMessage: 'Creating…',
    description: 'Submit button while the request is in flight',
  },
  serverError: {
    id: 'dashboard.cargo.new.serverError',
    defaultMessage: 'The shipment was not created',
    description: 'Title of the server error shown in the form',
  },
  created: {
    id: 'dashboard.cargo.new.created',
    defaultMessage: 'Shipment created',
    description: 'Title of the success toast',
  },
  required: {
    id: 'dashboard.cargo.validation.required',
    defaultMessage: 'This field is required.',
    description: 'Validation error',
  },
  chooseCustomer: {
    id: 'dashboard.cargo.validation.customer',
    defaultMessage: 'Choose a customer.',
    description: 'Validation error',
  },
  chooseService: {
    id: 'dashboard.cargo.validation.service',
    defaultMessage: 'Choose a service.',
    description: 'Validation error',
  },
  placeLength: {
    id: 'dashboard.cargo.validation.placeLength',
    defaultMessage: 'Enter 2 to 200 characters.',
    description: 'Validation error of origin and destination',
  },
  notANumber: {
    id: 'dashboard.cargo.validation.number',
    defaultMessage: 'Enter a number.',
    description: 'Validation error',
  },
});

// Typed, because they take arguments.
export const formArgMessages: {
  createdDescription: TypedMessageDescriptor<{ trackingNumber: string }>;
  positiveMax: TypedMessageDescriptor<{ max: number }>;
  valueRange: TypedMessageDescriptor<{ max: number }>;
  descriptionMax: TypedMessageDescriptor<{ max: number }>;
} = {
  createdDescription: defineMessage<{ trackingNumber: string }>({
    id: 'dashboard.cargo.new.createdDescription',
    defaultMessage: 'Tracking number {trackingNumber}',
    description: 'Text of the success toast',
  }),
  positiveMax: defineMessage<{ max: number }>({
    id: 'dashboard.cargo.validation.positiveMax',
    defaultMessage: 'Enter a number greater than 0 and at most {max, number}.',
    description: 'Validation error of weight and dimensions',
  }),
  valueRange: defineMessage<{ max: number }>({
    id: 'dashboard.cargo.validation.valueRange',
    defaultMessage: 'Enter an amount from 0 to {max, number}.',
    description: 'Validation error of the declared value',
  }),
  descriptionMax: defineMessage<{ max: number }>({
    id: 'dashboard.cargo.validation.descriptionMax',
    defaultMessage: 'Use at most {max, number} characters.',
    description: 'Validation error of the description',
  }),
};

export const statusMessages = defineMessages({
  description: {
    id: 'dashboard.cargo.status.description',
    defaultMessage: 'The customer sees the new status and your reason straight away.',
    description: 'Dialog description',
  },
  current: {
    id: 'dashboard.cargo.status.current',
    defaultMessage: 'Current status',
    description: 'Label before the current status badge',
  },
  status: { id: 'dashboard.cargo.status.status', defaultMessage: 'New status', description: 'Form field' },
  reason: { id: 'dashboard.cargo.status.reason', defaultMessage: 'Reason', description: 'Form field' },
  reasonHint: {
    id: 'dashboard.cargo.status.reasonHint',
    defaultMessage: 'Shown to the customer, e.g. “Cleared by Dubai Customs”.',
    description: 'Hint of the reason field',
  },
  reasonRequired: {
    id: 'dashboard.cargo.status.reasonRequired',
    defaultMessage: 'Give a reason of at least 3 characters.',
    description: 'Validation error',
  },
  reasonMax: {
    id: 'dashboard.cargo.status.reasonMax',
    defaultMessage: 'Use at most 500 characters.',
    description: 'Validation error',
  },
  location: { id: 'dashboard.cargo.status.location', defaultMessage: 'Location', description: 'Form field' },
  locationMax: {
    id: 'dashboard.cargo.status.locationMax',
    defaultMessage: 'Use at most 200 characters.',
    description: 'Validation error',
  },
  submit: { id: 'dashboard.cargo.status.submit', defaultMessage: 'Update status', description: 'Submits the dialog' },
  submitting: {
    id: 'dashboard.cargo.status.submitting',
    defaultMessage: 'Updating…',
    description: 'Submit button while the request is in flight',
  },
  serverError: {
    id: 'dashboard.cargo.status.serverError',
    defaultMessage: 'The status was not changed',
    description: 'Title of the server error shown in the dialog',
  },
  changed: {
    id: 'dashboard.cargo.status.changed',
    defaultMessage: 'Status updated',
    description: 'Title of the success toast',
  },
});

// Typed, because they take arguments.
export const statusArgMessages: {
  title: TypedMessageDescriptor<{ trackingNumber: string }>;
  changedDescription: TypedMessageDescriptor<{ trackingNumber: string; status: string }>;
} = {
  title: defineMessage<{ trackingNumber: string }>({
    id: 'dashboard.cargo.status.title',
    defaultMessage: 'Change status of {trackingNumber}',
    description: 'Dialog title',
  }),
  changedDescription: defineMessage<{ trackingNumber: string; status: string }>({
    id: 'dashboard.cargo.status.changedDescription',
    defaultMessage: '{trackingNumber} is now “{status}”. The customer has been told.',
    description: 'Text of the success toast',
  }),
};

export const bulkMessages = defineMessages({
  title: { id: 'dashboard.cargo.bulk.title', defaultMessage: 'Bulk upload', description: 'Dialog title' },
  description: {
    id: 'dashboard.cargo.bulk.description',
    defaultMessage:
      'Import many shipments from a CSV file. Every row is checked first: if any row has an error, nothing is imported.',
    description: 'Dialog description',
  },
  template: {
    id: 'dashboard.cargo.bulk.template',
    defaultMessage: 'Download the CSV template',
    description: 'Downloads the template file',
  },
  templateError: {
    id: 'dashboard.cargo.bulk.templateError',
    defaultMessage: 'The template could not be downloaded. Please try again.',
    description: 'Shown when the template download fails',
  },
  dropLabel: {
    id: 'dashboard.cargo.bulk.dropLabel',
    defaultMessage: 'CSV file',
    description: 'Label of the file drop zone',
  },
  dropHint: {
    id: 'dashboard.cargo.bulk.dropHint',
    defaultMessage: 'A .csv file of up to 2 MB',
    description: 'Hint of the file drop zone',
  },
  upload: { id: 'dashboard.cargo.bulk.upload', defaultMessage: 'Upload and import', description: 'Starts the import' },
  uploadAgain: {
    id: 'dashboard.cargo.bulk.uploadAgain',
    defaultMessage: 'Upload again',
    description: 'Retries the import after fixing the file',
  },
  uploading: {
    id: 'dashboard.cargo.bulk.uploading',
    defaultMessage: 'Uploading…',
    description: 'Submit button while the file uploads',
  },
  progress: {
    id: 'dashboard.cargo.bulk.progress',
    defaultMessage: 'Upload progress',
    description: 'Accessible name of the upload progress bar',
  },
  validating: {
    id: 'dashboard.cargo.bulk.validating',
    defaultMessage: 'Uploaded. Checking every row…',
    description: 'Shown after the upload while the server checks the rows',
  },
  rejectedTitle: {
    id: 'dashboard.cargo.bulk.rejectedTitle',
    defaultMessage: 'Nothing was imported',
    description: 'Title of the row error list',
  },
  errorsLabel: {
    id: 'dashboard.cargo.bulk.errorsLabel',
    defaultMessage: 'Row errors',
    description: 'Accessible name of the row error table',
  },
  colLine: { id: 'dashboard.cargo.bulk.col.line', defaultMessage: 'Line', description: 'Row error table column' },
  colField: { id: 'dashboard.cargo.bulk.col.field', defaultMessage: 'Column', description: 'Row error table column' },
  colMessage: {
    id: 'dashboard.cargo.bulk.col.message',
    defaultMessage: 'Problem',
    description: 'Row error table column',
  },
  importedDescription: {
    id: 'dashboard.cargo.bulk.importedDescription',
    defaultMessage: 'The list now includes them.',
    description: 'Under the success message',
  },
  close: { id: 'dashboard.cargo.bulk.close', defaultMessage: 'Close', description: 'Closes the dialog' },
});

// Typed, because they take arguments.
export const bulkArgMessages: {
  templateHint: TypedMessageDescriptor<{ rows: number }>;
  notCsv: TypedMessageDescriptor<{ name: string }>;
  tooLarge: TypedMessageDescriptor<{ name: string }>;
  rejectedDescription: TypedMessageDescriptor<{ count: number }>;
  rejectedFile: TypedMessageDescriptor<{ error: string }>;
  imported: TypedMessageDescriptor<{ count: number }>;
  failed: TypedMessageDescriptor<{ error: string }>;
} = {
  templateHint: defineMessage<{ rows: number }>({
    id: 'dashboard.cargo.bulk.columnsHint',
    defaultMessage: 'Up to {rows, number} rows with these columns, in this order:',
    description: 'Before the list of CSV column names',
  }),
  notCsv: defineMessage<{ name: string }>({
    id: 'dashboard.cargo.bulk.notCsv',
    defaultMessage: '{name} is not a CSV file. Choose a .csv file.',
    description: 'Rejection of a file that is not CSV',
  }),
  tooLarge: defineMessage<{ name: string }>({
    id: 'dashboard.cargo.bulk.tooLarge',
    defaultMessage: '{name} is larger than 2 MB.',
    description: 'Rejection of a file that is too large',
  }),
  rejectedDescription: defineMessage<{ count: number }>({
    id: 'dashboard.cargo.bulk.rejectedDescription',
    defaultMessage:
      '{count, plural, one {# row has an error} other {# rows have errors}}. Fix {count, plural, one {it} other {them}} in the file, choose it again and upload.',
    description: 'Text of the row error list',
  }),
  rejectedFile: defineMessage<{ error: string }>({
    id: 'dashboard.cargo.bulk.rejectedFile',
    defaultMessage: 'The file was rejected: {error}',
    description: 'Whole-file error without row details (e.g. empty, too many rows)',
  }),
  imported: defineMessage<{ count: number }>({
    id: 'dashboard.cargo.bulk.imported',
    defaultMessage: '{count, plural, one {# shipment imported} other {# shipments imported}}',
    description: 'Success message of the import',
  }),
  failed: defineMessage<{ error: string }>({
    id: 'dashboard.cargo.bulk.failed',
    defaultMessage: 'The upload failed: {error}',
    description: 'Network or server failure',
  }),
};
