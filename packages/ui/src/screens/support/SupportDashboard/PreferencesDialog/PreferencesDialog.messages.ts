import { defineMessages } from 'react-intl';

export const preferencesMessages = defineMessages({
  preferencesTitle: {
    id: 'support.preferences.title',
    defaultMessage: 'Settings and preferences',
    description: 'Title of the preferences dialog',
  },
  preferencesLanguage: {
    id: 'support.preferences.language',
    defaultMessage: 'Language of our messages',
    description: 'Radio group label',
  },
  browserDefault: {
    id: 'support.preferences.browserDefault',
    defaultMessage: 'Browser default',
    description: 'Language option: follow the browser',
  },
  preferencesChannel: {
    id: 'support.preferences.channel',
    defaultMessage: 'Send notifications by',
    description: 'Radio group label',
  },
  preferencesLoading: {
    id: 'support.preferences.loading',
    defaultMessage: 'Loading your preferences…',
    description: 'Shown while the preferences load',
  },
  preferencesSubmit: { id: 'support.preferences.submit', defaultMessage: 'Save', description: 'Submit button' },
  preferencesSubmitting: {
    id: 'support.preferences.submitting',
    defaultMessage: 'Saving…',
    description: 'Submit button while saving',
  },
  preferencesSuccess: {
    id: 'support.preferences.success',
    defaultMessage: 'Preferences saved',
    description: 'Notification title after saving',
  },
  preferencesError: {
    id: 'support.preferences.error',
    defaultMessage: 'Your preferences could not be saved. Please try again.',
    description: 'Notification text when saving fails',
  },
});
