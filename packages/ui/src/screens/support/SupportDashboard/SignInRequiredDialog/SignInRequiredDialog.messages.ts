import { defineMessages } from 'react-intl';

export const signInMessages = defineMessages({
  signInTitle: {
    id: 'support.signInRequired.title',
    defaultMessage: 'Sign in required',
    description: 'Dialog shown in the demo workspace instead of a form that needs an account',
  },
  signInDescription: {
    id: 'support.signInRequired.description',
    defaultMessage:
      'The demo workspace shows sample data and cannot send requests. Sign in to schedule calls, report issues and save your preferences.',
    description: 'Why a request cannot be made in the demo workspace',
  },
});
