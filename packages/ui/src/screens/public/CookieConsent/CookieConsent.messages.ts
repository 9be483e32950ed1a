import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'consent.banner.title', defaultMessage: 'Your privacy choices', description: 'Heading of the banner' },
  text: {
    id: 'consent.banner.text',
    defaultMessage:
      'We use essential cookies to run Qafila and, only with your consent, analytics, marketing and functional cookies. Under UAE Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data, the choice is yours and you can change it at any time.',
    description: 'Body text of the cookie banner',
  },
  privacyLink: {
    id: 'consent.banner.privacyLink',
    defaultMessage: 'Read our Privacy Policy',
    description: 'Link from the cookie banner to /privacy',
  },
  acceptAll: { id: 'consent.acceptAll', defaultMessage: 'Accept All Cookies', description: 'Banner button' },
  essentialOnly: { id: 'consent.essentialOnly', defaultMessage: 'Essential Only', description: 'Banner button' },
  customize: { id: 'consent.customize', defaultMessage: 'Customize', description: 'Banner button opening the dialog' },
  close: {
    id: 'consent.close',
    defaultMessage: 'Close cookie banner',
    description: 'Icon button hiding the banner without saving',
  },
  dialogTitle: { id: 'consent.dialog.title', defaultMessage: 'Cookie Preferences', description: 'Dialog title' },
  dialogDescription: {
    id: 'consent.dialog.description',
    defaultMessage:
      'Choose which cookies Qafila may use. Necessary cookies are always on because the site cannot work without them.',
    description: 'Dialog description',
  },
  necessary: { id: 'consent.category.necessary', defaultMessage: 'Necessary', description: 'Cookie category' },
  necessaryHint: {
    id: 'consent.category.necessary.hint',
    defaultMessage: 'Sign-in, security and remembering your cookie and language choices.',
    description: 'What necessary cookies do',
  },
  necessaryLocked: {
    id: 'consent.category.necessary.locked',
    defaultMessage: 'Always on: the site cannot work without these.',
    description: 'Why the necessary switch cannot be turned off',
  },
  analytics: { id: 'consent.category.analytics', defaultMessage: 'Analytics', description: 'Cookie category' },
  analyticsHint: {
    id: 'consent.category.analytics.hint',
    defaultMessage: 'Anonymous page views and clicks that help us improve the site.',
    description: 'What analytics cookies do',
  },
  marketing: { id: 'consent.category.marketing', defaultMessage: 'Marketing', description: 'Cookie category' },
  marketingHint: {
    id: 'consent.category.marketing.hint',
    defaultMessage: 'Measuring our campaigns and showing you relevant offers.',
    description: 'What marketing cookies do',
  },
  functional: { id: 'consent.category.functional', defaultMessage: 'Functional', description: 'Cookie category' },
  functionalHint: {
    id: 'consent.category.functional.hint',
    defaultMessage: 'Extra features such as remembering your chat and display preferences.',
    description: 'What functional cookies do',
  },
  cancel: { id: 'consent.dialog.cancel', defaultMessage: 'Cancel', description: 'Closes the dialog without saving' },
  save: { id: 'consent.dialog.save', defaultMessage: 'Save Preferences', description: 'Saves the switch values' },
});
