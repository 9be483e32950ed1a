import { defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  close: {
    id: 'ui.toast.close',
    defaultMessage: 'Dismiss notification',
    description: 'Accessible name of the close button of a toast notification',
  },
  label: {
    id: 'ui.toast.label',
    defaultMessage: 'Notification',
    description: 'Read by screen readers before the text of each toast notification',
  },
});

// Typed, because it takes an argument.
export const regionMessages: { region: TypedMessageDescriptor<{ hotkey: string }> } = defineMessages<{
  region: { hotkey: string };
}>(
  {
    region: {
      id: 'ui.toast.region',
      defaultMessage: 'Notifications ({hotkey})',
      description: 'Accessible name of the notification region; hotkey is the key that focuses it, e.g. F8',
    },
  },
  { typed: true },
);
