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
});
