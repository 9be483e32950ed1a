import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const monitoringMessages = defineMessages({
  title: { id: 'monitoring.title', defaultMessage: 'SRE Monitoring', description: 'Label of the monitoring section' },
  loadError: {
    id: 'monitoring.loadError',
    defaultMessage: 'The monitoring figures could not be loaded',
    description: 'Title of the error when the section failed to load',
  },
  loading: { id: 'monitoring.loading', defaultMessage: 'Loading…', description: 'Busy label while loading' },
  retry: { id: 'monitoring.retry', defaultMessage: 'Try again', description: 'Button to load the data again' },
  tabs: { id: 'monitoring.tabs', defaultMessage: 'Monitoring views', description: 'Accessible name of the tab list' },
  overview: { id: 'monitoring.tab.overview', defaultMessage: 'Overview', description: 'Tab (spec 001 §2)' },
  performance: { id: 'monitoring.tab.performance', defaultMessage: 'Performance', description: 'Tab (spec 001 §2)' },
  security: { id: 'monitoring.tab.security', defaultMessage: 'Security', description: 'Tab (spec 001 §2)' },
  alerts: { id: 'monitoring.tab.alerts', defaultMessage: 'Alerts', description: 'Tab (spec 001 §2)' },
  requests: { id: 'monitoring.requests', defaultMessage: 'Requests', description: 'API requests in the window' },
  errorRate: { id: 'monitoring.errorRate', defaultMessage: 'Server errors', description: 'Share of 5xx answers' },
  p95: { id: 'monitoring.p95', defaultMessage: 'p95 response time', description: '95th percentile of answer times' },
  activeSessions: {
    id: 'monitoring.activeSessions',
    defaultMessage: 'Active sessions',
    description: "The organization's users signed in now",
  },
  firingAlerts: { id: 'monitoring.firingAlerts', defaultMessage: 'Firing alerts', description: 'Alerts not resolved' },
  budgets: { id: 'monitoring.budgets', defaultMessage: 'Budgets', description: 'Heading of the budgets list' },
  pass: { id: 'monitoring.budget.pass', defaultMessage: 'Pass', description: 'A budget that holds' },
  fail: { id: 'monitoring.budget.fail', defaultMessage: 'Fail', description: 'A budget that is broken' },
  noData: { id: 'monitoring.budget.noData', defaultMessage: 'No data', description: 'A budget without measurements' },
  requestsPerMinute: {
    id: 'monitoring.requestsPerMinute',
    defaultMessage: 'Requests per minute, last hour',
    description: 'Title of the line chart',
  },
  minute: { id: 'monitoring.minute', defaultMessage: 'Minute', description: 'Header of the time column' },
  byRoute: { id: 'monitoring.byRoute', defaultMessage: 'By route', description: 'Caption of the routes table' },
  route: { id: 'monitoring.route', defaultMessage: 'Route', description: 'Header: route template' },
  errors: { id: 'monitoring.errors', defaultMessage: 'Errors (5xx)', description: 'Header: server errors' },
  noTraffic: {
    id: 'monitoring.noTraffic',
    defaultMessage: 'No API requests in this window',
    description: 'Empty routes table',
  },
  failedLogins: {
    id: 'monitoring.failedLogins',
    defaultMessage: 'Failed sign-ins',
    description: 'Failed sign-ins of the organization’s users in the last 24 hours',
  },
  suspiciousIps: {
    id: 'monitoring.suspiciousIps',
    defaultMessage: 'Suspicious addresses',
    description: 'Addresses with failed sign-ins',
  },
  lockouts: { id: 'monitoring.lockouts', defaultMessage: 'Lockouts', description: 'Sign-ins refused by the throttle' },
  blocked: { id: 'monitoring.blocked', defaultMessage: 'Blocked requests', description: 'Answers 429' },
  topIps: { id: 'monitoring.topIps', defaultMessage: 'Top source addresses', description: 'Caption of a table' },
  address: { id: 'monitoring.address', defaultMessage: 'Address', description: 'Header: IP address' },
  attempts: { id: 'monitoring.attempts', defaultMessage: 'Failed attempts', description: 'Header: a count' },
  underAttack: {
    id: 'monitoring.underAttack',
    defaultMessage: 'Accounts under attack',
    description: 'Caption of the table of accounts with 5 or more failed sign-ins',
  },
  account: { id: 'monitoring.account', defaultMessage: 'Account', description: 'Header: a user name' },
  noFailures: {
    id: 'monitoring.noFailures',
    defaultMessage: 'No failed sign-ins in the last 24 hours',
    description: 'Empty state of the security tables',
  },
  rule: { id: 'monitoring.rule', defaultMessage: 'Rule', description: 'Header: alert rule' },
  severity: { id: 'monitoring.severity', defaultMessage: 'Severity', description: 'Header' },
  state: { id: 'monitoring.state', defaultMessage: 'State', description: 'Header' },
  value: { id: 'monitoring.value', defaultMessage: 'Value', description: 'Header: measured value' },
  fired: { id: 'monitoring.fired', defaultMessage: 'Fired', description: 'Header: when the alert fired' },
  firing: { id: 'monitoring.firing', defaultMessage: 'Firing', description: 'Alert state' },
  resolved: { id: 'monitoring.resolved', defaultMessage: 'Resolved', description: 'Alert state' },
  critical: { id: 'monitoring.critical', defaultMessage: 'Critical', description: 'Alert severity' },
  warning: { id: 'monitoring.warning', defaultMessage: 'Warning', description: 'Alert severity' },
  acknowledge: { id: 'monitoring.acknowledge', defaultMessage: 'Acknowledge', description: 'Button on an alert' },
  acknowledged: {
    id: 'monitoring.acknowledged',
    defaultMessage: 'Acknowledged',
    description: 'Toast after acknowledging an alert',
  },
  failed: { id: 'monitoring.failed', defaultMessage: 'That did not work', description: 'Toast of a refused action' },
  actions: { id: 'monitoring.actions', defaultMessage: 'Actions', description: 'Header of the row actions column' },
  noAlerts: { id: 'monitoring.noAlerts', defaultMessage: 'No alerts so far', description: 'Empty alerts table' },
  alertHistory: { id: 'monitoring.alertHistory', defaultMessage: 'Alert history', description: 'Table caption' },
  none: { id: 'monitoring.none', defaultMessage: '—', description: 'No value' },
});

