import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  heading: {
    id: 'account.requests.heading',
    defaultMessage: 'Data requests',
    description: "Heading of the organization's data requests",
  },
  intro: {
    id: 'account.requests.intro',
    defaultMessage:
      'Requests of your customers and staff to receive or erase their personal data. Answer each one before its deadline, 30 days after it was made. Copies are prepared automatically.',
    description: 'Introduction of the data requests list',
  },
  caption: {
    id: 'account.requests.caption',
    defaultMessage: "Your organization's data requests",
    description: 'Table caption',
  },
  requester: { id: 'account.requests.requester', defaultMessage: 'Person', description: 'Column' },
  kind: { id: 'account.requests.kind', defaultMessage: 'Request', description: 'Column' },
  status: { id: 'account.requests.status', defaultMessage: 'Status', description: 'Column' },
  requested: { id: 'account.requests.requested', defaultMessage: 'Requested', description: 'Column' },
  due: { id: 'account.requests.due', defaultMessage: 'Deadline', description: 'Column' },
  actions: { id: 'account.requests.actions', defaultMessage: 'Actions', description: 'Column' },
  none: {
    id: 'account.requests.none',
    defaultMessage: 'No one has made a data request.',
    description: 'Empty list',
  },
  roleCustomer: { id: 'account.requests.roleCustomer', defaultMessage: 'Customer', description: 'Role' },
  roleStaff: { id: 'account.requests.roleStaff', defaultMessage: 'Staff', description: 'Role' },
  fulfil: { id: 'account.requests.fulfil', defaultMessage: 'Erase', description: 'Fulfil an erasure request' },
  prepare: { id: 'account.requests.prepare', defaultMessage: 'Prepare copy', description: 'Prepare a pending export' },
  reject: { id: 'account.requests.reject', defaultMessage: 'Reject', description: 'Reject a request' },
  eraseTitle: {
    id: 'account.requests.eraseTitle',
    defaultMessage: 'Erase this person’s data?',
    description: 'Erasure confirmation title',
  },
  eraseText: {
    id: 'account.requests.eraseText',
    defaultMessage:
      'Their name, contact details, password, two-factor sign-in, sessions and the content of their conversations are removed; they are signed out for good. Their shipments are kept, without their name. This cannot be undone.',
    description: 'Erasure confirmation text',
  },
  erased: { id: 'account.requests.erased', defaultMessage: 'The data was erased.', description: 'Toast' },
  prepared: { id: 'account.requests.prepared', defaultMessage: 'The copy is ready for them.', description: 'Toast' },
  rejectTitle: {
    id: 'account.requests.rejectTitle',
    defaultMessage: 'Reject this request',
    description: 'Reject dialog title',
  },
  rejectText: {
    id: 'account.requests.rejectText',
    defaultMessage: 'The person sees your reason. Say what the law allows you to keep, and why.',
    description: 'Reject dialog text',
  },
  reason: { id: 'account.requests.reason', defaultMessage: 'Reason', description: 'Reject reason field' },
  reasonRequired: {
    id: 'account.requests.reasonRequired',
    defaultMessage: 'Give a reason.',
    description: 'Validation',
  },
  rejected: { id: 'account.requests.rejected', defaultMessage: 'The request was rejected.', description: 'Toast' },
  saving: { id: 'account.requests.saving', defaultMessage: 'Saving…', description: 'Busy label' },
  failed: { id: 'account.requests.failed', defaultMessage: 'That did not work', description: 'Toast title' },
  failedText: {
    id: 'account.requests.failedText',
    defaultMessage: 'Reload the list and try again.',
    description: 'Fallback toast text',
  },
  loadError: {
    id: 'account.requests.loadError',
    defaultMessage: 'The data requests could not be loaded',
    description: 'Alert title',
  },
});

// Typed, because they take arguments.
export const argMessages: {
  daysLeft: TypedMessageDescriptor<{ days: number }>;
  erasedUser: TypedMessageDescriptor<{ id: string }>;
} = {
  daysLeft: defineMessage<{ days: number }>({
    id: 'account.requests.daysLeft',
    defaultMessage: '{days, plural, =0 {Due today} one {# day left} other {# days left}}',
    description: 'Days left before the deadline',
  }),
  erasedUser: defineMessage<{ id: string }>({
    id: 'account.requests.erasedUser',
    defaultMessage: 'Erased person {id}',
    description: 'Requester after erasure',
  }),
};
