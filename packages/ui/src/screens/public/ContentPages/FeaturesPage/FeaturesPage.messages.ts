import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  eyebrow: { id: 'features.eyebrow', defaultMessage: 'Features', description: 'Above the features page heading' },
  title: {
    id: 'features.title',
    defaultMessage: 'Everything UAE logistics needs, in one bilingual platform',
    description: 'Heading (h1) of the features page',
  },
  lead: {
    id: 'features.lead',
    defaultMessage:
      'From the first document to the final delivery, Qafila brings tracking, customs, compliance, fleets and customer conversations together, in English and Arabic.',
    description: 'Lead paragraph of the features page',
  },
  operationsTitle: {
    id: 'features.group.operations.title',
    defaultMessage: 'Operations and visibility',
    description: 'Feature group heading',
  },
  operationsText: {
    id: 'features.group.operations.text',
    defaultMessage: 'Know where every shipment and vehicle is, and what happens next.',
    description: 'Feature group introduction',
  },
  complianceTitle: {
    id: 'features.group.compliance.title',
    defaultMessage: 'Compliance and documents',
    description: 'Feature group heading',
  },
  complianceText: {
    id: 'features.group.compliance.text',
    defaultMessage: 'Paperwork that is read, checked and kept in order for you.',
    description: 'Feature group introduction',
  },
  intelligenceTitle: {
    id: 'features.group.intelligence.title',
    defaultMessage: 'Intelligence',
    description: 'Feature group heading',
  },
  intelligenceText: {
    id: 'features.group.intelligence.text',
    defaultMessage: 'Answers and warnings before your customers have to ask.',
    description: 'Feature group introduction',
  },
  connectTitle: {
    id: 'features.group.connect.title',
    defaultMessage: 'Connections and payments',
    description: 'Feature group heading',
  },
  connectText: {
    id: 'features.group.connect.text',
    defaultMessage: 'Qafila works with the systems, channels and payment terms you already use.',
    description: 'Feature group introduction',
  },
  trackingTitle: { id: 'features.tracking.title', defaultMessage: 'Live tracking', description: 'Feature name' },
  trackingText: {
    id: 'features.tracking.text',
    defaultMessage:
      'Follow each shipment from pickup to delivery by tracking number, air waybill or container number. Status changes reach the dashboard the moment they happen, with the route, the estimated delivery time and every update along the way.',
    description: 'Feature description',
  },
  fleetTitle: { id: 'features.fleet.title', defaultMessage: 'Fleet management', description: 'Feature name' },
  fleetText: {
    id: 'features.fleet.text',
    defaultMessage:
      'Manage vehicles, drivers and trips in one place. Maintenance prediction estimates when each vehicle needs a service from its mileage, service history and age, and explains why. Route optimisation orders the stops across the emirates and estimates the arrival time with the traffic expected at that hour.',
    description: 'Feature description',
  },
  customsTitle: { id: 'features.customs.title', defaultMessage: 'Customs clearance', description: 'Feature name' },
  customsText: {
    id: 'features.customs.text',
    defaultMessage:
      'See which declarations and supporting documents each shipment needs, follow its clearance status and get told as soon as customs asks for something, so goods do not wait at the port.',
    description: 'Feature description',
  },
  ocrTitle: {
    id: 'features.ocr.title',
    defaultMessage: 'Document OCR and processing',
    description: 'Feature name',
  },
  ocrText: {
    id: 'features.ocr.text',
    defaultMessage:
      'Upload invoices, packing lists, certificates of origin and bills of lading in English or Arabic. Qafila reads them, extracts the key fields, matches them to the shipment and flags anything missing or inconsistent.',
    description: 'Feature description',
  },
  freeZoneTitle: {
    id: 'features.freeZone.title',
    defaultMessage: 'UAE and free-zone compliance',
    description: 'Feature name',
  },
  freeZoneText: {
    id: 'features.freeZone.text',
    defaultMessage:
      'Check every shipment against federal requirements and the rules of the free zone it moves through. Each document shows whether it is approved, pending or rejected, with what to do next.',
    description: 'Feature description',
  },
  dataRightsTitle: {
    id: 'features.dataRights.title',
    defaultMessage: 'Data-rights workflows',
    description: 'Feature name',
  },
  dataRightsText: {
    id: 'features.dataRights.text',
    defaultMessage:
      'Under the UAE Personal Data Protection Law, your customers and staff ask for a copy of their personal data or its erasure from their own account. Copies are prepared at once; your admins answer erasure requests within the 30-day deadline, with reminders 7 and 2 days before it, and every step is recorded. A daily job applies the retention periods of our Privacy Policy.',
    description: 'Feature description',
  },
  delayTitle: {
    id: 'features.delay.title',
    defaultMessage: 'Predictive delay analytics',
    description: 'Feature name',
  },
  delayText: {
    id: 'features.delay.text',
    defaultMessage:
      'Spot shipments that are likely to run late from their route, the season, the weather and congestion at ports and borders, and warn customers with a new estimate before they have to ask.',
    description: 'Feature description',
  },
  assistantTitle: {
    id: 'features.assistant.title',
    defaultMessage: 'Bilingual AI assistant',
    description: 'Feature name',
  },
  assistantText: {
    id: 'features.assistant.text',
    defaultMessage:
      'Customers ask about their shipments, documents and deliveries in English or Arabic, including Gulf dialect, and get answers about their own data in the same language. When a person is needed, the assistant hands over the conversation with its history.',
    description: 'Feature description',
  },
  integrationTitle: {
    id: 'features.integration.title',
    defaultMessage: 'Integration hub',
    description: 'Feature name',
  },
  integrationText: {
    id: 'features.integration.text',
    defaultMessage:
      'Connect carriers, e-commerce platforms, ERP and accounting systems through 25+ ready-made connectors, or your own APIs and webhooks. Every sync is recorded, so you can see at a glance which connections are healthy.',
    description: 'Feature description; 25+ is a marketing claim',
  },
  whatsappTitle: {
    id: 'features.whatsapp.title',
    defaultMessage: 'WhatsApp Business messaging',
    description: 'Feature name',
  },
  whatsappText: {
    id: 'features.whatsapp.text',
    defaultMessage:
      'Reach customers on the channel they use every day. Shipment updates go out on WhatsApp, and replies reach the same assistant and support team as the web chat.',
    description: 'Feature description',
  },
  islamicTitle: {
    id: 'features.islamic.title',
    defaultMessage: 'Islamic-finance-compliant payment terms',
    description: 'Feature name',
  },
  islamicText: {
    id: 'features.islamic.text',
    defaultMessage:
      'Offer and accept payment terms that follow Islamic finance principles: clear fees agreed in advance and no interest on late payments, with amounts in US dollars and UAE dirhams.',
    description: 'Feature description',
  },
  ctaTitle: {
    id: 'features.cta.title',
    defaultMessage: 'See Qafila with your own shipments',
    description: 'Heading of the call to action at the bottom of the features page',
  },
  ctaText: {
    id: 'features.cta.text',
    defaultMessage: 'Book a demo and we will walk you through the features that matter to your operation.',
    description: 'Call to action text',
  },
  ctaBook: {
    id: 'features.cta.book',
    defaultMessage: 'Book a Demo',
    description: 'Link to the contact section of the home page',
  },
  ctaTutorial: {
    id: 'features.cta.tutorial',
    defaultMessage: 'Read the tutorial',
    description: 'Link to /tutorial',
  },
});