export const monitoringArgMessages: {
  budgetName: TypedMessageDescriptor<{ key: string }>;
  budgetLine: TypedMessageDescriptor<{ value: string; threshold: string; minutes: number }>;
  ruleName: TypedMessageDescriptor<{ rule: string }>;
  acknowledgedBy: TypedMessageDescriptor<{ name: string }>;
} = {
  budgetName: defineMessage<{ key: string }>({
    id: 'monitoring.budgetName',
    defaultMessage:
      '{key, select, api_p95_ms {API p95} error_rate_5xx {5xx rate} lcp_p75_ms {LCP p75} inp_p75_ms {INP p75} cls_p75 {CLS p75} event_loop_p99_ms {Event-loop delay p99} other {Budget}}',
    description: 'Name of a performance budget',
  }),
  budgetLine: defineMessage<{ value: string; threshold: string; minutes: number }>({
    id: 'monitoring.budgetLine',
    defaultMessage: '{value} of {threshold}, last {minutes, plural, one {# minute} other {# minutes}}',
    description: 'A budget: the measured value, the threshold and the window',
  }),
  ruleName: defineMessage<{ rule: string }>({
    id: 'monitoring.ruleName',
    defaultMessage:
      '{rule, select, failed_login_spike {Failed sign-in spike} error_rate_5xx {5xx rate} api_p95 {API p95} event_loop_p99 {Event-loop delay} rate_limited_spike {Refused requests (429)} plan_limit {Near a plan limit} websocket_flood {WebSocket flood} other {Alert}}',
    description: 'Name of an alert rule',
  }),
  acknowledgedBy: defineMessage<{ name: string }>({
    id: 'monitoring.acknowledgedBy',
    defaultMessage: 'Acknowledged by {name}',
    description: 'Who acknowledged an alert',
  }),
};
