import type { z } from 'zod';

/**
 * A broken business rule, with a message safe to show to whoever asked: the API's error middleware answers it with
 * the status of its kind (`http/errors.ts`), the CLI prints it. Services throw these, never HTTP errors.
 */
export abstract class DomainError extends Error {}

/** The input breaks a rule (400). */
export class InvalidInputError extends DomainError {}

/** The action needs a signed-in user and there is none (401). */
export class NotSignedInError extends DomainError {
  constructor(message = 'Authentication required') {
    super(message);
  }
}

/** The caller may not do this (403). */
export class ForbiddenError extends DomainError {
  constructor(message = 'Forbidden') {
    super(message);
  }
}

/** The thing does not exist, or the caller may not know that it does (404). */
export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super(message);
  }
}

/** The change clashes with the current state: a taken name, a rule on the current status (409). */
export class ConflictError extends DomainError {}

/**
 * The organization's plan does not allow more of something (402): `metric` users or shipments, `plan` its name and
 * `limit` the plan's figure, so that the message can say which limit was reached.
 */
export class PlanLimitError extends DomainError {
  readonly metric: string;
  readonly plan: string;
  readonly limit: number;
  constructor(message: string, detail: { metric: string; plan: string; limit: number }) {
    super(message);
    this.metric = detail.metric;
    this.plan = detail.plan;
    this.limit = detail.limit;
  }
}

/** Too many attempts for now; the caller may try again after `retryAfterSeconds` (429 with Retry-After). */
export class TooManyAttemptsError extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** One line describing the first problems of a zod error, e.g. `content: content must not be empty`. */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}

/** Parses input with a contract schema; InvalidInputError naming the first problems otherwise. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) throw new InvalidInputError(describeZodError(parsed.error));
  return parsed.data;
}
