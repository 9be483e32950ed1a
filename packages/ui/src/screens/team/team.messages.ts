import { defineMessages, type MessageDescriptor } from 'react-intl';

/** Plain descriptors: several take ICU arguments, which the catalogue test checks against en.json. */
const plain = <T extends Record<string, MessageDescriptor>>(descriptors: T) =>
  descriptors as { readonly [K in keyof T]: MessageDescriptor };

/** Strings shared by the Team and Customers pages (issue 16). */
export const shared = plain(
  defineMessages({
    loading: { id: 'team.shared.loading', defaultMessage: 'Loading…', description: 'Busy label while a list loads' },
    loadError: { id: 'team.shared.loadError', defaultMessage: 'Could not load the list', description: 'Alert title' },
    retry: { id: 'team.shared.retry', defaultMessage: 'Try again', description: 'Button after a load error' },
    actions: { id: 'team.shared.actions', defaultMessage: 'Actions', description: 'Table column of row actions' },
    cancel: { id: 'team.shared.cancel', defaultMessage: 'Cancel', description: 'Button' },
    close: { id: 'team.shared.close', defaultMessage: 'Close', description: 'Button' },
    failed: { id: 'team.shared.failed', defaultMessage: 'That did not work', description: 'Toast title of a refusal' },
    email: { id: 'team.shared.email', defaultMessage: 'E-mail', description: 'Field label and column' },
    name: { id: 'team.shared.name', defaultMessage: 'Name', description: 'Field label and column' },
    status: { id: 'team.shared.status', defaultMessage: 'Status', description: 'Column' },
    active: { id: 'team.shared.active', defaultMessage: 'Active', description: 'Status badge' },
    deactivated: { id: 'team.shared.deactivated', defaultMessage: 'Deactivated', description: 'Status badge' },
    linkTitle: { id: 'team.shared.linkTitle', defaultMessage: 'Invitation link', description: 'Dialog title' },
    linkEmailed: {
      id: 'team.shared.linkEmailed',
      defaultMessage: 'We e-mailed this link to {email}. You can also copy it and send it yourself.',
      description: 'Dialog text when the invitation was e-mailed',
    },
    linkNotEmailed: {
      id: 'team.shared.linkNotEmailed',
      defaultMessage: 'E-mail is not set up, so send this link to {email} yourself. It works once, for 7 days.',
      description: 'Dialog text when no e-mail was sent',
    },
    linkLabel: {
      id: 'team.shared.linkLabel',
      defaultMessage: 'Link',
      description: 'Label of the read-only link field',
    },
    copy: { id: 'team.shared.copy', defaultMessage: 'Copy link', description: 'Button' },
    copied: { id: 'team.shared.copied', defaultMessage: 'Link copied', description: 'Toast' },
    copyFailed: {
      id: 'team.shared.copyFailed',
      defaultMessage: 'Could not copy: select the link and copy it',
      description: 'Toast',
    },
  }),
);

