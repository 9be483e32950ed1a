import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import type { ToastOptions } from '../../../components/Toast/Toast.tsx';
import { messages } from './AdminDashboard.messages.ts';

/** The error toast of an admin action: "Error", and the server's text or else this fallback (see `useAction`). */
export function useFailureToast() {
  const intl = useIntl();
  return (fallback: MessageDescriptor): ToastOptions => ({
    title: intl.formatMessage(messages.errorTitle),
    description: intl.formatMessage(fallback),
  });
}
