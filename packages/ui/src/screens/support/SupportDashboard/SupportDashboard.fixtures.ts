import type {
  ChatMessage,
  CommunicationRecord,
  ComplianceResult,
  Language,
  Shipment,
  TrackedShipment,
} from '@qafila/contracts';

// Sample data for stories and tests, shaped like the API's demo seed. Times are relative to a fixed clock so that
// relative times ("6 hours ago") and dates are stable.

/** The fixed clock: 12 May 2025, 14:00 in Dubai. */
export const fixtureNow = Date.parse('2025-05-12T10:00:00Z');

const hoursAgo = (hours: number) => new Date(fixtureNow - hours * 3600_000).toISOString();
const daysAhead = (days: number) => new Date(fixtureNow + days * 24 * 3600_000).toISOString();

export const fixtureLanguages: readonly Language[] = [
  { code: 'en', name: 'English (US)', flag: '🇺🇸' },
  { code: 'ar', name: 'العربية', flag: '🇦🇪', rtl: true },
];

export const fixtureCustomer = { id: 1, username: 'demo.customer' };

/** Eight shipments: every status at least once. */
export const fixtureShipments: Shipment[] = [
  {
    id: 1,
    trackingNumber: 'QAF-240001',
    status: 'in_transit',
    origin: 'Shanghai, China',
    destination: 'Dubai, UAE',
    estimatedDelivery: daysAhead(6),
    delayReason: null,
  },
  {
    id: 2,
    trackingNumber: 'QAF-240002',
    status: 'delayed',
    origin: 'Mumbai, India',
    destination: 'Abu Dhabi, UAE',
    estimatedDelivery: daysAhead(2),
    delayReason: 'Weather conditions — sandstorm at destination, flight rescheduled',
  },
  {
    id: 3,
    trackingNumber: 'QAF-240003',
    status: 'customs_clearance',
    origin: 'Hamburg, Germany',
    destination: 'Sharjah, UAE',
    estimatedDelivery: daysAhead(3),
    delayReason: null,
  },
  {
    id: 4,
    trackingNumber: 'QAF-240004',
    status: 'delivered',
    origin: 'Riyadh, Saudi Arabia',
    destination: 'Dubai, UAE',
    estimatedDelivery: daysAhead(-2),
    delayReason: null,
  },
  {
    id: 5,
    trackingNumber: 'QAF-240005',
    status: 'pending',
    origin: 'Jebel Ali Free Zone, Dubai',
    destination: 'Al Ain, UAE',
    estimatedDelivery: daysAhead(4),
    delayReason: null,
  },
  {
    id: 6,
    trackingNumber: 'QAF-240006',
    status: 'in_transit',
    origin: 'Dubai, UAE',
    destination: 'Ras Al Khaimah, UAE',
    estimatedDelivery: daysAhead(0.3),
    delayReason: null,
  },
  {
    id: 7,
    trackingNumber: 'QAF-240007',
    status: 'delayed',
    origin: 'Jeddah, Saudi Arabia',
    destination: 'Fujairah, UAE',
    estimatedDelivery: daysAhead(5),
    delayReason: 'Port congestion at Jeddah Islamic Port',
  },
  {
    id: 8,
    trackingNumber: 'QAF-240008',
    status: 'pending',
    origin: 'Istanbul, Türkiye',
    destination: 'Dubai, UAE',
    estimatedDelivery: null,
    delayReason: null,
  },
];

/** The second shipment (delayed), looked up by tracking number. */
export const fixtureTrackedShipment: TrackedShipment = {
  ...fixtureShipments[1]!,
  weight: '85 kg',
  dimensions: '80 × 60 × 50 cm',
  service: 'Air Freight (Express)',
  value: 'AED 12,300',
  weightKg: 85,
  dimensionsCm: { length: 80, width: 60, height: 50 },
  declaredValueAed: 12_300,
  description: 'Pharmaceutical supplies (temperature controlled)',
  events: [
    { status: 'pending', description: 'Shipment booked', location: 'Mumbai, India', occurredAt: hoursAgo(72) },
    {
      status: 'in_transit',
      description: 'Departed Chhatrapati Shivaji airport',
      location: 'Mumbai, India',
      occurredAt: hoursAgo(40),
    },
    {
      status: 'delayed',
      description: 'Weather conditions — sandstorm at destination, flight rescheduled',
      location: 'Muscat, Oman',
      occurredAt: hoursAgo(6),
    },
  ],
};

export const fixtureCompliance: ComplianceResult = {
  shipmentId: 2,
  checks: {
    commercial_invoice: {
      documentType: 'commercial_invoice',
      name: 'Commercial Invoice',
      status: 'approved',
      description: 'Commercial invoice approved',
    },
    air_waybill: {
      documentType: 'air_waybill',
      name: 'Air Waybill',
      status: 'completed',
      description: 'Air waybill issued',
    },
    import_permit: {
      documentType: 'import_permit',
      name: 'Import Permit',
      status: 'pending',
      description: 'Ministry of Health and Prevention import permit under review',
    },
  },
};

