import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  eyebrow: { id: 'about.eyebrow', defaultMessage: 'About us', description: 'Above the about page heading' },
  title: {
    id: 'about.title',
    defaultMessage: 'Logistics software built in the UAE, for the UAE',
    description: 'Heading (h1) of the about page',
  },
  lead: {
    id: 'about.lead',
    defaultMessage:
      'Qafila, Arabic for “caravan”, helps logistics companies, e-commerce businesses and manufacturers move goods across the Emirates and keep their customers informed in the language they prefer.',
    description: 'Lead paragraph of the about page',
  },
  missionTitle: { id: 'about.mission.title', defaultMessage: 'Our mission', description: 'Section heading' },
  missionText: {
    id: 'about.mission.text',
    defaultMessage:
      'To take the paperwork, guesswork and waiting out of UAE logistics, so that every shipment is visible, every document is in order and every customer gets a clear answer in English or Arabic.',
    description: 'Mission statement',
  },
  visionTitle: { id: 'about.vision.title', defaultMessage: 'Our vision', description: 'Section heading' },
  visionText: {
    id: 'about.vision.text',
    defaultMessage:
      'A UAE where goods move between the ports, free zones and seven emirates as easily as messages do, and where businesses of every size have the tools that only the largest operators used to have.',
    description: 'Vision statement',
  },
  storyTitle: { id: 'about.story.title', defaultMessage: 'Our story', description: 'Section heading' },
  storyText1: {
    id: 'about.story.text1',
    defaultMessage:
      'Qafila began with a simple observation: customers of UAE logistics companies kept asking the same questions — where is my shipment, which document is missing, when will it clear customs — and the answers were spread across e-mails, spreadsheets and phone calls.',
    description: 'Company story, first paragraph',
  },
  storyText2: {
    id: 'about.story.text2',
    defaultMessage:
      'We set out to build one bilingual platform that brings those answers together, designed from the first day for Arabic and English, for UAE customs and free-zone rules, and for keeping data in the country.',
    description: 'Company story, second paragraph',
  },
  valuesTitle: { id: 'about.values.title', defaultMessage: 'Our values', description: 'Section heading' },
  valueLocalTitle: { id: 'about.values.local.title', defaultMessage: 'Rooted in the UAE', description: 'Value name' },
  valueLocalText: {
    id: 'about.values.local.text',
    defaultMessage: 'We build for local regulations, local ports and free zones, and local ways of doing business.',
    description: 'Value description',
  },
  valueBilingualTitle: {
    id: 'about.values.bilingual.title',
    defaultMessage: 'Bilingual by design',
    description: 'Value name',
  },
  valueBilingualText: {
    id: 'about.values.bilingual.text',
    defaultMessage:
      'Arabic is never an afterthought: every screen, message and answer works equally well in both languages.',
    description: 'Value description',
  },
  valueTrustTitle: { id: 'about.values.trust.title', defaultMessage: 'Trust and privacy', description: 'Value name' },
  valueTrustText: {
    id: 'about.values.trust.text',
    defaultMessage: 'Your data stays in the UAE, is protected by design and is used only to serve you.',
    description: 'Value description',
  },
  valuePracticalTitle: {
    id: 'about.values.practical.title',
    defaultMessage: 'Practical intelligence',
    description: 'Value name',
  },
  valuePracticalText: {
    id: 'about.values.practical.text',
    defaultMessage: 'We use AI where it saves real time, explain its answers, and keep a person within reach.',
    description: 'Value description',
  },
  leadershipTitle: { id: 'about.leadership.title', defaultMessage: 'Leadership', description: 'Section heading' },
  leadershipText: {
    id: 'about.leadership.text',
    defaultMessage:
      'Our leadership team combines experience in regional logistics, customs brokerage, data protection and software engineering.',
    description: 'Introduction of the leadership roles',
  },
  roleCeoTitle: {
    id: 'about.leadership.ceo.title',
    defaultMessage: 'Chief Executive Officer',
    description: 'Leadership role',
  },
  roleCeoText: {
    id: 'about.leadership.ceo.text',
    defaultMessage: 'Sets the company’s direction and works with logistics partners across the Emirates.',
    description: 'What the role does',
  },
  roleCtoTitle: {
    id: 'about.leadership.cto.title',
    defaultMessage: 'Chief Technology Officer',
    description: 'Leadership role',
  },
  roleCtoText: {
    id: 'about.leadership.cto.text',
    defaultMessage: 'Leads the engineering of the platform, its security and its AI assistant.',
    description: 'What the role does',
  },
  roleComplianceTitle: {
    id: 'about.leadership.compliance.title',
    defaultMessage: 'Head of Compliance and Data Protection',
    description: 'Leadership role',
  },
  roleComplianceText: {
    id: 'about.leadership.compliance.text',
    defaultMessage: 'Keeps our customs content and our handling of personal data in line with UAE law.',
    description: 'What the role does',
  },
  roleSuccessTitle: {
    id: 'about.leadership.success.title',
    defaultMessage: 'Head of Customer Success',
    description: 'Leadership role',
  },
  roleSuccessText: {
    id: 'about.leadership.success.text',
    defaultMessage: 'Guides customers from onboarding onwards and brings their feedback into the product.',
    description: 'What the role does',
  },
  recognitionTitle: {
    id: 'about.recognition.title',
    defaultMessage: 'What we are working towards',
    description: 'Section heading (goals, not awards)',
  },
  recognitionText: {
    id: 'about.recognition.text',
    defaultMessage: 'These are the goals we hold ourselves to, not awards we claim to have won.',
    description: 'Says the items are goals',
  },
  goalEmirates: {
    id: 'about.recognition.emirates',
    defaultMessage: 'Be the logistics platform customers trust in all seven emirates.',
    description: 'Company goal',
  },
  goalFreeZones: {
    id: 'about.recognition.freeZones',
    defaultMessage: 'Support the customs and compliance needs of 15+ UAE free zones.',
    description: 'Company goal; 15+ is a marketing claim',
  },
  goalRights: {
    id: 'about.recognition.rights',
    defaultMessage: 'Answer every data-rights request within 30 days.',
    description: 'Company goal',
  },
  goalArabic: {
    id: 'about.recognition.arabic',
    defaultMessage: 'Be known for Arabic-first product quality in regional logistics software.',
    description: 'Company goal',
  },
  ctaTitle: {
    id: 'about.cta.title',
    defaultMessage: 'Let’s move your business forward',
    description: 'Heading of the call to action at the bottom of the about page',
  },
  ctaText: {
    id: 'about.cta.text',
    defaultMessage: 'Tell us about your operation and we will show you what Qafila can do for it.',
    description: 'Call to action text',
  },
  ctaBook: {
    id: 'about.cta.book',
    defaultMessage: 'Book a Demo',
    description: 'Link to the contact section of the home page',
  },
  ctaFeatures: {
    id: 'about.cta.features',
    defaultMessage: 'Explore the features',
    description: 'Link to /features',
  },
});
