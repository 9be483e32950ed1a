import type { Logger } from 'pino';

/**
 * What happened in the domain, told to whoever reacts after the fact (outgoing webhooks, customer notifications).
 * Emitted after the write committed; the handlers run after the request, and their errors are logged, never thrown
 * back into the request that caused the event.
 */
export type DomainEvent =
  | {
      type: 'shipment.created';
      organizationId: number;
      shipmentId: number;
      trackingNumber: string;
      customerId: number;
      at: Date;
    }
  | {
      type: 'shipment.status_changed';
      organizationId: number;
      shipmentId: number;
      trackingNumber: string;
      customerId: number;
      from: string;
      to: string;
      at: Date;
    }
  | {
      type: 'document.reviewed';
      organizationId: number;
      documentId: number;
      shipmentId: number;
      customerId: number;
      status: string;
      at: Date;
    }
  | { type: 'chat.handoff'; organizationId: number; sessionId: string; customerId: number | null; at: Date }
  | {
      type: 'support.case_opened';
      organizationId: number;
      reference: string;
      customerId: number;
      category: string;
      summary: string;
      at: Date;
    }
  | {
      type: 'chat.staff_reply';
      organizationId: number;
      sessionId: string;
      customerId: number | null;
      text: string;
      at: Date;
    };

export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
type Handler<E extends DomainEvent = DomainEvent> = (event: E) => Promise<void> | void;

export interface DomainEvents {
  /** Tells every handler of the event's type (and of '*'); never throws. */
  emit(event: DomainEvent): void;
  /** Subscribes; returns the unsubscribe function. */
  on<T extends DomainEventType>(type: T, handler: Handler<DomainEventOf<T>>): () => void;
  on(type: '*', handler: Handler): () => void;
  /** Resolves when every handler started so far has finished (tests, and a graceful stop). */
  idle(): Promise<void>;
}

export function createDomainEvents(logger?: Logger): DomainEvents {
  const handlers = new Map<string, Set<Handler>>();
  const running = new Set<Promise<void>>();

  function run(handler: Handler, event: DomainEvent) {
    const p: Promise<void> = Promise.resolve()
      .then(() => handler(event))
      .catch((err: unknown) => {
        logger?.error({ err, event: event.type }, 'a domain event handler failed');
      })
      .finally(() => {
        running.delete(p);
      });
    running.add(p);
  }

  return {
    emit(event) {
      // After the current turn: the request's answer never waits for (nor fails because of) a handler.
      for (const key of [event.type, '*']) {
        for (const handler of handlers.get(key) ?? []) run(handler, event);
      }
    },
    on(type: string, handler: Handler<never>) {
      const set = handlers.get(type) ?? new Set<Handler>();
      set.add(handler as Handler);
      handlers.set(type, set);
      return () => {
        set.delete(handler as Handler);
      };
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
