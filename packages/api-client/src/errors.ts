/**
 * A non-OK HTTP response. The message is `status: body text`, or `status: status text` when the body is empty
 * (spec 000 §8), so callers that only look at `message` see exactly what the specification describes.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly statusText: string;
  /** The raw response body text ('' when empty). */
  readonly body: string;
  /** The `Retry-After` header of a 429 or 503, as sent (seconds or an HTTP date). */
  readonly retryAfter: string | null;

  constructor(status: number, statusText: string, body: string, retryAfter: string | null = null) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.statusText = statusText;
    this.body = body;
    this.retryAfter = retryAfter;
  }

  /** The `error` field of an `{ "error": "…" }` body, when the server sent one. */
  get serverError(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string') {
        return parsed.error || undefined;
      }
    } catch {
      // Not JSON: there is no server error text to offer.
    }
    return undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
