import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'dashboard.documents.title',
    defaultMessage: 'Document Processing',
    description: 'Title of the documents view',
  },
  subtitle: {
    id: 'dashboard.documents.subtitle',
    defaultMessage: "Upload shipment documents and review them. The customer sees each document's status.",
    description: 'One line under the documents view title',
  },
  uploadHeading: {
    id: 'dashboard.documents.upload.heading',
    defaultMessage: 'Upload a document',
    description: 'Heading of the upload form',
  },
  shipmentSearch: {
    id: 'dashboard.documents.upload.shipmentSearch',
    defaultMessage: 'Find the shipment',
    description: 'Label of the shipment search box',
  },
  shipmentSearchPlaceholder: {
    id: 'dashboard.documents.upload.shipmentSearchPlaceholder',
    defaultMessage: 'Tracking number',
    description: 'Placeholder of the shipment search box',
  },
  shipment: { id: 'dashboard.documents.upload.shipment', defaultMessage: 'Shipment', description: 'Form field' },
  shipmentPlaceholder: {
    id: 'dashboard.documents.upload.shipmentPlaceholder',
    defaultMessage: 'Choose a shipment',
    description: 'Empty option of the shipment select',
  },
  shipmentsLoading: {
    id: 'dashboard.documents.upload.shipmentsLoading',
    defaultMessage: 'Searching shipments…',
    description: 'Hint while shipments are searched',
  },
  noShipments: {
    id: 'dashboard.documents.upload.noShipments',
    defaultMessage: 'No shipment matches. Try another tracking number.',
    description: 'Hint when the shipment search finds nothing',
  },
  chooseShipment: {
    id: 'dashboard.documents.upload.chooseShipment',
    defaultMessage: 'Choose the shipment the document belongs to.',
    description: 'Validation error',
  },
  documentType: { id: 'dashboard.documents.upload.type', defaultMessage: 'Document type', description: 'Form field' },
  documentTypePlaceholder: {
    id: 'dashboard.documents.upload.typePlaceholder',
    defaultMessage: 'Choose a type',
    description: 'Empty option of the type select',
  },
  chooseType: {
    id: 'dashboard.documents.upload.chooseType',
    defaultMessage: 'Choose the document type.',
    description: 'Validation error',
  },
  file: { id: 'dashboard.documents.upload.file', defaultMessage: 'File', description: 'Label of the drop zone' },
  fileHint: {
    id: 'dashboard.documents.upload.fileHint',
    defaultMessage: 'PDF, PNG or JPEG, up to 10 MB',
    description: 'Hint of the drop zone',
  },
  chooseFile: {
    id: 'dashboard.documents.upload.chooseFile',
    defaultMessage: 'Choose a file to upload.',
    description: 'Validation error',
  },
  upload: { id: 'dashboard.documents.upload.submit', defaultMessage: 'Upload', description: 'Submits the upload' },
  uploading: {
    id: 'dashboard.documents.upload.uploading',
    defaultMessage: 'Uploading…',
    description: 'Submit button while uploading',
  },
  progress: {
    id: 'dashboard.documents.upload.progress',
    defaultMessage: 'Upload progress',
    description: 'Accessible name of the upload progress bar',
  },
  uploadFailed: {
    id: 'dashboard.documents.upload.failed',
    defaultMessage: 'The document was not uploaded',
    description: 'Title of the server error',
  },
  uploaded: {
    id: 'dashboard.documents.upload.done',
    defaultMessage: 'Document uploaded',
    description: 'Title of the success toast',
  },
  listHeading: {
    id: 'dashboard.documents.list.heading',
    defaultMessage: 'Documents',
    description: 'Heading of the document list',
  },
  filter: {
    id: 'dashboard.documents.list.filter',
    defaultMessage: 'Status',
    description: 'Label of the status filter',
  },
  filterAll: { id: 'dashboard.documents.list.filterAll', defaultMessage: 'All statuses', description: 'Filter option' },
  loading: {
    id: 'dashboard.documents.list.loading',
    defaultMessage: 'Loading documents…',
    description: 'Announced while documents load',
  },
  loadError: {
    id: 'dashboard.documents.list.loadError',
    defaultMessage: 'The documents could not be loaded.',
    description: 'Shown when the list fails',
  },
  retry: { id: 'dashboard.documents.list.retry', defaultMessage: 'Try again', description: 'Reloads after a failure' },
  emptyTitle: {
    id: 'dashboard.documents.list.emptyTitle',
    defaultMessage: 'No documents',
    description: 'Empty state title',
  },
  emptyDescription: {
    id: 'dashboard.documents.list.emptyDescription',
    defaultMessage: 'Uploaded documents and the compliance checks of your shipments appear here.',
    description: 'Empty state text',
  },
  emptyFiltered: {
    id: 'dashboard.documents.list.emptyFiltered',
    defaultMessage: 'No document has this status.',
    description: 'Empty state text when a status filter is on',
  },
  noFile: {
    id: 'dashboard.documents.list.noFile',
    defaultMessage: 'No file yet',
    description: 'Shown for a compliance check without an uploaded file',
  },
  download: { id: 'dashboard.documents.list.download', defaultMessage: 'Download', description: 'Downloads the file' },
  downloadFailed: {
    id: 'dashboard.documents.list.downloadFailed',
    defaultMessage: 'The file could not be downloaded. Please try again.',
    description: 'Toast when a download fails',
  },
  approve: { id: 'dashboard.documents.review.approve', defaultMessage: 'Approve', description: 'Approves a document' },
  reject: { id: 'dashboard.documents.review.reject', defaultMessage: 'Reject', description: 'Opens the reject dialog' },
  approved: {
    id: 'dashboard.documents.review.approved',
    defaultMessage: 'Document approved',
    description: 'Toast title after approving',
  },
  rejected: {
    id: 'dashboard.documents.review.rejected',
    defaultMessage: 'Document rejected',
    description: 'Toast title after rejecting',
  },
  reviewFailed: {
    id: 'dashboard.documents.review.failed',
    defaultMessage: 'The review was not saved',
    description: 'Title of a review error',
  },
  rejectDescription: {
    id: 'dashboard.documents.review.rejectDescription',
    defaultMessage: 'The customer sees the reason, so say what to fix.',
    description: 'Description of the reject dialog',
  },
  reason: { id: 'dashboard.documents.review.reason', defaultMessage: 'Reason', description: 'Form field' },
  reasonRequired: {
    id: 'dashboard.documents.review.reasonRequired',
    defaultMessage: 'Give a reason of at least 3 characters.',
    description: 'Validation error',
  },
  reasonMax: {
    id: 'dashboard.documents.review.reasonMax',
    defaultMessage: 'Use at most 500 characters.',
    description: 'Validation error',
  },
  rejecting: {
    id: 'dashboard.documents.review.rejecting',
    defaultMessage: 'Rejecting…',
    description: 'Reject button while saving',
  },
  errorTitle: { id: 'dashboard.documents.errorTitle', defaultMessage: 'Error', description: 'Error toast title' },
  actionsLabel: {
    id: 'dashboard.documents.actionsLabel',
    defaultMessage: 'Document actions',
    description: 'Accessible name of the action group of a document',
  },
});

