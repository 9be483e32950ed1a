import { FEATURE_CATEGORIES, type Feature, type ManagedUser } from '@qafila/contracts';
import clsx from 'clsx';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAction } from '../../../../actions/useAction.ts';
import { Badge } from '../../../../components/Badge/Badge.tsx';
import { Button } from '../../../../components/Button/Button.tsx';
import { Dialog, DialogClose } from '../../../../components/Dialog/Dialog.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Tiles } from '../../../../layout/Tiles.tsx';
import { sprinkles } from '../../../../themes/sprinkles.css.ts';
import type { AdminDashboardProps } from '../../types.ts';
import { messages } from '../AdminDashboard.messages.ts';
import { CategoryBadge } from '../FeatureBadges.tsx';
import { useFailureToast } from '../shared.tsx';
import * as styles from './UsersTab.css.ts';
import { userMessages as m } from './UsersTab.messages.ts';

/** Assigns and removes a user's features, one at a time, each outcome in a toast. */
export function ManageFeaturesDialog({
  user,
  features,
  onClose,
  onAssign,
  onRemove,
}: {
  user: ManagedUser;
  features: Feature[];
  onClose(): void;
  onAssign: AdminDashboardProps['onAssignFeature'];
  onRemove: AdminDashboardProps['onRemoveFeature'];
}) {
  const intl = useIntl();
  const failure = useFailureToast();
  const [pending, setPending] = useState<string | null>(null);
  const assign = useAction(onAssign, {
    success: (result) => ({
      title: intl.formatMessage(m.assignedTitle),
      description: result.message || intl.formatMessage(m.assignedDefault),
    }),
    failure: failure(m.assignFailed),
  });
  const remove = useAction(onRemove, {
    success: { title: intl.formatMessage(m.removedTitle), description: intl.formatMessage(m.removed) },
    failure: failure(m.removeFailed),
  });
  const busy = assign.busy || remove.busy;
  const assigned = new Set(user.features);
  const sorted = [...features].sort(
    (a, b) => FEATURE_CATEGORIES.indexOf(a.category) - FEATURE_CATEGORIES.indexOf(b.category),
  );

  const toggle = async (feature: Feature) => {
    if (busy) return;
    setPending(feature.id);
    await (assigned.has(feature.id) ? remove : assign).run(user.id, feature.id);
    setPending(null);
  };

  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(next) => !next && onClose()}
      title={intl.formatMessage(m.featuresTitle, { username: user.username })}
      description={intl.formatMessage(m.featuresCount, { assigned: assigned.size, total: features.length })}
      footer={
        <DialogClose>
          <Button variant="outline" tone="neutral">
            {intl.formatMessage(m.close)}
          </Button>
        </DialogClose>
      }
    >
      <Tiles as="ul" minItemWidth="sm" space="sm">
        {sorted.map((feature) => {
          const on = assigned.has(feature.id);
          return (
            <Stack
              as="li"
              space="xs"
              key={feature.id}
              className={clsx(
                styles.featureItem,
                sprinkles({ padding: 'sm', borderRadius: 'md', justifyContent: 'spaceBetween' }),
              )}
              data-state={on ? 'assigned' : 'unassigned'}
              data-feature={feature.id}
            >
              <Stack space="sm">
                <strong>{feature.name}</strong>
                <span>
                  <CategoryBadge category={feature.category} />
                </span>
              </Stack>
              <Inline space="xs" align="spaceBetween">
                {on ? (
                  <Badge tone="positive" size="sm">
                    {intl.formatMessage(m.assigned)}
                  </Badge>
                ) : (
                  <span />
                )}
                <Button
                  size="sm"
                  variant={on ? 'outline' : 'solid'}
                  tone={on ? 'critical' : 'accent'}
                  aria-label={`${intl.formatMessage(on ? m.remove : m.assign)}: ${feature.name}`}
                  onClick={() => toggle(feature)}
                  loading={busy && pending === feature.id}
                  loadingLabel={intl.formatMessage(messages.saving)}
                >
                  {intl.formatMessage(on ? m.remove : m.assign)}
                </Button>
              </Inline>
            </Stack>
          );
        })}
      </Tiles>
    </Dialog>
  );
}
