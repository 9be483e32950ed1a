import type { ChatMessage, Conversation } from '@qafila/contracts';
import clsx from 'clsx';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert/Alert.tsx';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Box } from '../../../components/Box/Box.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { Textarea } from '../../../components/Textarea/Textarea.tsx';
import { useDirection } from '../../../direction/useDirection.ts';
import { Heading } from '../../../layout/Heading.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { ChatBubble } from '../../../patterns/ChatBubble/ChatBubble.tsx';
import { ArrowForwardIcon, ChatIcon, SendIcon } from '../../../private/icons.tsx';
import { useMediaQuery } from '../../../private/useMediaQuery.ts';
import { breakpointQueries } from '../../../themes/breakpoints.ts';
import { LoadingStack } from '../../LoadingStack.tsx';
import { RelativeTime } from '../RelativeTime.tsx';
import * as styles from './StaffChat.css.ts';
import { argMessages, messages } from './StaffChat.messages.ts';

/** Screen-reader sender of each message role in the staff view: the customer is not "You" here. */
const senderMessages = {
  user: messages.senderCustomer,
  assistant: messages.senderAssistant,
  agent: messages.senderTeam,
} as const;

const channelMessages = {
  web: messages.channelWeb,
  widget: messages.channelWidget,
  whatsapp: messages.channelWhatsapp,
} as const satisfies Record<Conversation['channel'], unknown>;

/** Who writes: the customer, else the name a widget visitor gave in the pre-chat form, else an anonymous visitor. */
function displayName(intl: IntlShape, conversation: Conversation): string {
  return (
    conversation.customerName ||
    conversation.visitorName ||
    intl.formatMessage(conversation.customerId === null ? messages.anonymousVisitor : messages.unknownCustomer)
  );
}

/**
 * The page of the partner's site a widget conversation came from: its host and path to read, and the whole address
 * to open — only for an http(s) address, since the visitor's browser reported it.
 */
function widgetPage(conversation: Conversation): { label: string; href: string | undefined } | undefined {
  const url = conversation.channel === 'widget' ? conversation.pageUrl : null;
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') {
      let path = parsed.pathname === '/' ? '' : parsed.pathname;
      try {
        path = decodeURI(path);
      } catch {
        // A malformed escape: show the path as it came.
      }
      return { label: parsed.host + path, href: parsed.href };
    }
  } catch {
    // Not an address: shown as text, never a link.
  }
  return { label: url, href: undefined };
}

function ChannelBadge({ conversation }: { conversation: Conversation }) {
  const intl = useIntl();
  return (
    <Badge size="sm" tone="neutral" data-channel={conversation.channel}>
      {intl.formatMessage(channelMessages[conversation.channel])}
    </Badge>
  );
}

/** Props of `StaffChat`: the staff side of the chat (spec 001 §2 "ai-chat", issue 7). Pure: props in, events out. */
export interface StaffChatProps {
  /** Conversations waiting for the team, newest first; undefined while loading. */
  conversations: readonly Conversation[] | undefined;
  conversationsError?: string | undefined;
  selectedSessionId: string | undefined;
  onSelectConversation(sessionId: string): void;
  /** Messages of the selected conversation; undefined while loading. */
  messages: readonly ChatMessage[] | undefined;
  messagesError?: string | undefined;
  /** Sends a reply as a person of the team; resolves true when sent (the box is cleared), false otherwise. */
  onReply(content: string): Promise<boolean>;
  /** A reply is on its way. */
  sending: boolean;
  /** The clock for relative times; defaults to the time of rendering. Stories fix it. */
  now?: Date | number | undefined;
  /** `split` (list and conversation side by side), `stacked` (one at a time) or `auto` (stacked on phones). */
  layout?: 'auto' | 'split' | 'stacked' | undefined;
  className?: string | undefined;
}

function ReasonBadge({ conversation }: { conversation: Conversation }) {
  const intl = useIntl();
  if (conversation.reason === 'handoff') {
    return (
      <Badge size="sm" tone="caution" data-reason="handoff">
        {intl.formatMessage(messages.reasonHandoff)}
      </Badge>
    );
  }
  if (conversation.reason === 'whatsapp') {
    return (
      <Badge size="sm" tone="positive" data-reason="whatsapp">
        {intl.formatMessage(messages.reasonWhatsapp)}
      </Badge>
    );
  }
  if (conversation.reason === 'widget') {
    return (
      <Badge size="sm" tone="accent" data-reason="widget">
        {intl.formatMessage(messages.reasonWidget)}
      </Badge>
    );
  }
  return (
    <Badge size="sm" tone="info" data-reason="support_case">
      {conversation.caseReference
        ? intl.formatMessage(argMessages.reasonCase, { reference: conversation.caseReference })
        : intl.formatMessage(messages.reasonCaseNoRef)}
    </Badge>
  );
}

/**
 * A widget conversation's page and the contact the visitor gave. In the list the page is text (the entry is a
 * button, which cannot hold a link); in the conversation's header it opens in a new tab.
 */
