import { defineMessages, type MessageDescriptor } from 'react-intl';

// Plain descriptors: many of these take ICU arguments, and the catalogue test checks those against en.json.
const plain = <T extends Record<string, MessageDescriptor>>(descriptors: T) =>
  descriptors as { readonly [K in keyof T]: MessageDescriptor };

export const messages = plain(
  defineMessages({
    loading: {
      id: 'admin.loading',
      defaultMessage: 'Loading admin dashboard...',
      description: 'Shown while the admin dashboard loads',
    },
    title: { id: 'admin.title', defaultMessage: 'Admin Dashboard', description: 'Heading of the admin dashboard' },
    subtitle: {
      id: 'admin.subtitle',
      defaultMessage: 'Multi-tenant management of organizations, users and features',
      description: 'Subtitle of the admin dashboard',
    },
    superAdmin: { id: 'admin.superAdmin', defaultMessage: 'Super Admin Access', description: 'Badge in the header' },
    adminFallback: { id: 'admin.name.fallback', defaultMessage: 'Admin', description: 'Admin name when unknown' },
    signedInAs: {
      id: 'admin.signedInAs',
      defaultMessage: 'Signed in as {name}',
      description: 'Accessible text with the admin username',
    },
    changePassword: { id: 'admin.changePassword', defaultMessage: 'Change Password', description: 'Header button' },
    logout: { id: 'admin.logout', defaultMessage: 'Logout', description: 'Header button' },
    tabsLabel: { id: 'admin.tabs.label', defaultMessage: 'Admin sections', description: 'Accessible name of the tabs' },
    tabUsers: { id: 'admin.tab.users', defaultMessage: 'User Management', description: 'Tab' },
    tabEnterprise: { id: 'admin.tab.enterprise', defaultMessage: 'Enterprise Control', description: 'Tab' },
    tabFeatures: { id: 'admin.tab.features', defaultMessage: 'Features', description: 'Tab' },
    tabBilling: { id: 'admin.tab.billing', defaultMessage: 'Billing Plans', description: 'Tab' },
    tabMonitoring: { id: 'admin.tab.monitoring', defaultMessage: 'SRE Monitoring', description: 'Tab' },
    tabStatistics: { id: 'admin.tab.statistics', defaultMessage: 'Statistics', description: 'Tab' },
    cancel: { id: 'admin.cancel', defaultMessage: 'Cancel', description: 'Closes a dialog without saving' },
    save: { id: 'admin.save', defaultMessage: 'Save Changes', description: 'Saves a form' },
    saving: { id: 'admin.saving', defaultMessage: 'Saving…', description: 'A save in flight' },
    errorTitle: { id: 'admin.toast.error', defaultMessage: 'Error', description: 'Title of an error toast' },
    notAvailable: {
      id: 'admin.notAvailable',
      defaultMessage: 'Not available',
      description: 'A figure the API did not give',
    },
  }),
);

