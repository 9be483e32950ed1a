import { type FocusEvent, type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import type { ActionResult } from '../../../../actions/ActionResult.ts';
import { Alert } from '../../../../components/Alert/Alert.tsx';
import { Card, CardBody, CardHeader, CardTitle } from '../../../../components/Card/Card.tsx';
import { useToast } from '../../../../components/Toast/Toast.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { ServerText } from '../../cargo/CargoManagement/ServerText.tsx';
import * as styles from './ChatWidgetSettings.css.ts';
import { messages } from './ChatWidgetSettings.messages.ts';
import type { ChatWidgetSettingsProps } from './types.ts';

/** One group of settings: a card named by its heading, with a line of explanation. */
export function SettingsCard({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description?: string | undefined;
  /** Beside the heading, e.g. a status badge. */
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardHeader>
        <Stack space="xxs">
          <CardTitle as="h2" id={headingId}>
            {title}
          </CardTitle>
          {description ? (
            <Text size="sm" tone="secondary">
              {description}
            </Text>
          ) : null}
        </Stack>
        {action}
      </CardHeader>
      <CardBody>
        <Stack space="md">{children}</Stack>
      </CardBody>
    </Card>
  );
}

/** Copies a text to the clipboard (or through `onCopy`) and says so in a toast. */
export function useCopy(onCopy: ChatWidgetSettingsProps['onCopy']) {
  const intl = useIntl();
  const { toast } = useToast();
  return async (text: string) => {
    try {
      await (onCopy ?? ((value: string) => navigator.clipboard.writeText(value)))(text);
      toast({ title: intl.formatMessage(messages.copied) });
    } catch {
      toast({ title: intl.formatMessage(messages.copyFailed), variant: 'destructive' });
    }
  };
}

/** The server's refusal (or a plain "did not work"), shown where the action was asked for. */
export function Failure({ failure, title }: { failure: string | undefined; title?: string | undefined }) {
  const intl = useIntl();
  return failure ? (
    <Alert tone="critical" title={title ?? intl.formatMessage(messages.saveFailed)}>
      <ServerText>{failure}</ServerText>
    </Alert>
  ) : null;
}

/** Runs an action and gives a refusal without a server text the screen's own "did not work" text. */
export function withFallback<T extends object>(
  action: () => Promise<ActionResult<T>>,
  fallback: string,
): () => Promise<ActionResult<T>> {
  return async () => {
    const result = await action().catch(() => ({ ok: false as const, error: undefined }));
    return result.ok ? result : { ok: false, error: result.error?.trim() || fallback };
  };
}

/** A text to copy: read-only, left to right, selected whole when focused. */
export const codeProps = {
  readOnly: true,
  dir: 'ltr',
  className: styles.code,
  onFocus: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => event.currentTarget.select(),
} as const;
