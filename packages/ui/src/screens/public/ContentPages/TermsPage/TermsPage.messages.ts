import { defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'terms.title', defaultMessage: 'Terms of Service', description: 'Heading (h1) of the terms of service' },
  lead: {
    id: 'terms.lead',
    defaultMessage:
      'These terms govern your use of the Qafila platform, website and Qafila Support, provided by Qafila, a technology company established in the United Arab Emirates that serves businesses in the UAE. By creating an account or using the service you accept them; if you accept them for an organisation, you confirm that you may bind it.',
    description: 'Lead paragraph of the terms of service',
  },
  serviceTitle: { id: 'terms.service.title', defaultMessage: 'The service', description: 'Section heading' },
  serviceText: {
    id: 'terms.service.text',
    defaultMessage:
      'Qafila is a bilingual logistics platform: shipment tracking, an AI assistant, document processing, UAE and free-zone compliance checks, fleet management, integrations and messaging. The features available to you depend on your plan and on the features your organisation enables.',
    description: 'What the service is',
  },
  serviceAi: {
    id: 'terms.service.ai',
    defaultMessage:
      'The assistant and the analytics give information to support your decisions. They can be wrong: check customs and compliance decisions against the official requirements before you act on them.',
    description: 'Limits of AI features',
  },
  accountsTitle: { id: 'terms.accounts.title', defaultMessage: 'Accounts', description: 'Section heading' },
  accountsCredentials: {
    id: 'terms.accounts.credentials',
    defaultMessage: 'Keep your sign-in details confidential and tell us at once if you suspect unauthorised use.',
    description: 'Account obligation',
  },
  accountsAccurate: {
    id: 'terms.accounts.accurate',
    defaultMessage: 'Give accurate information and keep it up to date.',
    description: 'Account obligation',
  },
  accountsAdmins: {
    id: 'terms.accounts.admins',
    defaultMessage:
      'Organisation administrators are responsible for the users they add and the access they grant. Give each person only the access their work requires.',
    description: 'Account obligation',
  },
  useTitle: { id: 'terms.use.title', defaultMessage: 'Acceptable use', description: 'Section heading' },
  useIntro: {
    id: 'terms.use.intro',
    defaultMessage: 'You must not:',
    description: 'Before the list of prohibited uses',
  },
  useLaw: {
    id: 'terms.use.law',
    defaultMessage: 'use the service in breach of UAE law, including customs, trade-control and sanctions rules;',
    description: 'Prohibited use',
  },
  useAccess: {
    id: 'terms.use.access',
    defaultMessage: 'try to reach data or accounts that are not yours, or to test, probe or bypass our security;',
    description: 'Prohibited use',
  },
  useHarm: {
    id: 'terms.use.harm',
    defaultMessage: 'upload malicious code or overload, disrupt or reverse engineer the service;',
    description: 'Prohibited use',
  },
  useSpam: {
    id: 'terms.use.spam',
    defaultMessage: 'send unsolicited messages through the WhatsApp Business or other channels;',
    description: 'Prohibited use',
  },
  useResell: {
    id: 'terms.use.resell',
    defaultMessage: 'resell or sublicense the service without our written agreement.',
    description: 'Prohibited use',
  },
  dataTitle: { id: 'terms.data.title', defaultMessage: 'Your data', description: 'Section heading' },
  dataText: {
    id: 'terms.data.text',
    defaultMessage:
      'You keep all rights in the data you put into Qafila. We use it only to provide the service, as our Privacy Policy describes, and we keep it in the UAE. Each person can download a copy of their own personal data from their profile or account page at any time; for a copy of all your organisation’s data, write to us and we provide it within 30 days. When your contract ends, we delete or anonymise it according to the retention periods in the Privacy Policy, unless the law requires us to keep it longer.',
    description: 'Customer data terms',
  },
  privacyLink: {
    id: 'terms.data.privacyLink',
    defaultMessage: 'Read the Privacy Policy',
    description: 'Link from the terms to /privacy',
  },
  feesTitle: { id: 'terms.fees.title', defaultMessage: 'Plans and fees', description: 'Section heading' },
  feesIntro: {
    id: 'terms.fees.intro',
    defaultMessage: 'The service is paid for by monthly subscription:',
    description: 'Before the list of plans',
  },
  feesStarter: { id: 'terms.fees.starter', defaultMessage: 'Starter: $299 per month', description: 'Plan and price' },
  feesProfessional: {
    id: 'terms.fees.professional',
    defaultMessage: 'Professional: $899 per month',
    description: 'Plan and price',
  },
  feesEnterprise: {
    id: 'terms.fees.enterprise',
    defaultMessage: 'Enterprise: $2,999 per month',
    description: 'Plan and price',
  },
  feesCustom: {
    id: 'terms.fees.custom',
    defaultMessage: 'Custom: priced with our sales team',
    description: 'Plan and price',
  },
  feesText: {
    id: 'terms.fees.text',
    defaultMessage:
      'Fees are invoiced monthly in advance in US dollars, with the UAE dirham equivalent shown, and value added tax is added where it applies. Payment terms comply with Islamic finance principles: we charge no interest on late payments. If an invoice remains unpaid after written notice, we may suspend the service until it is paid.',
    description: 'Billing terms',
  },
  availabilityTitle: {
    id: 'terms.availability.title',
    defaultMessage: 'Availability and support',
    description: 'Section heading',
  },
  availabilityText: {
    id: 'terms.availability.text',
    defaultMessage:
      'We work to keep the service available at all times and announce planned maintenance in advance. Interruptions can still happen; service levels are guaranteed only where your order form sets them.',
    description: 'Availability terms',
  },
  liabilityTitle: { id: 'terms.liability.title', defaultMessage: 'Liability', description: 'Section heading' },
  liabilityText: {
    id: 'terms.liability.text',
    defaultMessage:
      'To the extent UAE law allows, neither party is liable for indirect or consequential loss, such as lost profits, and each party’s total liability under these terms is limited to the fees paid in the 12 months before the claim. Nothing in these terms limits liability for fraud, wilful misconduct or anything else that the law does not allow to be limited.',
    description: 'Limitation of liability',
  },
  terminationTitle: {
    id: 'terms.termination.title',
    defaultMessage: 'Suspension and termination',
    description: 'Section heading',
  },
  terminationText: {
    id: 'terms.termination.text',
    defaultMessage:
      'You may cancel your subscription at the end of any billing month. We may suspend or close an account that seriously breaches these terms, after notice where the breach can be remedied.',
    description: 'Termination terms',
  },
  lawTitle: { id: 'terms.law.title', defaultMessage: 'Governing law and courts', description: 'Section heading' },
  lawText: {
    id: 'terms.law.text',
    defaultMessage:
      'These terms are governed by the laws of the United Arab Emirates as applied in the Emirate of Dubai. The courts of Dubai have exclusive jurisdiction over any dispute arising from them.',
    description: 'Governing law: UAE; courts: Dubai',
  },
  changesTitle: { id: 'terms.changes.title', defaultMessage: 'Changes to these terms', description: 'Section heading' },
  changesText: {
    id: 'terms.changes.text',
    defaultMessage:
      'We tell you about material changes at least 30 days before they take effect. If you continue to use the service after that, the new terms apply.',
    description: 'Changes to the terms',
  },
  contactTitle: { id: 'terms.contact.title', defaultMessage: 'Contact us', description: 'Section heading' },
  contactText: {
    id: 'terms.contact.text',
    defaultMessage: 'For questions about these terms, write to us:',
    description: 'Before the contact e-mail address',
  },
  contactAddress: {
    id: 'terms.contact.address',
    defaultMessage: 'Qafila, Dubai, United Arab Emirates',
    description: 'Postal location of the company',
  },
});

// Typed, because they take arguments.
export const argMessages: {
  updated: TypedMessageDescriptor<{ date: string }>;
} = defineMessages<{ updated: { date: string } }>({
  updated: {
    id: 'terms.updated',
    defaultMessage: 'Last updated: {date}',
    description: 'Date the terms were last changed; date is formatted',
  },
});
