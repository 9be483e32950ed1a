import { Alert } from '../../components/Alert/Alert.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { ServerText } from './cargo/CargoManagement/ServerText.tsx';

/** A list that failed to load: the API's `error` under `title`, and a retry button when `onRetry` is given. */
export function LoadErrorAlert({
  title,
  error,
  retryLabel,
  onRetry,
}: {
  title: string;
  /** The API's message, in English. */
  error: string;
  retryLabel: string;
  onRetry?(): void;
}) {
  return (
    <Alert
      tone="critical"
      title={title}
      action={
        onRetry ? (
          <Button size="sm" variant="outline" tone="neutral" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : undefined
      }
    >
      <ServerText>{error}</ServerText>
    </Alert>
  );
}
