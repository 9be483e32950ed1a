import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const whatsAppMessages = defineMessages({
  title: { id: 'whatsapp.title', defaultMessage: 'WhatsApp', description: 'Label of the WhatsApp section' },
  subtitle: {
    id: 'whatsapp.subtitle',
    defaultMessage:
      'Connect your WhatsApp Business number: customers who write to it get the same assistant as your web chat, and your team answers them from the AI Assistant inbox.',
    description: 'Intro of the WhatsApp section',
  },
  loadError: {
    id: 'whatsapp.loadError',
    defaultMessage: 'The WhatsApp connection could not be loaded',
    description: 'Title of the error when the section failed to load',
  },
  loading: { id: 'whatsapp.loading', defaultMessage: 'Loading…', description: 'Busy label while loading' },
  retry: { id: 'whatsapp.retry', defaultMessage: 'Try again', description: 'Button to load the data again' },
  failed: {
    id: 'whatsapp.failed',
    defaultMessage: 'That did not work',
    description: 'Toast title of a refused action',
  },
  connectionHeading: {
    id: 'whatsapp.connection.heading',
    defaultMessage: 'Business number',
    description: 'Heading of the card with the WhatsApp connection',
  },
  statusConnected: { id: 'whatsapp.status.connected', defaultMessage: 'Connected', description: 'Connection badge' },
  statusPending: {
    id: 'whatsapp.status.pending',
    defaultMessage: 'Waiting for verification',
    description: 'Connection badge: saved, Meta has not verified the webhook yet',
  },
  statusError: { id: 'whatsapp.status.error', defaultMessage: 'Sending fails', description: 'Connection badge' },
  statusNone: { id: 'whatsapp.status.none', defaultMessage: 'Not connected', description: 'Connection badge' },
  notConnected: {
    id: 'whatsapp.notConnected',
    defaultMessage:
      'No number is connected. You need the phone number ID, the WhatsApp Business Account ID, an access token and the app secret of your Meta app.',
    description: 'Text of the connection card before a number is connected',
  },
  pendingHint: {
    id: 'whatsapp.pendingHint',
    defaultMessage:
      'Enter the callback URL and the verify token below in your Meta app (WhatsApp › Configuration) and subscribe to the messages field.',
    description: 'What to do while the connection waits for Meta to verify the webhook',
  },
  lastError: {
    id: 'whatsapp.lastError',
    defaultMessage: 'The last message could not be sent',
    description: 'Title of the alert with the Graph API error',
  },
  displayPhoneNumber: {
    id: 'whatsapp.field.displayPhoneNumber',
    defaultMessage: 'Phone number',
    description: 'Label: the number customers write to',
  },
  phoneNumberId: { id: 'whatsapp.field.phoneNumberId', defaultMessage: 'Phone number ID', description: 'Label' },
  wabaId: { id: 'whatsapp.field.wabaId', defaultMessage: 'WhatsApp Business Account ID', description: 'Label' },
  accessToken: { id: 'whatsapp.field.accessToken', defaultMessage: 'Access token', description: 'Label' },
  appSecret: { id: 'whatsapp.field.appSecret', defaultMessage: 'App secret', description: 'Label' },
  keepSecret: {
    id: 'whatsapp.field.keepSecret',
    defaultMessage: 'Leave empty to keep the stored one.',
    description: 'Hint of a secret field when changing a connection',
  },
  templateName: {
    id: 'whatsapp.field.templateName',
    defaultMessage: 'Template for messages outside 24 hours',
    description: 'Label: the approved message template',
  },
  templateHint: {
    id: 'whatsapp.field.templateHint',
    defaultMessage:
      'An approved template with one body parameter. WhatsApp allows free-form messages only within 24 hours of the customer’s last message; later, notifications and replies use this template.',
    description: 'Hint of the template field',
  },
  noTemplate: { id: 'whatsapp.noTemplate', defaultMessage: 'None', description: 'No template set' },
  connect: { id: 'whatsapp.connect', defaultMessage: 'Connect number', description: 'Button' },
  change: { id: 'whatsapp.change', defaultMessage: 'Change', description: 'Button changing the connection' },
  save: { id: 'whatsapp.save', defaultMessage: 'Save', description: 'Submit of the connection dialog' },
  saving: { id: 'whatsapp.saving', defaultMessage: 'Saving…', description: 'Busy label' },
  saved: { id: 'whatsapp.saved', defaultMessage: 'WhatsApp number saved', description: 'Toast' },
  disconnect: { id: 'whatsapp.disconnect', defaultMessage: 'Disconnect', description: 'Button' },
  disconnectTitle: {
    id: 'whatsapp.disconnectTitle',
    defaultMessage: 'Disconnect this number?',
    description: 'Title of the confirmation',
  },
  disconnectDescription: {
    id: 'whatsapp.disconnectDescription',
    defaultMessage:
      'Its access token and app secret are deleted and its webhook stops answering. The conversations and figures stay.',
    description: 'Text of the confirmation',
  },
  disconnecting: { id: 'whatsapp.disconnecting', defaultMessage: 'Disconnecting…', description: 'Busy label' },
  disconnected: { id: 'whatsapp.disconnected', defaultMessage: 'WhatsApp number disconnected', description: 'Toast' },
  readOnly: {
    id: 'whatsapp.readOnly',
    defaultMessage: 'Only your organization’s admins can change the connection.',
    description: 'Note for staff who are not admins',
  },
  webhookHeading: { id: 'whatsapp.webhook.heading', defaultMessage: 'Webhook', description: 'Card heading' },
  callbackUrl: { id: 'whatsapp.webhook.callbackUrl', defaultMessage: 'Callback URL', description: 'Label' },
  verifyToken: { id: 'whatsapp.webhook.verifyToken', defaultMessage: 'Verify token', description: 'Label' },
  copy: { id: 'whatsapp.copy', defaultMessage: 'Copy', description: 'Button copying a value' },
  copied: { id: 'whatsapp.copied', defaultMessage: 'Copied', description: 'Toast after copying' },
  copyFailed: {
    id: 'whatsapp.copyFailed',
    defaultMessage: 'Could not copy: select the text and copy it yourself',
    description: 'Toast when the clipboard refused',
  },
  figuresHeading: { id: 'whatsapp.figures.heading', defaultMessage: 'Figures', description: 'Section heading' },
  period: { id: 'whatsapp.figures.period', defaultMessage: 'Period', description: 'Label of the period picker' },
  conversations: { id: 'whatsapp.figures.conversations', defaultMessage: 'Conversations', description: 'Stat' },
  messagesIn: { id: 'whatsapp.figures.messagesIn', defaultMessage: 'Messages received', description: 'Stat' },
  messagesOut: { id: 'whatsapp.figures.messagesOut', defaultMessage: 'Messages sent', description: 'Stat' },
  responseTime: {
    id: 'whatsapp.figures.responseTime',
    defaultMessage: 'Median response time',
    description: 'Stat',
  },
  deliveryRate: { id: 'whatsapp.figures.deliveryRate', defaultMessage: 'Delivered', description: 'Stat' },
  readRate: { id: 'whatsapp.figures.readRate', defaultMessage: 'Read', description: 'Stat' },
  failedSends: { id: 'whatsapp.figures.failed', defaultMessage: 'Failed sends', description: 'Stat' },
  noValue: { id: 'whatsapp.figures.noValue', defaultMessage: '—', description: 'A figure without data yet' },
});

export const whatsAppArgMessages: {
  lastDays: TypedMessageDescriptor<{ days: number }>;
  tokenHint: TypedMessageDescriptor<{ last4: string }>;
} = {
  lastDays: defineMessage<{ days: number }>({
    id: 'whatsapp.figures.lastDays',
    defaultMessage: '{days, plural, one {Last day} other {Last # days}}',
    description: 'Option of the period picker',
  }),
  tokenHint: defineMessage<{ last4: string }>({
    id: 'whatsapp.tokenHint',
    defaultMessage: 'ending in {last4}',
    description: 'The stored access token, shown by its last 4 characters',
  }),
};
