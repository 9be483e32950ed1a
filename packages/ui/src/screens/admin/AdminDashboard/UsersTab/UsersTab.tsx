import { type ManagedUser, PLAN_TYPES } from '@qafila/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../../../../components/Badge/Badge.tsx';
import { Button } from '../../../../components/Button/Button.tsx';
import { EmptyState } from '../../../../components/EmptyState/EmptyState.tsx';
import { Table } from '../../../../components/Table/Table.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { PageSection } from '../../../../layout/Page.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { UserIcon } from '../../../../private/icons.tsx';
import { sprinkles } from '../../../../themes/sprinkles.css.ts';
import type { AdminDashboardProps, UserKind } from '../../types.ts';
import { enterpriseMessages } from '../EnterpriseTab/EnterpriseTab.messages.ts';
import { CreateUserDialog } from './CreateUserDialog.tsx';
import { DeleteUserDialog } from './DeleteUserDialog.tsx';
import { EditUserDialog } from './EditUserDialog.tsx';
import { ManageFeaturesDialog } from './ManageFeaturesDialog.tsx';
import { userMessages as m } from './UsersTab.messages.ts';

type Open =
  | { kind: 'create'; userKind: UserKind }
  | { kind: 'edit'; user: ManagedUser }
  | { kind: 'features'; userId: number }
  | { kind: 'delete'; user: ManagedUser }
  | null;

type UsersTabProps = Pick<
  AdminDashboardProps,
  'users' | 'features' | 'onCreateUser' | 'onUpdateUser' | 'onDeleteUser' | 'onAssignFeature' | 'onRemoveFeature'
>;

/** User Management (spec 001 §2): the users table, its actions and dialogs. */
export function UsersTab(props: UsersTabProps) {
  const intl = useIntl();
  const { users, features } = props;
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const featureName = new Map(features.map((f) => [f.id, f.name]));
  const featuresUser = open?.kind === 'features' ? users.find((u) => u.id === open.userId) : undefined;

  const labels = {
    user: intl.formatMessage(m.colUser),
    email: intl.formatMessage(m.colEmail),
    type: intl.formatMessage(m.colType),
    plan: intl.formatMessage(m.colPlan),
    features: intl.formatMessage(m.colFeatures),
    actions: intl.formatMessage(m.colActions),
  };

  return (
    <PageSection
      title={intl.formatMessage(m.heading)}
      space="lg"
      className={sprinkles({ paddingBlockStart: 'lg' })}
      actions={
        <>
          <Button variant="outline" onClick={() => setOpen({ kind: 'create', userKind: 'individual' })}>
            {intl.formatMessage(m.createIndividual)}
          </Button>
          <Button onClick={() => setOpen({ kind: 'create', userKind: 'enterprise' })}>
            {intl.formatMessage(m.createEnterprise)}
          </Button>
        </>
      }
    >
      <Table<ManagedUser>
        caption={intl.formatMessage(m.heading)}
        hideCaption
        rows={users}
        getRowId={(user) => user.username}
        emptyState={<EmptyState icon={<UserIcon />} title={intl.formatMessage(m.empty)} />}
        actionsLabel={labels.actions}
        columns={[
          {
            id: 'user',
            header: labels.user,
            sortable: true,
            sortValue: (user) => user.name || user.username,
            cell: (user) => (
              <Stack as="span">
                <Text as="span" weight="semibold" breakWord>
                  {user.name || user.username}
                </Text>
                {user.name ? (
                  <Text as="span" size="sm" tone="secondary">
                    {/* Isolated: in Arabic "@name" would otherwise show as "name@". */}
                    <bdi>@{user.username}</bdi>
                  </Text>
                ) : null}
              </Stack>
            ),
          },
          {
            id: 'email',
            header: labels.email,
            sortable: true,
            sortValue: (user) => user.email,
            cell: (user) => (
              <Text as="span" breakWord>
                {user.email ?? '—'}
              </Text>
            ),
          },
          {
            id: 'type',
            header: labels.type,
            cell: (user) => (
              <Badge tone={user.isEnterprise ? 'info' : 'neutral'} size="sm">
                {intl.formatMessage(user.isEnterprise ? m.enterprise : m.individual)}
              </Badge>
            ),
          },
          {
            id: 'plan',
            header: labels.plan,
            sortable: true,
            sortValue: (user) => PLAN_TYPES.indexOf(user.planType),
            cell: (user) => (
              <Badge tone="accent" size="sm">
                {user.planType
                  ? intl.formatMessage(enterpriseMessages[`tier_${user.planType}`])
                  : intl.formatMessage(m.standard)}
              </Badge>
            ),
          },
          {
            id: 'features',
            header: labels.features,
            cell: (user) =>
              user.features.length === 0 ? (
                <Text as="span" size="sm" tone="secondary">
                  {intl.formatMessage(m.noFeatures)}
                </Text>
              ) : (
                <Inline as="span" space="xs">
                  {user.features.map((id) => (
                    <Badge key={id} size="sm" tone="neutral">
                      {featureName.get(id) ?? id}
                    </Badge>
                  ))}
                </Inline>
              ),
          },
        ]}
        rowActions={(user) => (
          <Inline space="sm" role="group" aria-label={intl.formatMessage(m.rowActions, { username: user.username })}>
            <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'features', userId: user.id })}>
              {intl.formatMessage(m.manageFeatures)}
            </Button>
            <Button size="sm" variant="ghost" tone="neutral" onClick={() => setOpen({ kind: 'edit', user })}>
              {intl.formatMessage(m.edit)}
            </Button>
            <Button size="sm" variant="ghost" tone="critical" onClick={() => setOpen({ kind: 'delete', user })}>
              {intl.formatMessage(m.delete)}
            </Button>
          </Inline>
        )}
      />

      {open?.kind === 'create' ? (
        <CreateUserDialog kind={open.userKind} onClose={close} onCreate={props.onCreateUser} />
      ) : null}
      {open?.kind === 'edit' ? <EditUserDialog user={open.user} onClose={close} onUpdate={props.onUpdateUser} /> : null}
      {open?.kind === 'delete' ? (
        <DeleteUserDialog user={open.user} onClose={close} onDelete={props.onDeleteUser} />
      ) : null}
      {featuresUser ? (
        <ManageFeaturesDialog
          user={featuresUser}
          features={features}
          onClose={close}
          onAssign={props.onAssignFeature}
          onRemove={props.onRemoveFeature}
        />
      ) : null}
    </PageSection>
  );
}