export const userMessages = plain(
  defineMessages({
    heading: { id: 'admin.users.heading', defaultMessage: 'Users', description: 'Heading of the users tab' },
    createIndividual: {
      id: 'admin.users.createIndividual',
      defaultMessage: 'Create Individual User',
      description: 'Button and dialog title',
    },
    createEnterprise: {
      id: 'admin.users.createEnterprise',
      defaultMessage: 'Create Enterprise User',
      description: 'Button and dialog title',
    },
    colUser: { id: 'admin.users.col.user', defaultMessage: 'User', description: 'Column' },
    colEmail: { id: 'admin.users.col.email', defaultMessage: 'Email', description: 'Column' },
    colType: { id: 'admin.users.col.type', defaultMessage: 'Type', description: 'Column' },
    colPlan: { id: 'admin.users.col.plan', defaultMessage: 'Plan', description: 'Column' },
    colFeatures: { id: 'admin.users.col.features', defaultMessage: 'Assigned Features', description: 'Column' },
    colActions: { id: 'admin.users.col.actions', defaultMessage: 'Actions', description: 'Column' },
    enterprise: { id: 'admin.users.type.enterprise', defaultMessage: 'Enterprise', description: 'User type badge' },
    individual: { id: 'admin.users.type.individual', defaultMessage: 'Individual', description: 'User type badge' },
    standard: { id: 'admin.users.plan.standard', defaultMessage: 'Standard', description: 'Plan when none is set' },
    noFeatures: {
      id: 'admin.users.noFeatures',
      defaultMessage: 'No features assigned',
      description: 'A user without assigned features',
    },
    empty: {
      id: 'admin.users.empty',
      defaultMessage: 'No users found - Create your first user using the buttons above',
      description: 'Empty users table (spec 001 §2)',
    },
    manageFeatures: { id: 'admin.users.manageFeatures', defaultMessage: 'Manage Features', description: 'Row action' },
    edit: { id: 'admin.users.edit', defaultMessage: 'Edit', description: 'Row action' },
    delete: { id: 'admin.users.delete', defaultMessage: 'Delete', description: 'Row action' },
    rowActions: {
      id: 'admin.users.rowActions',
      defaultMessage: 'Actions for {username}',
      description: 'Accessible name of a row’s action group',
    },
    username: { id: 'admin.users.field.username', defaultMessage: 'Username', description: 'Form field' },
    email: { id: 'admin.users.field.email', defaultMessage: 'Email', description: 'Form field' },
    password: { id: 'admin.users.field.password', defaultMessage: 'Password', description: 'Form field' },
    passwordHint: {
      id: 'admin.users.field.passwordHint',
      defaultMessage: 'At least 12 characters, not the username.',
      description: 'Password policy hint',
    },
    fullName: { id: 'admin.users.field.name', defaultMessage: 'Full Name', description: 'Form field' },
    phone: { id: 'admin.users.field.phone', defaultMessage: 'Phone Number', description: 'Form field' },
    company: { id: 'admin.users.field.company', defaultMessage: 'Company Name', description: 'Form field' },
    planType: { id: 'admin.users.field.planType', defaultMessage: 'Plan Type', description: 'Form field' },
    create: { id: 'admin.users.create', defaultMessage: 'Create User', description: 'Submit of a create dialog' },
    creating: { id: 'admin.users.creating', defaultMessage: 'Creating…', description: 'Create in flight' },
    individualDescription: {
      id: 'admin.users.individual.description',
      defaultMessage: 'An individual account on the Starter plan.',
      description: 'Create Individual User dialog description',
    },
    enterpriseDescription: {
      id: 'admin.users.enterprise.description',
      defaultMessage: 'An enterprise account on the Enterprise plan, with its company.',
      description: 'Create Enterprise User dialog description',
    },
    editTitle: { id: 'admin.users.edit.title', defaultMessage: 'Edit User', description: 'Dialog title' },
    deleteTitle: { id: 'admin.users.delete.title', defaultMessage: 'Delete user?', description: 'Confirmation title' },
    deleteDescription: {
      id: 'admin.users.delete.description',
      defaultMessage: '{username} and their feature assignments will be deleted. This cannot be undone.',
      description: 'Confirmation text',
    },
    deleteConfirm: { id: 'admin.users.delete.confirm', defaultMessage: 'Delete user', description: 'Confirm button' },
    featuresTitle: {
      id: 'admin.users.features.title',
      defaultMessage: 'Manage Features: {username}',
      description: 'Manage Features dialog title',
    },
    featuresCount: {
      id: 'admin.users.features.count',
      defaultMessage: '{assigned} of {total} assigned',
      description: 'Assigned feature count in the Manage Features dialog',
    },
    assign: { id: 'admin.users.features.assign', defaultMessage: 'Assign', description: 'Assigns a feature' },
    remove: { id: 'admin.users.features.remove', defaultMessage: 'Remove', description: 'Removes a feature' },
    assigned: { id: 'admin.users.features.assigned', defaultMessage: 'Assigned', description: 'Feature state' },
    close: { id: 'admin.users.features.close', defaultMessage: 'Done', description: 'Closes the dialog' },
    // Toasts (spec 001 §8).
    createdTitle: { id: 'admin.toast.userCreated.title', defaultMessage: 'User Created', description: 'Toast title' },
    createdEnterprise: {
      id: 'admin.toast.userCreated.enterprise',
      defaultMessage: 'Enterprise user created successfully.',
      description: 'Toast text',
    },
    createdIndividual: {
      id: 'admin.toast.userCreated.individual',
      defaultMessage: 'Individual user created successfully.',
      description: 'Toast text',
    },
    createFailed: {
      id: 'admin.toast.userCreate.failed',
      defaultMessage: 'Failed to create user. Please try again.',
      description: 'Toast text',
    },
    updatedTitle: { id: 'admin.toast.userUpdated.title', defaultMessage: 'User Updated', description: 'Toast title' },
    updated: {
      id: 'admin.toast.userUpdated',
      defaultMessage: 'User information updated successfully',
      description: 'Toast text',
    },
    updateFailed: {
      id: 'admin.toast.userUpdate.failed',
      defaultMessage: 'Failed to update user',
      description: 'Toast',
    },
    deletedTitle: { id: 'admin.toast.userDeleted.title', defaultMessage: 'User Deleted', description: 'Toast title' },
    deleted: {
      id: 'admin.toast.userDeleted',
      defaultMessage: 'User has been successfully deleted.',
      description: 'Toast text',
    },
    deleteFailed: {
      id: 'admin.toast.userDelete.failed',
      defaultMessage: 'Failed to delete user. Please try again.',
      description: 'Toast text',
    },
    assignedTitle: {
      id: 'admin.toast.featureAssigned.title',
      defaultMessage: 'Feature Assigned',
      description: 'Toast title',
    },
    assignedDefault: {
      id: 'admin.toast.featureAssigned',
      defaultMessage: 'Feature assigned successfully',
      description: 'Toast text when the server sent no message',
    },
    assignFailed: {
      id: 'admin.toast.featureAssign.failed',
      defaultMessage: 'Failed to assign feature',
      description: 'Toast',
    },
    removedTitle: {
      id: 'admin.toast.featureRemoved.title',
      defaultMessage: 'Feature Removed',
      description: 'Toast title',
    },
    removed: { id: 'admin.toast.featureRemoved', defaultMessage: 'Feature removed successfully', description: 'Toast' },
    removeFailed: {
      id: 'admin.toast.featureRemove.failed',
      defaultMessage: 'Failed to remove feature',
      description: 'Toast',
    },
  }),
);

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

