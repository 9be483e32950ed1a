import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  heading: {
    id: 'twoFactor.card.heading',
    defaultMessage: 'Two-factor sign-in',
    description: 'Heading of the two-factor card on the profile',
  },
  intro: {
    id: 'twoFactor.card.intro',
    defaultMessage: 'After your password, sign-in also asks for a code from an authenticator app on your phone.',
    description: 'Text of the two-factor card',
  },
  loading: {
    id: 'twoFactor.card.loading',
    defaultMessage: 'Loading two-factor sign-in…',
    description: 'Announced while the two-factor status loads',
  },
  loadError: {
    id: 'twoFactor.card.loadError',
    defaultMessage: 'The two-factor status could not be loaded.',
    description: 'Shown when the two-factor status fails to load',
  },
  off: { id: 'twoFactor.card.off', defaultMessage: 'Off', description: 'Badge: two-factor sign-in is off' },
  on: { id: 'twoFactor.card.on', defaultMessage: 'On', description: 'Badge: two-factor sign-in is on' },
  requiredOff: {
    id: 'twoFactor.card.requiredOff',
    defaultMessage: 'Two-factor sign-in is required for your account. Turn it on to continue.',
    description: 'Shown on the two-factor card while it is required of the account and still off',
  },
  requiredOn: {
    id: 'twoFactor.card.requiredOn',
    defaultMessage: 'Two-factor sign-in is required for your account, so it cannot be turned off.',
    description: 'Shown on the two-factor card while it is required of the account and on',
  },
  offText: {
    id: 'twoFactor.card.offText',
    defaultMessage: 'Your account is protected by your password only.',
    description: 'Status text while two-factor sign-in is off',
  },
  turnOn: { id: 'twoFactor.card.turnOn', defaultMessage: 'Turn on', description: 'Starts enrolling' },
  turningOn: {
    id: 'twoFactor.card.turningOn',
    defaultMessage: 'Preparing…',
    description: 'Turn on button while the setup is requested',
  },
  turnOff: { id: 'twoFactor.card.turnOff', defaultMessage: 'Turn off', description: 'Opens the turn-off dialog' },
  newCodes: {
    id: 'twoFactor.card.newCodes',
    defaultMessage: 'New recovery codes',
    description: 'Opens the dialog that replaces the recovery codes',
  },
  setupFailed: {
    id: 'twoFactor.card.setupFailed',
    defaultMessage: 'Two-factor sign-in could not be prepared',
    description: 'Title of the error when the setup request fails',
  },
  tryAgain: {
    id: 'twoFactor.card.tryAgain',
    defaultMessage: 'Please try again.',
    description: 'Fallback text of an error without a server text',
  },
  enrolTitle: {
    id: 'twoFactor.enrol.title',
    defaultMessage: 'Set up your authenticator app',
    description: 'Title of the enrol dialog',
  },
  enrolDescription: {
    id: 'twoFactor.enrol.description',
    defaultMessage:
      'Scan the QR code with an authenticator app, or type the key into it, then enter the code it shows.',
    description: 'Description of the enrol dialog',
  },
  qrAlt: {
    id: 'twoFactor.enrol.qrAlt',
    defaultMessage: 'QR code for your authenticator app',
    description: 'Alternative text of the QR code',
  },
  manualKey: {
    id: 'twoFactor.enrol.manualKey',
    defaultMessage: 'Key for manual entry',
    description: 'Label of the manual key',
  },
  copyKey: { id: 'twoFactor.enrol.copyKey', defaultMessage: 'Copy key', description: 'Copies the manual key' },
  code: { id: 'twoFactor.code', defaultMessage: '6-digit code', description: 'Label of the code field' },
  codeHint: {
    id: 'twoFactor.enrol.codeHint',
    defaultMessage: 'The code your app shows now; it changes every 30 seconds.',
    description: 'Hint of the code field in the enrol dialog',
  },
  codeInvalid: {
    id: 'twoFactor.code.invalid',
    defaultMessage: 'Enter the 6 digits your app shows.',
    description: 'Validation of the code field',
  },
  confirm: { id: 'twoFactor.enrol.confirm', defaultMessage: 'Turn on', description: 'Confirms the enrolment' },
  confirming: {
    id: 'twoFactor.enrol.confirming',
    defaultMessage: 'Checking the code…',
    description: 'Confirm button while busy',
  },
  failed: {
    id: 'twoFactor.failed',
    defaultMessage: 'That did not work',
    description: 'Title of a server error in a two-factor dialog',
  },
  codesTitle: {
    id: 'twoFactor.codes.title',
    defaultMessage: 'Your recovery codes',
    description: 'Title of the dialog showing the recovery codes',
  },
  codesDescription: {
    id: 'twoFactor.codes.description',
    defaultMessage: 'If you lose your phone, sign in with one of these codes instead. Each code works once.',
    description: 'Description of the recovery codes dialog',
  },
  codesWarning: {
    id: 'twoFactor.codes.warning',
    defaultMessage: 'They are shown only now. Keep them somewhere safe, such as a password manager.',
    description: 'Warning in the recovery codes dialog',
  },
  codesList: {
    id: 'twoFactor.codes.list',
    defaultMessage: 'Recovery codes',
    description: 'Accessible name of the list of recovery codes',
  },
  copyCodes: { id: 'twoFactor.codes.copy', defaultMessage: 'Copy', description: 'Copies the recovery codes' },
  download: {
    id: 'twoFactor.codes.download',
    defaultMessage: 'Download .txt',
    description: 'Downloads the recovery codes as a text file',
  },
  fileHeading: {
    id: 'twoFactor.codes.fileHeading',
    defaultMessage: 'Qafila recovery codes. Each code works once.',
    description: 'First line of the downloaded recovery codes file',
  },
  saved: {
    id: 'twoFactor.codes.saved',
    defaultMessage: 'I have saved them',
    description: 'Closes the recovery codes dialog',
  },
  copied: { id: 'twoFactor.copied', defaultMessage: 'Copied', description: 'Toast after copying' },
  copyFailed: {
    id: 'twoFactor.copyFailed',
    defaultMessage: 'Could not copy; select the text instead.',
    description: 'Toast when copying fails',
  },
  disableTitle: {
    id: 'twoFactor.disable.title',
    defaultMessage: 'Turn off two-factor sign-in',
    description: 'Title of the turn-off dialog',
  },
  disableDescription: {
    id: 'twoFactor.disable.description',
    defaultMessage: 'Enter your password and a code from your app (or a recovery code).',
    description: 'Description of the turn-off and new-codes dialogs',
  },
  disable: { id: 'twoFactor.disable.submit', defaultMessage: 'Turn off', description: 'Turns two-factor sign-in off' },
  disabling: {
    id: 'twoFactor.disable.submitting',
    defaultMessage: 'Turning off…',
    description: 'Turn-off button while busy',
  },
  disabled: {
    id: 'twoFactor.disable.done',
    defaultMessage: 'Two-factor sign-in is off.',
    description: 'Toast after turning it off',
  },
  regenerateTitle: {
    id: 'twoFactor.regenerate.title',
    defaultMessage: 'New recovery codes',
    description: 'Title of the new recovery codes dialog',
  },
  regenerateNote: {
    id: 'twoFactor.regenerate.note',
    defaultMessage: 'Your old recovery codes stop working.',
    description: 'Note in the new recovery codes dialog',
  },
  regenerate: {
    id: 'twoFactor.regenerate.submit',
    defaultMessage: 'Make new codes',
    description: 'Makes new recovery codes',
  },
  regenerating: {
    id: 'twoFactor.regenerate.submitting',
    defaultMessage: 'Making new codes…',
    description: 'Button while busy',
  },
  password: { id: 'twoFactor.password', defaultMessage: 'Password', description: 'Field label' },
  passwordRequired: {
    id: 'twoFactor.password.required',
    defaultMessage: 'Enter your password.',
    description: 'Validation',
  },
  anyCode: {
    id: 'twoFactor.anyCode',
    defaultMessage: 'Code from your app or a recovery code',
    description: 'Label of the code field that also takes a recovery code',
  },
  anyCodeRequired: {
    id: 'twoFactor.anyCode.required',
    defaultMessage: 'Enter a code.',
    description: 'Validation',
  },
});

// Typed, because they take arguments.
export const argMessages: {
  onSince: TypedMessageDescriptor<{ date: string }>;
  codesLeft: TypedMessageDescriptor<{ count: number }>;
} = {
  onSince: defineMessage<{ date: string }>({
    id: 'twoFactor.card.onSince',
    defaultMessage: 'On since {date}.',
    description: 'Status text while two-factor sign-in is on',
  }),
  codesLeft: defineMessage<{ count: number }>({
    id: 'twoFactor.card.codesLeft',
    defaultMessage:
      '{count, plural, =0 {No recovery codes left.} one {# recovery code left.} other {# recovery codes left.}}',
    description: 'How many unused recovery codes remain',
  }),
};
