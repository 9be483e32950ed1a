import type { ChatMessage, ChatMessageMetadata, TrackingInfo } from '@qafila/contracts';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert/Alert.tsx';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Box } from '../../../components/Box/Box.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card, CardBody } from '../../../components/Card/Card.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { Textarea } from '../../../components/Textarea/Textarea.tsx';
import { useDirection } from '../../../direction/useDirection.ts';
import { Heading } from '../../../layout/Heading.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { ChatBubble } from '../../../patterns/ChatBubble/ChatBubble.tsx';
import { ComplianceList } from '../../../patterns/ComplianceList/ComplianceList.tsx';
import { ShipmentStatusBadge } from '../../../patterns/ShipmentStatusBadge/ShipmentStatusBadge.tsx';
import { TrackingTimeline } from '../../../patterns/TrackingTimeline/TrackingTimeline.tsx';
import { TypingIndicator } from '../../../patterns/TypingIndicator/TypingIndicator.tsx';
import { CheckIcon, GlobeIcon, SendIcon } from '../../../private/icons.tsx';
import { visuallyHidden } from '../../../private/visuallyHidden.css.ts';
import { LoadingStack } from '../../LoadingStack.tsx';
import { useSupportDashboard } from './context.ts';
import { Route, TrackingNumber } from './Shipments.tsx';
import * as styles from './SupportDashboard.css.ts';
import { argMessages, chatMessages, messages } from './SupportDashboard.messages.ts';

/** Sends a text unless it is blank or a send is pending; resolves whether it was sent. */
type Send = (content: string) => Promise<boolean>;

function TrackingCard({ info }: { info: TrackingInfo }) {
  const intl = useIntl();
  // Routes arrive as "Dubai → Abu Dhabi": rebuilt so that the arrow points the reading way in Arabic.
  const [origin, destination] = info.route.split(/\s*(?:→|->)\s*/);
  return (
    <Stack
      as="section"
      space="sm"
      className={styles.messageCard}
      aria-label={intl.formatMessage(argMessages.trackingCard, { trackingNumber: info.trackingNumber })}
      data-card="tracking"
    >
      <Inline space="sm" align="spaceBetween">
        <TrackingNumber>{info.trackingNumber}</TrackingNumber>
        <ShipmentStatusBadge status={info.status} size="sm" />
      </Inline>
      <Text size="sm">{origin && destination ? <Route origin={origin} destination={destination} /> : info.route}</Text>
      {info.updates.length > 0 ? <TrackingTimeline updates={info.updates} /> : null}
    </Stack>
  );
}

function ComplianceCard({ documents }: { documents: NonNullable<ChatMessageMetadata['complianceData']>['documents'] }) {
  const intl = useIntl();
  const titleId = useId();
  const title = intl.formatMessage(chatMessages.complianceCard);
  return (
    <Stack as="section" space="sm" className={styles.messageCard} aria-labelledby={titleId} data-card="compliance">
      <Text id={titleId} size="sm" weight="semibold">
        {title}
      </Text>
      <ComplianceList documents={documents} variant="chat" label={title} />
    </Stack>
  );
}

function Message({ message, send, busy }: { message: ChatMessage; send: Send; busy: boolean }) {
  const intl = useIntl();
  const { trackingInfo, complianceData, suggestedQuestions } = message.metadata;
  const assistant = message.role === 'assistant';
  return (
    <ChatBubble
      sender={message.role === 'user' ? 'user' : 'assistant'}
      fromTeam={message.role === 'agent'}
      content={message.content}
      time={message.createdAt}
      data-message-id={message.id}
    >
      {assistant && trackingInfo ? <TrackingCard info={trackingInfo} /> : null}
      {assistant && complianceData ? <ComplianceCard documents={complianceData.documents} /> : null}
      {assistant && suggestedQuestions && suggestedQuestions.length > 0 ? (
        <Inline as="fieldset" space="xs" alignY="stretch">
          <legend className={visuallyHidden}>{intl.formatMessage(chatMessages.suggestions)}</legend>
          {suggestedQuestions.map((question) => (
            <Button
              key={question}
              size="sm"
              variant="outline"
              tone="neutral"
              disabled={busy}
              onClick={() => void send(question)}
            >
              {/* Questions come in the message's language, which may not be the interface's. */}
              <bdi>{question}</bdi>
            </Button>
          ))}
        </Inline>
      ) : null}
    </ChatBubble>
  );
}

