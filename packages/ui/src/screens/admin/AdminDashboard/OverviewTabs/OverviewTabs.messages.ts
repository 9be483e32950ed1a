import { defineMessages } from 'react-intl';
import { plain } from '../plainMessages.ts';

export const featureMessages = plain(
  defineMessages({
    heading: { id: 'admin.features.heading', defaultMessage: 'Feature catalogue', description: 'Features tab heading' },
    active: { id: 'admin.features.active', defaultMessage: 'Active', description: 'Feature marker' },
    inactive: { id: 'admin.features.inactive', defaultMessage: 'Inactive', description: 'Feature marker' },
    empty: { id: 'admin.features.empty', defaultMessage: 'No features loaded', description: 'Empty features tab' },
    core: { id: 'admin.features.category.core', defaultMessage: 'Core', description: 'Feature category' },
    uae: { id: 'admin.features.category.uae', defaultMessage: 'UAE', description: 'Feature category' },
    compliance: { id: 'admin.features.category.compliance', defaultMessage: 'Compliance', description: 'Category' },
    analytics: { id: 'admin.features.category.analytics', defaultMessage: 'Analytics', description: 'Category' },
    integration: { id: 'admin.features.category.integration', defaultMessage: 'Integration', description: 'Category' },
    others: { id: 'admin.features.category.others', defaultMessage: 'Others', description: 'Feature category' },
  }),
);

export const billingMessages = plain(
  defineMessages({
    heading: { id: 'admin.billing.heading', defaultMessage: 'Billing plans', description: 'Billing tab heading' },
    perMonth: { id: 'admin.billing.perMonth', defaultMessage: '{price}/month', description: 'Monthly price' },
    aed: {
      id: 'admin.billing.aed',
      defaultMessage: '≈ {price} per month (pegged rate {rate})',
      description: 'AED equivalent of a USD price',
    },
    contactSales: { id: 'admin.billing.contactSales', defaultMessage: 'Priced by sales', description: 'Custom plan' },
    apiCalls: {
      id: 'admin.billing.apiCalls',
      defaultMessage: '{count, plural, one {# API call} other {# API calls}}/month',
      description: 'Included API calls',
    },
    unlimitedApiCalls: {
      id: 'admin.billing.apiCalls.unlimited',
      defaultMessage: 'Unlimited API calls',
      description: 'Included API calls when unlimited',
    },
    aiFeatures: {
      id: 'admin.billing.features',
      defaultMessage: '{count, plural, one {# feature} other {# features}} included',
      description: 'Number of features of a plan',
    },
    limitShipments: { id: 'admin.billing.limit.shipments', defaultMessage: 'Shipments', description: 'Plan limit' },
    limitUsers: { id: 'admin.billing.limit.users', defaultMessage: 'Users', description: 'Plan limit' },
    limitStorage: { id: 'admin.billing.limit.storage', defaultMessage: 'Storage (GB)', description: 'Plan limit' },
    unlimited: { id: 'admin.billing.unlimited', defaultMessage: 'Unlimited', description: 'A limit of -1' },
    overage: {
      id: 'admin.billing.overage',
      defaultMessage: 'Overage: {rate} per extra API call',
      description: 'Overage rate',
    },
    empty: { id: 'admin.billing.empty', defaultMessage: 'No billing plans loaded', description: 'Empty billing tab' },
  }),
);

export const monitoringMessages = plain(
  defineMessages({
    heading: {
      id: 'admin.monitoring.heading',
      defaultMessage: 'Live system status',
      description: 'Monitoring heading',
    },
    health: { id: 'admin.monitoring.health', defaultMessage: 'System Health', description: 'Card' },
    healthy: { id: 'admin.monitoring.healthy', defaultMessage: 'Healthy', description: 'Health status ok' },
    degraded: { id: 'admin.monitoring.degraded', defaultMessage: 'Degraded', description: 'Health status degraded' },
    unreachable: { id: 'admin.monitoring.unreachable', defaultMessage: 'Unreachable', description: 'No health answer' },
    database: {
      id: 'admin.monitoring.database',
      defaultMessage: 'Database {driver}: {status}',
      description: 'Database line',
    },
    latency: { id: 'admin.monitoring.latency', defaultMessage: '{ms} ms', description: 'Database latency' },
    uptime: { id: 'admin.monitoring.uptime', defaultMessage: 'Up for {duration}', description: 'Server uptime' },
    version: { id: 'admin.monitoring.version', defaultMessage: 'Version {version}', description: 'Server version' },
    activeUsers: { id: 'admin.monitoring.activeUsers', defaultMessage: 'Active Users', description: 'Card' },
    activeUsersHint: {
      id: 'admin.monitoring.activeUsers.hint',
      defaultMessage: 'Users with a live session',
      description: 'Card hint',
    },
    sessions: { id: 'admin.monitoring.sessions', defaultMessage: 'Active Sessions', description: 'Card' },
    sessionsHint: {
      id: 'admin.monitoring.sessions.hint',
      defaultMessage: 'Signed in now, users and admins',
      description: 'Card hint',
    },
    errorRate: { id: 'admin.monitoring.errorRate', defaultMessage: 'Error Rate', description: 'Card' },
    errorRateHint: {
      id: 'admin.monitoring.errorRate.hint',
      defaultMessage: '5xx answers of {count, plural, one {# request} other {# requests}} since start',
      description: 'Card hint',
    },
    totalUsers: { id: 'admin.monitoring.totalUsers', defaultMessage: 'Registered Users', description: 'Card' },
    mrr: { id: 'admin.monitoring.mrr', defaultMessage: 'Monthly Recurring Revenue', description: 'Card' },
    mrrHint: {
      id: 'admin.monitoring.mrr.hint',
      defaultMessage: '{count, plural, one {# active subscription} other {# active subscriptions}}',
      description: 'Card hint',
    },
  }),
);

export const statisticsMessages = plain(
  defineMessages({
    heading: { id: 'admin.statistics.heading', defaultMessage: 'Platform statistics', description: 'Heading' },
    totalFeatures: { id: 'admin.statistics.totalFeatures', defaultMessage: 'Total Features', description: 'Figure' },
    totalUsers: { id: 'admin.statistics.totalUsers', defaultMessage: 'Total Users', description: 'Figure' },
    assignments: { id: 'admin.statistics.assignments', defaultMessage: 'Feature Assignments', description: 'Figure' },
    unavailable: {
      id: 'admin.statistics.unavailable',
      defaultMessage: 'Statistics could not be loaded',
      description: 'Statistics tab when they did not load',
    },
  }),
);
