import { defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'support.title', defaultMessage: 'Qafila Support', description: 'Title of the support dashboard' },
  signOut: { id: 'support.signOut', defaultMessage: 'Sign out', description: 'Button that signs the user out' },
  account: {
    id: 'support.account',
    defaultMessage: 'Your account',
    description: "Link to the customer's account page",
  },
  demoTitle: {
    id: 'support.demo.title',
    defaultMessage: 'Demo workspace',
    description: 'Title of the banner shown to visitors who are not signed in',
  },
  demoDescription: {
    id: 'support.demo.description',
    defaultMessage: 'You are looking at sample data. Sign in to see your own shipments and to send requests.',
    description: 'Text of the demo workspace banner',
  },
  signIn: { id: 'support.demo.signIn', defaultMessage: 'Sign in', description: 'Sign-in action of the demo banner' },
  tabsLabel: {
    id: 'support.tabs.label',
    defaultMessage: 'Dashboard sections',
    description: 'Accessible name of the tab list on phones',
  },
  tabShipments: { id: 'support.tabs.shipments', defaultMessage: 'Shipments', description: 'Phone tab: shipments' },
  tabChat: { id: 'support.tabs.chat', defaultMessage: 'Chat', description: 'Phone tab: chat' },
  tabDetails: { id: 'support.tabs.details', defaultMessage: 'Details', description: 'Phone tab: shipment details' },
  languageEn: { id: 'support.language.en', defaultMessage: 'English (US)', description: 'Name of English' },
  languageAr: { id: 'support.language.ar', defaultMessage: 'Arabic', description: 'Name of Arabic' },
  toastError: { id: 'support.toast.error', defaultMessage: 'Error', description: 'Title of an error notification' },
});

export const shipmentMessages = defineMessages({
  customerHeading: { id: 'support.customer.heading', defaultMessage: 'Customer', description: 'Customer card title' },
  customerId: {
    id: 'support.customer.idLabel',
    defaultMessage: 'Customer ID',
    description: 'Label of the customer id (CUST- plus a number)',
  },
  customerLoading: {
    id: 'support.customer.loading',
    defaultMessage: 'Loading customer…',
    description: 'Announced while the customer card loads',
  },
  heading: { id: 'support.shipments.heading', defaultMessage: 'Active shipments', description: 'Shipment list title' },
  loading: {
    id: 'support.shipments.loading',
    defaultMessage: 'Loading shipments…',
    description: 'Announced while the shipment list loads',
  },
  error: {
    id: 'support.shipments.error',
    defaultMessage: 'Your shipments could not be loaded.',
    description: 'Shown when the shipment list fails to load',
  },
  empty: {
    id: 'support.shipments.empty',
    defaultMessage: 'No active shipments',
    description: 'Shown when the customer has no shipments',
  },
  to: {
    id: 'support.shipments.to',
    defaultMessage: 'to',
    description: 'Read by screen readers between origin and destination, in place of the arrow',
  },
  etaUnknown: {
    id: 'support.shipments.etaUnknown',
    defaultMessage: 'ETA: not yet known',
    description: 'Shown when a shipment has no estimated delivery date',
  },
  channelsHeading: { id: 'support.channels.heading', defaultMessage: 'Channels', description: 'Channels panel title' },
  whatsapp: { id: 'support.channels.whatsapp', defaultMessage: 'WhatsApp', description: 'The WhatsApp channel' },
  email: { id: 'support.channels.email', defaultMessage: 'Email', description: 'The email channel' },
  web: { id: 'support.channels.web', defaultMessage: 'Web chat', description: 'The web chat channel' },
  connected: {
    id: 'support.channels.connected',
    defaultMessage: 'Connected',
    description: 'State of a connected channel',
  },
  notConnected: {
    id: 'support.channels.notConnected',
    defaultMessage: 'Not connected',
    description: 'State of a channel the organization has not set up (its WhatsApp number)',
  },
  active: { id: 'support.channels.active', defaultMessage: 'Active', description: 'State of the channel in use' },
});

