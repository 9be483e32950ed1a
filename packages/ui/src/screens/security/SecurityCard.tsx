import { type ReactNode, useId } from 'react';
import { Alert } from '../../components/Alert/Alert.tsx';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/Card/Card.tsx';
import { Skeleton } from '../../components/Skeleton/Skeleton.tsx';
import { Stack } from '../../layout/Stack.tsx';
import { Text } from '../../layout/Text.tsx';

/**
 * The frame of an account security card (sessions, the staff's two-factor rule): a section named by its heading,
 * an intro, and its body once loaded; before that a skeleton, or the load error.
 */
export function SecurityCard({
  heading,
  intro,
  loaded,
  loadingLabel,
  loadError,
  loadErrorTitle,
  skeletonSize,
  children,
  className,
}: {
  heading: string;
  intro: string;
  /** False while the data loads: the skeleton (named `loadingLabel`) stands in for the body. */
  loaded: boolean;
  loadingLabel: string;
  loadError?: string | undefined;
  loadErrorTitle: string;
  skeletonSize: string;
  children?: ReactNode;
  className?: string | undefined;
}) {
  const headingId = useId();
  let body: ReactNode;
  if (loadError) {
    body = (
      <Alert tone="critical" title={loadErrorTitle}>
        {loadError}
      </Alert>
    );
  } else if (!loaded) {
    body = <Skeleton shape="rect" blockSize={skeletonSize} aria-label={loadingLabel} />;
  } else {
    body = children;
  }
  return (
    <Card as="section" aria-labelledby={headingId} className={className}>
      <CardHeader>
        <Stack space="xxs">
          <CardTitle as="h2" id={headingId}>
            {heading}
          </CardTitle>
          <Text size="sm" tone="secondary">
            {intro}
          </Text>
        </Stack>
      </CardHeader>
      <CardBody>{body}</CardBody>
    </Card>
  );
}
