import { Alert, Button, Inline, Stack } from '@qafila/ui';
import { StaffChat } from '@qafila/ui/screens/dashboard';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { api } from '../api.ts';
import { chatSectionArgMessages, chatSectionMessages } from './chat.messages.ts';
import { CONVERSATIONS_REFRESH_MS, errorText, MESSAGES_REFRESH_MS } from './queries.ts';

/**
 * The AI Assistant section for staff: conversations handed off or with an open case, refreshed periodically (staff
 * have no live connection), and replies sent as a person of the team. `?session=` in the address (a notification
 * links here) selects that conversation; `?customer=` (the Customers page links here) keeps one customer's.
 */
export function ChatSection() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const fromAddress = searchParams.get('session') || undefined;
  const customerId = /^[1-9]\d{0,9}$/.test(searchParams.get('customer') ?? '')
    ? searchParams.get('customer')!
    : undefined;
  const [selected, setSelected] = useState<string | undefined>(fromAddress);
  useEffect(() => {
    if (fromAddress) setSelected(fromAddress);
  }, [fromAddress]);
  const conversations = useQuery({
    ...api.queryOptions('GET /api/org/conversations', customerId ? { query: { customerId } } : {}),
    refetchInterval: CONVERSATIONS_REFRESH_MS,
  });
  const sessionId = selected;
  const messages = useQuery({
    ...api.queryOptions('GET /api/org/conversations/:sessionId/messages', { params: { sessionId: sessionId ?? '' } }),
    enabled: Boolean(sessionId),
    refetchInterval: MESSAGES_REFRESH_MS,
  });
  const reply = useMutation({
    mutationFn: (content: string) =>
      api.call('POST /api/org/conversations/:sessionId/messages', {
        params: { sessionId: sessionId ?? '' },
        body: { content },
      }),
  });
  const customerName = conversations.data?.find((c) => String(c.customerId) === customerId)?.customerName;
  const chat = (
    <StaffChat
      conversations={conversations.data}
      conversationsError={conversations.error ? errorText(conversations.error) : undefined}
      selectedSessionId={sessionId}
      onSelectConversation={setSelected}
      messages={messages.data?.messages}
      messagesError={messages.error ? errorText(messages.error) : undefined}
      sending={reply.isPending}
      onReply={async (content) => {
        try {
          await reply.mutateAsync(content);
          await api.invalidate(
            queryClient,
            'GET /api/org/conversations/:sessionId/messages',
            'GET /api/org/conversations',
          );
          return true;
        } catch (error) {
          console.error('Failed to send the reply', error);
          return false;
        }
      }}
    />
  );
  if (!customerId) return chat;
  return (
    <Stack space="md">
      <Alert tone="info">
        <Inline space="sm" align="spaceBetween" alignY="center">
          <span>
            {customerName
              ? intl.formatMessage(chatSectionArgMessages.named, { name: customerName })
              : intl.formatMessage(chatSectionMessages.oneCustomer)}
          </span>
          <Button variant="outline" tone="neutral" size="sm" onClick={() => setSearchParams({})}>
            {intl.formatMessage(chatSectionMessages.showAll)}
          </Button>
        </Inline>
      </Alert>
      {chat}
    </Stack>
  );
}
