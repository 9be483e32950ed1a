import type { MessageDescriptor } from 'react-intl';
import type { ToastOptions } from '../../../components/Toast/Toast.tsx';
import { useMessageToast } from '../../messageToast.ts';
import { messages } from './AdminDashboard.messages.ts';

/** The error toast of an admin action: "Error", and the server's text or else this fallback (see `useAction`). */
export function useFailureToast() {
  const toast = useMessageToast();
  return (fallback: MessageDescriptor): ToastOptions => toast(messages.errorTitle, fallback);
}
