import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  heading: { id: 'account.page.heading', defaultMessage: 'Your account', description: 'Account page title' },
  intro: {
    id: 'account.page.intro',
    defaultMessage: 'Your details, how you sign in, and your data.',
    description: 'Account page introduction',
  },
  back: {
    id: 'account.page.back',
    defaultMessage: 'Back to your shipments',
    description: 'Link back to the dashboard',
  },
  profileTitle: { id: 'account.page.profileTitle', defaultMessage: 'Profile', description: 'Profile card heading' },
  name: { id: 'account.page.name', defaultMessage: 'Name', description: 'Profile field' },
  email: { id: 'account.page.email', defaultMessage: 'E-mail', description: 'Profile field' },
  username: { id: 'account.page.username', defaultMessage: 'Username', description: 'Profile field' },
  organization: { id: 'account.page.organization', defaultMessage: 'Organization', description: 'Profile field' },
  notSet: { id: 'account.page.notSet', defaultMessage: 'Not set', description: 'An empty profile field' },
  loading: { id: 'account.page.loading', defaultMessage: 'Loading your account', description: 'Loading label' },
  notificationsTitle: {
    id: 'account.page.notificationsTitle',
    defaultMessage: 'Notifications',
    description: 'Notifications card heading',
  },
  notifications: {
    id: 'account.page.notifications',
    defaultMessage: 'Tell me about my shipments',
    description: "Switch label: the customer's notifications on or off",
  },
  notificationsHint: {
    id: 'account.page.notificationsHint',
    defaultMessage:
      'Status changes, document reviews and replies of the team, by e-mail or WhatsApp as chosen in the preferences of your support page. Each message sent is listed in your communication log.',
    description: 'Switch hint',
  },
  notificationsFailed: {
    id: 'account.page.notificationsFailed',
    defaultMessage: 'Your choice could not be saved',
    description: 'Alert title when the switch could not be saved',
  },
  loadError: {
    id: 'account.page.loadError',
    defaultMessage: 'Your account could not be loaded',
    description: 'Alert title',
  },
});
