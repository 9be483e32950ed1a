import {
  type CreateDeclaration,
  DECLARATION_STATUSES,
  DECLARATION_TYPES,
  type Declaration,
  type DeclarationStatus,
  type DeclarationSummary,
  type DeclarationType,
} from '@qafila/contracts';
import { useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { Table } from '../../../components/Table/Table.tsx';
import { Heading } from '../../../layout/Heading.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import { LoadErrorAlert } from '../../dashboard/LoadErrorAlert.tsx';
import { LoadingStack } from '../../LoadingStack.tsx';
import { customsMessages as m } from '../customs.messages.ts';
import { DeclarationDetail, type DeclarationDetailProps } from './DeclarationDetail.tsx';
import { DeclarationDialog } from './DeclarationDialog.tsx';
import { DeclarationStatusBadge } from './DeclarationStatusBadge.tsx';
import { aed, when } from './format.ts';

/** Filters of the list; '' for all. */
export interface DeclarationFilters {
  status: DeclarationStatus | '';
  type: DeclarationType | '';
}

/** Props of `CustomsClearance`: `GET /api/customs/declarations` and one declaration when open. */
export interface CustomsClearanceProps {
  /** Undefined while loading. */
  declarations: readonly DeclarationSummary[] | undefined;
  error?: string | undefined;
  onRetry?(): void;
  filters: DeclarationFilters;
  onFiltersChange(filters: DeclarationFilters): void;
  onCreate(body: CreateDeclaration): Promise<ActionResult<{ id: number }>>;
  /** The open declaration (null: the list). */
  openId: number | null;
  onOpen(id: number | null): void;
  /** The open declaration once loaded. */
  declaration?: Declaration | undefined;
  canDecide: boolean;
  onChangeStatus: DeclarationDetailProps['onChangeStatus'];
  /** Replaces the open draft (`PUT`). */
  onSave: DeclarationDetailProps['onSave'];
}

/**
 * The Customs Clearance section (issue 18): the organization's declarations filtered by status and type, a New
 * declaration dialog with a live duty and VAT estimate, and a declaration's detail with its workflow.
 */
export function CustomsClearance(props: CustomsClearanceProps) {
  const { declarations, error, onRetry, filters, onFiltersChange, openId, onOpen, declaration } = props;
  const intl = useIntl();
  if (error && !declarations) {
    return (
      <LoadErrorAlert
        title={intl.formatMessage(m.loadError)}
        error={error}
        retryLabel={intl.formatMessage(m.retry)}
        onRetry={onRetry}
      />
    );
  }
  if (openId !== null) {
    return declaration && declaration.id === openId ? (
      <DeclarationDetail
        declaration={declaration}
        canDecide={props.canDecide}
        onChangeStatus={props.onChangeStatus}
        onSave={props.onSave}
        onBack={() => onOpen(null)}
      />
    ) : (
      <LoadingStack label={intl.formatMessage(m.loading)} space="md">
        <Skeleton shape="rect" blockSize="16rem" />
      </LoadingStack>
    );
  }
  const caption = intl.formatMessage(m.declarations);
  const all = intl.formatMessage(m.all);
  return (
    <Stack space="lg" data-testid="customs-clearance">
      <Inline space="md" alignY="center">
        <Stack space="xs">
          <Heading level={2}>{intl.formatMessage(m.title)}</Heading>
          <Text tone="secondary">{intl.formatMessage(m.intro)}</Text>
        </Stack>
      </Inline>
      <Inline space="sm">
        <DeclarationDialog onSave={props.onCreate} />
      </Inline>
      <Tiles columns={{ mobile: 2, tablet: 4 }} space="sm">
        <Field label={intl.formatMessage(m.filterStatus)}>
          <Select
            value={filters.status}
            onValueChange={(status) => onFiltersChange({ ...filters, status: status as DeclarationFilters['status'] })}
            options={[
              { value: '', label: all },
              ...DECLARATION_STATUSES.map((s) => ({ value: s, label: intl.formatMessage(m[`status.${s}`]) })),
            ]}
          />
        </Field>
        <Field label={intl.formatMessage(m.filterType)}>
          <Select
            value={filters.type}
            onValueChange={(type) => onFiltersChange({ ...filters, type: type as DeclarationFilters['type'] })}
            options={[
              { value: '', label: all },
              ...DECLARATION_TYPES.map((t) => ({ value: t, label: intl.formatMessage(m[`type.${t}`]) })),
            ]}
          />
        </Field>
      </Tiles>
      <Table
        caption={caption}
        hideCaption
        loading={declarations === undefined}
        rows={declarations ?? []}
        getRowId={(d) => String(d.id)}
        emptyState={<EmptyState title={intl.formatMessage(m.none)} />}
        columns={[
          {
            id: 'shipment',
            header: intl.formatMessage(m.shipment),
            cell: (d) => (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onOpen(d.id)}
                aria-label={intl.formatMessage(m.open, { tracking: d.trackingNumber })}
              >
                <bdi dir="ltr">{d.trackingNumber}</bdi>
              </Button>
            ),
          },
          { id: 'type', header: intl.formatMessage(m.type), cell: (d) => intl.formatMessage(m[`type.${d.type}`]) },
          {
            id: 'status',
            header: intl.formatMessage(m.status),
            cell: (d) => <DeclarationStatusBadge status={d.status} />,
          },
          {
            id: 'lines',
            header: intl.formatMessage(m.lines),
            align: 'end',
            cell: (d) => intl.formatNumber(d.lineCount),
          },
          {
            id: 'duty',
            header: intl.formatMessage(m.duty),
            align: 'end',
            cell: (d) =>
              d.dutyTreatment === 'due' ? aed(intl, d.dutyFils) : intl.formatMessage(m[`treatment.${d.dutyTreatment}`]),
          },
          { id: 'vat', header: intl.formatMessage(m.vat), align: 'end', cell: (d) => aed(intl, d.vatFils) },
          { id: 'updated', header: intl.formatMessage(m.updated), cell: (d) => when(intl, d.updatedAt) },
        ]}
      />
    </Stack>
  );
}
