import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  heading: {
    id: 'twoFactorRequired.heading',
    defaultMessage: 'Set up two-factor sign-in to continue',
    description: 'Heading of the page shown while a required two-factor sign-in is not set up',
  },
  organization: {
    id: 'twoFactorRequired.organization',
    defaultMessage:
      'Your organization requires two-factor sign-in for its staff. Turn it on below with an authenticator app on your phone; then the dashboard opens.',
    description: 'Why the page is shown: the organization admin requires two-factor sign-in',
  },
  server: {
    id: 'twoFactorRequired.server',
    defaultMessage:
      'This installation requires two-factor sign-in for the super admin. Turn it on below with an authenticator app on your phone; then the portal opens.',
    description: 'Why the page is shown: the server configuration requires two-factor sign-in for the super admin',
  },
  done: {
    id: 'twoFactorRequired.done',
    defaultMessage: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
    description: 'Shown once two-factor sign-in is on, before continuing',
  },
  continue: {
    id: 'twoFactorRequired.continue',
    defaultMessage: 'Continue',
    description: 'Button that opens the dashboard once two-factor sign-in is on',
  },
  signOut: {
    id: 'twoFactorRequired.signOut',
    defaultMessage: 'Sign out',
    description: 'Button that signs out instead of setting up two-factor sign-in',
  },
});