/** Seven records: the log shows the first five. */
export const fixtureCommunications: CommunicationRecord[] = [
  { channel: 'whatsapp', subject: 'Delay notice: QAF-240002', hours: 5 },
  { channel: 'web', subject: 'Chat: where is my shipment?', hours: 7 },
  { channel: 'email', subject: 'Import permit documents requested', hours: 26 },
  { channel: 'whatsapp', subject: 'Departure confirmed: QAF-240002', hours: 40 },
  { channel: 'email', subject: 'Booking confirmation QAF-240002', hours: 72 },
  { channel: 'email', subject: 'Sixth record (not shown)', hours: 96 },
  { channel: 'web', subject: 'Seventh record (not shown)', hours: 120 },
].map(({ channel, subject, hours }, index) => ({
  id: index + 1,
  channel: channel as CommunicationRecord['channel'],
  messageType: 'notification',
  timestamp: hoursAgo(hours),
  subject,
  shipmentId: 2,
  status: 'sent' as const,
}));

/** A conversation whose answers carry a tracking card, a compliance card and suggested questions. */
export const fixtureMessages: ChatMessage[] = [
  {
    id: 1,
    role: 'user',
    content: 'Where is QAF-240002?',
    createdAt: hoursAgo(0.5),
    language: 'en',
    metadata: {},
  },
  {
    id: 2,
    role: 'assistant',
    content:
      'QAF-240002 (Mumbai → Abu Dhabi) is delayed: a sandstorm at the destination rescheduled its flight. The new estimated delivery is 14 May.',
    createdAt: hoursAgo(0.49),
    language: 'en',
    metadata: {
      action: 'track_shipment',
      trackingInfo: {
        trackingNumber: 'QAF-240002',
        route: 'Mumbai, India → Abu Dhabi, UAE',
        status: 'delayed',
        updates: [
          { description: 'Shipment booked', timestamp: hoursAgo(72), completed: true, current: false },
          { description: 'Departed Mumbai', timestamp: hoursAgo(40), completed: true, current: false },
          { description: 'Held in Muscat: sandstorm', timestamp: hoursAgo(6), completed: false, current: true },
        ],
      },
      suggestedQuestions: ['Which documents does QAF-240002 still need?', 'Can I get a call from the team?'],
    },
  },
  {
    id: 3,
    role: 'user',
    content: 'Which documents does QAF-240002 still need?',
    createdAt: hoursAgo(0.3),
    language: 'en',
    metadata: {},
  },
  {
    id: 4,
    role: 'assistant',
    content: 'Two of three documents are done. The import permit from the Ministry of Health is still under review.',
    createdAt: hoursAgo(0.29),
    language: 'en',
    metadata: {
      action: 'documents',
      complianceData: {
        documents: [
          { name: 'Commercial Invoice', status: 'approved', description: 'Approved' },
          { name: 'Air Waybill', status: 'completed', description: 'Issued' },
          { name: 'Import Permit', status: 'pending', description: 'Under review by the Ministry of Health' },
        ],
      },
      suggestedQuestions: ['How long does the permit review take?'],
    },
  },
];

/** The same conversation in Arabic. */
export const fixtureMessagesAr: ChatMessage[] = [
  { ...fixtureMessages[0]!, content: 'أين الشحنة QAF-240002؟', language: 'ar' },
  {
    ...fixtureMessages[1]!,
    content:
      'الشحنة QAF-240002 (مومباي ← أبوظبي) متأخرة: أدّت عاصفة رملية في مدينة الوصول إلى إعادة جدولة رحلتها. موعد التسليم المتوقع الجديد هو 14 مايو.',
    language: 'ar',
    metadata: {
      ...fixtureMessages[1]!.metadata,
      trackingInfo: {
        trackingNumber: 'QAF-240002',
        route: 'مومباي، الهند → أبوظبي، الإمارات',
        status: 'delayed',
        updates: [
          { description: 'تم حجز الشحنة', timestamp: hoursAgo(72), completed: true, current: false },
          { description: 'غادرت مومباي', timestamp: hoursAgo(40), completed: true, current: false },
          { description: 'محتجزة في مسقط بسبب عاصفة رملية', timestamp: hoursAgo(6), completed: false, current: true },
        ],
      },
      suggestedQuestions: ['ما المستندات التي لا تزال الشحنة بحاجة إليها؟', 'هل يمكن أن يتصل بي الفريق؟'],
    },
  },
  { ...fixtureMessages[2]!, content: 'ما المستندات التي لا تزال الشحنة بحاجة إليها؟', language: 'ar' },
  {
    ...fixtureMessages[3]!,
    content: 'اكتمل مستندان من ثلاثة. ولا يزال تصريح الاستيراد من وزارة الصحة قيد المراجعة.',
    language: 'ar',
    metadata: {
      action: 'documents',
      complianceData: {
        documents: [
          { name: 'الفاتورة التجارية', status: 'approved', description: 'معتمدة' },
          { name: 'بوليصة الشحن الجوي', status: 'completed', description: 'صادرة' },
          { name: 'تصريح الاستيراد', status: 'pending', description: 'قيد المراجعة لدى وزارة الصحة' },
        ],
      },
      suggestedQuestions: ['كم تستغرق مراجعة التصريح؟'],
    },
  },
];
