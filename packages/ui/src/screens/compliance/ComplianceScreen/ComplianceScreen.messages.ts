import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const complianceMessages = defineMessages({
  title: {
    id: 'compliance.title',
    defaultMessage: 'UAE Compliance',
    description: 'Label of the UAE Compliance section',
  },
  subtitle: {
    id: 'compliance.subtitle',
    defaultMessage:
      'The documents each shipment needs for UAE customs, what is still missing, and your trade licence and permits.',
    description: 'Intro of the UAE Compliance section',
  },
  loadError: {
    id: 'compliance.loadError',
    defaultMessage: 'Compliance could not be loaded',
    description: 'Title of the error when the section failed to load',
  },
  loading: { id: 'compliance.loading', defaultMessage: 'Loading…', description: 'Busy label while loading' },
  retry: { id: 'compliance.retry', defaultMessage: 'Try again', description: 'Button to load the data again' },
  failed: {
    id: 'compliance.failed',
    defaultMessage: 'That did not work',
    description: 'Toast title of a refused action',
  },
  scoreHeading: { id: 'compliance.score.heading', defaultMessage: 'Compliance score', description: 'Section heading' },
  scoreHint: {
    id: 'compliance.score.hint',
    defaultMessage:
      'Required documents of your undelivered shipments that are approved, completed or resolved by your team, out of all their required documents.',
    description: 'How the compliance score is computed',
  },
  score: { id: 'compliance.score', defaultMessage: 'Score', description: 'Label of the compliance score figure' },
  noScore: {
    id: 'compliance.score.none',
    defaultMessage: 'No open shipments',
    description: 'Shown instead of the score when there is nothing to score',
  },
  requirementsMet: {
    id: 'compliance.requirementsMet',
    defaultMessage: 'Documents in order',
    description: 'Label of the figure "x of y" required documents complete',
  },
  incompleteShipments: {
    id: 'compliance.incompleteShipments',
    defaultMessage: 'Shipments with gaps',
    description: 'Label of the number of shipments missing a document',
  },
  licencesAttention: {
    id: 'compliance.licencesAttention',
    defaultMessage: 'Licences due within 60 days',
    description: 'Label of the number of licences expiring soon or expired',
  },
  shipmentsHeading: {
    id: 'compliance.shipments.heading',
    defaultMessage: 'Shipments',
    description: 'Heading of the table of shipments and their completeness',
  },
  onlyIncomplete: {
    id: 'compliance.onlyIncomplete',
    defaultMessage: 'Only shipments with missing documents',
    description: 'Filter switch of the shipments table',
  },
  noShipments: {
    id: 'compliance.noShipments',
    defaultMessage: 'No undelivered shipment is missing a document.',
    description: 'Empty table text',
  },
  shipment: { id: 'compliance.column.shipment', defaultMessage: 'Shipment', description: 'Column header' },
  kind: { id: 'compliance.column.kind', defaultMessage: 'Mode', description: 'Column header: air, sea, road' },
  completeness: { id: 'compliance.column.completeness', defaultMessage: 'Documents', description: 'Column header' },
  actions: { id: 'compliance.actions', defaultMessage: 'Actions', description: 'Accessible name of row actions' },
  openChecklist: {
    id: 'compliance.openChecklist',
    defaultMessage: 'Checklist',
    description: 'Button opening a checklist',
  },
  kindAir: { id: 'compliance.kind.air', defaultMessage: 'Air', description: 'Shipment mode' },
  kindSea: { id: 'compliance.kind.sea', defaultMessage: 'Sea', description: 'Shipment mode' },
  kindRoad: { id: 'compliance.kind.road', defaultMessage: 'Road (cross-border)', description: 'Shipment mode' },
  kindDomestic: { id: 'compliance.kind.domestic', defaultMessage: 'Domestic', description: 'Shipment mode' },
  stateComplete: { id: 'compliance.state.complete', defaultMessage: 'In order', description: 'Checklist item state' },
  stateResolved: { id: 'compliance.state.resolved', defaultMessage: 'Resolved', description: 'Checklist item state' },
  statePending: {
    id: 'compliance.state.pending',
    defaultMessage: 'Awaiting review',
    description: 'Checklist item state',
  },
  stateRejected: { id: 'compliance.state.rejected', defaultMessage: 'Rejected', description: 'Checklist item state' },
  stateMissing: { id: 'compliance.state.missing', defaultMessage: 'Missing', description: 'Checklist item state' },
  reasonAlways: {
    id: 'compliance.reason.always',
    defaultMessage: 'Every shipment: it states the goods and their value.',
    description: 'Why the commercial invoice is required',
  },
  reasonCrossesBorder: {
    id: 'compliance.reason.crossesBorder',
    defaultMessage: 'The shipment crosses the UAE border.',
    description: 'Why a document is required',
  },
  reasonAir: {
    id: 'compliance.reason.air',
    defaultMessage: 'Air freight is released against its air waybill.',
    description: 'Why the air waybill is required',
  },
  reasonSea: {
    id: 'compliance.reason.sea',
    defaultMessage: 'Sea freight is released against its bill of lading.',
    description: 'Why the bill of lading is required',
  },
  reasonOutsideGcc: {
    id: 'compliance.reason.outsideGcc',
    defaultMessage: 'Imported from outside the GCC: the origin decides the customs tariff treatment.',
    description: 'Why the certificate of origin is required',
  },
  reasonGcc: {
    id: 'compliance.reason.gcc',
    defaultMessage: 'From a GCC state: the GCC certificate of origin makes the goods duty-free.',
    description: 'Why the certificate of origin is required',
  },
  reasonFreeZoneExit: {
    id: 'compliance.reason.freeZoneExit',
    defaultMessage: 'Leaving a free zone for the mainland is a customs movement.',
    description: 'Why a customs declaration is required',
  },
  resolve: { id: 'compliance.resolve', defaultMessage: 'Resolve', description: 'Button to resolve a checklist item' },
  reopen: { id: 'compliance.reopen', defaultMessage: 'Reopen', description: 'Button to undo a resolution' },
  reopened: { id: 'compliance.reopened', defaultMessage: 'Item reopened', description: 'Toast' },
  resolved: { id: 'compliance.resolved', defaultMessage: 'Item resolved', description: 'Toast' },
  resolution: { id: 'compliance.resolution', defaultMessage: 'Resolution', description: 'Field label' },
  notApplicable: {
    id: 'compliance.resolution.notApplicable',
    defaultMessage: 'Not applicable',
    description: 'Resolution: the document does not apply to this shipment',
  },
  receivedOutside: {
    id: 'compliance.resolution.receivedOutside',
    defaultMessage: 'Received outside Qafila',
    description: 'Resolution: the document exists but was not uploaded here',
  },
  note: { id: 'compliance.note', defaultMessage: 'Note', description: 'Field label' },
  noteHint: {
    id: 'compliance.noteHint',
    defaultMessage: 'Say why, for the audit trail (at least 3 characters).',
    description: 'Hint of the resolution note',
  },
  save: { id: 'compliance.save', defaultMessage: 'Save', description: 'Submit button' },
  saving: { id: 'compliance.saving', defaultMessage: 'Saving…', description: 'Busy label' },
  uploadDocument: {
    id: 'compliance.uploadDocument',
    defaultMessage: 'Upload documents in Document Processing',
    description: 'Link to the documents section',
  },
  licencesHeading: {
    id: 'compliance.licences.heading',
    defaultMessage: 'Trade licence and permits',
    description: 'Heading of the licences panel',
  },
  licencesHint: {
    id: 'compliance.licences.hint',
    defaultMessage: 'Your organization admins are notified 60, 30 and 7 days before an expiry.',
    description: 'Hint of the licences panel',
  },
  noLicences: {
    id: 'compliance.licences.none',
    defaultMessage: 'No licence or permit recorded yet.',
    description: 'Empty licences table',
  },
  addLicence: { id: 'compliance.licences.add', defaultMessage: 'Add licence or permit', description: 'Button' },
  editLicence: { id: 'compliance.licences.edit', defaultMessage: 'Edit', description: 'Button' },
  deleteLicence: { id: 'compliance.licences.delete', defaultMessage: 'Remove', description: 'Button' },
  deleteTitle: {
    id: 'compliance.licences.deleteTitle',
    defaultMessage: 'Remove this licence or permit?',
    description: 'Title of the confirmation dialog',
  },
  deleted: { id: 'compliance.licences.deleted', defaultMessage: 'Removed', description: 'Toast' },
  licenceSaved: { id: 'compliance.licences.saved', defaultMessage: 'Licence saved', description: 'Toast' },
  licenceKind: { id: 'compliance.licences.kind', defaultMessage: 'Kind', description: 'Field and column label' },
  licenceNumber: { id: 'compliance.licences.number', defaultMessage: 'Number', description: 'Field and column label' },
  authority: {
    id: 'compliance.licences.authority',
    defaultMessage: 'Issued by',
    description: 'Field and column label',
  },
  issuedOn: { id: 'compliance.licences.issuedOn', defaultMessage: 'Issued on', description: 'Field label' },
  expiresOn: {
    id: 'compliance.licences.expiresOn',
    defaultMessage: 'Expires on',
    description: 'Field and column label',
  },
  kindTradeLicence: { id: 'compliance.licenceKind.tradeLicence', defaultMessage: 'Trade licence', description: 'Kind' },
  kindImportPermit: { id: 'compliance.licenceKind.importPermit', defaultMessage: 'Import permit', description: 'Kind' },
  kindExportPermit: { id: 'compliance.licenceKind.exportPermit', defaultMessage: 'Export permit', description: 'Kind' },
  kindFreeZoneLicence: {
    id: 'compliance.licenceKind.freeZoneLicence',
    defaultMessage: 'Free zone licence',
    description: 'Kind',
  },
  kindOther: { id: 'compliance.licenceKind.other', defaultMessage: 'Other', description: 'Kind' },
  expiryValid: { id: 'compliance.expiry.valid', defaultMessage: 'Valid', description: 'Licence badge' },
  expired: { id: 'compliance.expiry.expired', defaultMessage: 'Expired', description: 'Licence badge' },
  readOnly: {
    id: 'compliance.licences.readOnly',
    defaultMessage: 'Only organization admins change licences and permits.',
    description: 'Text for staff who are not admins',
  },
});

