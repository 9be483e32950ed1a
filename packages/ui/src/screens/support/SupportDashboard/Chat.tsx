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
import { Button } from '../../../components/Button/Button.tsx';
import { Card, CardBody } from '../../../components/Card/Card.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { Textarea } from '../../../components/Textarea/Textarea.tsx';
import { useDirection } from '../../../direction/useDirection.ts';
import { ChatBubble } from '../../../patterns/ChatBubble/ChatBubble.tsx';
import { ComplianceList } from '../../../patterns/ComplianceList/ComplianceList.tsx';
import { ShipmentStatusBadge } from '../../../patterns/ShipmentStatusBadge/ShipmentStatusBadge.tsx';
import { TrackingTimeline } from '../../../patterns/TrackingTimeline/TrackingTimeline.tsx';
import { TypingIndicator } from '../../../patterns/TypingIndicator/TypingIndicator.tsx';
import { CheckIcon, GlobeIcon, SendIcon } from '../../../private/icons.tsx';
import { visuallyHidden } from '../../../private/visuallyHidden.css.ts';
import { useSupportDashboard } from './context.ts';
import { Route } from './Shipments.tsx';
import * as styles from './SupportDashboard.css.ts';
import { argMessages, chatMessages, messages } from './SupportDashboard.messages.ts';

/** Sends a text unless it is blank or a send is pending; resolves whether it was sent. */
type Send = (content: string) => Promise<boolean>;

function TrackingCard({ info }: { info: TrackingInfo }) {
  const intl = useIntl();
  // Routes arrive as "Dubai → Abu Dhabi": rebuilt so that the arrow points the reading way in Arabic.
  const [origin, destination] = info.route.split(/\s*(?:→|->)\s*/);
  return (
    <section
      className={styles.messageCard}
      aria-label={intl.formatMessage(argMessages.trackingCard, { trackingNumber: info.trackingNumber })}
      data-card="tracking"
    >
      <div className={styles.shipmentTop}>
        <span className={styles.trackingNumber}>{info.trackingNumber}</span>
        <ShipmentStatusBadge status={info.status} size="sm" />
      </div>
      <p className={styles.paragraph}>
        {origin && destination ? <Route origin={origin} destination={destination} /> : info.route}
      </p>
      {info.updates.length > 0 ? <TrackingTimeline updates={info.updates} /> : null}
    </section>
  );
}

function ComplianceCard({ documents }: { documents: NonNullable<ChatMessageMetadata['complianceData']>['documents'] }) {
  const intl = useIntl();
  const titleId = useId();
  const title = intl.formatMessage(chatMessages.complianceCard);
  return (
    <section className={styles.messageCard} aria-labelledby={titleId} data-card="compliance">
      <p id={titleId} className={styles.messageCardTitle}>
        {title}
      </p>
      <ComplianceList documents={documents} variant="chat" label={title} />
    </section>
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
        <fieldset className={styles.suggestions}>
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
        </fieldset>
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
      <CardBody className={styles.welcomeBody}>
        <div className={styles.welcomeMeta}>
          <h3 id={titleId} className={styles.chatHeading}>
            {intl.formatMessage(chatMessages.welcomeTitle)}
          </h3>
          <span className={styles.muted}>{intl.formatMessage(chatMessages.justNow)}</span>
        </div>
        <div>
          <Badge tone="info" size="sm" icon={<GlobeIcon />} data-language={detectedLanguage}>
            {intl.formatMessage(argMessages.detected, { language })}
          </Badge>
        </div>
        <p className={styles.paragraph}>{intl.formatMessage(chatMessages.welcomeIntro)}</p>
        <ul className={styles.capabilities}>
          <li>{intl.formatMessage(chatMessages.capabilityTracking)}</li>
          <li>{intl.formatMessage(chatMessages.capabilityDocuments)}</li>
          <li>{intl.formatMessage(chatMessages.capabilityDelivery)}</li>
          <li>{intl.formatMessage(chatMessages.capabilityCustoms)}</li>
        </ul>
        <p className={styles.paragraph}>{intl.formatMessage(chatMessages.welcomeLanguages)}</p>
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
      <div aria-busy="true" className={styles.list}>
        <span className={visuallyHidden} role="status">
          {intl.formatMessage(chatMessages.loading)}
        </span>
        <Skeleton shape="rect" inlineSize="60%" blockSize="3.5rem" />
        <Skeleton shape="rect" inlineSize="45%" blockSize="2.5rem" style={{ justifySelf: 'end' }} />
        <Skeleton shape="rect" inlineSize="55%" blockSize="4.5rem" />
      </div>
    );
  } else if (chat.length === 0) {
    body = <Welcome />;
  } else {
    body = chat.map((message) => <Message key={message.id} message={message} send={send} busy={busy} />);
  }

  return (
    <section className={styles.chatColumn} aria-labelledby={headingId} data-part="chat">
      <header className={styles.chatHeader}>
        <div className={styles.chatTitle}>
          <h2 id={headingId} className={styles.chatHeading}>
            {intl.formatMessage(chatMessages.heading)}
          </h2>
          <span role="status" className={styles.connection} data-connection={connection}>
            <span className={styles.dot({ state: connection })} aria-hidden="true" />
            {intl.formatMessage(online ? chatMessages.online : chatMessages.offline)}
          </span>
        </div>
        <Badge tone="positive" size="sm" icon={<CheckIcon />}>
          {intl.formatMessage(chatMessages.compliant)}
        </Badge>
      </header>
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={intl.formatMessage(chatMessages.log)}
        // A scrolling region must be reachable by keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
        tabIndex={0}
        className={styles.log}
      >
        {body}
        {typing ? <TypingIndicator /> : null}
      </div>
      <div className={styles.composer}>
        <fieldset className={styles.prompts}>
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
        </fieldset>
        <form
          className={styles.inputRow}
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
        </form>
        <ul id={hintsId} className={styles.hints}>
          <li>{intl.formatMessage(chatMessages.hintEnter)}</li>
          <li>{intl.formatMessage(chatMessages.hintNewLine)}</li>
          <li>{intl.formatMessage(chatMessages.hintLanguage)}</li>
          <li>{intl.formatMessage(chatMessages.hintCompliant)}</li>
        </ul>
      </div>
    </section>
  );
}