export const chatMessages = defineMessages({
  heading: { id: 'support.chat.heading', defaultMessage: 'Qafila Assistant', description: 'Title of the chat' },
  online: { id: 'support.chat.online', defaultMessage: 'Online', description: 'The live connection is up' },
  offline: { id: 'support.chat.offline', defaultMessage: 'Offline', description: 'The live connection is down' },
  compliant: {
    id: 'support.chat.compliant',
    defaultMessage: 'UAE compliant',
    description: 'Badge in the chat header',
  },
  log: { id: 'support.chat.log', defaultMessage: 'Conversation', description: 'Accessible name of the message list' },
  loading: {
    id: 'support.chat.loading',
    defaultMessage: 'Loading conversation…',
    description: 'Announced while the messages load',
  },
  error: {
    id: 'support.chat.error',
    defaultMessage: 'Messages could not be loaded.',
    description: 'Shown when the messages fail to load',
  },
  welcomeTitle: {
    id: 'support.welcome.title',
    defaultMessage: 'Welcome to Qafila Support',
    description: 'Title of the welcome card of an empty chat',
  },
  justNow: { id: 'support.welcome.justNow', defaultMessage: 'Just now', description: 'Time label of the welcome card' },
  welcomeIntro: {
    id: 'support.welcome.intro',
    defaultMessage: "Hello! I'm your Qafila logistics assistant. I can help you with:",
    description: 'First line of the welcome card',
  },
  capabilityTracking: {
    id: 'support.welcome.tracking',
    defaultMessage: 'Shipment tracking and status',
    description: 'Capability bullet of the welcome card',
  },
  capabilityDocuments: {
    id: 'support.welcome.documents',
    defaultMessage: 'Documentation and paperwork',
    description: 'Capability bullet of the welcome card',
  },
  capabilityDelivery: {
    id: 'support.welcome.delivery',
    defaultMessage: 'Delivery updates',
    description: 'Capability bullet of the welcome card',
  },
  capabilityCustoms: {
    id: 'support.welcome.customs',
    defaultMessage: 'Customs and compliance',
    description: 'Capability bullet of the welcome card',
  },
  welcomeLanguages: {
    id: 'support.welcome.languages',
    defaultMessage: 'Write in US English or Modern Arabic: I detect your language and answer in it.',
    description: 'Welcome card: the languages the assistant speaks',
  },
  complianceCard: {
    id: 'support.chat.complianceCard',
    defaultMessage: 'Compliance documents',
    description: 'Title of the compliance card in a chat message',
  },
  suggestions: {
    id: 'support.chat.suggestions',
    defaultMessage: 'Suggested questions',
    description: 'Accessible name of the suggested questions under an assistant message',
  },
  promptsLabel: { id: 'support.prompts.label', defaultMessage: 'Quick prompts', description: 'Quick prompts group' },
  promptTrack: {
    id: 'support.prompts.track',
    defaultMessage: 'I need help tracking my shipment',
    description: 'Quick prompt sent as a chat message',
  },
  promptStatus: {
    id: 'support.prompts.status',
    defaultMessage: 'What is the status of my delivery?',
    description: 'Quick prompt sent as a chat message',
  },
  promptDocs: {
    id: 'support.prompts.docs',
    defaultMessage: 'I need help with documentation',
    description: 'Quick prompt sent as a chat message',
  },
  promptIssue: {
    id: 'support.prompts.issue',
    defaultMessage: 'I want to report an issue with my shipment',
    description: 'Quick prompt sent as a chat message',
  },
  message: { id: 'support.composer.label', defaultMessage: 'Message', description: 'Accessible name of the text box' },
  placeholder: {
    id: 'support.composer.placeholder',
    defaultMessage: 'Ask about a shipment, documents or customs…',
    description: 'Placeholder of the chat text box',
  },
  send: { id: 'support.composer.send', defaultMessage: 'Send', description: 'Sends the chat message' },
  hintEnter: { id: 'support.composer.hintEnter', defaultMessage: 'Enter to send', description: 'Composer hint' },
  hintNewLine: {
    id: 'support.composer.hintNewLine',
    defaultMessage: 'Shift+Enter for a new line',
    description: 'Composer hint',
  },
  hintLanguage: {
    id: 'support.composer.hintLanguage',
    defaultMessage: 'Language detected automatically',
    description: 'Composer hint: the language of the message is detected',
  },
  hintCompliant: {
    id: 'support.composer.hintCompliant',
    defaultMessage: 'UAE compliant mode',
    description: 'Composer hint: the chat follows UAE rules',
  },
});

