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
  loadError: {
    id: 'account.page.loadError',
    defaultMessage: 'Your account could not be loaded',
    description: 'Alert title',
  },
});