export const teamMessages = plain(
  defineMessages({
    title: { id: 'team.title', defaultMessage: 'Team', description: 'Region name of the Team page' },
    subtitle: {
      id: 'team.subtitle',
      defaultMessage:
        'Invite your staff, choose their role and the features they use, and deactivate accounts that should no longer sign in.',
      description: 'Intro of the Team page',
    },
    invite: { id: 'team.invite', defaultMessage: 'Invite staff', description: 'Button' },
    members: { id: 'team.members', defaultMessage: 'Staff', description: 'Heading of the staff table' },
    member: { id: 'team.col.member', defaultMessage: 'Member', description: 'Column' },
    role: { id: 'team.col.role', defaultMessage: 'Role', description: 'Column and field label' },
    features: { id: 'team.col.features', defaultMessage: 'Features', description: 'Column and field label' },
    twoFactor: { id: 'team.col.twoFactor', defaultMessage: 'Two-factor', description: 'Column' },
    lastSignIn: { id: 'team.col.lastSignIn', defaultMessage: 'Last sign-in', description: 'Column' },
    never: { id: 'team.never', defaultMessage: 'Never', description: 'Last sign-in of someone who never signed in' },
    on: { id: 'team.twoFactor.on', defaultMessage: 'On', description: 'Two-factor badge' },
    off: { id: 'team.twoFactor.off', defaultMessage: 'Off', description: 'Two-factor badge' },
    you: { id: 'team.you', defaultMessage: 'You', description: 'Badge next to the signed-in admin' },
    roleAdmin: { id: 'team.role.admin', defaultMessage: 'Admin', description: 'Role name: organization admin' },
    roleUser: { id: 'team.role.user', defaultMessage: 'Staff', description: 'Role name: member of staff' },
    roleCustomer: { id: 'team.role.customer', defaultMessage: 'Customer', description: 'Role name' },
    noFeatures: { id: 'team.noFeatures', defaultMessage: 'None', description: 'A member without features' },
    featureCount: {
      id: 'team.featureCount',
      defaultMessage: '{count, plural, one {# feature} other {# features}}',
      description: 'Number of features of a member',
    },
    edit: { id: 'team.edit', defaultMessage: 'Edit', description: 'Row action' },
    deactivate: { id: 'team.deactivate', defaultMessage: 'Deactivate', description: 'Row action' },
    reactivate: { id: 'team.reactivate', defaultMessage: 'Reactivate', description: 'Row action' },
    deactivated: {
      id: 'team.deactivatedToast',
      defaultMessage: 'Account deactivated: their sessions have ended',
      description: 'Toast',
    },
    reactivated: { id: 'team.reactivatedToast', defaultMessage: 'Account reactivated', description: 'Toast' },
    rowActions: { id: 'team.rowActions', defaultMessage: 'Actions for {name}', description: 'Group label of a row' },
    pending: { id: 'team.pending', defaultMessage: 'Pending invitations', description: 'Heading' },
    noPending: { id: 'team.noPending', defaultMessage: 'No pending invitations', description: 'Empty table' },
    expires: { id: 'team.col.expires', defaultMessage: 'Expires', description: 'Column' },
    expired: { id: 'team.expired', defaultMessage: 'Expired', description: 'Badge of an expired invitation' },
    resend: { id: 'team.resend', defaultMessage: 'New link', description: 'Row action: a new invitation link' },
    revoke: { id: 'team.revoke', defaultMessage: 'Revoke', description: 'Row action' },
    revoked: {
      id: 'team.revokedToast',
      defaultMessage: 'Invitation revoked: its link no longer works',
      description: 'Toast',
    },
    inviteTitle: { id: 'team.inviteTitle', defaultMessage: 'Invite a member of staff', description: 'Dialog title' },
    inviteDescription: {
      id: 'team.inviteDescription',
      defaultMessage:
        'They get a link to choose their username and password. Only the features your organization has can be given.',
      description: 'Dialog description',
    },
    sendInvite: { id: 'team.sendInvite', defaultMessage: 'Create invitation', description: 'Submit button' },
    sending: { id: 'team.sending', defaultMessage: 'Creating invitation', description: 'Busy label' },
    editTitle: { id: 'team.editTitle', defaultMessage: 'Edit {name}', description: 'Dialog title' },
    save: { id: 'team.save', defaultMessage: 'Save', description: 'Submit button' },
    saving: { id: 'team.saving', defaultMessage: 'Saving', description: 'Busy label' },
    saved: { id: 'team.saved', defaultMessage: 'Changes saved', description: 'Toast' },
    ownRoleHint: {
      id: 'team.ownRoleHint',
      defaultMessage: 'An organization needs at least one active admin.',
      description: 'Hint under the role field',
    },
  }),
);

