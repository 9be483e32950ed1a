import { defineMessages } from 'react-intl';

/** The container's own toasts: load failures of the admin dashboard (spec 001 §8). */
export const adminContainerMessages = defineMessages({
  sessionExpiredTitle: {
    id: 'app.admin.sessionExpired.title',
    defaultMessage: 'Session Expired',
    description: 'Toast title when the admin token is refused on load',
  },
  sessionExpired: {
    id: 'app.admin.sessionExpired',
    defaultMessage: 'Please log in again to continue.',
    description: 'Toast text when the admin token is refused on load',
  },
  dashboardErrorTitle: {
    id: 'app.admin.dashboardError.title',
    defaultMessage: 'Dashboard Error',
    description: 'Toast title when part of the admin dashboard failed to load',
  },
  dashboardError: {
    id: 'app.admin.dashboardError',
    defaultMessage: 'Some dashboard data failed to load, but you can still use available features.',
    description: 'Toast text when part of the admin dashboard failed to load',
  },
  tokenMissing: {
    id: 'app.admin.tokenMissing',
    defaultMessage: 'Authentication token missing. Please log in again.',
    description: 'Error when an admin write finds no stored token',
  },
  security: {
    id: 'app.admin.security',
    defaultMessage: 'Security',
    description: "Header button of the admin portal that opens the super admin's two-factor sign-in and sessions",
  },
  securityTitle: {
    id: 'app.admin.security.title',
    defaultMessage: 'Your account security',
    description: "Title of the dialog with the super admin's two-factor sign-in and signed-in sessions",
  },
  securityDescription: {
    id: 'app.admin.security.description',
    defaultMessage: 'Two-factor sign-in for the portal, and where you are signed in.',
    description: 'Description of the account security dialog of the admin portal',
  },
  securityClose: {
    id: 'app.admin.security.close',
    defaultMessage: 'Close',
    description: 'Button that closes the account security dialog',
  },
});
