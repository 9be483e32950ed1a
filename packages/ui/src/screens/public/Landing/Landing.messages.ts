import { defineMessages } from 'react-intl';

// Shared with apps/web, which declares the same ids: formatjs requires identical descriptors, so no descriptions.
export const sharedMessages = defineMessages({
  headline: { id: 'landing.headline', defaultMessage: 'Smarter logistics across the Emirates' },
  subline: {
    id: 'landing.subline',
    defaultMessage: 'Track shipments, clear customs and support your customers in English and Arabic.',
  },
});

export const messages = defineMessages({
  eyebrow: {
    id: 'landing.hero.eyebrow',
    defaultMessage: 'Built in the UAE, for the UAE',
    description: 'Above the headline',
  },
  bookDemo: {
    id: 'landing.hero.bookDemo',
    defaultMessage: 'Book a Demo',
    description: 'Hero button; scrolls to the contact form',
  },
  learnMore: { id: 'landing.hero.learnMore', defaultMessage: 'Learn More', description: 'Hero link to /features' },
  learnMoreContext: {
    id: 'landing.hero.learnMoreContext',
    defaultMessage: 'about Qafila features',
    description: 'Visually hidden end of the Learn More link, read by screen readers',
  },
  statsTitle: {
    id: 'landing.stats.title',
    defaultMessage: 'Qafila in numbers',
    description: 'Heading of the statistics strip',
  },
  statsCaption: {
    id: 'landing.stats.caption',
    defaultMessage: 'Figures as reported by our customers and partners; they are not live measurements.',
    description: 'Caption saying the figures are claims',
  },
  statApis: {
    id: 'landing.stats.apis',
    defaultMessage: 'ready-made APIs and integrations',
    description: 'After "25+"',
  },
  statAutomation: {
    id: 'landing.stats.automation',
    defaultMessage: 'of routine paperwork automated',
    description: 'After "95%"',
  },
  statSatisfaction: {
    id: 'landing.stats.satisfaction',
    defaultMessage: 'customer satisfaction',
    description: 'After "98%"',
  },
  statEmirates: { id: 'landing.stats.emirates', defaultMessage: 'emirates covered', description: 'After "7"' },
  statFreeZones: { id: 'landing.stats.freeZones', defaultMessage: 'free zones supported', description: 'After "15+"' },
  featuresEyebrow: {
    id: 'landing.features.eyebrow',
    defaultMessage: 'Features',
    description: 'Above the features heading',
  },
  featuresTitle: {
    id: 'landing.features.title',
    defaultMessage: 'Everything your operation needs, in one platform',
    description: 'Heading of the feature cards',
  },
  ocrTitle: { id: 'landing.feature.ocr.title', defaultMessage: 'Document OCR', description: 'Feature card' },
  ocrText: {
    id: 'landing.feature.ocr.text',
    defaultMessage:
      'Read invoices, bills of lading and certificates of origin in Arabic and English, and fill the data in for you.',
    description: 'Feature card',
  },
  freeZoneTitle: {
    id: 'landing.feature.freeZone.title',
    defaultMessage: 'Free-zone compliance',
    description: 'Feature card',
  },
  freeZoneText: {
    id: 'landing.feature.freeZone.text',
    defaultMessage: 'Checklists and document tracking for JAFZA, KEZAD, Dubai South and the other free zones.',
    description: 'Feature card',
  },
  fleetTitle: { id: 'landing.feature.fleet.title', defaultMessage: 'Fleet management', description: 'Feature card' },
  fleetText: {
    id: 'landing.feature.fleet.text',
    defaultMessage:
      'Vehicles, drivers, trips and maintenance in one view, with route optimisation across the Emirates.',
    description: 'Feature card',
  },
  integrationTitle: {
    id: 'landing.feature.integration.title',
    defaultMessage: 'Integration hub',
    description: 'Feature card',
  },
  integrationText: {
    id: 'landing.feature.integration.text',
    defaultMessage: 'Connect your ERP, e-commerce store, warehouse and accounting systems, or your own APIs.',
    description: 'Feature card',
  },
  islamicFinanceTitle: {
    id: 'landing.feature.islamicFinance.title',
    defaultMessage: 'Islamic finance compliance',
    description: 'Feature card',
  },
  islamicFinanceText: {
    id: 'landing.feature.islamicFinance.text',
    defaultMessage: 'Billing and payment terms that respect Sharia principles, with clear records for your auditors.',
    description: 'Feature card',
  },
  dataRightsTitle: {
    id: 'landing.feature.dataRights.title',
    defaultMessage: 'Data-rights workflows',
    description: 'Feature card',
  },
  dataRightsText: {
    id: 'landing.feature.dataRights.text',
    defaultMessage: 'Access, export and erasure requests under the UAE data protection law, answered within 30 days.',
    description: 'Feature card',
  },
  whatsappTitle: {
    id: 'landing.feature.whatsapp.title',
    defaultMessage: 'WhatsApp messaging',
    description: 'Feature card',
  },
  whatsappText: {
    id: 'landing.feature.whatsapp.text',
    defaultMessage: 'Your customers ask about their shipments on WhatsApp and get answers in their own language.',
    description: 'Feature card',
  },
  delayTitle: {
    id: 'landing.feature.delay.title',
    defaultMessage: 'Predictive delay analytics',
    description: 'Feature card',
  },
  delayText: {
    id: 'landing.feature.delay.text',
    defaultMessage: 'Spot shipments at risk from weather, traffic or customs holds before your customers do.',
    description: 'Feature card',
  },
  showcaseEyebrow: {
    id: 'landing.showcase.eyebrow',
    defaultMessage: 'See it at work',
    description: 'Above the showcase heading',
  },
  showcaseTitle: {
    id: 'landing.showcase.title',
    defaultMessage: 'One workspace for shipments, conversations and fleets',
    description: 'Heading of the showcases',
  },
  example: {
    id: 'landing.showcase.example',
    defaultMessage: 'Example · sample data',
    description: 'Badge marking an illustration built from sample data',
  },
  dashboardTitle: {
    id: 'landing.showcase.dashboard.title',
    defaultMessage: 'Shipment dashboard',
    description: 'Showcase title',
  },
  dashboardText: {
    id: 'landing.showcase.dashboard.text',
    defaultMessage: 'Every shipment with its status, route and documents at a glance.',
    description: 'Showcase text',
  },
  route1: { id: 'landing.showcase.route1', defaultMessage: 'Jebel Ali → Abu Dhabi', description: 'Sample route' },
  route2: { id: 'landing.showcase.route2', defaultMessage: 'Khalifa Port → Al Ain', description: 'Sample route' },
  route3: { id: 'landing.showcase.route3', defaultMessage: 'Dubai South → Sharjah', description: 'Sample route' },
  chatTitle: {
    id: 'landing.showcase.chat.title',
    defaultMessage: 'Bilingual assistant',
    description: 'Showcase title',
  },
  chatText: {
    id: 'landing.showcase.chat.text',
    defaultMessage: 'Customers ask in Arabic or English; the assistant answers from their real shipments.',
    description: 'Showcase text',
  },
  chatQuestion: {
    id: 'landing.showcase.chat.question',
    defaultMessage: 'Where is my shipment QAF-240017?',
    description: 'Sample customer message',
  },
  chatAnswer: {
    id: 'landing.showcase.chat.answer',
    defaultMessage:
      'It cleared customs at Jebel Ali this morning and is on its way to Abu Dhabi. Expected delivery: tomorrow before noon.',
    description: 'Sample assistant answer',
  },
  fleetShowcaseTitle: {
    id: 'landing.showcase.fleet.title',
    defaultMessage: 'Fleet overview',
    description: 'Showcase title',
  },
  fleetShowcaseText: {
    id: 'landing.showcase.fleet.text',
    defaultMessage: 'Utilisation, maintenance and trips for every vehicle.',
    description: 'Showcase text',
  },
  fleetUtilisation: {
    id: 'landing.showcase.fleet.utilisation',
    defaultMessage: 'Fleet utilisation',
    description: 'Progress label',
  },
  fleetOnTime: { id: 'landing.showcase.fleet.onTime', defaultMessage: 'On-time trips', description: 'Progress label' },
  fleetMaintenance: {
    id: 'landing.showcase.fleet.maintenance',
    defaultMessage: 'Maintenance plan done',
    description: 'Progress label',
  },
  servicesEyebrow: {
    id: 'landing.services.eyebrow',
    defaultMessage: 'Services',
    description: 'Above the services heading',
  },
  servicesTitle: {
    id: 'landing.services.title',
    defaultMessage: 'We help you from first setup to daily operations',
    description: 'Heading of the services',
  },
  onboardingTitle: {
    id: 'landing.service.onboarding.title',
    defaultMessage: 'Onboarding and data migration',
    description: 'Service',
  },
  onboardingText: {
    id: 'landing.service.onboarding.text',
    defaultMessage: 'We import your shipments, customers and vehicles and train your team in Arabic or English.',
    description: 'Service',
  },
  customsTitle: {
    id: 'landing.service.customs.title',
    defaultMessage: 'Customs and compliance set-up',
    description: 'Service',
  },
  customsText: {
    id: 'landing.service.customs.text',
    defaultMessage: 'Document templates and checks for mainland, free-zone and cross-border GCC shipments.',
    description: 'Service',
  },
  integrationServiceTitle: {
    id: 'landing.service.integration.title',
    defaultMessage: 'Integration services',
    description: 'Service',
  },
  integrationServiceText: {
    id: 'landing.service.integration.text',
    defaultMessage: 'Our engineers connect Qafila to your existing systems and keep the connections healthy.',
    description: 'Service',
  },
  supportTitle: { id: 'landing.service.support.title', defaultMessage: 'Local support', description: 'Service' },
  supportText: {
    id: 'landing.service.support.text',
    defaultMessage: 'A UAE-based team that answers on working days, Gulf Standard Time.',
    description: 'Service',
  },
  segmentsEyebrow: {
    id: 'landing.segments.eyebrow',
    defaultMessage: 'Who it is for',
    description: 'Above the segments heading',
  },
  segmentsTitle: {
    id: 'landing.segments.title',
    defaultMessage: 'Made for businesses that move goods in the UAE',
    description: 'Heading of the market segments',
  },
  segmentVolume: {
    id: 'landing.segments.volume',
    defaultMessage: 'Monthly volume',
    description: 'Label before a band like $2K-8K',
  },
  ecommerceTitle: {
    id: 'landing.segment.ecommerce.title',
    defaultMessage: 'E-commerce businesses',
    description: 'Segment',
  },
  ecommerceText: {
    id: 'landing.segment.ecommerce.text',
    defaultMessage:
      'Online shops that ship to customers across the Emirates and want fewer “where is my order?” calls.',
    description: 'Segment',
  },
  manufacturersTitle: {
    id: 'landing.segment.manufacturers.title',
    defaultMessage: 'Manufacturers',
    description: 'Segment',
  },
  manufacturersText: {
    id: 'landing.segment.manufacturers.text',
    defaultMessage: 'Factories importing materials and exporting goods through UAE ports and free zones.',
    description: 'Segment',
  },
  logisticsTitle: {
    id: 'landing.segment.logistics.title',
    defaultMessage: 'Logistics companies',
    description: 'Segment',
  },
  logisticsText: {
    id: 'landing.segment.logistics.text',
    defaultMessage: 'Carriers and forwarders running fleets and serving many shippers at once.',
    description: 'Segment',
  },
  contactEyebrow: {
    id: 'landing.contact.eyebrow',
    defaultMessage: 'Contact',
    description: 'Above the contact heading',
  },
  contactTitle: {
    id: 'landing.contact.title',
    defaultMessage: 'See Qafila on your own shipments',
    description: 'Contact heading',
  },
  contactText: {
    id: 'landing.contact.text',
    defaultMessage: 'Book a 30-minute demo with our team. We reply within 24 hours, in Arabic or English.',
    description: 'Contact text',
  },
  ctaTitle: {
    id: 'landing.cta.title',
    defaultMessage: 'Ready to move faster?',
    description: 'Bottom call to action heading',
  },
  ctaText: {
    id: 'landing.cta.text',
    defaultMessage: 'Join UAE logistics teams that track, clear and deliver with Qafila.',
    description: 'Bottom call to action text',
  },
  ctaBook: { id: 'landing.cta.book', defaultMessage: 'Book Your Demo Now', description: 'Scrolls to the contact form' },
  ctaFeatures: { id: 'landing.cta.features', defaultMessage: 'View All Features', description: 'Link to /features' },
});
