import { type ChatSocketStatus, createChatSocket } from '@qafila/api-client';
import {
  type ChatMessage,
  DEMO_CUSTOMER_ID,
  LANGUAGES,
  type LanguageCode,
  STORAGE_KEYS,
  type TemperatureAlert,
  WS_CLOSE_CODES,
  type WsEvent,
} from '@qafila/contracts';
import { type ActionResult, useToast } from '@qafila/ui';
import { SupportDashboard } from '@qafila/ui/screens/support';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { api } from '../api.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { useLocale } from '../i18n/LocaleContext.tsx';
import { chatSessionId } from './chatSession.ts';
import { DownloadRefused, downloadDocuments } from './downloadDocuments.ts';

const messages = defineMessages({
  downloadFailed: {
    id: 'app.download.failed',
    defaultMessage: 'The documents could not be downloaded. Please try again.',
  },
  error: { id: 'app.download.errorTitle', defaultMessage: 'Download failed' },
  downloadSignIn: {
    id: 'app.download.signIn',
    defaultMessage: 'Sign in to download the documents of your shipments.',
  },
  downloadTooMany: {
    id: 'app.download.tooMany',
    defaultMessage: 'Too many document downloads right now. Please wait a little and try again.',
  },
});

/** The live temperature alert of a customer's shipment (issue 18). */
const temperatureAlertTitle = defineMessage<{ trackingNumber: string }>({
  id: 'app.temperatureAlert.title',
  defaultMessage: 'Temperature alert: {trackingNumber}',
  description: 'Title of the live alert when a shipment went out of its temperature range',
});
const temperatureAlertBody = defineMessage<{ time: string; temperature: string }>({
  id: 'app.temperatureAlert.body',
  defaultMessage:
    'Your shipment’s temperature went out of range at {time}: {temperature} °C. Our team has been notified.',
  description: 'Text of the live temperature alert; time in Dubai time',
});

