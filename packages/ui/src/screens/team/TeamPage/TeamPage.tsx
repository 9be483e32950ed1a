import type {
  CreateInvitation,
  GivableFeature,
  Invitation,
  InvitationLink,
  Team,
  TeamMember,
  UpdateTeamMember,
} from '@qafila/contracts';
import { type ReactNode, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { useAction } from '../../../actions/useAction.ts';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { FormDialog, type FormDialogState } from '../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { Table } from '../../../components/Table/Table.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { PageSection } from '../../../layout/Page.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { AccountRowActions } from '../AccountRowActions.tsx';
import { type CopyText, type IssuedLink, LinkDialog } from '../LinkDialog.tsx';
import { ListLoad } from '../ListLoad.tsx';
import { teamMessages as m, shared } from '../team.messages.ts';

/** Props of `TeamPage`: the data of `GET /api/org/team` and one handler per change. */
export interface TeamPageProps {
  team: Team | undefined;
  /** The API's message when the team could not be loaded. */
  error?: string | undefined;
  onRetry?(): void;
  /** The signed-in admin: they cannot deactivate themselves. */
  currentUserId: number;
  onInvite(input: CreateInvitation): Promise<ActionResult<InvitationLink>>;
  onResend(invitationId: number): Promise<ActionResult<InvitationLink>>;
  onRevoke(invitationId: number): Promise<ActionResult>;
  onUpdateMember(userId: number, changes: UpdateTeamMember): Promise<ActionResult<TeamMember>>;
  onCopy?: CopyText | undefined;
}

type StaffRole = TeamMember['role'];

export const roleLabel = (intl: IntlShape, role: string): string =>
  intl.formatMessage(role === 'org_admin' ? m.roleAdmin : role === 'customer' ? m.roleCustomer : m.roleUser);

const formatDate = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric' });

/** Check boxes for the features the organization has. */
function FeaturePicker({
  features,
  value,
  onChange,
}: {
  features: readonly GivableFeature[];
  value: readonly string[];
  onChange(next: string[]): void;
}) {
  const intl = useIntl();
  return (
    <Stack as="fieldset" space="xs">
      <Text as="legend" weight="semibold" size="sm">
        {intl.formatMessage(m.features)}
      </Text>
      {features.map((feature) => (
        <Checkbox
          key={feature.id}
          label={feature.name}
          checked={value.includes(feature.id)}
          onCheckedChange={(checked) =>
            onChange(checked ? [...value, feature.id] : value.filter((id) => id !== feature.id))
          }
        />
      ))}
    </Stack>
  );
}

const STAFF_ROLES: readonly StaffRole[] = ['org_user', 'org_admin'];

/** The role and features fields of the invite and edit dialogs. */
function RoleAndFeatures({
  form,
  features,
  hint,
}: {
  form: FormDialogState<{ role: StaffRole; features: string[] }>;
  features: readonly GivableFeature[];
  hint?: string | undefined;
}) {
  const intl = useIntl();
  return (
    <>
      <Field label={intl.formatMessage(m.role)} hint={hint}>
        <Select
          value={form.values.role}
          onValueChange={(role) => form.set('role', role as StaffRole)}
          options={STAFF_ROLES.map((role) => ({ value: role, label: roleLabel(intl, role) }))}
        />
      </Field>
      <FeaturePicker features={features} value={form.values.features} onChange={(next) => form.set('features', next)} />
    </>
  );
}

function InviteDialog({
  features,
  onClose,
  onInvite,
  onIssued,
}: {
  features: readonly GivableFeature[];
  onClose(): void;
  onInvite: TeamPageProps['onInvite'];
  onIssued(issued: IssuedLink): void;
}) {
  const intl = useIntl();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.inviteTitle)}
      description={intl.formatMessage(m.inviteDescription)}
      initialValues={{ email: '', role: 'org_user' as StaffRole, features: [] as string[] }}
      onSubmit={(values) =>
        onInvite({
          email: values.email.trim(),
          role: values.role,
          features: values.features as CreateInvitation['features'],
        })
      }
      onSuccess={(result) => onIssued({ email: result.invitation.email, link: result.link, emailed: result.emailed })}
      toasts={{ failure: { title: intl.formatMessage(shared.failed) } }}
      submitLabel={intl.formatMessage(m.sendInvite)}
      busyLabel={intl.formatMessage(m.sending)}
      browserValidation
    >
      {(form) => (
        <>
          <Field label={intl.formatMessage(shared.email)} required>
            <Input {...form.field('email')} type="email" autoComplete="off" dir="ltr" />
          </Field>
          <RoleAndFeatures form={form} features={features} />
        </>
      )}
    </FormDialog>
  );
}