function WidgetFacts({ conversation, linked = false }: { conversation: Conversation; linked?: boolean }) {
  const intl = useIntl();
  const page = widgetPage(conversation);
  const contact = conversation.visitorContact;
  if (!page && !contact) return null;
  // Long addresses wrap rather than being cut: an ellipsis in Arabic would hide the host, the start of the address.
  const factProps = { breakWord: true, align: 'start' } as const;
  const address = page ? <bdi dir="ltr">{page.label}</bdi> : null;
  const facts = (
    <>
      {page ? (
        <Text as="span" size="sm" tone="secondary" {...factProps}>
          {intl.formatMessage(argMessages.page, {
            page:
              linked && page.href ? (
                <Link href={page.href} external>
                  {address}
                </Link>
              ) : (
                address
              ),
          })}
        </Text>
      ) : null}
      {contact ? (
        <Text as="span" size="sm" tone="secondary" {...factProps}>
          {intl.formatMessage(argMessages.contact, { contact: <bdi dir="ltr">{contact}</bdi> })}
        </Text>
      ) : null}
    </>
  );
  return linked ? <Inline space="sm">{facts}</Inline> : facts;
}

function ConversationList({ props }: { props: StaffChatProps }) {
  const intl = useIntl();
  const headingId = useId();
  const { conversations, conversationsError, selectedSessionId, onSelectConversation, now } = props;
  let body: ReactNode;
  if (conversationsError) {
    body = (
      <Alert tone="critical" title={intl.formatMessage(messages.listError)}>
        {conversationsError}
      </Alert>
    );
  } else if (!conversations) {
    body = (
      <LoadingStack label={intl.formatMessage(messages.listLoading)} space="xs">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} shape="rect" blockSize="4.5rem" />
        ))}
      </LoadingStack>
    );
  } else if (conversations.length === 0) {
    body = (
      <EmptyState
        icon={<ChatIcon />}
        title={intl.formatMessage(messages.listEmpty)}
        description={intl.formatMessage(messages.listEmptyHint)}
      />
    );
  } else {
    body = (
      <Stack as="ul" space="xs" aria-labelledby={headingId}>
        {conversations.map((conversation) => {
          const selected = conversation.sessionId === selectedSessionId;
          return (
            <li key={conversation.sessionId}>
              <button
                type="button"
                className={styles.entry}
                aria-pressed={selected}
                data-session={conversation.sessionId}
                onClick={() => onSelectConversation(conversation.sessionId)}
              >
                <Box
                  as="span"
                  display="flex"
                  justifyContent="spaceBetween"
                  alignItems="baseline"
                  gap="sm"
                  inlineSize="full"
                >
                  <Text as="span" weight="semibold">
                    <bdi>{displayName(intl, conversation)}</bdi>
                  </Text>
                  {conversation.lastMessageAt ? (
                    <Text as="span" size="sm" tone="secondary">
                      <RelativeTime value={conversation.lastMessageAt} now={now} />
                    </Text>
                  ) : null}
                </Box>
                <Inline as="span" space="xxs">
                  <ChannelBadge conversation={conversation} />
                  <ReasonBadge conversation={conversation} />
                </Inline>
                <WidgetFacts conversation={conversation} />
                <Text as="span" size="sm" tone="secondary" align="start" className={styles.entryPreview} dir="auto">
                  {conversation.lastMessage ?? intl.formatMessage(messages.noMessages)}
                </Text>
              </button>
            </li>
          );
        })}
      </Stack>
    );
  }
  return (
    <Stack as="section" space="md" className={styles.list} aria-labelledby={headingId} data-part="conversations">
      <Heading level={3} as="h2" id={headingId}>
        <Inline as="span" space="xs" wrap={false}>
          {intl.formatMessage(messages.listHeading)}
          {conversations && conversations.length > 0 ? (
            <Badge size="sm" tone="neutral" className={styles.count}>
              {intl.formatNumber(conversations.length)}
            </Badge>
          ) : null}
        </Inline>
      </Heading>
      {body}
    </Stack>
  );
}

