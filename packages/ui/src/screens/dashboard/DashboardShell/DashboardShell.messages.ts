import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  loading: {
    id: 'dashboard.loading',
    defaultMessage: 'Loading your dashboard...',
    description: 'Shown while the enabled features and the figures load',
  },
  navigation: {
    id: 'dashboard.nav.label',
    defaultMessage: 'Dashboard',
    description: 'Accessible name of the sidebar navigation',
  },
  title: {
    id: 'dashboard.title',
    defaultMessage: 'Dashboard',
    description: 'Title of the top bar, above the section name',
  },
  openNavigation: {
    id: 'dashboard.nav.open',
    defaultMessage: 'Open navigation',
    description: 'Phones: button that opens the sidebar drawer',
  },
  sidebarSearch: {
    id: 'dashboard.nav.search',
    defaultMessage: 'Search features',
    description: 'Label of the sidebar search box',
  },
  sidebarNoMatch: {
    id: 'dashboard.nav.noMatch',
    defaultMessage: 'No features match your search.',
    description: 'Shown in the sidebar when its search finds nothing',
  },
  dashboardSearch: {
    id: 'dashboard.search.label',
    defaultMessage: 'Search the dashboard',
    description: 'Label of the dashboard search box in the top bar',
  },
  dashboardSearchPlaceholder: {
    id: 'dashboard.search.placeholder',
    defaultMessage: 'Search features…',
    description: 'Placeholder of the dashboard search box',
  },
  notificationsHeading: {
    id: 'dashboard.notifications.heading',
    defaultMessage: 'Notifications',
    description: 'Title of the notifications panel',
  },
  notificationsEmpty: {
    id: 'dashboard.notifications.empty',
    defaultMessage: 'You are all caught up',
    description: 'The notifications panel has nothing',
  },
  notificationsEmptyHint: {
    id: 'dashboard.notifications.emptyHint',
    defaultMessage: 'Shipment exceptions, support cases and hand-offs will appear here.',
    description: 'Text of the empty notifications panel',
  },
  notificationsLoading: {
    id: 'dashboard.notifications.loading',
    defaultMessage: 'Loading notifications…',
    description: 'Announced while the notifications load',
  },
  notificationsError: {
    id: 'dashboard.notifications.error',
    defaultMessage: 'The notifications could not be loaded.',
    description: 'Shown when the notifications fail to load',
  },
  markRead: {
    id: 'dashboard.notifications.markRead',
    defaultMessage: 'Mark as read',
    description: 'Marks one notification read',
  },
  markAllRead: {
    id: 'dashboard.notifications.markAllRead',
    defaultMessage: 'Mark all as read',
    description: 'Marks every notification read',
  },
  unread: {
    id: 'dashboard.notifications.unread',
    defaultMessage: 'Unread',
    description: 'Marker of an unread notification',
  },
  someone: {
    id: 'dashboard.notifications.someone',
    defaultMessage: 'A customer',
    description: 'Stands for the customer when the notification has no name',
  },
  userMenu: {
    id: 'dashboard.userMenu.label',
    defaultMessage: 'Account',
    description: 'Accessible name of the user menu button',
  },
  profile: { id: 'dashboard.userMenu.profile', defaultMessage: 'Profile', description: 'User menu item' },
  signOut: { id: 'dashboard.userMenu.signOut', defaultMessage: 'Sign Out', description: 'User menu item' },
});

