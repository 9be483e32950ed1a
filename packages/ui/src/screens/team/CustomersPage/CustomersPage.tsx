import type {
  BulkRowError,
  CreateCustomer,
  CreatedCustomer,
  CustomerAccount,
  CustomerImportResult,
  UpdateCustomer,
} from '@qafila/contracts';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { useAction } from '../../../actions/useAction.ts';
import { Alert } from '../../../components/Alert/Alert.tsx';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Dialog } from '../../../components/Dialog/Dialog.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { FormDialog } from '../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { SearchField } from '../../../components/SearchField/SearchField.tsx';
import { Table } from '../../../components/Table/Table.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { AccountRowActions } from '../AccountRowActions.tsx';
import { type CopyText, type IssuedLink, LinkDialog } from '../LinkDialog.tsx';
import { ListLoad } from '../ListLoad.tsx';
import { customerMessages as m, shared, teamMessages } from '../team.messages.ts';

/** A refused import: the server's sentence and every problem by line. */
export type CustomerImportFailure = { ok: false; error?: string | undefined; errors?: readonly BulkRowError[] };

/** Props of `CustomersPage`: the data of `GET /api/org/customer-accounts` and one handler per change. */
export interface CustomersPageProps {
  customers: readonly CustomerAccount[] | undefined;
  error?: string | undefined;
  onRetry?(): void;
  /** The search text (the list is filtered by the server). */
  query: string;
  onQueryChange(query: string): void;
  onCreate(input: CreateCustomer): Promise<ActionResult<CreatedCustomer>>;
  onUpdate(userId: number, changes: UpdateCustomer): Promise<ActionResult<CustomerAccount>>;
  onImport(file: File): Promise<({ ok: true } & CustomerImportResult) | CustomerImportFailure>;
  /** Where a customer's shipments are listed (Cargo Management searched by their username). */
  shipmentsHref?(customer: CustomerAccount): string;
  /** Where a customer's conversations with the team are listed (the AI Assistant section, filtered to them). */
  conversationsHref?(customer: CustomerAccount): string;
  onCopy?: CopyText | undefined;
}

type CustomerForm = { name: string; email: string; phoneNumber: string; companyName: string };

function CustomerDialog({
  customer,
  onClose,
  onSubmit,
  onSuccess,
}: {
  customer?: CustomerAccount | undefined;
  onClose(): void;
  onSubmit(values: CustomerForm): Promise<ActionResult<object>>;
  onSuccess?(result: object): void;
}) {
  const intl = useIntl();
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        customer
          ? intl.formatMessage(m.editTitle, { name: customer.name || customer.username })
          : intl.formatMessage(m.addTitle)
      }
      description={customer ? undefined : intl.formatMessage(m.addDescription)}
      initialValues={{
        name: customer?.name ?? '',
        email: customer?.email ?? '',
        phoneNumber: customer?.phoneNumber ?? '',
        companyName: customer?.companyName ?? '',
      }}
      onSubmit={onSubmit}
      onSuccess={(result) => onSuccess?.(result)}
      toasts={{
        ...(customer ? { success: { title: intl.formatMessage(teamMessages.saved) } } : {}),
        failure: { title: intl.formatMessage(shared.failed) },
      }}
      submitLabel={intl.formatMessage(customer ? teamMessages.save : m.create)}
      busyLabel={intl.formatMessage(customer ? teamMessages.saving : m.creating)}
      browserValidation
    >
      {(form) => (
        <>
          <Field label={intl.formatMessage(shared.name)} required>
            <Input {...form.field('name')} autoComplete="off" />
          </Field>
          <Field label={intl.formatMessage(shared.email)} required>
            <Input {...form.field('email')} type="email" autoComplete="off" dir="ltr" />
          </Field>
          <Field label={intl.formatMessage(m.phone)}>
            <Input {...form.field('phoneNumber')} type="tel" autoComplete="off" dir="ltr" />
          </Field>
          <Field label={intl.formatMessage(m.company)}>
            <Input {...form.field('companyName')} autoComplete="off" />
          </Field>
        </>
      )}
    </FormDialog>
  );
}