function ConversationPane({ props, onBack }: { props: StaffChatProps; onBack?: (() => void) | undefined }) {
  const intl = useIntl();
  const direction = useDirection();
  const headingId = useId();
  const hintId = useId();
  const { conversations, selectedSessionId, messages: chat, messagesError, onReply, sending } = props;
  const conversation = conversations?.find((c) => c.sessionId === selectedSessionId);
  const [draft, setDraft] = useState('');
  const [failed, setFailed] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLTextAreaElement>(null);

  // A new conversation starts with an empty box; new messages scroll into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the conversation changes.
  useEffect(() => {
    setDraft('');
    setFailed(false);
  }, [selectedSessionId]);
  useEffect(() => {
    const log = logRef.current;
    if (log && chat) log.scrollTop = log.scrollHeight;
  }, [chat]);

  if (!selectedSessionId || !conversation) {
    return (
      <Stack as="section" space="md" className={styles.pane} data-part="conversation">
        <EmptyState
          icon={<ChatIcon />}
          headingLevel="h2"
          title={intl.formatMessage(messages.selectTitle)}
          description={intl.formatMessage(messages.selectHint)}
        />
      </Stack>
    );
  }

  const name = displayName(intl, conversation);
  const userSender = conversation.customerId === null ? messages.senderVisitor : messages.senderCustomer;
  const send = async () => {
    const text = draft.trim();
    if (!text || sending) return;
    const ok = await onReply(text);
    setFailed(!ok);
    if (ok) {
      setDraft('');
      boxRef.current?.focus();
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  let body: ReactNode;
  if (messagesError) {
    body = (
      <Alert tone="critical" title={intl.formatMessage(messages.messagesError)}>
        {messagesError}
      </Alert>
    );
  } else if (!chat) {
    body = (
      <LoadingStack label={intl.formatMessage(messages.messagesLoading)} space="xs">
        <Skeleton shape="rect" inlineSize="60%" blockSize="3rem" />
        <Inline align="end">
          <Skeleton shape="rect" inlineSize="45%" blockSize="2.5rem" />
        </Inline>
      </LoadingStack>
    );
  } else {
    body = chat.map((message) => (
      <ChatBubble
        key={message.id}
        sender={message.role === 'user' ? 'user' : 'assistant'}
        fromTeam={message.role === 'agent'}
        senderLabel={intl.formatMessage(message.role === 'user' ? userSender : senderMessages[message.role])}
        content={message.content}
        time={message.createdAt}
        data-message-id={message.id}
      />
    ));
  }

  return (
    <Stack as="section" space="md" className={styles.pane} aria-labelledby={headingId} data-part="conversation">
      <Stack as="header" space="xs" align="start" className={styles.paneHeader}>
        {onBack ? (
          <Button
            variant="ghost"
            tone="neutral"
            size="sm"
            onClick={onBack}
            leadingIcon={<ArrowForwardIcon style={direction === 'rtl' ? undefined : { transform: 'scaleX(-1)' }} />}
          >
            {intl.formatMessage(messages.back)}
          </Button>
        ) : null}
        <Inline space="sm">
          <Heading level={3} as="h2" id={headingId}>
            <bdi>{name}</bdi>
          </Heading>
          <ChannelBadge conversation={conversation} />
          <ReasonBadge conversation={conversation} />
          <Text as="span" size="sm" tone="secondary">
            {intl.formatMessage(argMessages.customerLanguage, {
              language: intl.formatMessage(conversation.language === 'ar' ? messages.languageAr : messages.languageEn),
            })}
          </Text>
        </Inline>
        <WidgetFacts conversation={conversation} linked />
      </Stack>
      <Stack
        ref={logRef}
        space="sm"
        role="log"
        aria-live="polite"
        aria-label={intl.formatMessage(argMessages.conversationWith, { name })}
        // A scrolling region must be reachable by keyboard.
        tabIndex={0}
        className={styles.log}
      >
        {body}
      </Stack>
      <Stack
        as="form"
        space="xs"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        {failed ? (
          <Alert tone="critical" role="alert">
            {intl.formatMessage(messages.sendFailed)}
          </Alert>
        ) : null}
        <Inline space="sm" alignY="end" wrap={false}>
          <Textarea
            ref={boxRef}
            aria-label={intl.formatMessage(messages.reply)}
            aria-describedby={hintId}
            placeholder={intl.formatMessage(messages.replyPlaceholder)}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            maxHeight={160}
            rows={2}
            dir="auto"
            className={styles.textarea}
          />
          <Button
            type="submit"
            disabled={draft.trim() === ''}
            loading={sending}
            loadingLabel={intl.formatMessage(messages.sending)}
            trailingIcon={<SendIcon style={direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />}
          >
            {intl.formatMessage(messages.send)}
          </Button>
        </Inline>
        <Text id={hintId} size="sm" tone="secondary">
          {intl.formatMessage(messages.replyHint)}
        </Text>
      </Stack>
    </Stack>
  );
}

/**
 * The team's side of the assistant chat: conversations handed off by the assistant, with an open support case or from
 * the chat widget (each with its channel; a widget one with the page it came from and the visitor's contact),
 * the selected one's messages, and a reply box that sends as a person of the team. Side by side from the tablet
 * breakpoint up; on phones the list, then the conversation with a way back.
 */
export function StaffChat(props: StaffChatProps) {
  const tabletUp = useMediaQuery(breakpointQueries.tablet, true);
  const layout = props.layout ?? 'auto';
  const stacked = layout === 'stacked' || (layout === 'auto' && !tabletUp);
  const [showList, setShowList] = useState(!props.selectedSessionId);
  const select = (sessionId: string) => {
    props.onSelectConversation(sessionId);
    setShowList(false);
  };
  const inner = { ...props, onSelectConversation: select };
  if (stacked) {
    return (
      <div className={clsx(styles.root, props.className)} data-layout="stacked">
        {showList || !props.selectedSessionId ? (
          <ConversationList props={inner} />
        ) : (
          <ConversationPane props={inner} onBack={() => setShowList(true)} />
        )}
      </div>
    );
  }
  return (
    <div className={clsx(styles.root, styles.split, props.className)} data-layout="split">
      <ConversationList props={inner} />
      <ConversationPane props={inner} />
    </div>
  );
}
