import { defineMessages } from 'react-intl';
import { plain } from './plainMessages.ts';

export const messages = plain(
  defineMessages({
    loading: {
      id: 'admin.loading',
      defaultMessage: 'Loading admin dashboard...',
      description: 'Shown while the admin dashboard loads',
    },
    title: { id: 'admin.title', defaultMessage: 'Admin Dashboard', description: 'Heading of the admin dashboard' },
    subtitle: {
      id: 'admin.subtitle',
      defaultMessage: 'Multi-tenant management of organizations, users and features',
      description: 'Subtitle of the admin dashboard',
    },
    superAdmin: { id: 'admin.superAdmin', defaultMessage: 'Super Admin Access', description: 'Badge in the header' },
    adminFallback: { id: 'admin.name.fallback', defaultMessage: 'Admin', description: 'Admin name when unknown' },
    signedInAs: {
      id: 'admin.signedInAs',
      defaultMessage: 'Signed in as {name}',
      description: 'Accessible text with the admin username',
    },
    changePassword: { id: 'admin.changePassword', defaultMessage: 'Change Password', description: 'Header button' },
    logout: { id: 'admin.logout', defaultMessage: 'Logout', description: 'Header button' },
    tabsLabel: { id: 'admin.tabs.label', defaultMessage: 'Admin sections', description: 'Accessible name of the tabs' },
    tabUsers: { id: 'admin.tab.users', defaultMessage: 'User Management', description: 'Tab' },
    tabEnterprise: { id: 'admin.tab.enterprise', defaultMessage: 'Enterprise Control', description: 'Tab' },
    tabFeatures: { id: 'admin.tab.features', defaultMessage: 'Features', description: 'Tab' },
    tabBilling: { id: 'admin.tab.billing', defaultMessage: 'Billing Plans', description: 'Tab' },
    tabMonitoring: { id: 'admin.tab.monitoring', defaultMessage: 'SRE Monitoring', description: 'Tab' },
    tabStatistics: { id: 'admin.tab.statistics', defaultMessage: 'Statistics', description: 'Tab' },
    save: { id: 'admin.save', defaultMessage: 'Save Changes', description: 'Saves a form' },
    saving: { id: 'admin.saving', defaultMessage: 'Saving…', description: 'A save in flight' },
    errorTitle: { id: 'admin.toast.error', defaultMessage: 'Error', description: 'Title of an error toast' },
    notAvailable: {
      id: 'admin.notAvailable',
      defaultMessage: 'Not available',
      description: 'A figure the API did not give',
    },
  }),
);
