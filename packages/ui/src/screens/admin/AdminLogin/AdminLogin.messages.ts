import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'admin.login.title', defaultMessage: 'Admin Login', description: 'Heading of the admin sign-in page' },
  subtitle: {
    id: 'admin.login.subtitle',
    defaultMessage: 'Sign in with your super admin account to manage the platform.',
    description: 'Text under the admin sign-in heading',
  },
  username: { id: 'admin.login.username', defaultMessage: 'Username', description: 'Admin username field' },
  password: { id: 'admin.login.password', defaultMessage: 'Password', description: 'Admin password field' },
  submit: { id: 'admin.login.submit', defaultMessage: 'Login', description: 'Admin sign-in button' },
  submitting: { id: 'admin.login.submitting', defaultMessage: 'Signing in…', description: 'Admin sign-in in flight' },
  backHome: { id: 'admin.login.backHome', defaultMessage: 'Back to home', description: 'Link to the public home page' },
  missingTitle: {
    id: 'admin.login.missing.title',
    defaultMessage: 'Missing credentials',
    description: 'Toast title: a field is empty (spec 001 §5)',
  },
  missing: {
    id: 'admin.login.missing',
    defaultMessage: 'Please enter both username and password',
    description: 'Toast text: a field is empty (spec 001 §5)',
  },
  failedTitle: { id: 'admin.login.failed.title', defaultMessage: 'Login failed', description: 'Toast title' },
  invalid: {
    id: 'admin.login.invalid',
    defaultMessage: 'Invalid credentials',
    description: 'Toast text when the server refused without a message',
  },
  failed: {
    id: 'admin.login.failed',
    defaultMessage: 'Admin login failed',
    description: 'Toast text when the server could not be reached',
  },
  successTitle: { id: 'admin.login.success.title', defaultMessage: 'Login successful', description: 'Toast title' },
  success: {
    id: 'admin.login.success',
    defaultMessage: 'Redirecting to admin dashboard...',
    description: 'Toast text after a successful admin sign-in',
  },
});
