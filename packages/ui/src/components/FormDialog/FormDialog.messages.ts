import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  cancel: {
    id: 'ui.formDialog.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that closes a form dialog without submitting it',
  },
});
