import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'dashboard.widget.title', defaultMessage: 'Chat Widget', description: 'Name of the chat widget view' },
  subtitle: {
    id: 'dashboard.widget.subtitle',
    defaultMessage:
      'Put the AI assistant on your own website: visitors chat in English or Arabic, and conversations reach your AI Assistant inbox.',
    description: 'One line under the chat widget view title',
  },
  loading: {
    id: 'dashboard.widget.loading',
    defaultMessage: 'Loading the chat widget settings…',
    description: 'Screen reader text while the settings load',
  },
  loadError: {
    id: 'dashboard.widget.loadError',
    defaultMessage: 'The chat widget settings could not be loaded.',
    description: 'Shown when the settings fail to load',
  },
  retry: { id: 'dashboard.widget.retry', defaultMessage: 'Try again', description: 'Reloads after a failure' },
  readOnly: {
    id: 'dashboard.widget.readOnly',
    defaultMessage: 'Only administrators of your organization can change the chat widget.',
    description: 'Note at the top of the read-only view (for staff who are not admins)',
  },
  formLabel: {
    id: 'dashboard.widget.formLabel',
    defaultMessage: 'Chat widget settings',
    description: 'Accessible name of the settings form',
  },
  statusHeading: { id: 'dashboard.widget.status.heading', defaultMessage: 'Status', description: 'Card heading' },
  enabled: {
    id: 'dashboard.widget.status.enabled',
    defaultMessage: 'Chat widget on your website',
    description: 'Label of the switch that turns the widget on or off',
  },
  enabledHint: {
    id: 'dashboard.widget.status.enabledHint',
    defaultMessage: 'When it is off, the widget does not appear on any site. Takes effect when you save.',
    description: 'Hint under the on/off switch',
  },
  on: { id: 'dashboard.widget.status.on', defaultMessage: 'On', description: 'The widget is turned on' },
  off: { id: 'dashboard.widget.status.off', defaultMessage: 'Off', description: 'The widget is turned off' },

  installHeading: {
    id: 'dashboard.widget.install.heading',
    defaultMessage: 'Installation',
    description: 'Card heading: the website token and the embed snippet',
  },
  websiteToken: {
    id: 'dashboard.widget.install.websiteToken',
    defaultMessage: 'Website token',
    description: 'Label of the public website token',
  },
  websiteTokenHint: {
    id: 'dashboard.widget.install.websiteTokenHint',
    defaultMessage: 'Public: it names your organization to the widget. Only your allowed origins can use it.',
    description: 'Hint under the website token',
  },
  copyToken: {
    id: 'dashboard.widget.install.copyToken',
    defaultMessage: 'Copy token',
    description: 'Copies the website token',
  },
  rotateToken: {
    id: 'dashboard.widget.install.rotateToken',
    defaultMessage: 'Rotate token',
    description: 'Opens the confirmation to replace the website token',
  },
  rotateTokenTitle: {
    id: 'dashboard.widget.install.rotateTokenTitle',
    defaultMessage: 'Rotate the website token?',
    description: 'Title of the token rotation confirmation',
  },
  rotateTokenDescription: {
    id: 'dashboard.widget.install.rotateTokenDescription',
    defaultMessage:
      'A new token replaces the current one at once. Every site that embeds the widget stops working, and open conversations end, until you update the snippet on those sites.',
    description: 'Body of the token rotation confirmation',
  },
  rotateTokenSubmit: {
    id: 'dashboard.widget.install.rotateTokenSubmit',
    defaultMessage: 'Rotate token',
    description: 'Confirms the token rotation',
  },
  rotatingToken: {
    id: 'dashboard.widget.install.rotatingToken',
    defaultMessage: 'Rotating the token…',
    description: 'Accessible name of the confirm button while busy',
  },
  tokenRotated: {
    id: 'dashboard.widget.install.tokenRotated',
    defaultMessage: 'New website token made. Update the snippet on your sites.',
    description: 'Toast after the token rotation',
  },
  snippet: {
    id: 'dashboard.widget.install.snippet',
    defaultMessage: 'Embed snippet',
    description: 'Label of the HTML snippet partners paste into their site',
  },
  snippetHint: {
    id: 'dashboard.widget.install.snippetHint',
    defaultMessage: 'Paste it into every page that shows the widget, just before the closing body tag.',
    description: 'Hint under the embed snippet',
  },
  copySnippet: {
    id: 'dashboard.widget.install.copySnippet',
    defaultMessage: 'Copy snippet',
    description: 'Copies the embed snippet',
  },
  copied: {
    id: 'dashboard.widget.copied',
    defaultMessage: 'Copied to the clipboard',
    description: 'Toast after copying',
  },
  copyFailed: {
    id: 'dashboard.widget.copyFailed',
    defaultMessage: 'Could not copy: select the text and copy it yourself.',
    description: 'Toast when the clipboard refused',
  },

  originsHeading: {
    id: 'dashboard.widget.origins.heading',
    defaultMessage: 'Allowed origins',
    description: 'Card heading: the sites allowed to load the widget',
  },
  originsDescription: {
    id: 'dashboard.widget.origins.description',
    defaultMessage:
      'The widget answers only on these sites. Give the scheme and host, with the port if it is not the usual one; a wildcard such as https://*.example.ae allows every subdomain (but not example.ae itself).',
    description: 'Explanation of the allowed origins',
  },
  originsNone: {
    id: 'dashboard.widget.origins.none',
    defaultMessage: 'No origin yet: the widget works on no site until you add one.',
    description: 'Shown when the list of allowed origins is empty',
  },
  newOrigin: {
    id: 'dashboard.widget.origins.new',
    defaultMessage: 'Origin to allow',
    description: 'Label of the field where an origin is typed',
  },
  addOrigin: { id: 'dashboard.widget.origins.add', defaultMessage: 'Add', description: 'Adds the typed origin' },
  originEmpty: {
    id: 'dashboard.widget.origins.error.empty',
    defaultMessage: 'Type an origin, such as https://shop.example.ae.',
    description: 'Origin validation: nothing typed',
  },
  originScheme: {
    id: 'dashboard.widget.origins.error.scheme',
    defaultMessage: 'Start with https:// or http://, such as https://shop.example.ae.',
    description: 'Origin validation: missing or unknown scheme',
  },
  originPath: {
    id: 'dashboard.widget.origins.error.path',
    defaultMessage:
      'Leave out the path: an origin ends after the host name or port, with no slash (https://shop.example.ae).',
    description: 'Origin validation: a path, query or trailing slash after the host',
  },
  originWildcard: {
    id: 'dashboard.widget.origins.error.wildcard',
    defaultMessage:
      'A wildcard may only stand for the first part of the host, followed by a domain: https://*.example.ae.',
    description: 'Origin validation: a misplaced wildcard',
  },
  originInvalid: {
    id: 'dashboard.widget.origins.error.invalid',
    defaultMessage: 'This is not a valid origin. Use the form https://shop.example.ae or http://localhost:5175.',
    description: 'Origin validation: a host or port that is not valid',
  },
  originDuplicate: {
    id: 'dashboard.widget.origins.error.duplicate',
    defaultMessage: 'This origin is already in the list.',
    description: 'Origin validation: listed already',
  },

  identityHeading: {
    id: 'dashboard.widget.identity.heading',
    defaultMessage: 'Identity verification',
    description: 'Card heading: the identity secret',
  },
  identityDescription: {
    id: 'dashboard.widget.identity.description',
    defaultMessage:
      'Your server signs the signed-in customer’s Qafila user id with this secret (HMAC-SHA256); with a valid signature the assistant can answer about that customer’s shipments. Keep the secret on your server, never in a web page.',
    description: 'Explanation of the identity secret',
  },
  secretSet: { id: 'dashboard.widget.identity.set', defaultMessage: 'Secret set', description: 'Badge' },
  secretNotSet: { id: 'dashboard.widget.identity.notSet', defaultMessage: 'No secret yet', description: 'Badge' },
  generateSecret: {
    id: 'dashboard.widget.identity.generate',
    defaultMessage: 'Generate secret',
    description: 'Makes the first identity secret',
  },
  rotateSecret: {
    id: 'dashboard.widget.identity.rotate',
    defaultMessage: 'Rotate secret',
    description: 'Replaces the identity secret',
  },
  generateSecretTitle: {
    id: 'dashboard.widget.identity.generateTitle',
    defaultMessage: 'Generate an identity secret?',
    description: 'Title of the confirmation',
  },
  generateSecretDescription: {
    id: 'dashboard.widget.identity.generateDescription',
    defaultMessage: 'The secret is shown once, in the next step. Copy it to your server straight away.',
    description: 'Body of the confirmation',
  },
  rotateSecretTitle: {
    id: 'dashboard.widget.identity.rotateTitle',
    defaultMessage: 'Rotate the identity secret?',
    description: 'Title of the confirmation',
  },
  rotateSecretDescription: {
    id: 'dashboard.widget.identity.rotateDescription',
    defaultMessage:
      'The current secret stops working at once: until your server signs with the new one, customers chat as anonymous visitors. The new secret is shown once, in the next step.',
    description: 'Body of the confirmation',
  },
  generating: {
    id: 'dashboard.widget.identity.generating',
    defaultMessage: 'Making the secret…',
    description: 'Accessible name of the confirm button while busy',
  },
  secretDialogTitle: {
    id: 'dashboard.widget.identity.secretTitle',
    defaultMessage: 'Your new identity secret',
    description: 'Title of the dialog that shows the secret once',
  },
  secretLabel: {
    id: 'dashboard.widget.identity.secretLabel',
    defaultMessage: 'Identity secret',
    description: 'Label of the secret',
  },
  copySecret: {
    id: 'dashboard.widget.identity.copy',
    defaultMessage: 'Copy secret',
    description: 'Copies the secret',
  },
  shownOnce: {
    id: 'dashboard.widget.identity.shownOnce',
    defaultMessage: 'Shown this once',
    description: 'Warning title in the secret dialog',
  },
  shownOnceDescription: {
    id: 'dashboard.widget.identity.shownOnceDescription',
    defaultMessage:
      'Qafila does not show this secret again. Store it on your server now; if it is lost, rotate it and use the new one.',
    description: 'Warning body in the secret dialog',
  },
  done: { id: 'dashboard.widget.identity.done', defaultMessage: 'Done', description: 'Closes the secret dialog' },

  greetingHeading: {
    id: 'dashboard.widget.greeting.heading',
    defaultMessage: 'Greeting',
    description: 'Card heading: the first message visitors see',
  },
  greetingDescription: {
    id: 'dashboard.widget.greeting.description',
    defaultMessage: 'The first message visitors read. Leave it empty to use the widget’s default greeting.',
    description: 'Explanation of the greeting',
  },
  greetingEn: {
    id: 'dashboard.widget.greeting.en',
    defaultMessage: 'Greeting in English',
    description: 'Label of the English greeting',
  },
  greetingAr: {
    id: 'dashboard.widget.greeting.ar',
    defaultMessage: 'Greeting in Arabic',
    description: 'Label of the Arabic greeting',
  },
  defaultGreeting: {
    id: 'dashboard.widget.greeting.default',
    defaultMessage: 'The widget’s default greeting',
    description: 'Shown in place of an empty greeting (read-only view and preview)',
  },

  hoursHeading: {
    id: 'dashboard.widget.hours.heading',
    defaultMessage: 'Business hours',
    description: 'Card heading: when the team answers',
  },
  hoursDescription: {
    id: 'dashboard.widget.hours.description',
    defaultMessage:
      'Outside these hours the widget says your team is away; the assistant still answers. Times are Dubai time (Asia/Dubai, UTC+4).',
    description: 'Explanation of the business hours',
  },
  alwaysOpen: {
    id: 'dashboard.widget.hours.alwaysOpen',
    defaultMessage: 'Always open',
    description: 'Switch: no business hours',
  },
  opens: { id: 'dashboard.widget.hours.opens', defaultMessage: 'Opens', description: 'Time field' },
  closes: { id: 'dashboard.widget.hours.closes', defaultMessage: 'Closes', description: 'Time field' },
  closesHint: {
    id: 'dashboard.widget.hours.closesHint',
    defaultMessage: 'A closing time of midnight (00:00) keeps the day open to its end.',
    description: 'Hint of the closing time',
  },
  closed: { id: 'dashboard.widget.hours.closed', defaultMessage: 'Closed', description: 'A day without hours' },
  noOpenDay: {
    id: 'dashboard.widget.hours.error.noDay',
    defaultMessage: 'Choose at least one open day, or turn on Always open.',
    description: 'Business hours validation',
  },
  closeAfterOpen: {
    id: 'dashboard.widget.hours.error.order',
    defaultMessage: 'The closing time must be after the opening time.',
    description: 'Business hours validation',
  },
  timeMissing: {
    id: 'dashboard.widget.hours.error.missing',
    defaultMessage: 'Give both times.',
    description: 'Business hours validation: a time is empty',
  },

  preChatHeading: {
    id: 'dashboard.widget.preChat.heading',
    defaultMessage: 'Pre-chat form',
    description: 'Card heading: what visitors are asked before chatting',
  },
  preChatDescription: {
    id: 'dashboard.widget.preChat.description',
    defaultMessage: 'Ask anonymous visitors for their details before the chat starts, so your team can reply later.',
    description: 'Explanation of the pre-chat form',
  },
  preChatFields: {
    id: 'dashboard.widget.preChat.fields',
    defaultMessage: 'Fields to ask for',
    description: 'Legend of the field checkboxes',
  },
  fieldName: { id: 'dashboard.widget.preChat.field.name', defaultMessage: 'Name', description: 'Pre-chat field' },
  fieldEmail: { id: 'dashboard.widget.preChat.field.email', defaultMessage: 'E-mail', description: 'Pre-chat field' },
  fieldPhone: { id: 'dashboard.widget.preChat.field.phone', defaultMessage: 'Phone', description: 'Pre-chat field' },
  preChatRequired: {
    id: 'dashboard.widget.preChat.required',
    defaultMessage: 'Required before chatting',
    description: 'Checkbox: the visitor must fill in the fields',
  },
  preChatRequiredHint: {
    id: 'dashboard.widget.preChat.requiredHint',
    defaultMessage: 'Otherwise visitors may skip the form.',
    description: 'Hint of the required checkbox',
  },
  preChatNone: {
    id: 'dashboard.widget.preChat.none',
    defaultMessage: 'No pre-chat form: visitors start chatting at once.',
    description: 'Read-only view: no field is asked',
  },

  previewHeading: {
    id: 'dashboard.widget.preview.heading',
    defaultMessage: 'Preview',
    description: 'Card heading: a picture of the widget',
  },
  previewNote: {
    id: 'dashboard.widget.preview.note',
    defaultMessage: 'A picture of the launcher and the panel’s top in your colours, not the live widget.',
    description: 'Explains that the preview is static',
  },
  previewLanguage: {
    id: 'dashboard.widget.preview.language',
    defaultMessage: 'Preview language',
    description: 'Label of the language choice of the preview',
  },
  english: { id: 'dashboard.widget.preview.english', defaultMessage: 'English', description: 'Language option' },
  arabic: { id: 'dashboard.widget.preview.arabic', defaultMessage: 'Arabic', description: 'Language option' },
  previewImage: {
    id: 'dashboard.widget.preview.image',
    defaultMessage: 'Preview of the chat widget',
    description: 'Accessible name of the preview picture',
  },

  save: { id: 'dashboard.widget.save', defaultMessage: 'Save changes', description: 'Saves the settings' },
  saving: { id: 'dashboard.widget.saving', defaultMessage: 'Saving…', description: 'Save button while busy' },
  cancel: { id: 'dashboard.widget.cancel', defaultMessage: 'Discard changes', description: 'Resets the form' },
  saved: {
    id: 'dashboard.widget.saved',
    defaultMessage: 'Chat widget settings saved',
    description: 'Toast after saving',
  },
  saveFailed: {
    id: 'dashboard.widget.saveFailed',
    defaultMessage: 'Not saved',
    description: 'Title of the alert with the server’s refusal',
  },
  notDone: {
    id: 'dashboard.widget.notDone',
    defaultMessage: 'Not done',
    description: 'Title of the alert with the server’s refusal of a rotation',
  },
  actionFailed: {
    id: 'dashboard.widget.actionFailed',
    defaultMessage: 'That did not work. Try again in a moment.',
    description: 'A refusal without a server text',
  },
  fixErrors: {
    id: 'dashboard.widget.fixErrors',
    defaultMessage: 'Check the marked fields, then save again.',
    description: 'Shown when the form has errors',
  },
  unsaved: {
    id: 'dashboard.widget.unsaved',
    defaultMessage: 'You have unsaved changes.',
    description: 'Next to Save while the form differs from the saved settings',
  },
});

