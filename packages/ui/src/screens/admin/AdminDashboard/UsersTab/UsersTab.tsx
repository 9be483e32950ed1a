import { FEATURE_CATEGORIES, type Feature, type ManagedUser, PLAN_TYPES } from '@qafila/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Dialog, DialogClose } from '../../../components/Dialog/Dialog.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { Table } from '../../../components/Table/Table.tsx';
import { UserIcon } from '../../../private/icons.tsx';
import type { AdminDashboardProps, EditUserInput, NewUserInput, UserKind } from '../types.ts';
import * as styles from './AdminDashboard.css.ts';
import { enterpriseMessages, userMessages as m, messages } from './AdminDashboard.messages.ts';
import { CategoryBadge } from './FeatureBadges.tsx';
import { busyProps, settle, useResultToast } from './shared.tsx';

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
    <section className={styles.panel} aria-labelledby="admin-users-heading">
      <div className={styles.sectionHeader}>
        <h2 id="admin-users-heading" className={styles.sectionTitle}>
          {intl.formatMessage(m.heading)}
        </h2>
        <div className={styles.buttonRow}>
          <Button variant="outline" onClick={() => setOpen({ kind: 'create', userKind: 'individual' })}>
            {intl.formatMessage(m.createIndividual)}
          </Button>
          <Button onClick={() => setOpen({ kind: 'create', userKind: 'enterprise' })}>
            {intl.formatMessage(m.createEnterprise)}
          </Button>
        </div>
      </div>
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
              <span className={styles.userCell}>
                <span className={styles.userName}>{user.name || user.username}</span>
                {user.name ? (
                  <span className={styles.muted}>
                    {/* Isolated: in Arabic "@name" would otherwise show as "name@". */}
                    <bdi>@{user.username}</bdi>
                  </span>
                ) : null}
              </span>
            ),
          },
          {
            id: 'email',
            header: labels.email,
            sortable: true,
            sortValue: (user) => user.email,
            cell: (user) => <span className={styles.breakAnywhere}>{user.email ?? '—'}</span>,
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
                <span className={styles.muted}>{intl.formatMessage(m.noFeatures)}</span>
              ) : (
                <span className={styles.badges}>
                  {user.features.map((id) => (
                    <Badge key={id} size="sm" tone="neutral">
                      {featureName.get(id) ?? id}
                    </Badge>
                  ))}
                </span>
              ),
          },
        ]}
        rowActions={(user) => (
          // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset.
          <div
            className={styles.buttonRow}
            role="group"
            aria-label={intl.formatMessage(m.rowActions, { username: user.username })}
          >
            <Button size="sm" variant="outline" onClick={() => setOpen({ kind: 'features', userId: user.id })}>
              {intl.formatMessage(m.manageFeatures)}
            </Button>
            <Button size="sm" variant="ghost" tone="neutral" onClick={() => setOpen({ kind: 'edit', user })}>
              {intl.formatMessage(m.edit)}
            </Button>
            <Button size="sm" variant="ghost" tone="critical" onClick={() => setOpen({ kind: 'delete', user })}>
              {intl.formatMessage(m.delete)}
            </Button>
          </div>
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
    </section>
  );
}

