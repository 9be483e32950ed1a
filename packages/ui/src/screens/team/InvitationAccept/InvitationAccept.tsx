import type { AcceptedInvitation, InvitationPreview } from '@qafila/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { useAction } from '../../../actions/useAction.ts';
import { Alert } from '../../../components/Alert/Alert.tsx';
import { Box } from '../../../components/Box/Box.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card, CardBody } from '../../../components/Card/Card.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { Heading } from '../../../layout/Heading.tsx';
import { Page } from '../../../layout/Page.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { sprinkles } from '../../../themes/sprinkles.css.ts';
import { LoadingStack } from '../../LoadingStack.tsx';
import { roleLabel } from '../TeamPage/TeamPage.tsx';
import { inviteMessages as m } from '../team.messages.ts';

/** The invitee's choices. */
export interface AcceptInvitationValues {
  username: string;
  name: string;
  password: string;
}

/** Props of `InvitationAccept`. */
export interface InvitationAcceptProps {
  /** What the link is for; undefined while it loads or when it cannot be used. */
  preview: InvitationPreview | undefined;
  /** Why the link cannot be used (the server's sentence: used, revoked, expired, unknown). */
  error?: string | undefined;
  onAccept(values: AcceptInvitationValues): Promise<ActionResult<AcceptedInvitation>>;
  /** Called once the account exists and is signed in. */
  onAccepted?(result: AcceptedInvitation): void;
  homeHref?: string | undefined;
}

/**
 * The public page of an invitation link (`/invite/<token>`, issue 16): the organization and e-mail it is for, then
 * the invitee's username, name and password (the same strength rule as everywhere). A used, revoked, expired or
 * unknown link says so.
 */
export function InvitationAccept({ preview, error, onAccept, onAccepted, homeHref = '/' }: InvitationAcceptProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const accept = useAction(onAccept);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    setFailure(undefined);
    const result = await accept.run({
      username: text('username').trim().toLowerCase(),
      name: text('name').trim(),
      password: text('password'),
    });
    if (result?.ok) onAccepted?.(result);
    else if (result) setFailure(result.error ?? intl.formatMessage(m.failed));
  };

  let body: ReactNode;
  if (preview) {
    body = (
      <Stack as="form" space="md" onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}>
        <Heading level={2} as="h1">
          {intl.formatMessage(m.title, { organization: preview.organizationName })}
        </Heading>
        <Text tone="secondary">
          {intl.formatMessage(m.intro, {
            role: roleLabel(intl, preview.role),
            email: <bdi key="email">{preview.email}</bdi>,
          })}
        </Text>
        {failure ? (
          <Alert tone="critical" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Field label={intl.formatMessage(m.username)} hint={intl.formatMessage(m.usernameHint)} required>
          <Input
            name="username"
            defaultValue={preview.suggestedUsername}
            autoComplete="username"
            autoCapitalize="none"
            dir="ltr"
            required
          />
        </Field>
        <Field label={intl.formatMessage(m.name)} required>
          <Input name="name" autoComplete="name" required />
        </Field>
        <Field label={intl.formatMessage(m.password)} hint={intl.formatMessage(m.passwordHint)} required>
          <Input name="password" type="password" autoComplete="new-password" minLength={12} required />
        </Field>
        <Button type="submit" loading={accept.busy} loadingLabel={intl.formatMessage(m.accepting)}>
          {intl.formatMessage(m.accept)}
        </Button>
      </Stack>
    );
  } else if (error) {
    body = (
      <Stack space="md">
        <Heading level={2} as="h1">
          {intl.formatMessage(m.invalidTitle)}
        </Heading>
        <Alert tone="caution" role="alert">
          {error}
        </Alert>
        <Link href={homeHref}>{intl.formatMessage(m.home)}</Link>
      </Stack>
    );
  } else {
    body = (
      <LoadingStack label={intl.formatMessage(m.loading)} space="md">
        <Skeleton inlineSize="14rem" />
        <Skeleton shape="rect" blockSize="10rem" />
      </LoadingStack>
    );
  }

  return (
    <Box as="main" paddingBlock="xl" paddingInline="md" background="sunken" color="primary">
      <Page maxWidth="sm" className={sprinkles({ marginInline: 'auto' })}>
        <Card variant="raised">
          <CardBody>{body}</CardBody>
        </Card>
      </Page>
    </Box>
  );
}
