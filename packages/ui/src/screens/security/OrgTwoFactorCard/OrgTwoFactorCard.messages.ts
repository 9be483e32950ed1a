import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  heading: {
    id: 'orgTwoFactor.card.heading',
    defaultMessage: 'Two-factor sign-in for your staff',
    description: "Heading of the organization admin's card that requires two-factor sign-in of the staff",
  },
  intro: {
    id: 'orgTwoFactor.card.intro',
    defaultMessage:
      'When it is required, members of staff without two-factor sign-in must set it up before they can use the dashboard, and cannot turn it off. Customers are not affected.',
    description: 'Text of the organization two-factor card',
  },
  loading: {
    id: 'orgTwoFactor.card.loading',
    defaultMessage: 'Loading the sign-in rule…',
    description: 'Announced while the organization sign-in rule loads',
  },
  loadError: {
    id: 'orgTwoFactor.card.loadError',
    defaultMessage: 'The sign-in rule could not be loaded.',
    description: 'Shown when the organization sign-in rule fails to load',
  },
  require: {
    id: 'orgTwoFactor.card.require',
    defaultMessage: 'Require two-factor sign-in for staff',
    description: 'Label of the switch that requires two-factor sign-in of every member of staff',
  },
  selfFirst: {
    id: 'orgTwoFactor.card.selfFirst',
    defaultMessage: 'Turn on two-factor sign-in for your own account first (above), then you can require it.',
    description: 'Hint of the switch while the admin has no two-factor sign-in themselves',
  },
  saved: {
    id: 'orgTwoFactor.card.saved',
    defaultMessage: 'The sign-in rule is saved.',
    description: 'Toast after changing the organization sign-in rule',
  },
  failed: {
    id: 'orgTwoFactor.card.failed',
    defaultMessage: 'The sign-in rule could not be changed.',
    description: 'Toast when changing the organization sign-in rule failed',
  },
  allHaveIt: {
    id: 'orgTwoFactor.card.allHaveIt',
    defaultMessage: 'Every member of staff has two-factor sign-in on.',
    description: 'Shown when no member of staff lacks two-factor sign-in',
  },
  withoutList: {
    id: 'orgTwoFactor.card.withoutList',
    defaultMessage: 'Staff without two-factor sign-in',
    description: 'Accessible name of the list of staff who have not turned on two-factor sign-in',
  },
});

export const argMessages: {
  without: TypedMessageDescriptor<{ count: number }>;
} = {
  without: defineMessage<{ count: number }>({
    id: 'orgTwoFactor.card.without',
    defaultMessage:
      '{count, plural, one {# member of staff has not turned it on yet:} other {# members of staff have not turned it on yet:}}',
    description: 'Before the list of staff without two-factor sign-in; {count} is how many',
  }),
};