export const argMessages: {
  originsCount: TypedMessageDescriptor<{ count: number; max: number }>;
  originTooMany: TypedMessageDescriptor<{ max: number }>;
  removeOrigin: TypedMessageDescriptor<{ origin: string }>;
  greetingTooLong: TypedMessageDescriptor<{ max: number }>;
  greetingLength: TypedMessageDescriptor<{ count: number; max: number }>;
  openOn: TypedMessageDescriptor<{ day: string }>;
  dayHours: TypedMessageDescriptor<{ open: string; close: string }>;
} = {
  originsCount: defineMessage<{ count: number; max: number }>({
    id: 'dashboard.widget.origins.count',
    defaultMessage: '{count, plural, one {One origin} other {# origins}} of at most {max}',
    description: 'How many origins are listed, against the limit',
  }),
  originTooMany: defineMessage<{ max: number }>({
    id: 'dashboard.widget.origins.error.tooMany',
    defaultMessage: 'At most {max} origins: remove one before adding another.',
    description: 'Origin validation: the list is full',
  }),
  removeOrigin: defineMessage<{ origin: string }>({
    id: 'dashboard.widget.origins.remove',
    defaultMessage: 'Remove {origin}',
    description: 'Accessible name of the button that removes an origin',
  }),
  greetingTooLong: defineMessage<{ max: number }>({
    id: 'dashboard.widget.greeting.tooLong',
    defaultMessage: 'At most {max} characters.',
    description: 'Greeting validation',
  }),
  greetingLength: defineMessage<{ count: number; max: number }>({
    id: 'dashboard.widget.greeting.length',
    defaultMessage: '{count} of {max} characters',
    description: 'Character count under a greeting field',
  }),
  openOn: defineMessage<{ day: string }>({
    id: 'dashboard.widget.hours.openOn',
    defaultMessage: 'Open on {day}',
    description: 'Checkbox of one weekday ({day} is its name)',
  }),
  dayHours: defineMessage<{ open: string; close: string }>({
    id: 'dashboard.widget.hours.dayHours',
    defaultMessage: '{open}–{close}',
    description: 'A day’s opening hours in the read-only view',
  }),
};