function EditMemberDialog({
  member,
  features,
  onClose,
  onUpdate,
}: {
  member: TeamMember;
  features: readonly GivableFeature[];
  onClose(): void;
  onUpdate: TeamPageProps['onUpdateMember'];
}) {
  const intl = useIntl();
  // Features the organization no longer has stay as they are; only the givable ones are shown.
  const givable = new Set(features.map((f) => f.id as string));
  const kept = member.features.filter((f) => !givable.has(f));
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.editTitle, { name: member.name || member.username })}
      initialValues={{ role: member.role, features: member.features.filter((f) => givable.has(f)) as string[] }}
      onSubmit={(values) =>
        onUpdate(member.id, {
          ...(values.role !== member.role ? { role: values.role } : {}),
          features: [...kept, ...values.features] as UpdateTeamMember['features'],
        })
      }
      toasts={{
        success: { title: intl.formatMessage(m.saved) },
        failure: { title: intl.formatMessage(shared.failed) },
      }}
      submitLabel={intl.formatMessage(m.save)}
      busyLabel={intl.formatMessage(m.saving)}
    >
      {(form) => (
        <>
          <RoleAndFeatures form={form} features={features} hint={intl.formatMessage(m.ownRoleHint)} />
        </>
      )}
    </FormDialog>
  );
}

/**
 * The Team page of an organization's admins (issue 16): the staff with their role, features, status, two-factor
 * and last sign-in; invitations (a link to copy, e-mailed when the server can), a new link or revoke for pending
 * ones; edit role and features; deactivate and reactivate.
 */
