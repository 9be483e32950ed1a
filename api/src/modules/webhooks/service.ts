import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import {
  type CreatedWebhookEndpoint,
  type CreateWebhookEndpoint,
  type UpdateWebhookEndpoint,
  WEBHOOK_DISABLE_AFTER_FAILURES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_RETRY_WINDOW_HOURS,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
  type WebhookEventType,
} from '@qafila/contracts';
import type { Logger } from 'pino';
import { type Organization, WebhookDelivery, WebhookEndpoint } from '../../db/entities/index.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { type Outbound, OutboundError } from '../../lib/outbound.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { type Actor, recordAudit } from '../audit/service.ts';
import type { DomainEvent } from '../events/bus.ts';
import { recordNotification } from '../notifications/service.ts';
import { newWebhookSecret, signWebhook } from './signature.ts';

const MINUTE_MS = 60_000;
const RETRY_WINDOW_MS = WEBHOOK_RETRY_WINDOW_HOURS * 3_600_000;
const DELIVERY_LOG_LIMIT = 100;
/** Deliveries attempted per worker tick; the rest wait for the next one. */
const BATCH = 50;

/** The wait after the n-th failed attempt: 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(2 ** Math.max(0, failedAttempts - 1), 60) * MINUTE_MS;
}

export function toWebhookEndpointDto(e: WebhookEndpoint): WebhookEndpointDto {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    events: e.events,
    enabled: e.enabled,
    disabledReason: e.disabledReason ?? null,
    consecutiveFailures: e.consecutiveFailures,
    secretLast4: e.secretLast4,
    createdAt: e.createdAt.toISOString(),
    lastDeliveryAt: e.lastDeliveryAt?.toISOString() ?? null,
  };
}

export function toWebhookDeliveryDto(d: WebhookDelivery): WebhookDeliveryDto {
  return {
    id: d.id,
    endpointId: d.endpoint.id,
    eventId: d.eventId,
    eventType: d.eventType as WebhookDeliveryDto['eventType'],
    status: d.status,
    attempts: d.attempts,
    nextAttemptAt: d.nextAttemptAt?.toISOString() ?? null,
    lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
    responseStatus: d.responseStatus ?? null,
    latencyMs: d.latencyMs ?? null,
    error: d.error ?? null,
    createdAt: d.createdAt.toISOString(),
  };
}

const isSubscribable = (type: string): type is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type);

/** The JSON body of an event: its id, type, time and the event's own fields (without the organization). */
function eventPayload(event: DomainEvent, eventId: string): string {
  const { type, at, organizationId: _org, ...data } = event;
  return JSON.stringify({ id: eventId, type, createdAt: at.toISOString(), data });
}

const newEventId = () => `evt_${randomBytes(12).toString('hex')}`;

/** A delivery of an event to an endpoint, not attempted yet (`nextAttemptAt` null: sent by hand at once). */
function newDelivery(
  scope: EntityManager,
  endpoint: WebhookEndpoint,
  event: { eventId: string; eventType: string; payload: string },
  now: Date,
  nextAttemptAt: Date | null,
): WebhookDelivery {
  return scope.create(WebhookDelivery, {
    endpoint,
    ...event,
    status: 'pending',
    attempts: 0,
    nextAttemptAt,
    lastAttemptAt: null,
    responseStatus: null,
    latencyMs: null,
    error: null,
    createdAt: now,
  });
}

/**
 * Outgoing webhooks (issue 17, ADR 0032): endpoints per organization, one delivery row per event and endpoint,
 * attempted at once and then retried with back-off for 24 hours by the worker (`deliverDue`, called by the
 * schedule every minute). An endpoint that fails WEBHOOK_DISABLE_AFTER_FAILURES attempts in a row is disabled and
 * its organization's admins are notified. Every call goes through services.outbound (the SSRF guard).
 */
