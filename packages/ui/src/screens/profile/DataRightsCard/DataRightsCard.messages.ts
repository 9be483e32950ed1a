import { defineMessage, defineMessages, type PrimitiveType, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'account.dataRights.title', defaultMessage: 'Your data', description: 'Data-rights card heading' },
  intro: {
    id: 'account.dataRights.intro',
    defaultMessage:
      'Under the UAE Personal Data Protection Law you can ask for a copy of your personal data or for its erasure. Every request is answered within 30 days.',
    description: 'Data-rights card introduction',
  },
  exportTitle: {
    id: 'account.dataRights.exportTitle',
    defaultMessage: 'A copy of your data',
    description: 'Heading of the export part',
  },
  exportText: {
    id: 'account.dataRights.exportText',
    defaultMessage:
      'A ZIP file with your profile, shipments, conversations, support requests, notifications and documents. It is prepared at once and can be downloaded once, within 7 days.',
    description: 'What an export contains',
  },
  exportButton: {
    id: 'account.dataRights.exportButton',
    defaultMessage: 'Request a copy',
    description: 'Button asking for an export',
  },
  exportBusy: { id: 'account.dataRights.exportBusy', defaultMessage: 'Preparing…', description: 'Export button busy' },
  exportReady: {
    id: 'account.dataRights.exportReady',
    defaultMessage: 'Your copy is ready to download.',
    description: 'Toast after an export was prepared',
  },
  erasureTitle: {
    id: 'account.dataRights.erasureTitle',
    defaultMessage: 'Erasure of your data',
    description: 'Heading of the erasure part',
  },
  erasureText: {
    id: 'account.dataRights.erasureText',
    defaultMessage:
      'An administrator of your organization answers the request. Erasure removes your name, contact details, password, sign-in and conversations; shipment records are kept as the law requires, without your name. You are then signed out for good.',
    description: 'What an erasure does',
  },
  erasureButton: {
    id: 'account.dataRights.erasureButton',
    defaultMessage: 'Request erasure',
    description: 'Button opening the erasure confirmation',
  },
  erasureConfirmTitle: {
    id: 'account.dataRights.erasureConfirmTitle',
    defaultMessage: 'Request the erasure of your data?',
    description: 'Erasure confirmation dialog title',
  },
  erasureConfirmText: {
    id: 'account.dataRights.erasureConfirmText',
    defaultMessage:
      'Once an administrator fulfils it, your account cannot be used or restored. Download a copy first if you want to keep your data.',
    description: 'Erasure confirmation dialog text',
  },
  erasureConfirm: {
    id: 'account.dataRights.erasureConfirm',
    defaultMessage: 'Send the request',
    description: 'Erasure confirmation button',
  },
  erasureSent: {
    id: 'account.dataRights.erasureSent',
    defaultMessage: 'Your erasure request was sent.',
    description: 'Toast after an erasure request',
  },
  sending: { id: 'account.dataRights.sending', defaultMessage: 'Sending…', description: 'Busy label' },
  failed: {
    id: 'account.dataRights.failed',
    defaultMessage: 'The request could not be sent',
    description: 'Toast title when a request fails',
  },
  failedText: {
    id: 'account.dataRights.failedText',
    defaultMessage: 'Try again in a moment.',
    description: 'Fallback text when a request fails',
  },
  requestsTitle: {
    id: 'account.dataRights.requestsTitle',
    defaultMessage: 'Your requests',
    description: 'Heading of the list of requests',
  },
  none: {
    id: 'account.dataRights.none',
    defaultMessage: 'You have not made a request.',
    description: 'Empty list of requests',
  },
  kindExport: { id: 'account.dataRights.kindExport', defaultMessage: 'Copy', description: 'Request kind' },
  kindErasure: { id: 'account.dataRights.kindErasure', defaultMessage: 'Erasure', description: 'Request kind' },
  statusPending: { id: 'account.dataRights.statusPending', defaultMessage: 'Pending', description: 'Request status' },
  statusReady: { id: 'account.dataRights.statusReady', defaultMessage: 'Ready', description: 'Request status' },
  statusDownloaded: {
    id: 'account.dataRights.statusDownloaded',
    defaultMessage: 'Downloaded',
    description: 'Request status',
  },
  statusExpired: { id: 'account.dataRights.statusExpired', defaultMessage: 'Expired', description: 'Request status' },
  statusCompleted: {
    id: 'account.dataRights.statusCompleted',
    defaultMessage: 'Completed',
    description: 'Request status',
  },
  statusRejected: {
    id: 'account.dataRights.statusRejected',
    defaultMessage: 'Rejected',
    description: 'Request status',
  },
  download: { id: 'account.dataRights.download', defaultMessage: 'Download', description: 'Download an export' },
  downloading: { id: 'account.dataRights.downloading', defaultMessage: 'Downloading…', description: 'Busy label' },
  downloadFailed: {
    id: 'account.dataRights.downloadFailed',
    defaultMessage: 'The download failed',
    description: 'Toast title when a download fails',
  },
  loading: { id: 'account.dataRights.loading', defaultMessage: 'Loading your requests', description: 'Loading label' },
  loadError: {
    id: 'account.dataRights.loadError',
    defaultMessage: 'Your requests could not be loaded',
    description: 'Alert title',
  },
});

// Typed, because they take arguments.
export const argMessages: {
  requested: TypedMessageDescriptor<{ date: string }>;
  due: TypedMessageDescriptor<{ date: string }>;
  expires: TypedMessageDescriptor<{ date: string }>;
  reason: TypedMessageDescriptor<{ reason: PrimitiveType }>;
} = {
  requested: defineMessage<{ date: string }>({
    id: 'account.dataRights.requested',
    defaultMessage: 'Requested {date}',
    description: 'When the request was made',
  }),
  due: defineMessage<{ date: string }>({
    id: 'account.dataRights.due',
    defaultMessage: 'Answer due by {date}',
    description: 'The deadline of a pending request',
  }),
  expires: defineMessage<{ date: string }>({
    id: 'account.dataRights.expires',
    defaultMessage: 'Download once, by {date}',
    description: 'Until when a ready export can be downloaded',
  }),
  reason: defineMessage<{ reason: PrimitiveType }>({
    id: 'account.dataRights.reason',
    defaultMessage: 'Reason: {reason}',
    description: 'Why a request was rejected',
  }),
};
