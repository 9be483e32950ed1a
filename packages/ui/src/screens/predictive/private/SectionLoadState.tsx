import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { LoadErrorAlert } from '../../dashboard/LoadErrorAlert.tsx';
import { LoadingStack } from '../../LoadingStack.tsx';

/** What a predictive section shows before its data: the load error with a retry, or skeletons while loading. */
export function SectionLoadState({
  error,
  onRetry,
  errorTitle,
  retryLabel,
  loadingLabel,
}: {
  error: string | undefined;
  onRetry: (() => void) | undefined;
  errorTitle: string;
  retryLabel: string;
  loadingLabel: string;
}) {
  return error ? (
    <LoadErrorAlert title={errorTitle} error={error} retryLabel={retryLabel} onRetry={onRetry} />
  ) : (
    <LoadingStack label={loadingLabel} space="md">
      <Skeleton shape="rect" blockSize="8rem" />
      <Skeleton shape="rect" blockSize="12rem" />
    </LoadingStack>
  );
}