export function createWebhookService(options: {
  em: EntityManager;
  secrets: SecretBox;
  outbound: Outbound;
  logger: Logger;
  /** The clock of the retry schedule (tests move it). */
  now?: () => Date;
}) {
  const { em, secrets, outbound, logger } = options;
  const clock = options.now ?? (() => new Date());
  /** One worker pass at a time in this process, so a delivery is never attempted twice at once. */
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  async function endpointOf(scope: EntityManager, organizationId: number, id: number): Promise<WebhookEndpoint> {
    const found = await scope.findOne(WebhookEndpoint, { id, organization: organizationId });
    if (!found) throw new NotFoundError('Webhook endpoint not found');
    return found;
  }

  /** Disables an endpoint (its pending deliveries end as failed) and tells its organization's admins. */
  function disable(scope: EntityManager, endpoint: WebhookEndpoint, reason: string, now: Date) {
    endpoint.enabled = false;
    endpoint.disabledReason = reason;
    recordNotification(scope, {
      organization: endpoint.organization,
      kind: 'webhook_disabled',
      detail: endpoint.url,
      adminsOnly: true,
    });
    return scope.nativeUpdate(
      WebhookDelivery,
      { endpoint: endpoint.id, status: 'pending' },
      { status: 'failed', nextAttemptAt: null, error: `Endpoint disabled at ${now.toISOString()}` },
    );
  }

  /**
   * One attempt of a delivery, recorded on its row. `manual` (test event, redelivery): a single attempt that
   * leaves the endpoint's failure count alone; otherwise a failure schedules the next attempt within the window,
   * and the endpoint is disabled after too many failures in a row.
   */
  async function attempt(scope: EntityManager, d: WebhookDelivery, now: Date, manual = false): Promise<void> {
    const endpoint = d.endpoint;
    let secret: string;
    try {
      secret = secrets.open(endpoint.secretSealed);
    } catch (err) {
      logger.error({ err, endpoint: endpoint.id }, 'webhook secret cannot be opened');
      d.status = 'failed';
      d.error = 'The signing secret cannot be read (encryption key changed?)';
      d.nextAttemptAt = null;
      return;
    }
    const t = Math.floor(now.getTime() / 1000);
    d.attempts += 1;
    d.lastAttemptAt = now;
    let ok = false;
    try {
      const res = await outbound({
        url: endpoint.url,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Qafila-Webhooks/1.0',
          [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signWebhook(secret, d.payload, t),
          'qafila-event': d.eventType,
          'qafila-event-id': d.eventId,
          'qafila-delivery': String(d.id),
        },
        body: d.payload,
        maxRedirects: 0,
        maxBytes: 64 * 1024,
      });
      d.responseStatus = res.status;
      d.latencyMs = Math.round(res.latencyMs);
      ok = res.status >= 200 && res.status < 300;
      d.error = ok ? null : `HTTP ${res.status}`;
    } catch (err) {
      if (!(err instanceof OutboundError)) throw err;
      d.responseStatus = null;
      d.latencyMs = Math.round(err.latencyMs);
      d.error = err.message;
    }
    if (ok) {
      d.status = 'delivered';
      d.nextAttemptAt = null;
      endpoint.lastDeliveryAt = now;
      if (!manual) endpoint.consecutiveFailures = 0;
      return;
    }
    if (manual) {
      d.status = 'failed';
      d.nextAttemptAt = null;
      return;
    }
    endpoint.consecutiveFailures += 1;
    const next = new Date(now.getTime() + retryDelayMs(d.attempts));
    if (next.getTime() - d.createdAt.getTime() > RETRY_WINDOW_MS) {
      d.status = 'failed';
      d.nextAttemptAt = null;
    } else {
      d.nextAttemptAt = next;
    }
    if (endpoint.enabled && endpoint.consecutiveFailures >= WEBHOOK_DISABLE_AFTER_FAILURES) {
      await scope.flush();
      await disable(scope, endpoint, `Disabled after ${endpoint.consecutiveFailures} failed deliveries in a row`, now);
      d.status = 'failed';
      d.nextAttemptAt = null;
    }
  }

  /** Attempts every pending delivery whose time has come (oldest first, BATCH at most). */
  function deliverDue(now: Date = clock()): Promise<number> {
    return serial(async () => {
      const scope = em.fork();
      const due = await scope.find(
        WebhookDelivery,
        { status: 'pending', nextAttemptAt: { $lte: now }, endpoint: { enabled: true } },
        { populate: ['endpoint'], orderBy: { nextAttemptAt: 'asc', id: 'asc' }, limit: BATCH },
      );
      for (const d of due) {
        if (d.status !== 'pending' || !d.endpoint.enabled) continue; // ended by a disable earlier in this pass
        await attempt(scope, d, now);
        await scope.flush();
      }
      return due.length;
    });
  }

  /** A delivery made by hand (test event, redelivery) to an endpoint of the organization, attempted once now. */
  function sendNow(
    organizationId: number,
    id: number,
    event: (
      scope: EntityManager,
      endpoint: WebhookEndpoint,
      now: Date,
    ) => Promise<{ eventId: string; eventType: string; payload: string }>,
  ): Promise<WebhookDeliveryDto> {
    return serial(async () => {
      const scope = em.fork();
      const endpoint = await endpointOf(scope, organizationId, id);
      const now = clock();
      const d = newDelivery(scope, endpoint, await event(scope, endpoint, now), now, null);
      await scope.flush();
      await attempt(scope, d, now, true);
      await scope.flush();
      return toWebhookDeliveryDto(d);
    });
  }

  return {
    deliverDue,

    /** Queues a delivery of a domain event to each enabled endpoint of its organization subscribed to it. */
    async enqueue(event: DomainEvent): Promise<number> {
      if (!isSubscribable(event.type)) return 0;
      const scope = em.fork();
      const endpoints = (
        await scope.find(WebhookEndpoint, { organization: event.organizationId, enabled: true })
      ).filter((e) => e.events.includes(event.type as WebhookEventType));
      if (endpoints.length === 0) return 0;
      const now = clock();
      const eventId = newEventId();
      const payload = eventPayload(event, eventId);
      for (const endpoint of endpoints)
        newDelivery(scope, endpoint, { eventId, eventType: event.type, payload }, now, now);
      await scope.flush();
      return endpoints.length;
    },

    async list(organizationId: number): Promise<WebhookEndpointDto[]> {
      const rows = await em.find(WebhookEndpoint, { organization: organizationId }, { orderBy: { id: 'asc' } });
      return rows.map(toWebhookEndpointDto);
    },

    async create(
      actor: Actor,
      organization: Organization,
      input: CreateWebhookEndpoint,
    ): Promise<CreatedWebhookEndpoint> {
      const secret = newWebhookSecret();
      const endpoint = em.create(WebhookEndpoint, {
        organization,
        url: input.url,
        description: input.description ?? '',
        events: input.events,
        secretSealed: secrets.seal(secret),
        secretLast4: secret.slice(-4),
        enabled: true,
        disabledReason: null,
        consecutiveFailures: 0,
        lastDeliveryAt: null,
        createdBy: actor.id,
      });
      await em.flush();
      recordAudit(em, {
        actor,
        action: 'webhook.created',
        targetType: 'webhook_endpoint',
        targetId: endpoint.id,
        after: { url: input.url, events: input.events },
      });
      await em.flush();
      return { endpoint: toWebhookEndpointDto(endpoint), secret };
    },

    async update(organizationId: number, id: number, input: UpdateWebhookEndpoint): Promise<WebhookEndpointDto> {
      const endpoint = await endpointOf(em, organizationId, id);
      if (input.url !== undefined) endpoint.url = input.url;
      if (input.events !== undefined) endpoint.events = input.events;
      if (input.description !== undefined) endpoint.description = input.description;
      if (input.enabled === true && !endpoint.enabled) {
        endpoint.enabled = true;
        endpoint.disabledReason = null;
        endpoint.consecutiveFailures = 0;
      } else if (input.enabled === false && endpoint.enabled) {
        endpoint.enabled = false;
        endpoint.disabledReason = 'Turned off by an admin';
        await em.nativeUpdate(
          WebhookDelivery,
          { endpoint: endpoint.id, status: 'pending' },
          { status: 'failed', nextAttemptAt: null, error: 'Endpoint turned off' },
        );
      }
      await em.flush();
      return toWebhookEndpointDto(endpoint);
    },

    async remove(actor: Actor, organizationId: number, id: number): Promise<void> {
      const endpoint = await endpointOf(em, organizationId, id);
      await em.nativeDelete(WebhookDelivery, { endpoint: endpoint.id });
      recordAudit(em, {
        actor,
        action: 'webhook.deleted',
        targetType: 'webhook_endpoint',
        targetId: endpoint.id,
        before: { url: endpoint.url },
      });
      em.remove(endpoint);
      await em.flush();
    },

    async deliveries(organizationId: number, id: number): Promise<WebhookDeliveryDto[]> {
      const endpoint = await endpointOf(em, organizationId, id);
      const rows = await em.find(
        WebhookDelivery,
        { endpoint: endpoint.id },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: DELIVERY_LOG_LIMIT },
      );
      return rows.map(toWebhookDeliveryDto);
    },

    /** "Send test event": a signed `ping`, attempted once now. */
    sendTest(organizationId: number, id: number): Promise<WebhookDeliveryDto> {
      return sendNow(organizationId, id, async (_scope, _endpoint, now) => {
        const eventId = newEventId();
        const body = {
          id: eventId,
          type: 'ping',
          createdAt: now.toISOString(),
          data: { message: 'A test event from Qafila' },
        };
        return { eventId, eventType: 'ping', payload: JSON.stringify(body) };
      });
    },

    /** Sends a delivery's event again now: a new delivery with the same event id and body, attempted once. */
    redeliver(organizationId: number, id: number, deliveryId: number): Promise<WebhookDeliveryDto> {
      return sendNow(organizationId, id, async (scope, endpoint) => {
        const original = await scope.findOne(WebhookDelivery, { id: deliveryId, endpoint: endpoint.id });
        if (!original) throw new NotFoundError('Delivery not found');
        return { eventId: original.eventId, eventType: original.eventType, payload: original.payload };
      });
    },
  };
}
export type WebhookService = ReturnType<typeof createWebhookService>;
