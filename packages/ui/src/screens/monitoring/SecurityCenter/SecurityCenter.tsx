import type { SecurityReport } from '@qafila/contracts';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { useAction } from '../../../actions/useAction.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Table } from '../../../components/Table/Table.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { displayTimeZone } from '../../../private/time.ts';
import { SectionLoadState } from '../../predictive/private/SectionLoadState.tsx';
import { monitoringMessages } from '../MonitoringView/MonitoringView.messages.ts';
import { SecuritySignals } from '../MonitoringView/MonitoringView.tsx';
import { securityCenterArgMessages as a, securityCenterMessages as m } from './SecurityCenter.messages.ts';

type SessionRow = SecurityReport['sessions'][number];
type AuditRow = SecurityReport['adminActions'][number];

/** Props of `SecurityCenter`: the security section's read and, for its admins, ending a session. */
export interface SecurityCenterProps {
  /** `GET /api/monitoring/security` (last 24 hours); undefined while loading. */
  security: SecurityReport | undefined;
  error?: string | undefined;
  onRetry?(): void;
  /** Organization admins end their users' sessions; other staff only read. */
  canManage: boolean;
  onRevokeSession(id: string): Promise<ActionResult>;
}

/**
 * The Security Center section (issue 20): the organization's own users' live sessions (admins end them), its failed
 * sign-ins, lockouts and blocked requests, and the audit trail of its admins' actions.
 */
export function SecurityCenter({ security, error, onRetry, canManage, onRevokeSession }: SecurityCenterProps) {
  const intl = useIntl();
  const revoke = useAction(onRevokeSession, {
    success: { title: intl.formatMessage(m.revoked) },
    failure: { title: intl.formatMessage(m.failed) },
  });
  const time = (at: string) =>
    intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short', timeZone: displayTimeZone });
  let content: ReactNode;
  if (error || !security) {
    content = <SectionLoadState error={error} onRetry={onRetry} messages={monitoringMessages} />;
  } else {
    content = (
      <>
        <SecuritySignals security={security} />
        <Table<SessionRow>
          caption={intl.formatMessage(m.sessions)}
          rows={security.sessions}
          getRowId={(s) => s.id}
          actionsLabel={intl.formatMessage(m.actions)}
          emptyState={<EmptyState title={intl.formatMessage(m.noSessions)} />}
          columns={[
            { id: 'user', header: intl.formatMessage(m.user), cell: (s) => <bdi>{s.username}</bdi> },
            {
              id: 'ip',
              header: intl.formatMessage(m.address),
              cell: (s) => (s.ip ? <bdi dir="ltr">{s.ip}</bdi> : intl.formatMessage(m.unknown)),
            },
            { id: 'seen', header: intl.formatMessage(m.lastSeen), cell: (s) => time(s.lastSeenAt) },
          ]}
          rowActions={
            canManage
              ? (s) => (
                  <Button
                    size="sm"
                    variant="ghost"
                    tone="critical"
                    loading={revoke.busy}
                    aria-label={intl.formatMessage(a.revokeOf, { name: s.username })}
                    onClick={() => void revoke.run(s.id)}
                  >
                    {intl.formatMessage(m.revoke)}
                  </Button>
                )
              : undefined
          }
        />
        <Table<AuditRow>
          caption={intl.formatMessage(m.audit)}
          rows={security.adminActions}
          getRowId={(r) => `${r.at}-${r.action}-${r.targetId}`}
          emptyState={<EmptyState title={intl.formatMessage(m.noAudit)} />}
          columns={[
            { id: 'when', header: intl.formatMessage(m.when), cell: (r) => time(r.at) },
            { id: 'who', header: intl.formatMessage(m.who), cell: (r) => <bdi>{r.actor}</bdi> },
            {
              id: 'action',
              header: intl.formatMessage(m.action),
              cell: (r) => (
                <bdi dir="ltr">
                  {intl.formatMessage(a.target, { action: r.action, type: r.targetType, id: r.targetId })}
                </bdi>
              ),
            },
          ]}
        />
      </>
    );
  }
  return (
    <Stack as="section" space="lg" aria-label={intl.formatMessage(m.title)} data-testid="security-center">
      {content}
    </Stack>
  );
}