function Welcome() {
  const intl = useIntl();
  const { detectedLanguage } = useSupportDashboard().props;
  const titleId = useId();
  const language = intl.formatMessage(detectedLanguage === 'ar' ? messages.languageAr : messages.languageEn);
  return (
    <Card as="section" aria-labelledby={titleId} className={styles.welcome} data-testid="welcome-card">
      <CardBody>
        <Stack space="md">
          <Inline space="sm">
            <Heading level={4} as="h3" id={titleId}>
              {intl.formatMessage(chatMessages.welcomeTitle)}
            </Heading>
            <Text as="span" size="sm" tone="secondary">
              {intl.formatMessage(chatMessages.justNow)}
            </Text>
          </Inline>
          <div>
            <Badge tone="info" size="sm" icon={<GlobeIcon />} data-language={detectedLanguage}>
              {intl.formatMessage(argMessages.detected, { language })}
            </Badge>
          </div>
          <Text size="sm">{intl.formatMessage(chatMessages.welcomeIntro)}</Text>
          {/* A bulleted list: the primitives would drop the bullets. */}
          <Box as="ul" display="grid" gap="xs" paddingInlineStart="lg" fontSize="sm">
            <li>{intl.formatMessage(chatMessages.capabilityTracking)}</li>
            <li>{intl.formatMessage(chatMessages.capabilityDocuments)}</li>
            <li>{intl.formatMessage(chatMessages.capabilityDelivery)}</li>
            <li>{intl.formatMessage(chatMessages.capabilityCustoms)}</li>
          </Box>
          <Text size="sm">{intl.formatMessage(chatMessages.welcomeLanguages)}</Text>
        </Stack>
      </CardBody>
    </Card>
  );
}

const prompts = [
  chatMessages.promptTrack,
  chatMessages.promptStatus,
  chatMessages.promptDocs,
  chatMessages.promptIssue,
] as const;

