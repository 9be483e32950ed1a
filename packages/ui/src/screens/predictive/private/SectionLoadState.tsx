import { type MessageDescriptor, useIntl } from 'react-intl';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { LoadErrorAlert } from '../../dashboard/LoadErrorAlert.tsx';
import { LoadingStack } from '../../LoadingStack.tsx';

/** What a predictive section shows before its data: the load error with a retry, or skeletons while loading. */
export function SectionLoadState({
  error,
  onRetry,
  messages,
}: {
  error: string | undefined;
  onRetry: (() => void) | undefined;
  /** The section's "could not be loaded" title, retry button and busy label. */
  messages: Record<'loadError' | 'retry' | 'loading', MessageDescriptor>;
}) {
  const intl = useIntl();
  return error ? (
    <LoadErrorAlert
      title={intl.formatMessage(messages.loadError)}
      error={error}
      retryLabel={intl.formatMessage(messages.retry)}
      onRetry={onRetry}
    />
  ) : (
    <LoadingStack label={intl.formatMessage(messages.loading)} space="md">
      <Skeleton shape="rect" blockSize="8rem" />
      <Skeleton shape="rect" blockSize="12rem" />
    </LoadingStack>
  );
}
