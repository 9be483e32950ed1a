import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/Button/Button.tsx';
import { Field } from '../../../../components/Field/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../../components/Input/Input.tsx';
import { Textarea } from '../../../../components/Textarea/Textarea.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { messages } from './ChatWidgetSettings.messages.ts';
import { codeProps, Failure, SettingsCard, useCopy, withFallback } from './parts.tsx';
import type { ChatWidgetSettingsProps } from './types.ts';
import { embedSnippet } from './validation.ts';

/**
 * The website token (copy; rotate behind a confirmation that says embedded sites stop working) and the embed snippet
 * with its copy button. Read-only staff copy but do not rotate.
 */
export function InstallCard({
  websiteToken,
  apiOrigin,
  readOnly,
  onRotateToken,
  onCopy,
}: {
  websiteToken: string;
  apiOrigin: string;
  readOnly: boolean;
  onRotateToken: ChatWidgetSettingsProps['onRotateToken'];
  onCopy: ChatWidgetSettingsProps['onCopy'];
}) {
  const intl = useIntl();
  const copy = useCopy(onCopy);
  const [rotating, setRotating] = useState(false);
  const snippet = embedSnippet(apiOrigin, websiteToken);

  return (
    <SettingsCard title={intl.formatMessage(messages.installHeading)}>
      <Field label={intl.formatMessage(messages.websiteToken)} hint={intl.formatMessage(messages.websiteTokenHint)}>
        <Input {...codeProps} value={websiteToken} />
      </Field>
      <Inline space="sm">
        <Button variant="outline" tone="neutral" size="sm" onClick={() => void copy(websiteToken)}>
          {intl.formatMessage(messages.copyToken)}
        </Button>
        {readOnly ? null : (
          <Button variant="outline" tone="critical" size="sm" onClick={() => setRotating(true)}>
            {intl.formatMessage(messages.rotateToken)}
          </Button>
        )}
      </Inline>
      <Stack space="sm">
        <Field label={intl.formatMessage(messages.snippet)} hint={intl.formatMessage(messages.snippetHint)}>
          <Textarea {...codeProps} rows={5} maxHeight={320} value={snippet} />
        </Field>
        <Inline space="sm">
          <Button variant="outline" tone="neutral" size="sm" onClick={() => void copy(snippet)}>
            {intl.formatMessage(messages.copySnippet)}
          </Button>
        </Inline>
      </Stack>
      {readOnly ? null : (
        <FormDialog
          open={rotating}
          onOpenChange={setRotating}
          size="sm"
          title={intl.formatMessage(messages.rotateTokenTitle)}
          description={intl.formatMessage(messages.rotateTokenDescription)}
          initialValues={{}}
          onSubmit={withFallback(onRotateToken, intl.formatMessage(messages.actionFailed))}
          toasts={{ success: { title: intl.formatMessage(messages.tokenRotated) } }}
          submitLabel={intl.formatMessage(messages.rotateTokenSubmit)}
          submitTone="critical"
          busyLabel={intl.formatMessage(messages.rotatingToken)}
        >
          {(form) => <Failure failure={form.failure} title={intl.formatMessage(messages.notDone)} />}
        </FormDialog>
      )}
    </SettingsCard>
  );
}
