import type { NotificationDto } from '@qafila/contracts';
import { type ReactNode, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert/Alert.tsx';
import { Box } from '../../../components/Box/Box.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { IconButton } from '../../../components/IconButton/IconButton.tsx';
import { useLinkComponent } from '../../../components/Link/linkComponent.tsx';
import { Sheet } from '../../../components/Sheet/Sheet.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { BellIcon } from '../../../private/icons.tsx';
import { displayTimeZone } from '../../../private/time.ts';
import { visuallyHidden } from '../../../private/visuallyHidden.css.ts';
import { LoadingStack } from '../../LoadingStack.tsx';
import { RelativeTime } from '../RelativeTime.tsx';
import { dashboardSectionPath } from '../types.ts';
import * as styles from './DashboardShell.css.ts';
import { argMessages, messages } from './DashboardShell.messages.ts';

/** The sentence of a notification, written from its kind and fields in the user's language. */
export function notificationText(intl: IntlShape, notification: NotificationDto): string {
  const customer = notification.customerName || intl.formatMessage(messages.someone);
  const detail = notification.detail?.trim();
  const trackingNumber = notification.trackingNumber ?? `#${notification.shipmentId ?? ''}`;
  switch (notification.kind) {
    case 'shipment_exception':
      return detail
        ? intl.formatMessage(argMessages.shipmentException, { trackingNumber, detail })
        : intl.formatMessage(argMessages.shipmentExceptionPlain, { trackingNumber });
    case 'temperature_excursion': {
      // detail: `worst °C:min °C:max °C:start` (an open bound empty), written by the API's excursion detection.
      const [temperature, min, max, ...start] = (detail ?? '').split(':');
      return intl.formatMessage(argMessages.temperatureExcursion, {
        trackingNumber,
        temperature: Number(temperature),
        bound: !min ? 'max' : !max ? 'min' : 'both',
        min: Number(min),
        max: Number(max),
        time: intl.formatDate(start.join(':'), { dateStyle: 'medium', timeStyle: 'short', timeZone: displayTimeZone }),
      });
    }
    case 'support_case': {
      const reference = notification.caseReference ?? '';
      return detail
        ? intl.formatMessage(argMessages.supportCase, { customer, reference, detail })
        : intl.formatMessage(argMessages.supportCasePlain, { customer, reference });
    }
    case 'usage_limit': {
      // detail: `metric:level:limit` (storage in bytes), written by the API's usage warnings.
      const [metric = '', level = '0', limit = '0'] = (detail ?? '').split(':');
      const n = Number(limit);
      const shown =
        metric === 'storage'
          ? intl.formatNumber(n / 1e9, { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 })
          : intl.formatNumber(n);
      return intl.formatMessage(argMessages.usageLimit, { metric, level: Number(level), limit: shown });
    }
    case 'licence_expiring': {
      // detail: `kind:days left:number`, written by the API's expiry check (days below 0: expired).
      const [kind = 'other', days = '0', ...number] = (detail ?? '').split(':');
      return intl.formatMessage(argMessages.licenceExpiring, {
        kind,
        number: number.join(':'),
        days: Math.max(0, Number(days)),
        expired: Number(days) < 0 ? 'yes' : 'no',
      });
    }
    case 'webhook_disabled':
      // detail: the endpoint's URL.
      return intl.formatMessage(argMessages.webhookDisabled, { url: detail ?? '' });
    case 'data_request': {
      // detail: `kind:days`, written by the API's deadline reminders.
      const [kind = 'erasure', days = '0'] = (detail ?? '').split(':');
      return intl.formatMessage(argMessages.dataRequest, { customer, kind, days: Number(days) });
    }
    case 'monitoring_alert': {
      // detail: `rule:value:threshold:minutes`, written by the API's alert evaluation (issue 20).
      const [rule, value] = (detail ?? '').split(':');
      return intl.formatMessage(argMessages.monitoringAlert, { rule, value: Number(value) });
    }
    default:
      return detail
        ? intl.formatMessage(argMessages.handoff, { customer, detail })
        : intl.formatMessage(argMessages.handoffPlain, { customer });
  }
}

/**
 * Where a notification leads: the billing section for a usage warning, Temperature Monitoring for an excursion, the profile (its Data requests) for a data request, API management for a disabled webhook, the conversation in the AI Assistant section (`?session=`) for a hand-off or a support
 * case with a chat session, the tracking search (`?q=`) for a shipment exception; null when there is nothing to open.
 */
export function notificationHref(notification: NotificationDto): string | null {
  if (notification.kind === 'usage_limit') return dashboardSectionPath('billing');
  if (notification.kind === 'data_request') return dashboardSectionPath('profile');
  if (notification.kind === 'webhook_disabled') return dashboardSectionPath('api-status');
  if (notification.kind === 'licence_expiring') return dashboardSectionPath('compliance');
  if (notification.kind === 'temperature_excursion') return dashboardSectionPath('temperature');
  if (notification.kind === 'monitoring_alert') return dashboardSectionPath('monitoring');
  if (notification.kind === 'shipment_exception') {
    return notification.trackingNumber
      ? `${dashboardSectionPath('tracking')}?${new URLSearchParams({ q: notification.trackingNumber })}`
      : null;
  }
  return notification.sessionId
    ? `${dashboardSectionPath('ai-chat')}?${new URLSearchParams({ session: notification.sessionId })}`
    : null;
}

/** Props of `NotificationsPanel`. */
export interface NotificationsPanelProps {
  /** Newest first; undefined while loading. */
  notifications: readonly NotificationDto[] | undefined;
  unreadCount: number;
  notificationsError?: string | undefined;
  onMarkRead(id: number): void;
  onMarkAllRead(): void;
  open?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  now?: Date | number | undefined;
}

/** The bell of the top bar with the unread count, opening a side panel of notifications that can be marked read. */
export function NotificationsPanel({
  notifications,
  unreadCount,
  notificationsError,
  onMarkRead,
  onMarkAllRead,
  open,
  onOpenChange,
  now,
}: NotificationsPanelProps) {
  const AppLink = useLinkComponent();
  const intl = useIntl();
  const [innerOpen, setInnerOpen] = useState(false);
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  let body: ReactNode;
  if (notificationsError && !notifications) {
    body = (
      <Alert tone="critical" title={intl.formatMessage(messages.notificationsError)}>
        {notificationsError}
      </Alert>
    );
  } else if (!notifications) {
    body = (
      <LoadingStack label={intl.formatMessage(messages.notificationsLoading)} space="xs">
        <Skeleton shape="rect" blockSize="3.5rem" />
        <Skeleton shape="rect" blockSize="3.5rem" />
      </LoadingStack>
    );
  } else if (notifications.length === 0) {
    body = (
      <EmptyState
        icon={<BellIcon />}
        title={intl.formatMessage(messages.notificationsEmpty)}
        description={intl.formatMessage(messages.notificationsEmptyHint)}
      />
    );
  } else {
    body = (
      <Stack as="ul" space="xs" data-testid="notifications">
        {notifications.map((notification) => {
          const unread = notification.readAt === null;
          const href = notificationHref(notification);
          const text = notificationText(intl, notification);
          return (
            <Inline
              as="li"
              key={notification.id}
              space="sm"
              alignY="start"
              wrap={false}
              className={styles.notification}
              data-unread={unread || undefined}
              data-kind={notification.kind}
            >
              <span className={styles.notificationDot} aria-hidden="true" />
              <Box display="grid" gap="xxs" flexGrow={1}>
                {unread ? <span className={visuallyHidden}>{intl.formatMessage(messages.unread)}: </span> : null}
                <Text dir="auto">
                  {href ? (
                    <AppLink
                      href={href}
                      className={styles.notificationLink}
                      // Opening it reads it, and the panel gives way to what it is about.
                      onClick={() => {
                        if (unread) onMarkRead(notification.id);
                        setOpen(false);
                      }}
                    >
                      {text}
                    </AppLink>
                  ) : (
                    text
                  )}
                </Text>
                <Text as="span" size="sm" tone="secondary">
                  <RelativeTime value={notification.createdAt} now={now} />
                </Text>
              </Box>
              {unread ? (
                <Button size="sm" variant="ghost" tone="neutral" onClick={() => onMarkRead(notification.id)}>
                  {intl.formatMessage(messages.markRead)}
                </Button>
              ) : null}
            </Inline>
          );
        })}
      </Stack>
    );
  }
  return (
    <Sheet
      title={intl.formatMessage(messages.notificationsHeading)}
      {...(unreadCount > 0 ? { description: intl.formatMessage(argMessages.unreadCount, { count: unreadCount }) } : {})}
      side="end"
      open={isOpen}
      onOpenChange={setOpen}
      trigger={
        <IconButton
          label={intl.formatMessage(argMessages.notificationsButton, { count: unreadCount })}
          className={styles.bell}
          data-testid="notifications-button"
        >
          <span>
            <BellIcon />
            {unreadCount > 0 ? (
              <span className={styles.bellBadge} data-testid="unread-count">
                {intl.formatNumber(Math.min(unreadCount, 99))}
                {unreadCount > 99 ? '+' : ''}
              </span>
            ) : null}
          </span>
        </IconButton>
      }
      footer={
        unreadCount > 0 ? (
          <Button size="sm" variant="outline" onClick={onMarkAllRead}>
            {intl.formatMessage(messages.markAllRead)}
          </Button>
        ) : undefined
      }
    >
      {body}
    </Sheet>
  );
}
