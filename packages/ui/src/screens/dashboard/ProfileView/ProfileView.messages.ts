import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  heading: {
    id: 'dashboard.profile.heading',
    defaultMessage: 'Your profile',
    description: 'Heading of the profile view',
  },
  loading: {
    id: 'dashboard.profile.loading',
    defaultMessage: 'Loading your profile…',
    description: 'Announced while the profile loads',
  },
  loadError: {
    id: 'dashboard.profile.loadError',
    defaultMessage: 'Your profile could not be loaded.',
    description: 'Shown when the profile fails to load',
  },
  roleOrgAdmin: {
    id: 'dashboard.profile.role.orgAdmin',
    defaultMessage: 'Organization admin',
    description: 'Role of the user',
  },
  roleOrgUser: { id: 'dashboard.profile.role.orgUser', defaultMessage: 'User', description: 'Role of the user' },
  personal: { id: 'dashboard.profile.personal', defaultMessage: 'Personal information', description: 'Form section' },
  company: { id: 'dashboard.profile.company', defaultMessage: 'Company', description: 'Form section' },
  contact: { id: 'dashboard.profile.contact', defaultMessage: 'Contact', description: 'Form section' },
  preferences: {
    id: 'dashboard.profile.preferences',
    defaultMessage: 'System preferences',
    description: 'Form section',
  },
  name: { id: 'dashboard.profile.name', defaultMessage: 'Full name', description: 'Field label' },
  username: { id: 'dashboard.profile.username', defaultMessage: 'Username', description: 'Read-only field label' },
  jobTitle: { id: 'dashboard.profile.jobTitle', defaultMessage: 'Job title', description: 'Field label' },
  companyName: { id: 'dashboard.profile.companyName', defaultMessage: 'Company name', description: 'Field label' },
  organization: {
    id: 'dashboard.profile.organization',
    defaultMessage: 'Organization',
    description: 'Read-only: the organization the user belongs to',
  },
  email: { id: 'dashboard.profile.email', defaultMessage: 'E-mail', description: 'Field label' },
  phone: { id: 'dashboard.profile.phone', defaultMessage: 'Phone number', description: 'Field label' },
  phoneHint: {
    id: 'dashboard.profile.phoneHint',
    defaultMessage: 'For example +971 50 123 4567',
    description: 'Hint of the phone field',
  },
  language: { id: 'dashboard.profile.language', defaultMessage: 'Language', description: 'Field label' },
  languageEn: { id: 'dashboard.profile.language.en', defaultMessage: 'English', description: 'Language option' },
  languageAr: {
    id: 'dashboard.profile.language.ar',
    defaultMessage: 'العربية',
    description: 'Language option, in Arabic',
  },
  emailNotifications: {
    id: 'dashboard.profile.emailNotifications',
    defaultMessage: 'E-mail notifications',
    description: 'Switch label',
  },
  emailNotificationsHint: {
    id: 'dashboard.profile.emailNotificationsHint',
    defaultMessage: 'Shipment exceptions, support cases and hand-offs are also sent to your e-mail.',
    description: 'Switch hint',
  },
  cancel: { id: 'dashboard.profile.cancel', defaultMessage: 'Cancel', description: 'Discards the changes' },
  save: { id: 'dashboard.profile.save', defaultMessage: 'Save Changes', description: 'Saves the profile' },
  saving: {
    id: 'dashboard.profile.saving',
    defaultMessage: 'Saving changes…',
    description: 'Save button while saving',
  },
  saved: {
    id: 'dashboard.profile.saved',
    defaultMessage: 'Your changes were saved.',
    description: 'Shown after the profile was saved',
  },
  nothingChanged: {
    id: 'dashboard.profile.nothingChanged',
    defaultMessage: 'There are no changes to save.',
    description: 'Shown when Save is pressed without changes',
  },
  saveFailed: {
    id: 'dashboard.profile.saveFailed',
    defaultMessage: 'Your changes could not be saved',
    description: 'Title of the server error after saving the profile',
  },
  fixErrors: {
    id: 'dashboard.profile.fixErrors',
    defaultMessage: 'Please correct the highlighted fields.',
    description: 'Shown when client validation fails',
  },
  errorName: { id: 'dashboard.profile.error.name', defaultMessage: 'Enter your name.', description: 'Validation' },
  errorEmail: {
    id: 'dashboard.profile.error.email',
    defaultMessage: 'Enter a valid e-mail address, such as name@company.ae.',
    description: 'Validation',
  },
  errorPhone: {
    id: 'dashboard.profile.error.phone',
    defaultMessage: 'Enter a phone number such as +971 50 123 4567.',
    description: 'Validation',
  },
  passwordHeading: {
    id: 'dashboard.profile.password.heading',
    defaultMessage: 'Change password',
    description: 'Heading of the password form',
  },
  passwordIntro: {
    id: 'dashboard.profile.password.intro',
    defaultMessage: 'Your other sessions are signed out when you change it.',
    description: 'Text of the password form',
  },
  currentPassword: {
    id: 'dashboard.profile.password.current',
    defaultMessage: 'Current password',
    description: 'Field label',
  },
  newPassword: { id: 'dashboard.profile.password.new', defaultMessage: 'New password', description: 'Field label' },
  confirmPassword: {
    id: 'dashboard.profile.password.confirm',
    defaultMessage: 'Repeat the new password',
    description: 'Field label',
  },
  changePassword: {
    id: 'dashboard.profile.password.submit',
    defaultMessage: 'Change password',
    description: 'Submits the password form',
  },
  changingPassword: {
    id: 'dashboard.profile.password.submitting',
    defaultMessage: 'Changing password…',
    description: 'Password button while pending',
  },
  passwordChanged: {
    id: 'dashboard.profile.password.changed',
    defaultMessage: 'Your password was changed.',
    description: 'Shown after the password was changed',
  },
  passwordFailed: {
    id: 'dashboard.profile.password.failed',
    defaultMessage: 'The password could not be changed',
    description: 'Title of the server error of the password form',
  },
  errorCurrentRequired: {
    id: 'dashboard.profile.password.errorCurrent',
    defaultMessage: 'Enter your current password.',
    description: 'Validation',
  },
  errorMismatch: {
    id: 'dashboard.profile.password.errorMismatch',
    defaultMessage: 'The two new passwords are not the same.',
    description: 'Validation',
  },
  errorSame: {
    id: 'dashboard.profile.password.errorSame',
    defaultMessage: 'Choose a password different from the current one.',
    description: 'Validation',
  },
});

// Typed, because they take arguments.
export const argMessages: {
  errorTooLong: TypedMessageDescriptor<{ max: number }>;
  newPasswordHint: TypedMessageDescriptor<{ min: number }>;
  errorNewShort: TypedMessageDescriptor<{ min: number }>;
  errorNewLong: TypedMessageDescriptor<{ max: number }>;
} = {
  errorTooLong: defineMessage<{ max: number }>({
    id: 'dashboard.profile.error.tooLong',
    defaultMessage: 'Use at most {max} characters.',
    description: 'Validation: the text is too long',
  }),
  newPasswordHint: defineMessage<{ min: number }>({
    id: 'dashboard.profile.password.newHint',
    defaultMessage: 'At least {min} characters.',
    description: 'Hint of the new password field',
  }),
  errorNewShort: defineMessage<{ min: number }>({
    id: 'dashboard.profile.password.errorShort',
    defaultMessage: 'Use at least {min} characters.',
    description: 'Validation: the new password is too short',
  }),
  errorNewLong: defineMessage<{ max: number }>({
    id: 'dashboard.profile.password.errorLong',
    defaultMessage: 'Use at most {max} characters.',
    description: 'Validation: the new password is too long',
  }),
};
