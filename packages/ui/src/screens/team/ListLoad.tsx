import { useIntl } from 'react-intl';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { LoadErrorAlert } from '../dashboard/LoadErrorAlert.tsx';
import { LoadingStack } from '../LoadingStack.tsx';
import { shared } from './team.messages.ts';

/** What a Team or Customers list shows before its data: the API's error with a retry, else skeleton rows. */
export function ListLoad({ error, onRetry }: { error?: string | undefined; onRetry?: (() => void) | undefined }) {
  const intl = useIntl();
  if (error) {
    return (
      <LoadErrorAlert
        title={intl.formatMessage(shared.loadError)}
        error={error}
        retryLabel={intl.formatMessage(shared.retry)}
        onRetry={onRetry}
      />
    );
  }
  return (
    <LoadingStack label={intl.formatMessage(shared.loading)} space="sm">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} shape="rect" blockSize="3rem" />
      ))}
    </LoadingStack>
  );
}
