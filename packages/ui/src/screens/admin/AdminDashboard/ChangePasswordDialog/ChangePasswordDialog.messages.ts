import { defineMessages } from 'react-intl';
import { plain } from '../plainMessages.ts';

export const passwordMessages = plain(
  defineMessages({
    title: { id: 'admin.password.title', defaultMessage: 'Change Admin Password', description: 'Dialog title' },
    description: {
      id: 'admin.password.description',
      defaultMessage: 'Your other admin sessions will be signed out.',
      description: 'Dialog description',
    },
    current: { id: 'admin.password.current', defaultMessage: 'Current Password', description: 'Field' },
    next: { id: 'admin.password.new', defaultMessage: 'New Password', description: 'Field' },
    show: { id: 'admin.password.show', defaultMessage: 'Show passwords', description: 'Show/hide toggle' },
    submit: { id: 'admin.password.submit', defaultMessage: 'Change Password', description: 'Submit button' },
    changedTitle: { id: 'admin.toast.passwordChanged.title', defaultMessage: 'Password Changed', description: 'Toast' },
    changed: {
      id: 'admin.toast.passwordChanged',
      defaultMessage: 'Password updated successfully',
      description: 'Toast',
    },
    failed: { id: 'admin.toast.password.failed', defaultMessage: 'Failed to change password', description: 'Toast' },
  }),
);
