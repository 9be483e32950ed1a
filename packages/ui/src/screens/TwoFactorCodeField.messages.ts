import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'twoFactor.signIn.code', defaultMessage: 'Code', description: 'Label of the sign-in code field' },
  instructions: {
    id: 'twoFactor.signIn.instructions',
    defaultMessage: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    description: 'Second sign-in step: what to type',
  },
  required: {
    id: 'twoFactor.signIn.required',
    defaultMessage: 'Enter the code.',
    description: 'Validation: the sign-in code is empty',
  },
  verify: { id: 'twoFactor.signIn.verify', defaultMessage: 'Verify', description: 'Submits the sign-in code' },
  verifying: {
    id: 'twoFactor.signIn.verifying',
    defaultMessage: 'Verifying…',
    description: 'Verify button while the code is checked',
  },
  back: {
    id: 'twoFactor.signIn.back',
    defaultMessage: 'Back to the password',
    description: 'Returns from the code step to the username and password',
  },
  failed: {
    id: 'twoFactor.signIn.failed',
    defaultMessage: 'The code was not accepted',
    description: 'Title of the error of the sign-in code step',
  },
  invalid: {
    id: 'twoFactor.signIn.invalid',
    defaultMessage: 'The code is not valid.',
    description: 'Error of the code step when the server sends no text',
  },
  network: {
    id: 'twoFactor.signIn.network',
    defaultMessage: 'Network error. Please try again.',
    description: 'Error of the code step when the server cannot be reached',
  },
});