export const detailMessages = defineMessages({
  heading: { id: 'support.details.heading', defaultMessage: 'Shipment details', description: 'Right column title' },
  empty: {
    id: 'support.details.empty',
    defaultMessage: 'Select a shipment to view details',
    description: 'Right column with no shipment selected',
  },
  emptyHint: {
    id: 'support.details.emptyHint',
    defaultMessage: 'Choose one of your active shipments to see its updates, documents and messages.',
    description: 'Right column with no shipment selected',
  },
  loading: {
    id: 'support.details.loading',
    defaultMessage: 'Loading shipment…',
    description: 'Announced while the shipment details load',
  },
  error: {
    id: 'support.details.error',
    defaultMessage: 'The shipment details could not be loaded.',
    description: 'Shown when the shipment details fail to load',
  },
  weight: { id: 'support.details.weight', defaultMessage: 'Weight', description: 'Shipment weight label' },
  dimensions: { id: 'support.details.dimensions', defaultMessage: 'Dimensions', description: 'Dimensions label' },
  service: { id: 'support.details.service', defaultMessage: 'Service', description: 'Shipping service label' },
  value: { id: 'support.details.value', defaultMessage: 'Declared value', description: 'Declared value label' },
  updatesHeading: { id: 'support.updates.heading', defaultMessage: 'Live updates', description: 'Events list title' },
  updatesEmpty: { id: 'support.updates.empty', defaultMessage: 'No updates yet', description: 'No shipment events' },
  complianceHeading: {
    id: 'support.compliance.heading',
    defaultMessage: 'Compliance dashboard',
    description: 'Title of the compliance checks',
  },
  complianceEmpty: {
    id: 'support.compliance.empty',
    defaultMessage: 'No compliance checks yet',
    description: 'No compliance checks',
  },
  complianceProgress: {
    id: 'support.compliance.progress',
    defaultMessage: 'Documents complete',
    description: 'Label of the bar showing the share of approved or completed documents',
  },
  logHeading: { id: 'support.log.heading', defaultMessage: 'Communication log', description: 'Log title' },
  logEmpty: { id: 'support.log.empty', defaultMessage: 'No messages yet', description: 'Empty communication log' },
  actionsHeading: { id: 'support.actions.heading', defaultMessage: 'Quick actions', description: 'Actions title' },
  download: {
    id: 'support.actions.download',
    defaultMessage: 'Download all documents',
    description: 'Quick action',
  },
  schedule: { id: 'support.actions.schedule', defaultMessage: 'Schedule support call', description: 'Quick action' },
  report: { id: 'support.actions.report', defaultMessage: 'Report issue / delay', description: 'Quick action' },
  settings: { id: 'support.actions.settings', defaultMessage: 'Settings / preferences', description: 'Quick action' },
});

// Typed, because they take arguments.
export const argMessages: {
  detected: TypedMessageDescriptor<{ language: string }>;
  trackingCard: TypedMessageDescriptor<{ trackingNumber: string }>;
  eta: TypedMessageDescriptor<{ date: string }>;
  delayed: TypedMessageDescriptor<{ reason: string }>;
  dimensionsValue: TypedMessageDescriptor<{ length: string; width: string; height: string }>;
  declaration: TypedMessageDescriptor<{ type: string }>;
  declarationStatus: TypedMessageDescriptor<{ status: string }>;
  declarationDuties: TypedMessageDescriptor<{ duty: string; vat: string }>;
} = defineMessages<{
  detected: { language: string };
  trackingCard: { trackingNumber: string };
  eta: { date: string };
  delayed: { reason: string };
  dimensionsValue: { length: string; width: string; height: string };
  declaration: { type: string };
  declarationStatus: { status: string };
  declarationDuties: { duty: string; vat: string };
}>(
  {
    detected: {
      id: 'support.welcome.detected',
      defaultMessage: 'Detected: {language}',
      description: 'Badge with the language detected from what the user types',
    },
    trackingCard: {
      id: 'support.chat.trackingCard',
      defaultMessage: 'Tracking {trackingNumber}',
      description: 'Accessible name of the tracking card in a chat message',
    },
    eta: { id: 'support.shipments.eta', defaultMessage: 'ETA: {date}', description: 'Estimated delivery date' },
    delayed: {
      id: 'support.shipments.delayed',
      defaultMessage: 'Delayed: {reason}',
      description: 'Why a delayed shipment is late, e.g. "Delayed: Weather conditions"',
    },
    dimensionsValue: {
      id: 'support.details.dimensionsValue',
      defaultMessage: '{length} × {width} × {height} cm',
      description: 'Length × width × height in centimetres; the numbers come formatted',
    },
    declaration: {
      id: 'support.compliance.declaration',
      defaultMessage:
        'Customs declaration ({type, select, import {import} export {export} re_export {re-export} transit {transit} free_zone_to_mainland {free zone to mainland} mainland_to_free_zone {mainland to free zone} other {other}})',
      description: "Name of the shipment's customs declaration in the customer's compliance checks, with its type",
    },
    declarationStatus: {
      id: 'support.compliance.declarationStatus',
      defaultMessage:
        '{status, select, draft {Being prepared by our team} submitted {Submitted to customs} cleared {Cleared by customs} held {Held by customs} rejected {Rejected by customs} other {In progress}}',
      description: "Where the shipment's customs declaration stands, in the customer's compliance checks",
    },
    declarationDuties: {
      id: 'support.compliance.declarationDuties',
      defaultMessage: 'Customs duty {duty} · VAT {vat}',
      description: 'Duty and import VAT of the declaration, amounts formatted in AED',
    },
  },
  { typed: true },
);
