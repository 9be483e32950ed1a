import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  eyebrow: { id: 'tutorial.eyebrow', defaultMessage: 'Tutorial', description: 'Above the tutorial heading' },
  title: {
    id: 'tutorial.title',
    defaultMessage: 'Getting started with Qafila',
    description: 'Heading (h1) of the tutorial page',
  },
  lead: {
    id: 'tutorial.lead',
    defaultMessage:
      'Six short steps take you from your first sign-in to tracking shipments, talking to the assistant and checking your customs documents. Answers to common questions follow.',
    description: 'Lead paragraph of the tutorial page',
  },
  requestDemo: {
    id: 'tutorial.requestDemo',
    defaultMessage: 'Request a demo',
    description: 'Link to the contact section of the home page',
  },
  openDashboard: {
    id: 'tutorial.openDashboard',
    defaultMessage: 'Open the dashboard',
    description: 'Link to /app',
  },
  stepsTitle: { id: 'tutorial.steps.title', defaultMessage: 'Step by step', description: 'Heading of the steps' },
  stepAccessTitle: {
    id: 'tutorial.step.access.title',
    defaultMessage: 'Request a demo or sign in',
    description: 'Step heading',
  },
  stepAccessText: {
    id: 'tutorial.step.access.text',
    defaultMessage:
      'New to Qafila? Send the demo form on the home page and our team will contact you within 24 hours to set up your organisation. Already have an account? Choose Login at the top of any page and enter the username and password your administrator gave you. You can also look around the demo workspace without signing in.',
    description: 'Step text',
  },
  stepTrackTitle: { id: 'tutorial.step.track.title', defaultMessage: 'Track a shipment', description: 'Step heading' },
  stepTrackText: {
    id: 'tutorial.step.track.text',
    defaultMessage:
      'In the dashboard, choose a shipment under Active shipments to see its route, status, estimated delivery and latest updates. You can also type a tracking number, air waybill or container number in the chat.',
    description: 'Step text',
  },
  stepAskTitle: {
    id: 'tutorial.step.ask.title',
    defaultMessage: 'Ask the assistant',
    description: 'Step heading',
  },
  stepAskText: {
    id: 'tutorial.step.ask.text',
    defaultMessage:
      'Write your question in English or Arabic, or pick one of the quick prompts. The assistant answers in the language you write in, about your own shipments, and suggests follow-up questions. Press Enter to send and Shift+Enter for a new line.',
    description: 'Step text',
  },
  stepComplianceTitle: {
    id: 'tutorial.step.compliance.title',
    defaultMessage: 'Check compliance documents',
    description: 'Step heading',
  },
  stepComplianceText: {
    id: 'tutorial.step.compliance.text',
    defaultMessage:
      'Select a shipment and look at its compliance panel: each document, such as the commercial invoice, certificate of origin or packing list, shows whether it is approved, pending or rejected. Download all documents at once from the quick actions.',
    description: 'Step text',
  },
  stepIssueTitle: { id: 'tutorial.step.issue.title', defaultMessage: 'Report an issue', description: 'Step heading' },
  stepIssueText: {
    id: 'tutorial.step.issue.text',
    defaultMessage:
      'Choose Report issue in the shipment’s quick actions, or tell the assistant what went wrong. A support case is opened and our team follows up with you on your preferred channel.',
    description: 'Step text',
  },
  stepLanguageTitle: {
    id: 'tutorial.step.language.title',
    defaultMessage: 'Change the language',
    description: 'Step heading',
  },
  stepLanguageText: {
    id: 'tutorial.step.language.text',
    defaultMessage:
      'Use the language selector (EN or AR) in the header or the dashboard. Arabic turns the whole interface right to left, and Qafila remembers your choice on this device.',
    description: 'Step text',
  },
  faqTitle: { id: 'tutorial.faq.title', defaultMessage: 'Frequently asked questions', description: 'FAQ heading' },
  faqLead: {
    id: 'tutorial.faq.lead',
    defaultMessage: 'Select a question to show its answer.',
    description: 'Under the FAQ heading',
  },
  faqLanguagesQ: {
    id: 'tutorial.faq.languages.q',
    defaultMessage: 'Which languages does Qafila support?',
    description: 'FAQ question',
  },
  faqLanguagesA: {
    id: 'tutorial.faq.languages.a',
    defaultMessage:
      'English and Arabic, across the whole interface and the assistant. The assistant understands Modern Standard Arabic, Gulf dialect and Arabic written in Latin letters, and replies in the language of your message.',
    description: 'FAQ answer',
  },
  faqRtlQ: {
    id: 'tutorial.faq.rtl.q',
    defaultMessage: 'Does the interface work right to left in Arabic?',
    description: 'FAQ question',
  },
  faqRtlA: {
    id: 'tutorial.faq.rtl.a',
    defaultMessage:
      'Yes. In Arabic every screen is laid out right to left, arrows and other direction icons are mirrored, and dates, times and numbers follow Arabic conventions. Times are shown in UAE time.',
    description: 'FAQ answer',
  },
  faqTrackingQ: {
    id: 'tutorial.faq.tracking.q',
    defaultMessage: 'How do tracking numbers work?',
    description: 'FAQ question',
  },
  faqTrackingA: {
    id: 'tutorial.faq.tracking.a',
    defaultMessage:
      'Every shipment has a Qafila tracking number, such as QAF-240017. You can also use the carrier’s reference: the air waybill number for air freight (an airline prefix of three digits followed by eight digits, for example 176-12345675) or the container number for sea freight (four letters followed by seven digits, as marked on the container). The dashboard and the assistant accept all three.',
    description: 'FAQ answer; keep the examples as they are',
  },
  faqResidencyQ: {
    id: 'tutorial.faq.residency.q',
    defaultMessage: 'Where is my data stored?',
    description: 'FAQ question',
  },
  faqResidencyA: {
    id: 'tutorial.faq.residency.a',
    defaultMessage:
      'In the United Arab Emirates. We store and process your data in the UAE and transfer it abroad only when a shipment requires it, for example to the carrier at the destination. Our Privacy Policy gives the details and the retention periods.',
    description: 'FAQ answer',
  },
  faqRightsQ: {
    id: 'tutorial.faq.rights.q',
    defaultMessage: 'How do I ask for a copy of my data or for its deletion?',
    description: 'FAQ question',
  },
  faqRightsA: {
    id: 'tutorial.faq.rights.a',
    defaultMessage:
      'Under UAE Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data you can ask for a copy, a correction or the deletion of your personal data. Under “Your data” on your profile (staff) or your account page (customers), request a copy, which is ready at once to download once within 7 days, or the erasure of your data, which your organisation’s administrator answers. Staff can also correct their details on their profile. For a correction or anything else, write to privacy@qafila.ae: we answer every request within 30 days.',
    description: 'FAQ answer',
  },
  faqIntegrationsQ: {
    id: 'tutorial.faq.integrations.q',
    defaultMessage: 'Which systems can Qafila connect to?',
    description: 'FAQ question',
  },
  faqIntegrationsA: {
    id: 'tutorial.faq.integrations.a',
    defaultMessage:
      'Our integration hub offers more than 25 ready-made connectors for carriers, e-commerce platforms, ERP and accounting systems, as well as your own APIs and webhooks. During onboarding we confirm which ones fit your systems.',
    description: 'FAQ answer',
  },
  faqSecurityQ: {
    id: 'tutorial.faq.security.q',
    defaultMessage: 'How is my account kept secure?',
    description: 'FAQ question',
  },
  faqSecurityA: {
    id: 'tutorial.faq.security.a',
    defaultMessage:
      'Passwords are stored only as a one-way hash, sign-in attempts are rate limited, and each organisation sees only its own data. Turn on two-factor sign-in on your profile or account page: after your password you enter a 6-digit code from an authenticator app, or one of ten single-use recovery codes if you lose your phone. Give each user only the access their work requires (least privilege).',
    description: 'FAQ answer',
  },
  faqPricingQ: {
    id: 'tutorial.faq.pricing.q',
    defaultMessage: 'How much does Qafila cost?',
    description: 'FAQ question',
  },
  faqPricingA: {
    id: 'tutorial.faq.pricing.a',
    defaultMessage:
      'Plans start at $299 per month for Starter, then $899 per month for Professional and $2,999 per month for Enterprise. Larger operations get a Custom plan priced with our sales team. Prices are in US dollars, shown with their UAE dirham equivalent; VAT is added where it applies.',
    description: 'FAQ answer; keep the prices',
  },
  faqWhatsappQ: {
    id: 'tutorial.faq.whatsapp.q',
    defaultMessage: 'Can my customers use WhatsApp?',
    description: 'FAQ question',
  },
  faqWhatsappA: {
    id: 'tutorial.faq.whatsapp.a',
    defaultMessage:
      'Yes. Once your organisation connects its WhatsApp Business number, customers can ask the same assistant about their shipments on WhatsApp, and the conversation appears in their communication log.',
    description: 'FAQ answer',
  },
  faqHumanQ: {
    id: 'tutorial.faq.human.q',
    defaultMessage: 'Can I talk to a person instead of the assistant?',
    description: 'FAQ question',
  },
  faqHumanA: {
    id: 'tutorial.faq.human.a',
    defaultMessage:
      'Yes. Ask the assistant for a person at any time, or schedule a support call from the shipment’s quick actions. The assistant hands the conversation over with its full history, so you do not have to repeat yourself.',
    description: 'FAQ answer',
  },
});