// Typed, because they take arguments.
export const argMessages: {
  notificationsButton: TypedMessageDescriptor<{ count: number }>;
  unreadCount: TypedMessageDescriptor<{ count: number }>;
  shipmentException: TypedMessageDescriptor<{ trackingNumber: string; detail: string }>;
  shipmentExceptionPlain: TypedMessageDescriptor<{ trackingNumber: string }>;
  supportCase: TypedMessageDescriptor<{ customer: string; reference: string; detail: string }>;
  supportCasePlain: TypedMessageDescriptor<{ customer: string; reference: string }>;
  handoff: TypedMessageDescriptor<{ customer: string; detail: string }>;
  handoffPlain: TypedMessageDescriptor<{ customer: string }>;
  usageLimit: TypedMessageDescriptor<{ metric: string; level: number; limit: string }>;
  dataRequest: TypedMessageDescriptor<{ customer: string; kind: string; days: number }>;
  webhookDisabled: TypedMessageDescriptor<{ url: string }>;
  licenceExpiring: TypedMessageDescriptor<{ kind: string; number: string; days: number; expired: string }>;
  temperatureExcursion: TypedMessageDescriptor<{
    trackingNumber: string;
    temperature: number;
    bound: string;
    min: number;
    max: number;
    time: string;
  }>;
  monitoringAlert: TypedMessageDescriptor<{ rule: string | undefined; value: number }>;
} = {
  notificationsButton: defineMessage<{ count: number }>({
    id: 'dashboard.notifications.button',
    defaultMessage: '{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
    description: 'Accessible name of the bell button with the unread count',
  }),
  unreadCount: defineMessage<{ count: number }>({
    id: 'dashboard.notifications.unreadCount',
    defaultMessage: '{count, plural, one {# unread} other {# unread}}',
    description: 'Number of unread notifications in the panel',
  }),
  shipmentException: defineMessage<{ trackingNumber: string; detail: string }>({
    id: 'dashboard.notifications.shipmentException',
    defaultMessage: 'Shipment {trackingNumber} needs attention: {detail}',
    description: 'A shipment exception (delay, damage); detail is the reason',
  }),
  shipmentExceptionPlain: defineMessage<{ trackingNumber: string }>({
    id: 'dashboard.notifications.shipmentExceptionPlain',
    defaultMessage: 'Shipment {trackingNumber} needs attention',
    description: 'A shipment exception without a reason',
  }),
  supportCase: defineMessage<{ customer: string; reference: string; detail: string }>({
    id: 'dashboard.notifications.supportCase',
    defaultMessage: '{customer} opened support case {reference}: {detail}',
    description: 'A new support case; detail is its category or summary',
  }),
  supportCasePlain: defineMessage<{ customer: string; reference: string }>({
    id: 'dashboard.notifications.supportCasePlain',
    defaultMessage: '{customer} opened support case {reference}',
    description: 'A new support case without details',
  }),
  handoff: defineMessage<{ customer: string; detail: string }>({
    id: 'dashboard.notifications.handoff',
    defaultMessage: '{customer} asked to talk to your team: “{detail}”',
    description: 'The assistant handed a conversation to the team; detail is the last message',
  }),
  handoffPlain: defineMessage<{ customer: string }>({
    id: 'dashboard.notifications.handoffPlain',
    defaultMessage: '{customer} asked to talk to your team',
    description: 'The assistant handed a conversation to the team',
  }),
  usageLimit: defineMessage<{ metric: string; level: number; limit: string }>({
    id: 'dashboard.notifications.usageLimit',
    defaultMessage:
      '{level, number} % of your plan’s {metric, select, users {users} shipments {shipments this month} apiCalls {API calls this month} other {storage}} used (limit {limit})',
    description: 'A plan usage warning (80 or 100 %); metric is users, shipments, apiCalls or storage',
  }),
  dataRequest: defineMessage<{ customer: string; kind: string; days: number }>({
    id: 'dashboard.notifications.dataRequest',
    defaultMessage:
      '{customer}’s {kind, select, export {data copy} other {erasure}} request is due in {days, plural, one {# day} other {# days}}',
    description: 'Reminder of a PDPL data request near its 30-day deadline; kind is export or erasure',
  }),
  webhookDisabled: defineMessage<{ url: string }>({
    id: 'dashboard.notifications.webhookDisabled',
    defaultMessage: 'Webhook {url} was turned off after repeated failed deliveries',
    description: 'An outgoing webhook endpoint was disabled automatically (issue 17)',
  }),
  licenceExpiring: defineMessage<{ kind: string; number: string; days: number; expired: string }>({
    id: 'dashboard.notifications.licenceExpiring',
    defaultMessage:
      '{kind, select, trade_licence {Trade licence} import_permit {Import permit} export_permit {Export permit} free_zone_licence {Free zone licence} other {Licence}} {number} {expired, select, yes {has expired} other {{days, plural, =0 {expires today} one {expires in # day} other {expires in # days}}}}',
    description: 'A trade licence or permit nears its expiry or expired (issue 18); expired is yes or no',
  }),
  temperatureExcursion: defineMessage<{
    trackingNumber: string;
    temperature: number;
    bound: string;
    min: number;
    max: number;
    time: string;
  }>({
    id: 'dashboard.notifications.temperatureExcursion',
    defaultMessage:
      'Shipment {trackingNumber}: temperature out of range since {time}, {temperature, number} °C (range {bound, select, both {{min, number} to {max, number} °C} max {{max, number} °C or colder} other {{min, number} °C or warmer}})',
    description:
      'A monitored shipment’s temperature stayed out of its range (issue 18); time is the date and time it started (Dubai time), temperature the worst reading; bound is both, max (frozen: at most) or min (at least)',
  }),
  monitoringAlert: defineMessage<{ rule: string | undefined; value: number }>({
    id: 'dashboard.notifications.monitoringAlert',
    defaultMessage:
      '{rule, select, failed_login_spike {Security alert: {value, number} failed sign-ins in 5 minutes} api_p95 {Alert: API p95 at {value, number} ms} rate_limited_spike {Alert: {value, number} refused requests (429) in 5 minutes} plan_limit {Alert: {value, number, percent} of a plan limit used} websocket_flood {Alert: {value, number} open WebSocket connections} other {Alert: server errors at {value, number, percent}}}',
    description: 'A monitoring alert fired for the organization (issue 20): its rule and the value that fired it',
  }),
};
