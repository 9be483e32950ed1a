import { defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'privacy.title', defaultMessage: 'Privacy Policy', description: 'Heading (h1) of the privacy policy' },
  lead: {
    id: 'privacy.lead',
    defaultMessage:
      'This policy explains what personal data Qafila collects when you use our website, the Qafila platform and Qafila Support, why we use it, where we keep it, how long we keep it and the rights you have under UAE law.',
    description: 'Lead paragraph of the privacy policy',
  },
  controllerTitle: { id: 'privacy.controller.title', defaultMessage: 'Who we are', description: 'Section heading' },
  controllerText: {
    id: 'privacy.controller.text',
    defaultMessage:
      'The controller of your personal data is Qafila, a technology company established in the United Arab Emirates (“Qafila”, “we”, “us”).',
    description: 'Names the data controller',
  },
  controllerProcessor: {
    id: 'privacy.controller.processor',
    defaultMessage:
      'When a logistics company uses Qafila to serve its own customers, that company decides how its customers’ shipment data is used and is its controller; we process that data on its behalf and only on its documented instructions.',
    description: 'Explains controller and processor roles',
  },
  collectTitle: { id: 'privacy.collect.title', defaultMessage: 'Data we collect', description: 'Section heading' },
  collectIntro: {
    id: 'privacy.collect.intro',
    defaultMessage: 'We collect only what we need to provide the service:',
    description: 'Before the list of data categories',
  },
  collectAccount: {
    id: 'privacy.collect.account',
    defaultMessage:
      'Account data: your name, username, business e-mail address, phone number, company, role and language preference, and records of your sign-ins. Passwords are stored only as a one-way hash.',
    description: 'Data category',
  },
  collectShipment: {
    id: 'privacy.collect.shipment',
    defaultMessage:
      'Shipment data: tracking numbers, air waybills and container numbers, origin and destination, consignee contact details, weights, declared values, and customs and compliance documents.',
    description: 'Data category',
  },
  collectChat: {
    id: 'privacy.collect.chat',
    defaultMessage:
      'Chat data: the messages you exchange with the assistant and our support team on the web or through WhatsApp Business, with their time and detected language.',
    description: 'Data category',
  },
  collectAnalytics: {
    id: 'privacy.collect.analytics',
    defaultMessage:
      'Analytics data, only with your consent: pages visited, buttons clicked and the type of browser and device, measured by our own first-party analytics.',
    description: 'Data category',
  },
  collectContact: {
    id: 'privacy.collect.contact',
    defaultMessage:
      'Demo requests: the name, company, e-mail address, company size and message you send us through the contact form.',
    description: 'Data category',
  },
  purposesTitle: { id: 'privacy.purposes.title', defaultMessage: 'Why we use it', description: 'Section heading' },
  purposeService: {
    id: 'privacy.purposes.service',
    defaultMessage:
      'To provide the service: tracking shipments, answering your questions in the chat, checking compliance documents and sending shipment updates.',
    description: 'Purpose of processing',
  },
  purposeSecurity: {
    id: 'privacy.purposes.security',
    defaultMessage: 'To keep accounts secure and to detect and prevent fraud and abuse.',
    description: 'Purpose of processing',
  },
  purposeSupport: {
    id: 'privacy.purposes.support',
    defaultMessage: 'To answer support and demo requests.',
    description: 'Purpose of processing',
  },
  purposeLegal: {
    id: 'privacy.purposes.legal',
    defaultMessage:
      'To meet our legal obligations, including customs, tax and financial record-keeping requirements in the UAE.',
    description: 'Purpose of processing',
  },
  purposeImprove: {
    id: 'privacy.purposes.improve',
    defaultMessage: 'To improve the website and the platform, using analytics only when you have consented to it.',
    description: 'Purpose of processing',
  },
  basesTitle: { id: 'privacy.bases.title', defaultMessage: 'Legal bases', description: 'Section heading' },
  basesIntro: {
    id: 'privacy.bases.intro',
    defaultMessage:
      'We process personal data in accordance with UAE Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data. We rely on:',
    description: 'Cites the UAE personal data protection law',
  },
  basisContract: {
    id: 'privacy.bases.contract',
    defaultMessage: 'the performance of our contract with you or with your organisation;',
    description: 'Legal basis',
  },
  basisLegal: {
    id: 'privacy.bases.legal',
    defaultMessage: 'compliance with obligations under UAE law, such as customs and record-keeping rules;',
    description: 'Legal basis',
  },
  basisConsent: {
    id: 'privacy.bases.consent',
    defaultMessage:
      'your consent, for analytics, marketing and functional cookies and for marketing messages; you can withdraw it at any time;',
    description: 'Legal basis',
  },
  basisClaims: {
    id: 'privacy.bases.claims',
    defaultMessage: 'the establishment, exercise or defence of legal claims.',
    description: 'Legal basis',
  },
  residencyTitle: {
    id: 'privacy.residency.title',
    defaultMessage: 'Where your data is kept',
    description: 'Section heading',
  },
  residencyText: {
    id: 'privacy.residency.text',
    defaultMessage:
      'We store and process personal data in the United Arab Emirates. We transfer it outside the UAE only when a shipment requires it, for example to a carrier at the destination, and only as the law permits.',
    description: 'Data residency statement',
  },
  sharingTitle: { id: 'privacy.sharing.title', defaultMessage: 'Who we share it with', description: 'Section heading' },
  sharingIntro: {
    id: 'privacy.sharing.intro',
    defaultMessage: 'We do not sell personal data. We share it only with:',
    description: 'Before the list of recipients',
  },
  sharingCarriers: {
    id: 'privacy.sharing.carriers',
    defaultMessage: 'carriers and logistics partners that handle your shipments;',
    description: 'Recipient',
  },
  sharingCustoms: {
    id: 'privacy.sharing.customs',
    defaultMessage: 'customs authorities and other government bodies, when the law requires it;',
    description: 'Recipient',
  },
  sharingProviders: {
    id: 'privacy.sharing.providers',
    defaultMessage: 'service providers that host or support the platform in the UAE, under written contracts;',
    description: 'Recipient',
  },
  sharingAdvisers: {
    id: 'privacy.sharing.advisers',
    defaultMessage: 'professional advisers and courts, where needed to establish or defend legal claims.',
    description: 'Recipient',
  },
  securityTitle: { id: 'privacy.security.title', defaultMessage: 'How we protect it', description: 'Section heading' },
  securityText: {
    id: 'privacy.security.text',
    defaultMessage:
      'Access is limited by role and by organisation, so each person sees only what their work requires, and changes made by administrators are recorded in an audit log. Data travels over encrypted connections. Passwords are stored only as a one-way hash, and sign-in attempts are rate limited. You can turn on two-factor sign-in, which asks for a code from an authenticator app after your password.',
    description: 'Security measures',
  },
  rightsTitle: { id: 'privacy.rights.title', defaultMessage: 'Your rights', description: 'Section heading' },
  rightsIntro: {
    id: 'privacy.rights.intro',
    defaultMessage: 'Under the law you have the right to:',
    description: 'Before the list of data-subject rights',
  },
  rightAccess: {
    id: 'privacy.rights.access',
    defaultMessage: 'obtain a copy of your personal data and information about how we process it;',
    description: 'Data-subject right',
  },
  rightCorrection: {
    id: 'privacy.rights.correction',
    defaultMessage: 'have inaccurate or incomplete data corrected;',
    description: 'Data-subject right',
  },
  rightErasure: {
    id: 'privacy.rights.erasure',
    defaultMessage: 'have your data erased when we no longer need it or have no legal basis to keep it;',
    description: 'Data-subject right',
  },
  rightRestriction: {
    id: 'privacy.rights.restriction',
    defaultMessage: 'restrict or object to processing, including processing for marketing;',
    description: 'Data-subject right',
  },
  rightPortability: {
    id: 'privacy.rights.portability',
    defaultMessage: 'receive your data in a structured, machine-readable format;',
    description: 'Data-subject right',
  },
  rightConsent: {
    id: 'privacy.rights.consent',
    defaultMessage: 'withdraw your consent at any time, without affecting processing carried out before.',
    description: 'Data-subject right',
  },
  rightsResponse: {
    id: 'privacy.rights.response',
    defaultMessage:
      'You can ask for a copy of your data or for its erasure yourself, under “Your data” on your profile (staff) or your account page (customers). A copy is prepared at once as a ZIP file of your data and documents, which you can download once within 7 days. An erasure request is answered by your organisation’s administrator: your name, contact details, password and sign-in and the content of your conversations are removed, while shipment records the law requires us to keep stay without your name. For the other rights, write to us (see “Contact us”). We answer every request within 30 days of receiving it, and we may ask you to confirm your identity first. If you are not satisfied with our answer, you may complain to the UAE Data Office.',
    description: 'Response time for data-rights requests',
  },
  retentionTitle: {
    id: 'privacy.retention.title',
    defaultMessage: 'How long we keep it',
    description: 'Section heading',
  },
  retentionIntro: {
    id: 'privacy.retention.intro',
    defaultMessage:
      'The periods below are the longest we keep each kind of data. A job runs every day and deletes what has passed its period; accounts are anonymised instead, so that the shipment records the law requires us to keep no longer name anyone.',
    description: 'Before the retention table',
  },
  retentionCaption: {
    id: 'privacy.retention.caption',
    defaultMessage: 'Retention periods',
    description: 'Caption of the retention table',
  },
  retentionData: { id: 'privacy.retention.data', defaultMessage: 'Data', description: 'Retention table column' },
  retentionPeriod: {
    id: 'privacy.retention.period',
    defaultMessage: 'Kept for',
    description: 'Retention table column',
  },
  retentionAccount: { id: 'privacy.retention.account', defaultMessage: 'Account data', description: 'Table row' },
  retentionShipments: {
    id: 'privacy.retention.shipments',
    defaultMessage: 'Shipment records',
    description: 'Table row',
  },
  retentionFinancial: { id: 'privacy.retention.financial', defaultMessage: 'Financial data', description: 'Table row' },
  retentionCompliance: {
    id: 'privacy.retention.compliance',
    defaultMessage: 'Compliance documents',
    description: 'Table row',
  },
  retentionChat: { id: 'privacy.retention.chat', defaultMessage: 'Chat logs', description: 'Table row' },
  retentionAnalytics: { id: 'privacy.retention.analytics', defaultMessage: 'Analytics data', description: 'Table row' },
  retentionLeads: {
    id: 'privacy.retention.leads',
    defaultMessage: 'Demo requests sent through our website',
    description: 'Table row',
  },
  cookiesTitle: { id: 'privacy.cookies.title', defaultMessage: 'Cookies', description: 'Section heading' },
  cookiesIntro: {
    id: 'privacy.cookies.intro',
    defaultMessage: 'We use four categories of cookies and similar browser storage:',
    description: 'Before the list of cookie categories',
  },
  cookiesNecessary: {
    id: 'privacy.cookies.necessary',
    defaultMessage:
      'Necessary: sign-in, security and remembering your cookie and language choices. They are always on, because the site cannot work without them.',
    description: 'Cookie category',
  },
  cookiesAnalytics: {
    id: 'privacy.cookies.analytics',
    defaultMessage: 'Analytics: anonymous page views and clicks that help us improve the site. Only with your consent.',
    description: 'Cookie category',
  },
  cookiesMarketing: {
    id: 'privacy.cookies.marketing',
    defaultMessage: 'Marketing: measuring our campaigns and showing you relevant offers. Only with your consent.',
    description: 'Cookie category',
  },
  cookiesFunctional: {
    id: 'privacy.cookies.functional',
    defaultMessage:
      'Functional: extra features such as remembering your chat and display preferences. Only with your consent.',
    description: 'Cookie category',
  },
  cookiesConsent: {
    id: 'privacy.cookies.consent',
    defaultMessage:
      'We record your choice with its date and the version of this policy. You can change it at any time through “Cookie settings” in the footer of every page.',
    description: 'How to change cookie consent; “Cookie settings” is the footer button label',
  },
  cookiesButton: {
    id: 'privacy.cookies.button',
    defaultMessage: 'Open cookie settings',
    description: 'Button in the privacy policy reopening the cookie preferences',
  },
  changesTitle: {
    id: 'privacy.changes.title',
    defaultMessage: 'Changes to this policy',
    description: 'Section heading',
  },
  changesText: {
    id: 'privacy.changes.text',
    defaultMessage:
      'When we change this policy we update the date above. If a change affects how we use data you consented to, we ask for your consent again.',
    description: 'Policy changes',
  },
  contactTitle: { id: 'privacy.contact.title', defaultMessage: 'Contact us', description: 'Section heading' },
  contactText: {
    id: 'privacy.contact.text',
    defaultMessage: 'For questions about this policy or to exercise your rights, write to us:',
    description: 'Before the contact e-mail address',
  },
  contactAddress: {
    id: 'privacy.contact.address',
    defaultMessage: 'Qafila, Dubai, United Arab Emirates',
    description: 'Postal location of the company',
  },
});

// Typed, because they take arguments.
export const argMessages: {
  updated: TypedMessageDescriptor<{ date: string }>;
  years: TypedMessageDescriptor<{ count: number }>;
  months: TypedMessageDescriptor<{ count: number }>;
  afterService: TypedMessageDescriptor<{ period: string }>;
} = defineMessages<{
  updated: { date: string };
  years: { count: number };
  months: { count: number };
  afterService: { period: string };
}>({
  updated: {
    id: 'privacy.updated',
    defaultMessage: 'Last updated: {date}',
    description: 'Date the privacy policy was last changed; date is formatted',
  },
  years: {
    id: 'privacy.retention.years',
    defaultMessage: '{count, plural, one {# year} other {# years}}',
    description: 'A retention period in years',
  },
  months: {
    id: 'privacy.retention.months',
    defaultMessage: '{count, plural, one {# month} other {# months}}',
    description: 'A retention period in months',
  },
  afterService: {
    id: 'privacy.retention.afterService',
    defaultMessage: 'The duration of the service plus {period}',
    description: 'Retention period of account data; period is e.g. "2 years"',
  },
});
