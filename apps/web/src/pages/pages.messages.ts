import { defineMessages } from 'react-intl';

export const pageMessages = defineMessages({
  landingTitle: { id: 'landing.headline', defaultMessage: 'Smarter logistics across the Emirates' },
  landingLead: {
    id: 'landing.subline',
    defaultMessage: 'Track shipments, clear customs and support your customers in English and Arabic.',
  },
  featuresTitle: { id: 'page.features.title', defaultMessage: 'Features' },
  featuresLead: {
    id: 'page.features.lead',
    defaultMessage: 'Shipment tracking, customs and compliance, fleet management and an integration hub.',
  },
  tutorialTitle: { id: 'page.tutorial.title', defaultMessage: 'Tutorial' },
  tutorialLead: { id: 'page.tutorial.lead', defaultMessage: 'Learn how to get started with Qafila step by step.' },
  aboutTitle: { id: 'page.about.title', defaultMessage: 'About Qafila' },
  aboutLead: {
    id: 'page.about.lead',
    defaultMessage: 'Qafila is a UAE technology company building logistics software for the region.',
  },
  privacyTitle: { id: 'page.privacy.title', defaultMessage: 'Privacy Policy' },
  privacyLead: {
    id: 'page.privacy.lead',
    defaultMessage: 'How Qafila collects, uses and protects personal data under UAE law.',
  },
  termsTitle: { id: 'page.terms.title', defaultMessage: 'Terms of Service' },
  termsLead: { id: 'page.terms.lead', defaultMessage: 'The terms that govern your use of Qafila.' },
  appTitle: { id: 'page.support.title', defaultMessage: 'Support dashboard' },
  appLead: {
    id: 'page.support.lead',
    defaultMessage: 'Your shipments, the assistant and your compliance documents in one place.',
  },
  adminTitle: { id: 'page.admin.title', defaultMessage: 'Admin Dashboard' },
  adminLead: { id: 'page.admin.lead', defaultMessage: 'Multi-tenant management for the Qafila platform.' },
  adminLoginTitle: { id: 'page.adminLogin.title', defaultMessage: 'Admin login' },
  adminLoginLead: { id: 'page.adminLogin.lead', defaultMessage: 'Sign in with your super admin account.' },
});
