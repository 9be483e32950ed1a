import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog } from '../../../../components/FormDialog/FormDialog.tsx';
import { useSupportDashboard } from '../context.ts';
import { messages } from '../SupportDashboard.messages.ts';
import { signInMessages } from './SignInRequiredDialog.messages.ts';

/** Props of a quick-action dialog of the support dashboard. */
export interface ActionDialogProps {
  /** The button that opens the dialog; focus returns to it on close. */
  trigger: ReactElement;
}

/** A request needs an account: in the demo workspace, say so and offer to sign in instead of a form that fails. */
export function SignInRequiredDialog({ trigger }: ActionDialogProps) {
  const intl = useIntl();
  const { onSignIn } = useSupportDashboard().props;
  return (
    <FormDialog
      trigger={trigger}
      size="sm"
      title={intl.formatMessage(signInMessages.signInTitle)}
      description={intl.formatMessage(signInMessages.signInDescription)}
      initialValues={{}}
      onSubmit={async () => {
        onSignIn();
        return { ok: true };
      }}
      submitLabel={intl.formatMessage(messages.signIn)}
    />
  );
}

/** The quick action as `Form` in the real workspace, and as the sign-in prompt in the demo. */
export function requiresAccount(Form: (props: ActionDialogProps) => ReactElement) {
  return function ActionDialog({ trigger }: ActionDialogProps) {
    return useSupportDashboard().props.demo ? <SignInRequiredDialog trigger={trigger} /> : <Form trigger={trigger} />;
  };
}
