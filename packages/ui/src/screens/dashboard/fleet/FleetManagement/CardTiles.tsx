import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Card, CardBody, CardHeader } from '../../../../components/Card/Card.tsx';
import { EmptyState, type EmptyStateProps } from '../../../../components/EmptyState/EmptyState.tsx';
import { Skeleton } from '../../../../components/Skeleton/Skeleton.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Tiles } from '../../../../layout/Tiles.tsx';
import { LoadErrorAlert } from '../../LoadErrorAlert.tsx';
import * as styles from './FleetManagement.css.ts';
import { messages } from './FleetManagement.messages.ts';

/** A list of cards, as many columns as fit (one on a phone). */
export function CardTiles({ label, busy, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    <Tiles
      as="ul"
      minItemWidth="lg"
      space="md"
      className={styles.list}
      aria-label={label}
      aria-busy={busy || undefined}
    >
      {children}
    </Tiles>
  );
}

/** Three placeholder cards while a list loads. */
export function CardSkeletons({ label }: { label: string }) {
  return (
    <CardTiles label={label} busy>
      {[0, 1, 2].map((index) => (
        <Card as="li" key={index} className={styles.card}>
          <CardHeader>
            <Stack space="xs">
              <Skeleton inlineSize="10rem" />
              <Skeleton inlineSize="6rem" />
            </Stack>
          </CardHeader>
          <CardBody>
            <Stack space="xs">
              <Skeleton />
              <Skeleton />
              <Skeleton inlineSize="70%" />
            </Stack>
          </CardBody>
        </Card>
      ))}
    </CardTiles>
  );
}

export interface CardListProps<T> {
  /** The items; undefined while loading. */
  items: T[] | undefined;
  /** Why the items failed to load. */
  error?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** Accessible name of the list. */
  label: string;
  loadingLabel: string;
  errorTitle: string;
  /** The empty state that invites the first item. */
  empty: Pick<EmptyStateProps, 'icon' | 'title' | 'description' | 'action'>;
  /** The cards (`Card as="li"`), one per item. */
  children(items: T[]): ReactNode;
}

/** A list of cards with its load error (and retry), skeletons while loading, and its empty state. */
export function CardList<T>({
  items,
  error,
  onRetry,
  label,
  loadingLabel,
  errorTitle,
  empty,
  children,
}: CardListProps<T>) {
  const intl = useIntl();
  if (error) {
    return (
      <LoadErrorAlert
        title={errorTitle}
        error={error}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={onRetry}
      />
    );
  }
  if (!items) return <CardSkeletons label={loadingLabel} />;
  if (items.length === 0) return <EmptyState headingLevel="h2" {...empty} />;
  return <CardTiles label={label}>{children(items)}</CardTiles>;
}
