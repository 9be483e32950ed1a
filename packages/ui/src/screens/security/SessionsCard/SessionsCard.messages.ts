import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  heading: {
    id: 'sessions.card.heading',
    defaultMessage: 'Where you are signed in',
    description: 'Heading of the card listing the devices where the account is signed in',
  },
  intro: {
    id: 'sessions.card.intro',
    defaultMessage: 'If you do not recognise a device, sign it out and change your password.',
    description: 'Text under the heading of the sessions card',
  },
  loading: {
    id: 'sessions.card.loading',
    defaultMessage: 'Loading your sessions…',
    description: 'Announced while the sessions load',
  },
  loadError: {
    id: 'sessions.card.loadError',
    defaultMessage: 'Your sessions could not be loaded.',
    description: 'Shown when the sessions fail to load',
  },
  listLabel: {
    id: 'sessions.card.list',
    defaultMessage: 'Signed-in sessions',
    description: 'Accessible name of the list of sessions',
  },
  unknownDevice: {
    id: 'sessions.card.unknownDevice',
    defaultMessage: 'Unknown device',
    description: 'Name of a session whose browser could not be recognised',
  },
  thisDevice: {
    id: 'sessions.card.thisDevice',
    defaultMessage: 'This device',
    description: 'Badge on the session of the browser in use',
  },
  mobile: { id: 'sessions.card.mobile', defaultMessage: 'Phone', description: 'Kind of device of a session' },
  tablet: { id: 'sessions.card.tablet', defaultMessage: 'Tablet', description: 'Kind of device of a session' },
  desktop: { id: 'sessions.card.desktop', defaultMessage: 'Computer', description: 'Kind of device of a session' },
  unknownAddress: {
    id: 'sessions.card.unknownAddress',
    defaultMessage: 'address not recorded',
    description: 'Shown instead of the IP address of a session when there is none',
  },
  signOut: {
    id: 'sessions.card.signOut',
    defaultMessage: 'Sign out',
    description: 'Button that ends one session on another device',
  },
  signingOut: {
    id: 'sessions.card.signingOut',
    defaultMessage: 'Signing out…',
    description: 'Busy label of the sign-out button of a session',
  },
  signedOut: {
    id: 'sessions.card.signedOut',
    defaultMessage: 'That device is signed out.',
    description: 'Toast after a session was ended',
  },
  signOutOthers: {
    id: 'sessions.card.signOutOthers',
    defaultMessage: 'Sign out everywhere else',
    description: 'Button that ends every session but the current one',
  },
  signOutFailed: {
    id: 'sessions.card.signOutFailed',
    defaultMessage: 'That did not work. Try again.',
    description: 'Toast when ending a session failed',
  },
  onlyThis: {
    id: 'sessions.card.onlyThis',
    defaultMessage: 'You are signed in on this device only.',
    description: 'Shown when the current session is the only one',
  },
});

export const argMessages: {
  lastActive: TypedMessageDescriptor<{ time: string }>;
  signedIn: TypedMessageDescriptor<{ date: string }>;
  signOutLabel: TypedMessageDescriptor<{ device: string }>;
  signedOutOthers: TypedMessageDescriptor<{ count: number }>;
} = {
  lastActive: defineMessage<{ time: string }>({
    id: 'sessions.card.lastActive',
    defaultMessage: 'Last active {time}',
    description: 'When the session was last used; {time} is a relative time such as "5 minutes ago"',
  }),
  signedIn: defineMessage<{ date: string }>({
    id: 'sessions.card.signedIn',
    defaultMessage: 'Signed in {date}',
    description: 'When the session began; {date} is a date and time',
  }),
  signOutLabel: defineMessage<{ device: string }>({
    id: 'sessions.card.signOutLabel',
    defaultMessage: 'Sign out {device}',
    description: 'Accessible name of the sign-out button of one session; {device} names its browser and system',
  }),
  signedOutOthers: defineMessage<{ count: number }>({
    id: 'sessions.card.signedOutOthers',
    defaultMessage:
      '{count, plural, =0 {No other device was signed in.} one {# other device is signed out.} other {# other devices are signed out.}}',
    description: 'Toast after ending every other session; {count} is how many were ended',
  }),
};