export const typeMessages = defineMessages({
  commercial_invoice: {
    id: 'dashboard.documents.type.commercialInvoice',
    defaultMessage: 'Commercial invoice',
    description: 'Document type',
  },
  packing_list: { id: 'dashboard.documents.type.packingList', defaultMessage: 'Packing list', description: 'Type' },
  certificate_of_origin: {
    id: 'dashboard.documents.type.certificateOfOrigin',
    defaultMessage: 'Certificate of origin',
    description: 'Document type',
  },
  bill_of_lading: {
    id: 'dashboard.documents.type.billOfLading',
    defaultMessage: 'Bill of lading',
    description: 'Document type',
  },
  air_waybill: { id: 'dashboard.documents.type.airWaybill', defaultMessage: 'Air waybill', description: 'Type' },
  customs_declaration: {
    id: 'dashboard.documents.type.customsDeclaration',
    defaultMessage: 'Customs declaration',
    description: 'Document type',
  },
  import_permit: { id: 'dashboard.documents.type.importPermit', defaultMessage: 'Import permit', description: 'Type' },
  other: { id: 'dashboard.documents.type.other', defaultMessage: 'Other', description: 'Document type' },
});

// Typed, because they take arguments.
export const argMessages: {
  wrongType: TypedMessageDescriptor<{ name: string }>;
  tooLarge: TypedMessageDescriptor<{ name: string }>;
  emptyFile: TypedMessageDescriptor<{ name: string }>;
  uploadedDescription: TypedMessageDescriptor<{ name: string; trackingNumber: string }>;
  reviewedDescription: TypedMessageDescriptor<{ name: string; trackingNumber: string }>;
  rejectTitle: TypedMessageDescriptor<{ name: string }>;
  approveLabel: TypedMessageDescriptor<{ name: string; trackingNumber: string }>;
  rejectLabel: TypedMessageDescriptor<{ name: string; trackingNumber: string }>;
  downloadLabel: TypedMessageDescriptor<{ name: string }>;
  reviewedBy: TypedMessageDescriptor<{ name: string; date: string }>;
  uploadedBy: TypedMessageDescriptor<{ name: string }>;
  count: TypedMessageDescriptor<{ count: number }>;
} = {
  wrongType: defineMessage<{ name: string }>({
    id: 'dashboard.documents.upload.wrongType',
    defaultMessage: '{name} is not a PDF, PNG or JPEG file.',
    description: 'Rejection of a file of another type',
  }),
  tooLarge: defineMessage<{ name: string }>({
    id: 'dashboard.documents.upload.tooLarge',
    defaultMessage: '{name} is larger than 10 MB.',
    description: 'Rejection of a file over 10 MB',
  }),
  emptyFile: defineMessage<{ name: string }>({
    id: 'dashboard.documents.upload.emptyFile',
    defaultMessage: '{name} is empty.',
    description: 'Rejection of an empty file',
  }),
  uploadedDescription: defineMessage<{ name: string; trackingNumber: string }>({
    id: 'dashboard.documents.upload.doneDescription',
    defaultMessage: '{name} was added to {trackingNumber} and waits for review.',
    description: 'Text of the success toast',
  }),
  reviewedDescription: defineMessage<{ name: string; trackingNumber: string }>({
    id: 'dashboard.documents.review.doneDescription',
    defaultMessage: '{name} of {trackingNumber}. The customer sees the new status.',
    description: 'Text of the review toast',
  }),
  rejectTitle: defineMessage<{ name: string }>({
    id: 'dashboard.documents.review.rejectTitle',
    defaultMessage: 'Reject {name}',
    description: 'Title of the reject dialog',
  }),
  approveLabel: defineMessage<{ name: string; trackingNumber: string }>({
    id: 'dashboard.documents.review.approveLabel',
    defaultMessage: 'Approve {name} of {trackingNumber}',
    description: 'Accessible name of the approve button',
  }),
  rejectLabel: defineMessage<{ name: string; trackingNumber: string }>({
    id: 'dashboard.documents.review.rejectLabel',
    defaultMessage: 'Reject {name} of {trackingNumber}',
    description: 'Accessible name of the reject button',
  }),
  downloadLabel: defineMessage<{ name: string }>({
    id: 'dashboard.documents.list.downloadLabel',
    defaultMessage: 'Download {name}',
    description: 'Accessible name of the download button',
  }),
  reviewedBy: defineMessage<{ name: string; date: string }>({
    id: 'dashboard.documents.list.reviewedBy',
    defaultMessage: 'Reviewed by {name}, {date}',
    description: 'Who reviewed a document and when',
  }),
  uploadedBy: defineMessage<{ name: string }>({
    id: 'dashboard.documents.list.uploadedBy',
    defaultMessage: 'Uploaded by {name}',
    description: 'Who uploaded a document',
  }),
  count: defineMessage<{ count: number }>({
    id: 'dashboard.documents.list.count',
    defaultMessage: '{count, plural, one {# document} other {# documents}}',
    description: 'Number of documents listed',
  }),
};