function CreateUserDialog({
  kind,
  onClose,
  onCreate,
}: {
  kind: UserKind;
  onClose(): void;
  onCreate: AdminDashboardProps['onCreateUser'];
}) {
  const intl = useIntl();
  const tell = useResultToast();
  const formId = useId();
  const [values, setValues] = useState<NewUserInput>({
    username: '',
    email: '',
    password: '',
    name: '',
    phoneNumber: '',
    companyName: '',
  });
  const [busy, setBusy] = useState(false);
  const set = (key: keyof NewUserInput) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const result = await settle(() => onCreate(kind, values));
    setBusy(false);
    const ok = tell(
      result,
      {
        title: m.createdTitle,
        description: intl.formatMessage(kind === 'enterprise' ? m.createdEnterprise : m.createdIndividual),
      },
      m.createFailed,
    );
    if (ok) onClose();
  };

  const title = intl.formatMessage(kind === 'enterprise' ? m.createEnterprise : m.createIndividual);
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={intl.formatMessage(kind === 'enterprise' ? m.enterpriseDescription : m.individualDescription)}
      footer={
        <>
          <DialogClose>
            <Button variant="outline" tone="neutral">
              {intl.formatMessage(messages.cancel)}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} {...busyProps(busy, intl.formatMessage(m.creating))}>
            {intl.formatMessage(m.create)}
          </Button>
        </>
      }
    >
      {/* The server decides what is valid (spec 001 §5); only the e-mail's type is checked here. */}
      <form id={formId} className={styles.form} onSubmit={submit}>
        <Field label={intl.formatMessage(m.username)} required>
          <Input
            name="username"
            autoComplete="off"
            autoCapitalize="none"
            value={values.username}
            onChange={set('username')}
          />
        </Field>
        <Field label={intl.formatMessage(m.email)} required>
          <Input name="email" type="email" autoComplete="off" value={values.email} onChange={set('email')} />
        </Field>
        <Field label={intl.formatMessage(m.password)} hint={intl.formatMessage(m.passwordHint)} required>
          <Input
            name="password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
          />
        </Field>
        <Field label={intl.formatMessage(m.fullName)}>
          <Input name="name" autoComplete="off" value={values.name} onChange={set('name')} />
        </Field>
        <Field label={intl.formatMessage(m.phone)}>
          <Input
            name="phoneNumber"
            type="tel"
            autoComplete="off"
            value={values.phoneNumber}
            onChange={set('phoneNumber')}
          />
        </Field>
        {kind === 'enterprise' ? (
          <Field label={intl.formatMessage(m.company)}>
            <Input name="companyName" autoComplete="off" value={values.companyName} onChange={set('companyName')} />
          </Field>
        ) : null}
      </form>
    </Dialog>
  );
}

function EditUserDialog({
  user,
  onClose,
  onUpdate,
}: {
  user: ManagedUser;
  onClose(): void;
  onUpdate: AdminDashboardProps['onUpdateUser'];
}) {
  const intl = useIntl();
  const tell = useResultToast();
  const formId = useId();
  const [values, setValues] = useState<EditUserInput>({
    username: user.username,
    email: user.email ?? '',
    name: user.name ?? '',
    companyName: user.companyName ?? '',
    phoneNumber: user.phoneNumber ?? '',
    planType: user.planType,
  });
  const [busy, setBusy] = useState(false);
  const set = (key: keyof EditUserInput) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const result = await settle(() => onUpdate(user.id, values));
    setBusy(false);
    if (tell(result, { title: m.updatedTitle, description: intl.formatMessage(m.updated) }, m.updateFailed)) onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={intl.formatMessage(m.editTitle)}
      description={user.username}
      footer={
        <>
          <DialogClose>
            <Button variant="outline" tone="neutral">
              {intl.formatMessage(messages.cancel)}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} {...busyProps(busy, intl.formatMessage(messages.saving))}>
            {intl.formatMessage(messages.save)}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit}>
        <Field label={intl.formatMessage(m.username)}>
          <Input
            name="username"
            autoComplete="off"
            autoCapitalize="none"
            value={values.username}
            onChange={set('username')}
          />
        </Field>
        <Field label={intl.formatMessage(m.email)}>
          <Input name="email" type="email" autoComplete="off" value={values.email} onChange={set('email')} />
        </Field>
        <Field label={intl.formatMessage(m.fullName)}>
          <Input name="name" autoComplete="off" value={values.name} onChange={set('name')} />
        </Field>
        <Field label={intl.formatMessage(m.company)}>
          <Input name="companyName" autoComplete="off" value={values.companyName} onChange={set('companyName')} />
        </Field>
        <Field label={intl.formatMessage(m.phone)}>
          <Input
            name="phoneNumber"
            type="tel"
            autoComplete="off"
            value={values.phoneNumber}
            onChange={set('phoneNumber')}
          />
        </Field>
        <Field label={intl.formatMessage(m.planType)}>
          <Select
            name="planType"
            value={values.planType}
            onChange={set('planType')}
            options={PLAN_TYPES.map((plan) => ({
              value: plan,
              label: intl.formatMessage(enterpriseMessages[`tier_${plan}`]),
            }))}
          />
        </Field>
      </form>
    </Dialog>
  );
}

