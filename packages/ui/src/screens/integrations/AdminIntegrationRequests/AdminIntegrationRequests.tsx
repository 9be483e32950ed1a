import { INTEGRATION_CATALOGUE, type IntegrationRequestDto } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Table } from '../../../components/Table/Table.tsx';
import { PageSection } from '../../../layout/Page.tsx';
import { LoadErrorAlert } from '../../dashboard/LoadErrorAlert.tsx';
import { hubMessages as m } from '../integrations.messages.ts';

/** Props of `AdminIntegrationRequests`: `GET /api/admin/integration-requests`. */
export interface AdminIntegrationRequestsProps {
  /** Newest first; undefined while loading. */
  requests: readonly IntegrationRequestDto[] | undefined;
  error?: string | undefined;
  onRetry?(): void;
}

const NAMES = new Map(INTEGRATION_CATALOGUE.map((e) => [e.id, e.name]));

/**
 * The super admin's list of connectors that organizations asked for in the Integration Hub's Marketplace (issue 17):
 * which one, who asked, when, and their note.
 */
export function AdminIntegrationRequests({ requests, error, onRetry }: AdminIntegrationRequestsProps) {
  const intl = useIntl();
  const title = intl.formatMessage(m.adminRequestsTitle);
  if (error && !requests) {
    return (
      <LoadErrorAlert
        title={intl.formatMessage(m.loadError)}
        error={error}
        retryLabel={intl.formatMessage(m.retry)}
        onRetry={onRetry}
      />
    );
  }
  return (
    <PageSection
      title={title}
      description={intl.formatMessage(m.adminRequestsText)}
      data-testid="admin-integration-requests"
    >
      <Table
        caption={title}
        hideCaption
        loading={requests === undefined}
        rows={requests ?? []}
        getRowId={(r) => String(r.id)}
        emptyState={<EmptyState title={intl.formatMessage(m.adminRequestsNone)} />}
        columns={[
          {
            id: 'integration',
            header: intl.formatMessage(m.adminRequestsConnector),
            cell: (r) => NAMES.get(r.integration) ?? r.integration,
          },
          {
            id: 'organization',
            header: intl.formatMessage(m.adminRequestsOrganization),
            cell: (r) => <bdi>{r.organizationName}</bdi>,
          },
          { id: 'by', header: intl.formatMessage(m.adminRequestsBy), cell: (r) => <bdi>{r.requestedBy ?? '—'}</bdi> },
          {
            id: 'when',
            header: intl.formatMessage(m.adminRequestsWhen),
            cell: (r) => intl.formatDate(r.createdAt, { dateStyle: 'medium', timeZone: 'Asia/Dubai' }),
          },
          {
            id: 'note',
            header: intl.formatMessage(m.adminRequestsNote),
            cell: (r) => (r.note ? <bdi>{r.note}</bdi> : '—'),
          },
        ]}
      />
    </PageSection>
  );
}