export const customerMessages = plain(
  defineMessages({
    title: { id: 'customers.title', defaultMessage: 'Customers', description: 'Region name of the Customers page' },
    subtitle: {
      id: 'customers.subtitle',
      defaultMessage:
        'Add your customers so that you can create shipments for them; each gets a link to choose their password.',
      description: 'Intro of the Customers page',
    },
    search: { id: 'customers.search', defaultMessage: 'Search customers', description: 'Search field label' },
    add: { id: 'customers.add', defaultMessage: 'Add customer', description: 'Button' },
    import: { id: 'customers.import', defaultMessage: 'Import CSV', description: 'Button' },
    empty: { id: 'customers.empty', defaultMessage: 'No customers yet', description: 'Empty table' },
    noMatch: { id: 'customers.noMatch', defaultMessage: 'No customer matches your search', description: 'Empty table' },
    customer: { id: 'customers.col.customer', defaultMessage: 'Customer', description: 'Column' },
    contact: { id: 'customers.col.contact', defaultMessage: 'Contact', description: 'Column' },
    activity: { id: 'customers.col.activity', defaultMessage: 'Activity', description: 'Column' },
    shipments: {
      id: 'customers.shipments',
      defaultMessage: '{count, plural, one {# shipment} other {# shipments}}',
      description: 'Number of shipments of a customer',
    },
    conversations: {
      id: 'customers.conversations',
      defaultMessage: '{count, plural, one {# chat} other {# chats}}',
      description: 'Number of chat conversations of a customer',
    },
    invited: {
      id: 'customers.invited',
      defaultMessage: 'Invited',
      description: 'Badge: has not chosen a password yet',
    },
    phone: { id: 'customers.phone', defaultMessage: 'Phone', description: 'Field label' },
    company: { id: 'customers.company', defaultMessage: 'Company', description: 'Field label' },
    addTitle: { id: 'customers.addTitle', defaultMessage: 'Add a customer', description: 'Dialog title' },
    addDescription: {
      id: 'customers.addDescription',
      defaultMessage:
        'They can be chosen for new shipments at once, and get a link to choose their username and password.',
      description: 'Dialog description',
    },
    create: { id: 'customers.create', defaultMessage: 'Add customer', description: 'Submit button' },
    creating: { id: 'customers.creating', defaultMessage: 'Adding customer', description: 'Busy label' },
    editTitle: { id: 'customers.editTitle', defaultMessage: 'Edit {name}', description: 'Dialog title' },
    importTitle: { id: 'customers.importTitle', defaultMessage: 'Import customers', description: 'Dialog title' },
    importDescription: {
      id: 'customers.importDescription',
      defaultMessage:
        'A CSV file (UTF-8) with the header name,email,phone,company. Nothing is imported if any line has a problem.',
      description: 'Dialog description',
    },
    file: { id: 'customers.file', defaultMessage: 'CSV file', description: 'Field label' },
    importing: { id: 'customers.importing', defaultMessage: 'Importing', description: 'Busy label' },
    imported: {
      id: 'customers.imported',
      defaultMessage: '{count, plural, one {# customer imported} other {# customers imported}}',
      description: 'Toast and result',
    },
    problems: {
      id: 'customers.problems',
      defaultMessage: 'Nothing was imported',
      description: 'Alert title of a refused file',
    },
    line: { id: 'customers.line', defaultMessage: 'Line {line}', description: 'A CSV line number' },
  }),
);

export const inviteMessages = plain(
  defineMessages({
    title: {
      id: 'invitation.title',
      defaultMessage: 'Join {organization}',
      description: 'Heading of the invitation page',
    },
    intro: {
      id: 'invitation.intro',
      defaultMessage: 'You are invited as {role} with the e-mail {email}. Choose how you sign in.',
      description: 'Text under the heading',
    },
    username: { id: 'invitation.username', defaultMessage: 'Username', description: 'Field label' },
    usernameHint: {
      id: 'invitation.usernameHint',
      defaultMessage: '3–50 lowercase letters, digits, dots, dashes or underscores',
      description: 'Field hint',
    },
    name: { id: 'invitation.name', defaultMessage: 'Your name', description: 'Field label' },
    password: { id: 'invitation.password', defaultMessage: 'Password', description: 'Field label' },
    passwordHint: {
      id: 'invitation.passwordHint',
      defaultMessage: 'At least 12 characters',
      description: 'Field hint',
    },
    accept: { id: 'invitation.accept', defaultMessage: 'Create my account', description: 'Submit button' },
    accepting: { id: 'invitation.accepting', defaultMessage: 'Creating your account', description: 'Busy label' },
    invalidTitle: {
      id: 'invitation.invalidTitle',
      defaultMessage: 'This invitation cannot be used',
      description: 'Heading when the link is used, revoked, expired or unknown',
    },
    loading: { id: 'invitation.loading', defaultMessage: 'Opening the invitation…', description: 'Busy label' },
    failed: {
      id: 'invitation.failed',
      defaultMessage: 'Your account could not be created. Try again.',
      description: 'Error without a server message',
    },
    home: { id: 'invitation.home', defaultMessage: 'Go to the home page', description: 'Link' },
  }),
);