function DeleteUserDialog({
  user,
  onClose,
  onDelete,
}: {
  user: ManagedUser;
  onClose(): void;
  onDelete: AdminDashboardProps['onDeleteUser'];
}) {
  const intl = useIntl();
  const tell = useResultToast();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    const result = await settle(() => onDelete(user.id));
    setBusy(false);
    if (tell(result, { title: m.deletedTitle, description: intl.formatMessage(m.deleted) }, m.deleteFailed)) onClose();
  };
  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(next) => !next && onClose()}
      title={intl.formatMessage(m.deleteTitle)}
      description={intl.formatMessage(m.deleteDescription, { username: user.username })}
      footer={
        <>
          <DialogClose>
            <Button variant="outline" tone="neutral">
              {intl.formatMessage(messages.cancel)}
            </Button>
          </DialogClose>
          <Button tone="critical" onClick={confirm} {...busyProps(busy, intl.formatMessage(messages.saving))}>
            {intl.formatMessage(m.deleteConfirm)}
          </Button>
        </>
      }
    />
  );
}

function ManageFeaturesDialog({
  user,
  features,
  onClose,
  onAssign,
  onRemove,
}: {
  user: ManagedUser;
  features: Feature[];
  onClose(): void;
  onAssign: AdminDashboardProps['onAssignFeature'];
  onRemove: AdminDashboardProps['onRemoveFeature'];
}) {
  const intl = useIntl();
  const tell = useResultToast();
  const [busy, setBusy] = useState<string | null>(null);
  const assigned = new Set(user.features);
  const sorted = [...features].sort(
    (a, b) => FEATURE_CATEGORIES.indexOf(a.category) - FEATURE_CATEGORIES.indexOf(b.category),
  );

  const toggle = async (feature: Feature) => {
    if (busy) return;
    setBusy(feature.id);
    if (assigned.has(feature.id)) {
      const result = await settle(() => onRemove(user.id, feature.id));
      tell(result, { title: m.removedTitle, description: intl.formatMessage(m.removed) }, m.removeFailed);
    } else {
      const result = await settle(() => onAssign(user.id, feature.id));
      tell(
        result,
        { title: m.assignedTitle, description: (result.ok && result.message) || intl.formatMessage(m.assignedDefault) },
        m.assignFailed,
      );
    }
    setBusy(null);
  };

  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(next) => !next && onClose()}
      title={intl.formatMessage(m.featuresTitle, { username: user.username })}
      description={intl.formatMessage(m.featuresCount, { assigned: assigned.size, total: features.length })}
      footer={
        <DialogClose>
          <Button variant="outline" tone="neutral">
            {intl.formatMessage(m.close)}
          </Button>
        </DialogClose>
      }
    >
      <ul className={styles.featureGrid}>
        {sorted.map((feature) => {
          const on = assigned.has(feature.id);
          return (
            <li
              key={feature.id}
              className={styles.featureItem}
              data-state={on ? 'assigned' : 'unassigned'}
              data-feature={feature.id}
            >
              <div className={styles.cardStack}>
                <strong>{feature.name}</strong>
                <span>
                  <CategoryBadge category={feature.category} />
                </span>
              </div>
              <div className={styles.cardRow}>
                {on ? (
                  <Badge tone="positive" size="sm">
                    {intl.formatMessage(m.assigned)}
                  </Badge>
                ) : (
                  <span />
                )}
                <Button
                  size="sm"
                  variant={on ? 'outline' : 'solid'}
                  tone={on ? 'critical' : 'accent'}
                  aria-label={`${intl.formatMessage(on ? m.remove : m.assign)}: ${feature.name}`}
                  onClick={() => toggle(feature)}
                  {...busyProps(busy === feature.id, intl.formatMessage(messages.saving))}
                >
                  {intl.formatMessage(on ? m.remove : m.assign)}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