export const enterpriseMessages = plain(
  defineMessages({
    sectionsLabel: {
      id: 'admin.enterprise.sections',
      defaultMessage: 'Enterprise sections',
      description: 'Accessible name of the Enterprise Control sub-tabs',
    },
    organizations: {
      id: 'admin.enterprise.tab.organizations',
      defaultMessage: 'Organizations',
      description: 'Sub-tab',
    },
    billing: { id: 'admin.enterprise.tab.billing', defaultMessage: 'Enterprise Billing', description: 'Sub-tab' },
    createNew: { id: 'admin.enterprise.tab.create', defaultMessage: 'Create New', description: 'Sub-tab' },
    whiteLabel: { id: 'admin.enterprise.tab.whiteLabel', defaultMessage: 'White-Label', description: 'Sub-tab' },
    featureControl: { id: 'admin.enterprise.tab.flags', defaultMessage: 'Feature Control', description: 'Sub-tab' },
    leads: { id: 'admin.enterprise.tab.leads', defaultMessage: 'Demo Requests', description: 'Sub-tab' },
    audit: { id: 'admin.enterprise.tab.audit', defaultMessage: 'Audit Log', description: 'Sub-tab' },
    loading: { id: 'admin.enterprise.loading', defaultMessage: 'Loading…', description: 'A list is loading' },
    noOrganizations: {
      id: 'admin.enterprise.organizations.empty',
      defaultMessage: 'No organizations yet',
      description: 'Empty organization list',
    },
    users: {
      id: 'admin.enterprise.users',
      defaultMessage: '{count, plural, one {# user} other {# users}}',
      description: 'User count of an organization',
    },
    usage: {
      id: 'admin.enterprise.usage',
      defaultMessage: '{count, plural, one {# API call} other {# API calls}} this month',
      description: 'Monthly usage of an organization',
    },
    created: { id: 'admin.enterprise.created', defaultMessage: 'Created {date}', description: 'Creation date' },
    copyDomain: {
      id: 'admin.enterprise.copyDomain',
      defaultMessage: 'Copy domain {domain}',
      description: 'Accessible name of the copy-domain button',
    },
    copy: { id: 'admin.enterprise.copy', defaultMessage: 'Copy', description: 'Copy button' },
    copiedTitle: { id: 'admin.toast.copied.title', defaultMessage: 'Copied', description: 'Toast title' },
    copied: { id: 'admin.toast.copied', defaultMessage: 'Domain copied to clipboard', description: 'Toast text' },
    copyFailed: { id: 'admin.toast.copy.failed', defaultMessage: 'Failed to copy to clipboard', description: 'Toast' },
    suspend: { id: 'admin.enterprise.suspend', defaultMessage: 'Suspend', description: 'Organization action' },
    reactivate: { id: 'admin.enterprise.reactivate', defaultMessage: 'Reactivate', description: 'Organization action' },
    cancelOrg: { id: 'admin.enterprise.cancelOrg', defaultMessage: 'Cancel subscription', description: 'Org action' },
    suspendTitle: {
      id: 'admin.enterprise.suspend.title',
      defaultMessage: 'Suspend {name}?',
      description: 'Confirmation title',
    },
    suspendText: {
      id: 'admin.enterprise.suspend.text',
      defaultMessage: 'Its users will be refused at sign-in and on every request until you reactivate it.',
      description: 'Confirmation text',
    },
    reactivateTitle: {
      id: 'admin.enterprise.reactivate.title',
      defaultMessage: 'Reactivate {name}?',
      description: 'Confirmation title',
    },
    reactivateText: {
      id: 'admin.enterprise.reactivate.text',
      defaultMessage: 'Its users will be able to sign in and use the platform again.',
      description: 'Confirmation text',
    },
    cancelTitle: {
      id: 'admin.enterprise.cancel.title',
      defaultMessage: 'Cancel {name}?',
      description: 'Confirmation title',
    },
    cancelText: {
      id: 'admin.enterprise.cancel.text',
      defaultMessage: 'The subscription ends and its users are refused. You can reactivate it later.',
      description: 'Confirmation text',
    },
    keep: { id: 'admin.enterprise.keep', defaultMessage: 'Keep as is', description: 'Dismisses a confirmation' },
    statusChangedTitle: {
      id: 'admin.toast.orgStatus.title',
      defaultMessage: 'Organization Updated',
      description: 'Toast title',
    },
    statusChanged: {
      id: 'admin.toast.orgStatus',
      defaultMessage: '{name} is now {status}.',
      description: 'Toast text after a status change',
    },
    statusFailed: {
      id: 'admin.toast.orgStatus.failed',
      defaultMessage: 'Failed to update the organization',
      description: 'Toast text',
    },
    status_active: { id: 'admin.org.status.active', defaultMessage: 'Active', description: 'Organization status' },
    status_trial: { id: 'admin.org.status.trial', defaultMessage: 'Trial', description: 'Organization status' },
    status_suspended: { id: 'admin.org.status.suspended', defaultMessage: 'Suspended', description: 'Org status' },
    status_cancelled: { id: 'admin.org.status.cancelled', defaultMessage: 'Cancelled', description: 'Org status' },
    status_past_due: { id: 'admin.org.status.pastDue', defaultMessage: 'Past due', description: 'Subscription status' },
    tier_starter: { id: 'admin.org.tier.starter', defaultMessage: 'Starter', description: 'Tier' },
    tier_professional: { id: 'admin.org.tier.professional', defaultMessage: 'Professional', description: 'Tier' },
    tier_enterprise: { id: 'admin.org.tier.enterprise', defaultMessage: 'Enterprise', description: 'Tier' },
    tier_custom: { id: 'admin.org.tier.custom', defaultMessage: 'Custom', description: 'Tier' },
    // Create organization.
    createHeading: {
      id: 'admin.enterprise.create.heading',
      defaultMessage: 'Create organization',
      description: 'Form heading',
    },
    orgName: { id: 'admin.enterprise.field.name', defaultMessage: 'Organization name', description: 'Field' },
    subdomain: { id: 'admin.enterprise.field.subdomain', defaultMessage: 'Subdomain', description: 'Field' },
    subdomainHint: {
      id: 'admin.enterprise.field.subdomain.hint',
      defaultMessage: 'The organization will live at {example}',
      description: 'Subdomain hint with the full domain',
    },
    tier: { id: 'admin.enterprise.field.tier', defaultMessage: 'Subscription tier', description: 'Field' },
    customDomain: { id: 'admin.enterprise.field.customDomain', defaultMessage: 'Custom domain', description: 'Field' },
    customDomainHint: {
      id: 'admin.enterprise.field.customDomain.hint',
      defaultMessage: 'Optional, e.g. portal.example.ae',
      description: 'Field hint',
    },
    adminEmail: { id: 'admin.enterprise.field.adminEmail', defaultMessage: 'Admin email', description: 'Field' },
    adminName: { id: 'admin.enterprise.field.adminName', defaultMessage: 'Admin name', description: 'Field' },
    createSubmit: {
      id: 'admin.enterprise.create.submit',
      defaultMessage: 'Create Organization',
      description: 'Button',
    },
    validationTitle: { id: 'admin.toast.validation.title', defaultMessage: 'Validation Error', description: 'Toast' },
    validation: {
      id: 'admin.toast.validation.org',
      defaultMessage: 'Organization name, subdomain, and admin email are required',
      description: 'Toast text (spec 001 §5)',
    },
    createdTitle: { id: 'admin.toast.orgCreated.title', defaultMessage: 'Organization Created', description: 'Toast' },
    created_toast: {
      id: 'admin.toast.orgCreated',
      defaultMessage: '{domain} is ready.',
      description: 'Toast text with the new domain',
    },
    createFailed: {
      id: 'admin.toast.orgCreate.failed',
      defaultMessage: 'Failed to create organization',
      description: 'Toast text',
    },
    credentialsTitle: {
      id: 'admin.enterprise.credentials.title',
      defaultMessage: 'First administrator of {name}',
      description: 'Alert after creating an organization',
    },
    credentials: {
      id: 'admin.enterprise.credentials',
      defaultMessage:
        'Username {username} · password {password}. The password is shown only once: pass it on securely.',
      description: 'Generated credentials',
    },
    // White-label and flags.
    organization: { id: 'admin.enterprise.field.organization', defaultMessage: 'Organization', description: 'Field' },
    primaryColor: { id: 'admin.enterprise.field.primaryColor', defaultMessage: 'Primary colour', description: 'Field' },
    primaryColorHex: {
      id: 'admin.enterprise.field.primaryColorHex',
      defaultMessage: 'Primary colour (#RRGGBB)',
      description: 'Text field of the colour',
    },
    colorInvalid: {
      id: 'admin.enterprise.color.invalid',
      defaultMessage: 'Write the colour as #RRGGBB',
      description: 'Invalid colour',
    },
    contrast: {
      id: 'admin.enterprise.contrast',
      defaultMessage: 'Contrast with white text: {ratio}:1',
      description: 'Contrast ratio of the colour',
    },
    contrastPass: {
      id: 'admin.enterprise.contrast.pass',
      defaultMessage: 'Meets WCAG AA for text',
      description: 'Contrast verdict',
    },
    contrastFail: {
      id: 'admin.enterprise.contrast.fail',
      defaultMessage: 'Below WCAG AA: buttons will use a darker shade or dark text so that they stay readable',
      description: 'Contrast verdict',
    },
    logoUrl: { id: 'admin.enterprise.field.logoUrl', defaultMessage: 'Logo URL', description: 'Field' },
    logoUrlHint: {
      id: 'admin.enterprise.field.logoUrl.hint',
      defaultMessage: 'An https:// address; leave empty for none',
      description: 'Field hint',
    },
    displayName: { id: 'admin.enterprise.field.displayName', defaultMessage: 'Display name', description: 'Field' },
    displayNameHint: {
      id: 'admin.enterprise.field.displayName.hint',
      defaultMessage: 'Shown in the header of the organization’s dashboard',
      description: 'Field hint',
    },
    preview: { id: 'admin.enterprise.preview', defaultMessage: 'Live preview', description: 'Preview heading' },
    previewText: {
      id: 'admin.enterprise.preview.text',
      defaultMessage: 'This is how buttons, badges and links look for this organization’s users.',
      description: 'Preview text',
    },
    previewButton: { id: 'admin.enterprise.preview.button', defaultMessage: 'New Shipment', description: 'Sample' },
    previewBadge: { id: 'admin.enterprise.preview.badge', defaultMessage: 'In Transit', description: 'Sample badge' },
    logoAlt: { id: 'admin.enterprise.logoAlt', defaultMessage: '{name} logo', description: 'Logo alt text' },
    saveBranding: { id: 'admin.enterprise.branding.save', defaultMessage: 'Save branding', description: 'Button' },
    brandingSavedTitle: {
      id: 'admin.toast.branding.title',
      defaultMessage: 'Branding Updated',
      description: 'Toast title',
    },
    brandingSaved: {
      id: 'admin.toast.branding',
      defaultMessage: 'White-label settings saved for {name}',
      description: 'Toast text',
    },
    brandingFailed: {
      id: 'admin.toast.branding.failed',
      defaultMessage: 'Failed to update branding',
      description: 'Toast text',
    },
    flagsHeading: {
      id: 'admin.enterprise.flags.heading',
      defaultMessage: 'Modules enabled for {name}',
      description: 'Feature Control heading',
    },
    flagsHint: {
      id: 'admin.enterprise.flags.hint',
      defaultMessage: 'A module turned off is refused by the API and hidden from the dashboard.',
      description: 'Feature Control hint',
    },
    saveFlags: { id: 'admin.enterprise.flags.save', defaultMessage: 'Save feature flags', description: 'Button' },
    flagsSavedTitle: { id: 'admin.toast.flags.title', defaultMessage: 'Features Updated', description: 'Toast title' },
    flagsSaved: {
      id: 'admin.toast.flags',
      defaultMessage: 'Organization feature flags updated successfully',
      description: 'Toast text',
    },
    flagsFailed: {
      id: 'admin.toast.flags.failed',
      defaultMessage: 'Failed to update feature flags',
      description: 'Toast text',
    },
    'flag_shipment-tracking': {
      id: 'admin.flag.shipmentTracking',
      defaultMessage: 'Shipment tracking',
      description: 'Flag',
    },
    'flag_document-processing': {
      id: 'admin.flag.documentProcessing',
      defaultMessage: 'Document processing',
      description: 'Flag',
    },
    flag_analytics: { id: 'admin.flag.analytics', defaultMessage: 'Analytics', description: 'Flag' },
    flag_compliance: { id: 'admin.flag.compliance', defaultMessage: 'Compliance', description: 'Flag' },
    'flag_whatsapp-integration': {
      id: 'admin.flag.whatsapp',
      defaultMessage: 'WhatsApp integration',
      description: 'Flag',
    },
    'flag_telegram-integration': {
      id: 'admin.flag.telegram',
      defaultMessage: 'Telegram integration',
      description: 'Flag',
    },
    'flag_fleet-management': { id: 'admin.flag.fleet', defaultMessage: 'Fleet management', description: 'Flag' },
    'flag_temperature-monitoring': {
      id: 'admin.flag.temperature',
      defaultMessage: 'Temperature monitoring',
      description: 'Flag',
    },
    'flag_customs-ai': { id: 'admin.flag.customsAi', defaultMessage: 'Customs AI', description: 'Flag' },
    'flag_seasonal-intelligence': {
      id: 'admin.flag.seasonal',
      defaultMessage: 'Seasonal intelligence',
      description: 'Flag',
    },
    'flag_carbon-tracking': { id: 'admin.flag.carbon', defaultMessage: 'Carbon tracking', description: 'Flag' },
    'flag_free-zone-compliance': {
      id: 'admin.flag.freeZone',
      defaultMessage: 'Free zone compliance',
      description: 'Flag',
    },
    // Subscriptions.
    summaryMrr: { id: 'admin.enterprise.summary.mrr', defaultMessage: 'Monthly recurring', description: 'Figure' },
    summaryRevenue: { id: 'admin.enterprise.summary.revenue', defaultMessage: 'Billed to date', description: 'Figure' },
    summaryActive: {
      id: 'admin.enterprise.summary.active',
      defaultMessage: 'Active subscriptions',
      description: 'Figure',
    },
    summaryChurn: { id: 'admin.enterprise.summary.churn', defaultMessage: 'Churn rate', description: 'Figure' },
    noSubscriptions: {
      id: 'admin.enterprise.subscriptions.empty',
      defaultMessage: 'No subscriptions',
      description: 'Empty',
    },
    monthlyRevenue: {
      id: 'admin.enterprise.subscription.revenue',
      defaultMessage: '{amount}/month, billed {cycle}',
      description: 'Subscription revenue',
    },
    cycle_monthly: { id: 'admin.enterprise.cycle.monthly', defaultMessage: 'monthly', description: 'Billing cycle' },
    cycle_annual: { id: 'admin.enterprise.cycle.annual', defaultMessage: 'annually', description: 'Billing cycle' },
    nextBilling: { id: 'admin.enterprise.nextBilling', defaultMessage: 'Next billing: {date}', description: 'Date' },
    credit: { id: 'admin.enterprise.credit', defaultMessage: 'Credit balance: {amount}', description: 'Credit' },
    overages: {
      id: 'admin.enterprise.overages',
      defaultMessage: 'Overages this month: {amount}',
      description: 'Overages',
    },
    usage_shipments: { id: 'admin.enterprise.usage.shipments', defaultMessage: 'Shipments', description: 'Usage' },
    usage_apiCalls: {
      id: 'admin.enterprise.usage.apiCalls',
      defaultMessage: 'API calls this month',
      description: 'Usage',
    },
    usage_users: { id: 'admin.enterprise.usage.users', defaultMessage: 'Users', description: 'Usage' },
    usage_storage: { id: 'admin.enterprise.usage.storage', defaultMessage: 'Storage (GB)', description: 'Usage' },
    usageOf: { id: 'admin.enterprise.usage.of', defaultMessage: '{used} of {limit}', description: 'Usage vs limit' },
    usageUnlimited: {
      id: 'admin.enterprise.usage.unlimited',
      defaultMessage: '{used} (unlimited)',
      description: 'Usage without a limit',
    },
    // Leads and audit.
    noLeads: { id: 'admin.enterprise.leads.empty', defaultMessage: 'No demo requests yet', description: 'Empty' },
    leadFrom: {
      id: 'admin.enterprise.lead.from',
      defaultMessage: '{company} · {size} employees · {date}',
      description: 'Lead details',
    },
    noAudit: {
      id: 'admin.enterprise.audit.empty',
      defaultMessage: 'No administrator writes yet',
      description: 'Empty',
    },
    auditLine: {
      id: 'admin.enterprise.audit.line',
      defaultMessage: '{actor} · {target} · {date}',
      description: 'Audit entry details',
    },
  }),
);
