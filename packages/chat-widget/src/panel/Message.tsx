import type { ChatMessage } from '../types.ts';
import type { Outgoing } from './state.ts';
import type { Translate } from './translate.ts';

type TrackingInfo = NonNullable<ChatMessage['metadata']['trackingInfo']>;
type Documents = NonNullable<ChatMessage['metadata']['complianceData']>['documents'];

function TrackingCard({ info, t, rtl }: { info: TrackingInfo; t: Translate; rtl: boolean }) {
  // Routes arrive as "Dubai → Abu Dhabi": rebuilt so that the arrow points the reading way in Arabic.
  const [origin, destination] = info.route.split(/\s*(?:→|->)\s*/);
  return (
    <section
      class="card"
      aria-label={t('widget.tracking.card', { trackingNumber: info.trackingNumber })}
      data-card="tracking"
    >
      <div class="card-head">
        <span class="number" dir="ltr">
          {info.trackingNumber}
        </span>
        <span class="tag" data-tone={info.status}>
          {t(`widget.status.${info.status}`)}
        </span>
      </div>
      <p class="route">
        {origin && destination ? (
          <>
            <bdi>{origin}</bdi> {rtl ? '←' : '→'} <bdi>{destination}</bdi>
          </>
        ) : (
          info.route
        )}
      </p>
      {info.updates.length > 0 ? (
        <ol class="steps" aria-label={t('widget.tracking.updates')}>
          {info.updates.map((update) => {
            const state = update.current ? 'current' : update.completed ? 'completed' : 'upcoming';
            return (
              <li key={`${update.timestamp}-${update.description}`} data-state={state}>
                <span class="sr">{t(`widget.tracking.${state}`)}: </span>
                {update.description}
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}

function DocumentsCard({ documents, t }: { documents: Documents; t: Translate }) {
  return (
    <section class="card" aria-label={t('widget.documents.title')} data-card="compliance">
      <p class="card-title">{t('widget.documents.title')}</p>
      <ul class="docs">
        {documents.map((doc) => (
          <li key={doc.name}>
            <span>
              <bdi>{doc.name}</bdi>
              <span class="muted">{doc.description}</span>
            </span>
            <span class="tag" data-tone={doc.status}>
              {t(`widget.document.${doc.status}`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Time({ iso, locale }: { iso: string; locale: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time class="time" dateTime={iso}>
      {date.toLocaleTimeString(locale === 'ar' ? 'ar-AE' : 'en-AE', { hour: 'numeric', minute: '2-digit' })}
    </time>
  );
}

interface MessageProps {
  message: ChatMessage;
  t: Translate;
  locale: string;
  send(question: string): void;
}

/** One message: the visitor's at the inline end; the assistant's and the team's at the start, with their cards. */
export function Message({ message, t, locale, send }: MessageProps) {
  const { trackingInfo, complianceData, suggestedQuestions, action } = message.metadata;
  const mine = message.role === 'user';
  const assistant = message.role === 'assistant';
  return (
    <>
      <div class="row" data-role={message.role} data-message-id={message.id}>
        <div class="bubble">
          {message.role === 'agent' ? (
            <span class="team">{t('widget.message.fromTeam')}</span>
          ) : (
            <span class="sr">{t(mine ? 'widget.message.user' : 'widget.message.assistant')}: </span>
          )}
          <p class="text" dir="auto">
            {message.content}
          </p>
          {assistant && trackingInfo ? <TrackingCard info={trackingInfo} t={t} rtl={locale === 'ar'} /> : null}
          {assistant && complianceData ? <DocumentsCard documents={complianceData.documents} t={t} /> : null}
          <Time iso={message.createdAt} locale={locale} />
        </div>
      </div>
      {assistant && suggestedQuestions && suggestedQuestions.length > 0 ? (
        <fieldset class="chips">
          <legend class="sr">{t('widget.suggestions')}</legend>
          {suggestedQuestions.map((question) => (
            <button key={question} type="button" class="chip" onClick={() => send(question)}>
              {/* Questions come in the message's language, which may not be the interface's. */}
              <bdi>{question}</bdi>
            </button>
          ))}
        </fieldset>
      ) : null}
      {assistant && action === 'human_handoff' ? (
        <p class="notice" data-notice="handoff">
          {t('widget.handoff')}
        </p>
      ) : null}
    </>
  );
}

/** A message of the visitor's that the server has not stored yet: waiting, sending, or failed with a retry. */
export function Pending({ item, t, retry }: { item: Outgoing; t: Translate; retry(item: Outgoing): void }) {
  return (
    <div class="row" data-role="user" data-pending={item.state}>
      <div class="bubble">
        <span class="sr">{t('widget.message.user')}: </span>
        <p class="text" dir="auto">
          {item.content}
        </p>
        {item.state === 'queued' ? <span class="time">{t('widget.message.queued')}</span> : null}
        {item.state === 'failed' ? (
          <span class="time">
            {t('widget.message.failed')}{' '}
            <button type="button" class="link" onClick={() => retry(item)}>
              {t('widget.message.retry')}
            </button>
          </span>
        ) : null}
      </div>
    </div>
  );
}
