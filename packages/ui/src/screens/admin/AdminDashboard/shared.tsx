import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { useToast } from '../../../components/Toast/Toast.tsx';
import type { AdminResult } from '../types.ts';
import { messages } from './AdminDashboard.messages.ts';

/** Tells an action's outcome in a toast: the success text, or the server's error or the fallback text. */
export function useResultToast() {
  const intl = useIntl();
  const { toast } = useToast();
  return (
    result: AdminResult,
    success: { title: MessageDescriptor; description?: string | undefined },
    failure: MessageDescriptor,
  ) => {
    if (result.ok) {
      toast({
        title: intl.formatMessage(success.title),
        ...(success.description ? { description: success.description } : {}),
      });
    } else {
      toast({
        title: intl.formatMessage(messages.errorTitle),
        description: result.error?.trim() || intl.formatMessage(failure),
        variant: 'destructive',
      });
    }
    return result.ok;
  };
}

/** Runs an action and turns a rejected promise into a failure without a server message. */
export async function settle<T>(run: () => Promise<T>): Promise<T | { ok: false }> {
  try {
    return await run();
  } catch {
    return { ok: false };
  }
}

/** Button props for an action in flight: a spinner and its accessible name. */
export function busyProps(busy: boolean, label: string): { loading: true; loadingLabel: string } | { loading: false } {
  return busy ? { loading: true, loadingLabel: label } : { loading: false };
}
