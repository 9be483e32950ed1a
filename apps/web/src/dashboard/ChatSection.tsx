import { StaffChat } from '@qafila/ui/screens/dashboard';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../api.ts';
import { CONVERSATIONS_REFRESH_MS, errorText, MESSAGES_REFRESH_MS } from './queries.ts';

/**
 * The AI Assistant section for staff: conversations handed off or with an open case, refreshed periodically (staff
 * have no live connection), and replies sent as a person of the team. `?session=` in the address (a notification
 * links here) selects that conversation.
 */
export function ChatSection() {
  const queryClient = useQueryClient();
  const fromAddress = useSearchParams()[0].get('session') || undefined;
  const [selected, setSelected] = useState<string | undefined>(fromAddress);
  useEffect(() => {
    if (fromAddress) setSelected(fromAddress);
  }, [fromAddress]);
  const conversations = useQuery({
    ...api.queryOptions('GET /api/org/conversations'),
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
  return (
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
}
