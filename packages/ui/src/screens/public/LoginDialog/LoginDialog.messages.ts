import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'login.title', defaultMessage: 'Sign in to Qafila', description: 'Title of the login dialog' },
  description: {
    id: 'login.description',
    defaultMessage: 'Use your Qafila account to open your support dashboard.',
    description: 'Description of the login dialog',
  },
  username: { id: 'login.username', defaultMessage: 'Username', description: 'Field label' },
  password: { id: 'login.password', defaultMessage: 'Password', description: 'Field label' },
  submit: { id: 'login.submit', defaultMessage: 'Sign in', description: 'Submit button of the login dialog' },
  submitting: {
    id: 'login.submitting',
    defaultMessage: 'Signing in...',
    description: 'Submit button while the login request is in flight',
  },
  errorTitle: { id: 'login.toast.error', defaultMessage: 'Error', description: 'Title of a failed login notification' },
  successTitle: {
    id: 'login.toast.success',
    defaultMessage: 'Success',
    description: 'Title of the notification after signing in',
  },
  success: {
    id: 'login.success',
    defaultMessage: 'Login successful! Redirecting to dashboard...',
    description: 'Notification text after signing in',
  },
  empty: {
    id: 'login.error.empty',
    defaultMessage: 'Please enter both username and password',
    description: 'Notification text when a field is empty',
  },
  failed: {
    id: 'login.error.failed',
    defaultMessage: 'Login failed',
    description: 'Notification text when the server rejects the login without a reason',
  },
  network: {
    id: 'login.error.network',
    defaultMessage: 'Network error. Please try again.',
    description: 'Notification text when the login request cannot reach the server',
  },
});