// Typed, because they take arguments.
export const complianceArgMessages: {
  ofTotal: TypedMessageDescriptor<{ complete: number; total: number }>;
  expiresIn: TypedMessageDescriptor<{ days: number }>;
  checklistTitle: TypedMessageDescriptor<{ trackingNumber: string }>;
  controlled: TypedMessageDescriptor<{ authority: string }>;
  resolvedBy: TypedMessageDescriptor<{ name: string; date: string }>;
  resolveTitle: TypedMessageDescriptor<{ document: string }>;
  route: TypedMessageDescriptor<{ origin: string; destination: string }>;
  limited: TypedMessageDescriptor<{ shown: number; total: number }>;
} = {
  ofTotal: defineMessage<{ complete: number; total: number }>({
    id: 'compliance.ofTotal',
    defaultMessage: '{complete, number} of {total, number}',
    description: 'Required documents in order out of all, e.g. "3 of 5"',
  }),
  expiresIn: defineMessage<{ days: number }>({
    id: 'compliance.expiry.within',
    defaultMessage: '{days, plural, =0 {Expires today} one {Expires in # day} other {Expires in # days}}',
    description: 'Licence badge: days until expiry',
  }),
  checklistTitle: defineMessage<{ trackingNumber: string }>({
    id: 'compliance.checklist.title',
    defaultMessage: 'Checklist of {trackingNumber}',
    description: 'Title of the checklist panel of a shipment',
  }),
  controlled: defineMessage<{ authority: string }>({
    id: 'compliance.reason.controlled',
    defaultMessage: 'Controlled goods: an import permit of {authority} is needed before release.',
    description: 'Why an import permit is required; authority: MOHAP, MOCCAE, TDRA…',
  }),
  resolvedBy: defineMessage<{ name: string; date: string }>({
    id: 'compliance.resolvedBy',
    defaultMessage: 'Resolved by {name} on {date}',
    description: 'Who resolved a checklist item and when',
  }),
  resolveTitle: defineMessage<{ document: string }>({
    id: 'compliance.resolveTitle',
    defaultMessage: 'Resolve: {document}',
    description: 'Title of the dialog resolving a required document',
  }),
  route: defineMessage<{ origin: string; destination: string }>({
    id: 'compliance.route',
    defaultMessage: '{origin} → {destination}',
    description: 'A shipment from its origin to its destination; the arrow points the reading direction',
  }),
  limited: defineMessage<{ shown: number; total: number }>({
    id: 'compliance.limited',
    defaultMessage: 'The {shown, number} least complete of {total, number} open shipments; the score counts them all.',
    description: 'Shown when the table lists only part of the undelivered shipments',
  }),
};