/** Centre column: connection state, the conversation, quick prompts and the text box. */
export function Chat() {
  const intl = useIntl();
  const direction = useDirection();
  const { props, draft, setDraft } = useSupportDashboard();
  const { connection, messages: chat, messagesError, typing, sending, onSend } = props;
  const headingId = useId();
  const hintsId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [pending, setPending] = useState(false);
  // A ref as well as state: two Enter presses in one frame must not send twice.
  const pendingRef = useRef(false);
  const refocus = useRef(false);
  const busy = sending || pending;

  const send = useCallback(
    async (content: string, fromComposer = false): Promise<boolean> => {
      const text = content.trim();
      if (!text || sending || pendingRef.current) return false;
      pendingRef.current = true;
      setPending(true);
      let ok = false;
      try {
        ok = await onSend(text);
      } catch {
        ok = false;
      } finally {
        pendingRef.current = false;
        setPending(false);
      }
      if (fromComposer) {
        if (ok) setDraft('');
        // The text box was disabled while sending, which dropped its focus: give it back.
        refocus.current = true;
      }
      return ok;
    },
    [onSend, sending, setDraft],
  );

  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    textareaRef.current?.focus();
  }, [busy]);

  // Keep the newest message in view.
  const count = chat?.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the count and typing state are the triggers.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    log.scrollTop = log.scrollHeight;
    // Web fonts that arrive after the first layout make the messages taller: keep the newest in view then too.
    let current = true;
    document.fonts?.ready.then(() => {
      if (current) log.scrollTop = log.scrollHeight;
    });
    return () => {
      current = false;
    };
  }, [count, typing]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Shift+Enter adds a line; Enter while an input method composes a word confirms the word.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send(draft, true);
  };

  const blank = draft.trim() === '';
  const online = connection === 'connected';

  let body: ReactNode;
  if (messagesError) {
    body = (
      <Alert tone="critical" title={intl.formatMessage(chatMessages.error)}>
        {messagesError}
      </Alert>
    );
  } else if (!chat) {
    body = (
      <LoadingStack label={intl.formatMessage(chatMessages.loading)} space="sm">
        <Skeleton shape="rect" inlineSize="60%" blockSize="3.5rem" />
        <Inline align="end">
          <Skeleton shape="rect" inlineSize="45%" blockSize="2.5rem" />
        </Inline>
        <Skeleton shape="rect" inlineSize="55%" blockSize="4.5rem" />
      </LoadingStack>
    );
  } else if (chat.length === 0) {
    body = <Welcome />;
  } else {
    body = chat.map((message) => <Message key={message.id} message={message} send={send} busy={busy} />);
  }

  return (
    <Stack as="section" className={styles.chatColumn} aria-labelledby={headingId} data-part="chat">
      <Inline as="header" space="sm" align="spaceBetween" className={styles.chatHeader}>
        <Inline space="md" wrap={false}>
          <Heading level={4} as="h2" id={headingId}>
            {intl.formatMessage(chatMessages.heading)}
          </Heading>
          <Box
            as="span"
            role="status"
            display="inline-flex"
            alignItems="center"
            gap="xs"
            fontSize="xs"
            color="secondary"
            data-connection={connection}
          >
            <span className={styles.dot({ state: connection })} aria-hidden="true" />
            {intl.formatMessage(online ? chatMessages.online : chatMessages.offline)}
          </Box>
        </Inline>
        <Badge tone="positive" size="sm" icon={<CheckIcon />}>
          {intl.formatMessage(chatMessages.compliant)}
        </Badge>
      </Inline>
      <Stack
        ref={logRef}
        space="md"
        role="log"
        aria-live="polite"
        aria-label={intl.formatMessage(chatMessages.log)}
        // A scrolling region must be reachable by keyboard.
        tabIndex={0}
        className={styles.log}
      >
        {body}
        {typing ? <TypingIndicator /> : null}
      </Stack>
      <Stack space="sm" className={styles.composer}>
        <Inline as="fieldset" space="xs" alignY="stretch">
          <legend className={visuallyHidden}>{intl.formatMessage(chatMessages.promptsLabel)}</legend>
          {prompts.map((prompt) => {
            const text = intl.formatMessage(prompt);
            return (
              <Button
                key={prompt.id}
                size="sm"
                variant="outline"
                tone="neutral"
                disabled={busy}
                onClick={() => void send(text)}
              >
                {text}
              </Button>
            );
          })}
        </Inline>
        <Inline
          as="form"
          space="sm"
          alignY="end"
          wrap={false}
          onSubmit={(event) => {
            event.preventDefault();
            void send(draft, true);
          }}
        >
          <Textarea
            ref={textareaRef}
            aria-label={intl.formatMessage(chatMessages.message)}
            aria-describedby={hintsId}
            placeholder={intl.formatMessage(chatMessages.placeholder)}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            disabled={busy}
            maxHeight={120}
            dir="auto"
            className={styles.textarea}
          />
          <Button
            type="submit"
            disabled={busy || blank}
            trailingIcon={<SendIcon style={direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />}
          >
            {intl.formatMessage(chatMessages.send)}
          </Button>
        </Inline>
        <Inline as="ul" id={hintsId} className={styles.hints}>
          <li>{intl.formatMessage(chatMessages.hintEnter)}</li>
          <li>{intl.formatMessage(chatMessages.hintNewLine)}</li>
          <li>{intl.formatMessage(chatMessages.hintLanguage)}</li>
          <li>{intl.formatMessage(chatMessages.hintCompliant)}</li>
        </Inline>
      </Stack>
    </Stack>
  );
}
