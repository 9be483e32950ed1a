import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const securityCenterMessages = defineMessages({
  title: { id: 'securityCenter.title', defaultMessage: 'Security Center', description: 'Label of the section' },
  sessions: {
    id: 'securityCenter.sessions',
    defaultMessage: 'Signed-in sessions',
    description: "Caption of the table of the organization's users' live sessions",
  },
  user: { id: 'securityCenter.user', defaultMessage: 'User', description: 'Header: the session’s user' },
  address: { id: 'securityCenter.address', defaultMessage: 'Address', description: 'Header: IP address' },
  lastSeen: { id: 'securityCenter.lastSeen', defaultMessage: 'Last seen', description: 'Header: last request' },
  unknown: { id: 'securityCenter.unknown', defaultMessage: 'Unknown', description: 'No address known' },
  revoke: { id: 'securityCenter.revoke', defaultMessage: 'End session', description: 'Button ending a session' },
  revoked: { id: 'securityCenter.revoked', defaultMessage: 'Session ended', description: 'Toast after ending it' },
  failed: { id: 'securityCenter.failed', defaultMessage: 'That did not work', description: 'Toast of a refusal' },
  actions: { id: 'securityCenter.actions', defaultMessage: 'Actions', description: 'Header of row actions' },
  noSessions: { id: 'securityCenter.noSessions', defaultMessage: 'No one is signed in', description: 'Empty table' },
  audit: {
    id: 'securityCenter.audit',
    defaultMessage: 'Audit trail, last 24 hours',
    description: "Caption of the table of the organization's admins' actions",
  },
  when: { id: 'securityCenter.when', defaultMessage: 'When', description: 'Header: time' },
  who: { id: 'securityCenter.who', defaultMessage: 'Who', description: 'Header: the acting user' },
  action: { id: 'securityCenter.action', defaultMessage: 'Action', description: 'Header: what was done' },
  noAudit: {
    id: 'securityCenter.noAudit',
    defaultMessage: 'No admin actions in the last 24 hours',
    description: 'Empty audit table',
  },
});

export const securityCenterArgMessages: {
  revokeOf: TypedMessageDescriptor<{ name: string }>;
  target: TypedMessageDescriptor<{ action: string; type: string; id: string }>;
} = {
  revokeOf: defineMessage<{ name: string }>({
    id: 'securityCenter.revokeOf',
    defaultMessage: 'End session: {name}',
    description: 'Accessible name of the button ending a user’s session',
  }),
  target: defineMessage<{ action: string; type: string; id: string }>({
    id: 'securityCenter.target',
    defaultMessage: '{action} ({type} {id})',
    description: 'An audit entry: its action code and its target, as recorded',
  }),
};