/** Binds the support dashboard screen to the API: the signed-in customer, or the demo workspace. */
export function SupportDashboardContainer({ onSignIn }: { onSignIn(): void }) {
  const intl = useIntl();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const { user, isAuthenticated, signOut } = useAuth();
  const { locale, setLocale } = useLocale();
  const customerId = isAuthenticated && user ? user.id : DEMO_CUSTOMER_ID;
  const sessionId = useMemo(
    () => chatSessionId(isAuthenticated && user ? `user-${user.id}` : 'visitor'),
    [isAuthenticated, user],
  );
  // `/app?track=<number>` (the link a connected shop shows its buyer, issue 17) opens that shipment.
  const [searchParams] = useSearchParams();
  const [selected, setSelected] = useState<string | undefined>(
    () => searchParams.get('track')?.slice(0, 32) || undefined,
  );
  const [connection, setConnection] = useState<ChatSocketStatus>('disconnected');
  const [typing, setTyping] = useState(false);

  const customer = useQuery(api.queryOptions('GET /api/user/:id', { params: { id: customerId } }));
  const shipments = useQuery(api.queryOptions('GET /api/shipments/customer/:customerId', { params: { customerId } }));
  const chat = useQuery({
    ...api.queryOptions('GET /api/chat/:sessionId/messages', { params: { sessionId } }),
    // Spec 000 §8: any failure reads 'Failed to fetch messages'.
    queryFn: ({ signal }) => api.getChatMessages(sessionId, { signal }),
  });
  const tracked = useQuery({
    ...api.queryOptions('GET /api/shipments/track/:trackingNumber', { params: { trackingNumber: selected ?? '' } }),
    enabled: Boolean(selected),
  });
  const shipmentId = tracked.data?.id;
  const compliance = useQuery({
    ...api.queryOptions('GET /api/shipments/:shipmentId/compliance', { params: { shipmentId: shipmentId ?? 0 } }),
    enabled: shipmentId !== undefined,
  });
  const communications = useQuery(
    api.queryOptions('GET /api/users/:customerId/communications', { params: { customerId } }),
  );
  // White-label: the organization of the host or of the signed-in customer (the colour is applied app-wide).
  const branding = useQuery(api.queryOptions('GET /api/branding'));
  // The Channels panel: whether the organization has its WhatsApp number connected (issue 17).
  const channels = useQuery(api.queryOptions('GET /api/support/channels'));
  const organization =
    branding.data && branding.data.source !== 'default'
      ? { displayName: branding.data.displayName, logoUrl: branding.data.logoUrl }
      : undefined;
  const preferencesQuery = api.queryOptions('GET /api/me/preferences');
  const preferences = useQuery({ ...preferencesQuery, enabled: isAuthenticated });

  // The live connection opens once the first read has given a visitor their cookie identity.
  // The live temperature alert (issue 18), read through a ref so that the socket does not reopen on each render.
  const showTemperatureAlert = useRef((_alert: TemperatureAlert) => {});
  showTemperatureAlert.current = (alert: TemperatureAlert) =>
    toast({
      title: intl.formatMessage(temperatureAlertTitle, { trackingNumber: alert.trackingNumber }),
      description: intl.formatMessage(temperatureAlertBody, {
        time: intl.formatDate(alert.startedAt, { timeStyle: 'short', dateStyle: 'medium', timeZone: 'Asia/Dubai' }),
        temperature: intl.formatNumber(alert.temperatureC, { maximumFractionDigits: 1 }),
      }),
      variant: 'destructive',
      duration: 60_000,
    });
  const chatReady = chat.isSuccess;
  useEffect(() => {
    if (!chatReady) return;
    const socket = createChatSocket({
      sessionId,
      getToken: () => localStorage.getItem(STORAGE_KEYS.token),
      onStatusChange: setConnection,
      // The server ended the socket because the sign-in behind it ended (logout elsewhere, password change,
      // user deleted): the token is dead, so sign out instead of reconnecting.
      onEnd: ({ code }) => {
        if (code === WS_CLOSE_CODES.sessionEnded) signOut();
      },
      onEvent: (event: WsEvent) => {
        if (event.type === 'new_message') {
          if (event.message.role === 'assistant') setTyping(false);
          api.invalidate(queryClient, 'GET /api/chat/:sessionId/messages');
        } else if (event.type === 'shipment_update') {
          api.invalidate(
            queryClient,
            'GET /api/shipments/customer/:customerId',
            'GET /api/shipments/track/:trackingNumber',
            'GET /api/shipments/:shipmentId/compliance',
          );
        } else if (event.type === 'document_update') {
          // A document was uploaded or reviewed by the team: the shipment's compliance checks changed.
          api.invalidate(queryClient, 'GET /api/shipments/:shipmentId/compliance');
        } else if (event.type === 'temperature_alert') {
          // A temperature excursion opened on one of the customer's shipments (issue 18): told at once.
          showTemperatureAlert.current(event.alert);
          api.invalidate(queryClient, 'GET /api/users/:customerId/communications');
        }
      },
    });
    return () => {
      socket.close();
      setConnection('disconnected');
    };
  }, [chatReady, sessionId, queryClient, signOut]);

  const send = useMutation({
    mutationFn: (content: string) => api.sendChatMessage(sessionId, { content, userId: customerId, channel: 'web' }),
  });
  const onSend = useCallback(
    async (content: string) => {
      setTyping(true);
      try {
        await send.mutateAsync(content);
        await api.invalidate(queryClient, 'GET /api/chat/:sessionId/messages');
        return true;
      } catch (error) {
        // Spec 000 §8: a failed send is logged only; the typed text is kept.
        console.error('Failed to send message', error);
        return false;
      } finally {
        setTyping(false);
      }
    },
    [send, queryClient],
  );

  const lastUser = [...(chat.data ?? [])].reverse().find((m: ChatMessage) => m.role === 'user');
  const ok = async (run: () => Promise<unknown>): Promise<ActionResult> => {
    try {
      await run();
      return { ok: true };
    } catch (error) {
      console.error(error);
      return { ok: false };
    }
  };

  return (
    <SupportDashboard
      language={locale}
      languages={LANGUAGES}
      onLanguageChange={setLocale}
      demo={!isAuthenticated}
      onSignIn={onSignIn}
      {...(isAuthenticated ? { onSignOut: signOut, accountHref: '/app/account' } : {})}
      organization={organization}
      customer={customer.data}
      shipments={shipments.data}
      shipmentsError={shipments.error ? shipments.error.message : undefined}
      selectedTrackingNumber={selected}
      onSelectShipment={setSelected}
      connection={connection}
      messages={chat.data}
      messagesError={chat.error ? 'Failed to fetch messages' : undefined}
      typing={typing}
      sending={send.isPending}
      detectedLanguage={(lastUser?.language as LanguageCode | undefined) ?? locale}
      onSend={onSend}
      shipment={selected ? tracked.data : undefined}
      shipmentLoading={Boolean(selected) && tracked.isLoading}
      compliance={compliance.data}
      communications={communications.data}
      whatsappChannel={channels.data?.whatsapp}
      onDownloadDocuments={() => {
        if (shipmentId === undefined) return;
        downloadDocuments(shipmentId).catch((error) => {
          console.error(error);
          const reason = error instanceof DownloadRefused ? error.reason : 'failed';
          toast({
            title: intl.formatMessage(messages.error),
            description: intl.formatMessage(
              reason === 'sign-in'
                ? messages.downloadSignIn
                : reason === 'too-many'
                  ? messages.downloadTooMany
                  : messages.downloadFailed,
            ),
            variant: 'destructive',
          });
        });
      }}
      onScheduleCall={(input) =>
        ok(() =>
          api.call('POST /api/support/calls', {
            body: {
              ...input,
              preferredAt: new Date(input.preferredAt).toISOString(),
              language: locale,
              ...(shipmentId ? { shipmentId } : {}),
            },
          }),
        )
      }
      onReportIssue={(input) =>
        ok(async () => {
          await api.call('POST /api/support/cases', { body: { ...input, ...(shipmentId ? { shipmentId } : {}) } });
        })
      }
      preferences={preferences.data}
      onSavePreferences={(input) =>
        ok(async () => {
          const saved = await api.call('PUT /api/me/preferences', { body: input });
          queryClient.setQueryData(preferencesQuery.queryKey, saved);
          if (saved.language && saved.language !== locale) setLocale(saved.language);
        })
      }
    />
  );
}
