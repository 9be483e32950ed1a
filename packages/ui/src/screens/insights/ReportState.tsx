import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { LoadErrorAlert } from '../dashboard/LoadErrorAlert.tsx';
import { LoadingStack } from '../LoadingStack.tsx';

/** A report of either screen: the load error with Try again, skeletons while it loads, or the report itself. */
export function ReportState<R>({
  report,
  error,
  onRetry,
  messages,
  children,
}: {
  report: R | undefined;
  error?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** The screen's own texts. */
  messages: Record<'loadError' | 'retry' | 'loading', MessageDescriptor>;
  children: (report: R) => ReactNode;
}) {
  const intl = useIntl();
  if (error) {
    return (
      <LoadErrorAlert
        title={intl.formatMessage(messages.loadError)}
        error={error}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={onRetry}
      />
    );
  }
  if (report === undefined) {
    return (
      <LoadingStack label={intl.formatMessage(messages.loading)} space="md">
        <Skeleton shape="rect" blockSize="6rem" />
        <Skeleton shape="rect" blockSize="12rem" />
      </LoadingStack>
    );
  }
  return children(report);
}
