import type { ChatMessage, Conversation, DashboardStats, NotificationDto, Profile } from '@qafila/contracts';

// Fixtures of the feature dashboard's stories and tests. Fixed times, so relative times read the same every run.
export const fixtureNow = Date.parse('2026-05-12T10:00:00Z');
const ago = (minutes: number) => new Date(fixtureNow - minutes * 60_000).toISOString();

export const fixtureEnabledSections = [
  'overview',
  'shipments',
  'tracking',
  'temperature',
  'ai-chat',
  'documents',
  'customs',
];

export const fixtureStats: DashboardStats = {
  activeShipments: 1284,
  fleetVehicles: 42,
  completedToday: 37,
  pendingCustoms: 12,
  apiCallsToday: 15320,
  complianceScore: 96.5,
  whatsappMessages: 214,
  carbonSaved: 3.4,
  dubaiTemperature: 33.6,
  trafficStatus: 'moderate',
  estimates: ['dubaiTemperature', 'trafficStatus', 'carbonSaved'],
  generatedAt: ago(2),
};

export const fixtureNotifications: NotificationDto[] = [
  {
    id: 3,
    kind: 'handoff',
    createdAt: ago(4),
    readAt: null,
    shipmentId: null,
    trackingNumber: null,
    caseReference: null,
    sessionId: 'session_1715500000_abcd1234',
    customerName: 'Layla Haddad',
    detail: 'I would like to speak to a person about my invoice',
  },
  {
    id: 2,
    kind: 'shipment_exception',
    createdAt: ago(90),
    readAt: null,
    shipmentId: 12,
    trackingNumber: 'QAF-240002',
    caseReference: null,
    sessionId: null,
    customerName: 'Omar Al Marzouqi',
    detail: 'Sandstorm at destination, flight rescheduled',
  },
  {
    id: 1,
    kind: 'support_case',
    createdAt: ago(60 * 26),
    readAt: ago(60 * 20),
    shipmentId: 9,
    trackingNumber: 'QAF-240001',
    caseReference: 'CASE-000017',
    sessionId: null,
    customerName: 'Fatima Noor',
    detail: 'damaged',
  },
];

export const fixtureConversations: Conversation[] = [
  {
    sessionId: 'session_1715500000_abcd1234',
    customerId: 7,
    customerName: 'Layla Haddad',
    reason: 'handoff',
    caseReference: null,
    lastMessage: 'I would like to speak to a person about my invoice',
    lastMessageAt: ago(4),
    language: 'en',
    channel: 'web',
    pageUrl: null,
    visitorName: null,
    visitorContact: null,
  },
  // An anonymous visitor of the chat widget on a partner's site: no name given, an e-mail address in the pre-chat form.
  {
    sessionId: 'widget_1715499000_ijkl9012',
    customerId: null,
    customerName: '',
    reason: 'widget',
    caseReference: null,
    lastMessage: 'Where is my parcel QAF-240031? It was due yesterday.',
    lastMessageAt: ago(18),
    language: 'en',
    channel: 'widget',
    pageUrl: 'https://shop.example.ae/orders/track?ref=footer#status',
    visitorName: null,
    visitorContact: 'amal.visitor@example.com',
  },
  // A customer the partner's site verified (identity hash), handed off from the chat widget.
  {
    sessionId: 'widget_1715497000_mnop3456',
    customerId: 9,
    customerName: 'Fatima Noor',
    reason: 'handoff',
    caseReference: null,
    lastMessage: 'أريد التحدث مع موظف بخصوص موعد التسليم',
    lastMessageAt: ago(42),
    language: 'ar',
    channel: 'widget',
    pageUrl: 'https://www.example.ae/account/orders/QAF-240027/delivery-preferences?tab=schedule',
    visitorName: null,
    visitorContact: null,
  },
  {
    sessionId: 'session_1715400000_efgh5678',
    customerId: 8,
    customerName: 'خالد المنصوري',
    reason: 'support_case',
    caseReference: 'CASE-000018',
    lastMessage: 'وصلت الشحنة متضررة، ماذا أفعل؟',
    lastMessageAt: ago(75),
    language: 'ar',
    channel: 'web',
    pageUrl: null,
    visitorName: null,
    visitorContact: null,
  },
];

const meta: ChatMessage['metadata'] = {};

export const fixtureConversationMessages: ChatMessage[] = [
  {
    id: 1,
    role: 'user',
    content: 'Hello, my invoice for QAF-240002 looks wrong.',
    createdAt: ago(9),
    language: 'en',
    metadata: meta,
  },
  {
    id: 2,
    role: 'assistant',
    content: 'I am handing you over to our team, who can review invoices. Someone will reply here shortly.',
    createdAt: ago(8),
    language: 'en',
    metadata: meta,
  },
  {
    id: 3,
    role: 'user',
    content: 'I would like to speak to a person about my invoice',
    createdAt: ago(4),
    language: 'en',
    metadata: meta,
  },
  {
    id: 4,
    role: 'agent',
    content: 'Hi Layla, this is Sara from operations. I am checking the invoice now.',
    createdAt: ago(1),
    language: 'en',
    metadata: meta,
  },
];

/** The anonymous widget visitor's conversation (`fixtureConversations[1]`). */
export const fixtureWidgetMessages: ChatMessage[] = [
  {
    id: 11,
    role: 'user',
    content: 'Where is my parcel QAF-240031? It was due yesterday.',
    createdAt: ago(18),
    language: 'en',
    metadata: meta,
  },
  {
    id: 12,
    role: 'assistant',
    content: 'QAF-240031 is at the Jebel Ali hub and is out for delivery tomorrow morning.',
    createdAt: ago(17),
    language: 'en',
    metadata: meta,
  },
];

/** The verified customer's widget conversation (`fixtureConversations[2]`), handed off in Arabic. */
export const fixtureWidgetCustomerMessages: ChatMessage[] = [
  {
    id: 21,
    role: 'user',
    content: 'أريد التحدث مع موظف بخصوص موعد التسليم',
    createdAt: ago(43),
    language: 'ar',
    metadata: meta,
  },
  {
    id: 22,
    role: 'assistant',
    content: 'سأحيلك إلى فريقنا، وسيرد عليك أحد الموظفين هنا قريبًا.',
    createdAt: ago(42),
    language: 'ar',
    metadata: meta,
  },
];

export const fixtureProfile: Profile = {
  id: 5,
  username: 'ops',
  name: 'Sara Al Nuaimi',
  email: 'sara@gulfline.ae',
  jobTitle: 'Operations manager',
  companyName: 'Gulf Line Logistics',
  phoneNumber: '+971 50 123 4567',
  role: 'org_admin',
  organizationName: 'Gulf Line Logistics',
  language: 'en',
  emailNotifications: true,
};

export const fixtureOrganization = { displayName: 'Gulf Line Logistics', logoUrl: null };
export const fixtureUser = { name: 'Sara Al Nuaimi', email: 'sara@gulfline.ae' };
export const fixtureLanguages = [
  { code: 'en', label: 'English' },
  { code: 'ar', label: 'العربية' },
];