export function TeamPage(props: TeamPageProps) {
  const intl = useIntl();
  const { team, error, onRetry } = props;
  const [open, setOpen] = useState<
    { kind: 'invite' } | { kind: 'edit'; member: TeamMember } | { kind: 'link'; issued: IssuedLink } | null
  >(null);
  const close = () => setOpen(null);
  const failure = { title: intl.formatMessage(shared.failed) };
  const setActive = useAction((member: TeamMember, active: boolean) => props.onUpdateMember(member.id, { active }), {
    success: (result) => ({ title: intl.formatMessage(result.active ? m.reactivated : m.deactivated) }),
    failure,
  });
  const resend = useAction(props.onResend, { failure });
  const revoke = useAction(props.onRevoke, { success: { title: intl.formatMessage(m.revoked) }, failure });
  const featureName = new Map((team?.features ?? []).map((f) => [f.id as string, f.name]));

  let content: ReactNode;
  if (team) {
    content = (
      <>
        <PageSection title={intl.formatMessage(m.members)} space="md">
          <Table<TeamMember>
            caption={intl.formatMessage(m.members)}
            hideCaption
            rows={team.members}
            getRowId={(member) => String(member.id)}
            actionsLabel={intl.formatMessage(shared.actions)}
            columns={[
              {
                id: 'member',
                header: intl.formatMessage(m.member),
                sortable: true,
                sortValue: (member) => member.name || member.username,
                cell: (member) => (
                  <Stack as="span" space="xs">
                    <Inline as="span" space="xs" alignY="center">
                      <Text as="span" weight="semibold" breakWord>
                        {member.name || member.username}
                      </Text>
                      {member.id === props.currentUserId ? (
                        <Badge size="sm" tone="info">
                          {intl.formatMessage(m.you)}
                        </Badge>
                      ) : null}
                    </Inline>
                    <Text as="span" size="sm" tone="secondary" breakWord>
                      <bdi>{member.email ?? `@${member.username}`}</bdi>
                    </Text>
                  </Stack>
                ),
              },
              {
                id: 'role',
                header: intl.formatMessage(m.role),
                cell: (member) => (
                  <Badge size="sm" tone={member.role === 'org_admin' ? 'accent' : 'neutral'}>
                    {roleLabel(intl, member.role)}
                  </Badge>
                ),
              },
              {
                id: 'features',
                header: intl.formatMessage(m.features),
                cell: (member) =>
                  member.features.length === 0 ? (
                    <Text as="span" size="sm" tone="secondary">
                      {intl.formatMessage(m.noFeatures)}
                    </Text>
                  ) : (
                    <Text as="span" size="sm" title={member.features.map((f) => featureName.get(f) ?? f).join(', ')}>
                      {intl.formatMessage(m.featureCount, { count: member.features.length })}
                    </Text>
                  ),
              },
              {
                id: 'status',
                header: intl.formatMessage(shared.status),
                cell: (member) => (
                  <Inline as="span" space="xs">
                    <Badge size="sm" tone={member.active ? 'positive' : 'critical'}>
                      {intl.formatMessage(member.active ? shared.active : shared.deactivated)}
                    </Badge>
                    <Badge size="sm" tone={member.twoFactor ? 'positive' : 'neutral'}>
                      {`${intl.formatMessage(m.twoFactor)}: ${intl.formatMessage(member.twoFactor ? m.on : m.off)}`}
                    </Badge>
                  </Inline>
                ),
              },
              {
                id: 'lastSignIn',
                header: intl.formatMessage(m.lastSignIn),
                sortable: true,
                sortValue: (member) => member.lastSignInAt ?? '',
                cell: (member) => (
                  <Text as="span" size="sm" tone="secondary">
                    {member.lastSignInAt ? formatDate(intl, member.lastSignInAt) : intl.formatMessage(m.never)}
                  </Text>
                ),
              },
            ]}
            rowActions={(member) => (
              <AccountRowActions
                name={member.name || member.username}
                active={member.active}
                busy={setActive.busy}
                onEdit={() => setOpen({ kind: 'edit', member })}
                onSetActive={
                  member.id === props.currentUserId ? undefined : (active) => void setActive.run(member, active)
                }
              />
            )}
          />
        </PageSection>
        <PageSection title={intl.formatMessage(m.pending)} space="md">
          <Table<Invitation>
            caption={intl.formatMessage(m.pending)}
            hideCaption
            rows={team.invitations}
            getRowId={(invitation) => String(invitation.id)}
            actionsLabel={intl.formatMessage(shared.actions)}
            emptyState={<EmptyState title={intl.formatMessage(m.noPending)} />}
            columns={[
              {
                id: 'email',
                header: intl.formatMessage(shared.email),
                cell: (invitation) => (
                  <Text as="span" breakWord>
                    <bdi>{invitation.email}</bdi>
                  </Text>
                ),
              },
              {
                id: 'role',
                header: intl.formatMessage(m.role),
                cell: (invitation) => <Badge size="sm">{roleLabel(intl, invitation.role)}</Badge>,
              },
              {
                id: 'expires',
                header: intl.formatMessage(m.expires),
                cell: (invitation) =>
                  invitation.expired ? (
                    <Badge size="sm" tone="caution">
                      {intl.formatMessage(m.expired)}
                    </Badge>
                  ) : (
                    <Text as="span" size="sm" tone="secondary">
                      {formatDate(intl, invitation.expiresAt)}
                    </Text>
                  ),
              },
            ]}
            rowActions={(invitation) => (
              <Inline space="sm" role="group" aria-label={intl.formatMessage(m.rowActions, { name: invitation.email })}>
                <Button
                  size="sm"
                  variant="outline"
                  loading={resend.busy}
                  onClick={async () => {
                    const result = await resend.run(invitation.id);
                    if (result?.ok) {
                      setOpen({
                        kind: 'link',
                        issued: { email: result.invitation.email, link: result.link, emailed: result.emailed },
                      });
                    }
                  }}
                >
                  {intl.formatMessage(m.resend)}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  tone="critical"
                  loading={revoke.busy}
                  onClick={() => void revoke.run(invitation.id)}
                >
                  {intl.formatMessage(m.revoke)}
                </Button>
              </Inline>
            )}
          />
        </PageSection>
      </>
    );
  } else {
    content = <ListLoad error={error} onRetry={onRetry} />;
  }

  return (
    <Stack as="section" space="lg" aria-label={intl.formatMessage(m.title)}>
      <Inline space="md" alignY="center" align="spaceBetween">
        <Text tone="secondary">{intl.formatMessage(m.subtitle)}</Text>
        {team ? <Button onClick={() => setOpen({ kind: 'invite' })}>{intl.formatMessage(m.invite)}</Button> : null}
      </Inline>
      {content}
      {open?.kind === 'invite' && team ? (
        <InviteDialog
          features={team.features}
          onClose={close}
          onInvite={props.onInvite}
          onIssued={(issued) => setOpen({ kind: 'link', issued })}
        />
      ) : null}
      {open?.kind === 'edit' && team ? (
        <EditMemberDialog
          member={open.member}
          features={team.features}
          onClose={close}
          onUpdate={props.onUpdateMember}
        />
      ) : null}
      {open?.kind === 'link' ? <LinkDialog issued={open.issued} onClose={close} onCopy={props.onCopy} /> : null}
    </Stack>
  );
}
