import type { LanguageCode } from '@qafila/contracts';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { FormDialog } from '../../../../components/FormDialog/FormDialog.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { useMessageToast } from '../../../messageToast.ts';
import type { SupportDashboardProps } from '../../types.ts';
import { ChoiceGroup } from '../ChoiceGroup.tsx';
import { useSupportDashboard } from '../context.ts';
import { type ActionDialogProps, requiresAccount } from '../SignInRequiredDialog/SignInRequiredDialog.tsx';
import { messages, shipmentMessages } from '../SupportDashboard.messages.ts';
import { preferencesMessages as pm } from './PreferencesDialog.messages.ts';

type Channel = NonNullable<SupportDashboardProps['preferences']>['notificationChannel'];
type PreferenceValues = { language: LanguageCode | 'browser'; channel: Channel };

function PreferencesForm({ trigger }: ActionDialogProps) {
  const intl = useIntl();
  const toast = useMessageToast();
  const choices = <V extends string>(options: readonly (readonly [V, MessageDescriptor])[]) =>
    options.map(([value, label]) => ({ value, label: intl.formatMessage(label) }));
  const { preferences, onSavePreferences } = useSupportDashboard().props;
  return (
    <FormDialog
      trigger={trigger}
      title={intl.formatMessage(pm.preferencesTitle)}
      initialValues={(): PreferenceValues => ({
        language: preferences?.language ?? 'browser',
        channel: preferences?.notificationChannel ?? 'web',
      })}
      canSubmit={() => preferences !== undefined}
      onSubmit={({ language, channel }) =>
        onSavePreferences({ language: language === 'browser' ? null : language, notificationChannel: channel })
      }
      toasts={{
        success: toast(pm.preferencesSuccess),
        failure: toast(messages.toastError, pm.preferencesError),
      }}
      submitLabel={intl.formatMessage(pm.preferencesSubmit)}
      busyLabel={intl.formatMessage(pm.preferencesSubmitting)}
    >
      {(form) =>
        preferences ? (
          <>
            <ChoiceGroup
              legend={intl.formatMessage(pm.preferencesLanguage)}
              name="language"
              value={form.values.language}
              options={choices<PreferenceValues['language']>([
                ['en', messages.languageEn],
                ['ar', messages.languageAr],
                ['browser', pm.browserDefault],
              ])}
              onChange={(value) => form.set('language', value)}
            />
            <ChoiceGroup
              legend={intl.formatMessage(pm.preferencesChannel)}
              name="channel"
              value={form.values.channel}
              options={choices<Channel>([
                ['whatsapp', shipmentMessages.whatsapp],
                ['email', shipmentMessages.email],
                ['web', shipmentMessages.web],
              ])}
              onChange={(value) => form.set('channel', value)}
            />
          </>
        ) : (
          <Text size="sm" tone="secondary" role="status">
            {intl.formatMessage(pm.preferencesLoading)}
          </Text>
        )
      }
    </FormDialog>
  );
}

/** Settings / preferences: a form in the real workspace, a sign-in prompt in the demo. */
export const PreferencesDialog = requiresAccount(PreferencesForm);