function ImportDialog({ onClose, onImport }: { onClose(): void; onImport: CustomersPageProps['onImport'] }) {
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<CustomerImportFailure | null>(null);
  const run = useAction(onImport, {
    success: (result) => ({ title: intl.formatMessage(m.imported, { count: result.imported }) }),
  });
  const submit = async () => {
    if (!file) return;
    setRefused(null);
    const result = await run.run(file);
    if (result?.ok) onClose();
    else if (result) setRefused(result as CustomerImportFailure);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.importTitle)}
      description={intl.formatMessage(m.importDescription)}
      footer={
        <>
          <Button variant="outline" tone="neutral" onClick={onClose}>
            {intl.formatMessage(shared.cancel)}
          </Button>
          <Button
            disabled={!file}
            loading={run.busy}
            loadingLabel={intl.formatMessage(m.importing)}
            onClick={() => void submit()}
          >
            {intl.formatMessage(m.import)}
          </Button>
        </>
      }
    >
      <Stack space="md">
        <Field label={intl.formatMessage(m.file)}>
          <Input
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setRefused(null);
            }}
          />
        </Field>
        {refused ? (
          <Alert tone="critical" title={intl.formatMessage(m.problems)}>
            <Stack space="xs">
              {refused.error ? <Text>{refused.error}</Text> : null}
              {refused.errors?.length ? (
                <Stack as="ul" space="xs">
                  {refused.errors.map((problem) => (
                    <Text as="li" size="sm" key={`${problem.line}-${problem.field}-${problem.message}`}>
                      {intl.formatMessage(m.line, { line: problem.line })}
                      {problem.field ? ` · ${problem.field}` : ''}: <bdi>{problem.message}</bdi>
                    </Text>
                  ))}
                </Stack>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </Dialog>
  );
}

const optional = (text: string) => text.trim() || undefined;

/**
 * The Customers page of an organization's admins (issue 16): search, add (with an invitation link to copy), edit,
 * deactivate or reactivate, import from CSV (all or nothing, every problem by line), and each customer's shipments
 * and chats.
 */
export function CustomersPage(props: CustomersPageProps) {
  const intl = useIntl();
  const { customers, error, onRetry } = props;
  const [open, setOpen] = useState<
    | { kind: 'add' }
    | { kind: 'edit'; customer: CustomerAccount }
    | { kind: 'import' }
    | { kind: 'link'; issued: IssuedLink }
    | null
  >(null);
  const close = () => setOpen(null);
  const setActive = useAction((customer: CustomerAccount, active: boolean) => props.onUpdate(customer.id, { active }), {
    success: (result) => ({
      title: intl.formatMessage(result.active ? teamMessages.reactivated : teamMessages.deactivated),
    }),
    failure: { title: intl.formatMessage(shared.failed) },
  });

  let content: ReactNode;
  if (customers) {
    content = (
      <Table<CustomerAccount>
        caption={intl.formatMessage(m.title)}
        hideCaption
        rows={customers}
        getRowId={(customer) => String(customer.id)}
        actionsLabel={intl.formatMessage(shared.actions)}
        emptyState={<EmptyState title={intl.formatMessage(props.query.trim() ? m.noMatch : m.empty)} />}
        columns={[
          {
            id: 'customer',
            header: intl.formatMessage(m.customer),
            sortable: true,
            sortValue: (customer) => customer.name || customer.username,
            cell: (customer) => (
              <Stack as="span" space="xs">
                <Text as="span" weight="semibold" breakWord>
                  {customer.name || customer.username}
                </Text>
                {customer.companyName ? (
                  <Text as="span" size="sm" tone="secondary" breakWord>
                    {customer.companyName}
                  </Text>
                ) : null}
              </Stack>
            ),
          },
          {
            id: 'contact',
            header: intl.formatMessage(m.contact),
            cell: (customer) => (
              <Stack as="span" space="xs">
                <Text as="span" size="sm" breakWord>
                  <bdi>{customer.email ?? '—'}</bdi>
                </Text>
                {customer.phoneNumber ? (
                  <Text as="span" size="sm" tone="secondary">
                    <bdi>{customer.phoneNumber}</bdi>
                  </Text>
                ) : null}
              </Stack>
            ),
          },
          {
            id: 'activity',
            header: intl.formatMessage(m.activity),
            cell: (customer) => (
              <Stack as="span" space="xs">
                {props.shipmentsHref && customer.shipments > 0 ? (
                  <Link href={props.shipmentsHref(customer)}>
                    {intl.formatMessage(m.shipments, { count: customer.shipments })}
                  </Link>
                ) : (
                  <Text as="span" size="sm">
                    {intl.formatMessage(m.shipments, { count: customer.shipments })}
                  </Text>
                )}
                {props.conversationsHref && customer.conversations > 0 ? (
                  <Link href={props.conversationsHref(customer)}>
                    {intl.formatMessage(m.conversations, { count: customer.conversations })}
                  </Link>
                ) : (
                  <Text as="span" size="sm" tone="secondary">
                    {intl.formatMessage(m.conversations, { count: customer.conversations })}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            id: 'status',
            header: intl.formatMessage(shared.status),
            cell: (customer) => (
              <Inline as="span" space="xs">
                <Badge size="sm" tone={customer.active ? 'positive' : 'critical'}>
                  {intl.formatMessage(customer.active ? shared.active : shared.deactivated)}
                </Badge>
                {customer.invited ? (
                  <Badge size="sm" tone="caution">
                    {intl.formatMessage(m.invited)}
                  </Badge>
                ) : null}
              </Inline>
            ),
          },
        ]}
        rowActions={(customer) => (
          <AccountRowActions
            name={customer.name || customer.username}
            active={customer.active}
            busy={setActive.busy}
            onEdit={() => setOpen({ kind: 'edit', customer })}
            onSetActive={(active) => void setActive.run(customer, active)}
          />
        )}
      />
    );
  } else {
    content = <ListLoad error={error} onRetry={onRetry} />;
  }

  return (
    <Stack as="section" space="lg" aria-label={intl.formatMessage(m.title)}>
      <Text tone="secondary">{intl.formatMessage(m.subtitle)}</Text>
      <Inline space="sm" alignY="end" align="spaceBetween">
        <SearchField label={intl.formatMessage(m.search)} value={props.query} onValueChange={props.onQueryChange} />
        <Inline space="sm">
          <Button variant="outline" onClick={() => setOpen({ kind: 'import' })}>
            {intl.formatMessage(m.import)}
          </Button>
          <Button onClick={() => setOpen({ kind: 'add' })}>{intl.formatMessage(m.add)}</Button>
        </Inline>
      </Inline>
      {content}
      {open?.kind === 'add' ? (
        <CustomerDialog
          onClose={close}
          onSubmit={(values) =>
            props.onCreate({
              name: values.name.trim(),
              email: values.email.trim(),
              phoneNumber: optional(values.phoneNumber),
              companyName: optional(values.companyName),
            })
          }
          onSuccess={(result) => {
            const created = result as CreatedCustomer;
            setOpen({
              kind: 'link',
              issued: { email: created.customer.email ?? '', link: created.link, emailed: created.emailed },
            });
          }}
        />
      ) : null}
      {open?.kind === 'edit' ? (
        <CustomerDialog
          customer={open.customer}
          onClose={close}
          onSubmit={(values) =>
            props.onUpdate(open.customer.id, {
              name: values.name.trim(),
              email: values.email.trim(),
              phoneNumber: values.phoneNumber.trim(),
              companyName: values.companyName.trim(),
            })
          }
        />
      ) : null}
      {open?.kind === 'import' ? <ImportDialog onClose={close} onImport={props.onImport} /> : null}
      {open?.kind === 'link' ? <LinkDialog issued={open.issued} onClose={close} onCopy={props.onCopy} /> : null}
    </Stack>
  );
}
