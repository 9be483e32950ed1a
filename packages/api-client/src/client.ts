import type {
  ChatMessage,
  CommunicationRecord,
  ComplianceResult,
  ContactRequest as ContractContactRequest,
  LoginResponse as ContractLoginResponse,
  Health,
  LanguageCode,
  SendMessageRequest,
  Shipment,
  TrackedShipment,
  User,
} from '@qafila/contracts';
import { LANGUAGE_CODES, RETRY_LIMIT, STORAGE_KEYS } from '@qafila/contracts/constants';
import type { Options as KyOptions } from 'ky';
import ky from 'ky';
import { ApiError } from './errors.ts';
import { defaultRetryDelay, isRetriedMethod, type RetryDelay, retryAfterMs, shouldRetry, sleep } from './retry.ts';
import { browserStorage, type ReadableStorage, readItem } from './storage.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where failures are reported; `console` by default. */
export type Logger = Pick<Console, 'error'>;

export interface ApiClientOptions {
  /** Origin, optionally with a base path, that request paths are appended to. Default: the page's origin. */
  baseUrl?: string;
  /** Where the user and admin tokens are read from. Default: `localStorage`, when usable. */
  storage?: ReadableStorage;
  /** The fetch implementation. Default: `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch;
  logger?: Logger;
  /** Delay before each retry of a read that has no `Retry-After`. Default: 1 s doubling to 30 s, with jitter. */
  retryDelay?: RetryDelay;
  /** Per-attempt timeout in milliseconds. Default: none (assistant replies can take a while). */
  timeout?: number | false;
}

export interface RequestOptions {
  /** Aborts the request and any pending retry. */
  signal?: AbortSignal;
}

/** A request body sent as it is (a file, a CSV text) rather than as JSON. */
export interface RawBody {
  body: Blob | ArrayBuffer | Uint8Array | string;
  contentType: string;
  /** Extra headers, e.g. `x-file-name`. */
  headers?: Record<string, string>;
}

function isRawBody(body: unknown): body is RawBody {
  return typeof body === 'object' && body !== null && 'contentType' in body && 'body' in body;
}

/** The contact / demo-request form (spec 000 §3); the phone field carries the company size. */
export type ContactRequest = ContractContactRequest;

/** A successful `POST /api/auth/login`. */
export type LoginResponse = ContractLoginResponse;

/** What the web client sends to `POST /api/chat/{sessionId}/messages`; the channel is always `web`. */
export type ChatMessageInput = Pick<SendMessageRequest, 'content' | 'userId'> & { channel?: 'web' };

const ADMIN_PATH_PREFIX = '/api/admin/';

/** Creates the product's HTTP client with the request rules of spec 000 §7 and §8. */
export function createApiClient(options: ApiClientOptions = {}) {
  const logger: Logger = options.logger ?? console;
  const retryDelay: RetryDelay = options.retryDelay ?? ((attempt) => defaultRetryDelay(attempt));
  const http = ky.create({
    ...(options.baseUrl ? { prefix: options.baseUrl } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    credentials: 'include',
    // Status handling and retries follow the specification, not ky's defaults: see `send` and `request`.
    throwHttpErrors: false,
    retry: 0,
    timeout: options.timeout ?? false,
  });

  function bearerToken(path: string): string | null {
    const storage = options.storage ?? browserStorage();
    if (path.startsWith(ADMIN_PATH_PREFIX)) {
      const adminToken = readItem(storage, STORAGE_KEYS.adminToken);
      if (adminToken) return adminToken;
    }
    return readItem(storage, STORAGE_KEYS.token);
  }

  async function send<T>(method: HttpMethod, path: string, body: unknown, signal?: AbortSignal): Promise<T> {
    const token = bearerToken(path);
    const init: KyOptions = { method };
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (isRawBody(body)) {
      Object.assign(headers, body.headers, { 'content-type': body.contentType });
      init.body = body.body as BodyInit;
    } else if (body !== undefined && body !== null) init.json = body;
    if (Object.keys(headers).length > 0) init.headers = headers;
    if (signal) init.signal = signal;

    const response = await http(path, init);
    const text = await response.text();
    if (!response.ok) {
      throw new ApiError(response.status, response.statusText, text, response.headers.get('retry-after'));
    }
    if (!text.trim()) return {} as T;
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      logger.error(`API ${method} ${path}: unparseable response body`, error);
      return {} as T;
    }
  }

  /**
   * Sends one request. Failures are logged and rethrown. Reads are retried up to 3 times, and only for transient
   * failures (network, timeout, 408, 429, 502, 503, 504), waiting what a `Retry-After` asks; writes never are.
   */
  async function request<T = unknown>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    requestOptions: RequestOptions = {},
  ): Promise<T> {
    const normalizedPath = path.startsWith('/') ? path : `/${path}`;
    const { signal } = requestOptions;
    for (let failures = 1; ; failures++) {
      try {
        return await send<T>(method, normalizedPath, body, signal);
      } catch (error) {
        logger.error(`API ${method} ${normalizedPath} failed:`, error);
        const retry = isRetriedMethod(method) && !signal?.aborted && shouldRetry(error, failures, RETRY_LIMIT);
        if (!retry) throw error;
        await sleep(retryAfterMs(error) ?? retryDelay(failures), signal);
      }
    }
  }

  const get = <T = unknown>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts);
  const post = <T = unknown>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('POST', path, body, opts);
  const put = <T = unknown>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, body, opts);
  const patch = <T = unknown>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('PATCH', path, body, opts);
  const del = <T = unknown>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('DELETE', path, body, opts);

  /** Sends a file or text as the request body (never retried, like every write). */
  const upload = <T = unknown>(path: string, raw: RawBody, opts?: RequestOptions) =>
    request<T>('POST', path, raw, opts);

  const segment = (value: string | number) => encodeURIComponent(String(value));

  return {
    request,
    get,
    post,
    put,
    patch,
    delete: del,
    upload,

    getHealth: (opts?: RequestOptions) => get<Health>('/api/health', opts),

    /**
     * Detects the language of `text`. Blank text skips the call; a failure is logged; both return
     * `currentLanguage` (spec 000 §5, §8).
     */
    async detectLanguage(text: string, currentLanguage: LanguageCode = 'en'): Promise<LanguageCode> {
      if (!text.trim()) return currentLanguage;
      try {
        const { language } = await post<{ language?: unknown }>('/api/language/detect', { text });
        return isLanguageCode(language) ? language : currentLanguage;
      } catch (error) {
        logger.error('Language detection failed:', error);
        return currentLanguage;
      }
    },

    login: (username: string, password: string) => post<LoginResponse>('/api/auth/login', { username, password }),

    getUser: (id: number, opts?: RequestOptions) => get<User>(`/api/user/${segment(id)}`, opts),

    getCustomerShipments: (customerId: number, opts?: RequestOptions) =>
      get<Shipment[]>(`/api/shipments/customer/${segment(customerId)}`, opts),

    trackShipment: (trackingNumber: string, opts?: RequestOptions) =>
      get<TrackedShipment>(`/api/shipments/track/${segment(trackingNumber)}`, opts),

    getShipmentCompliance: (shipmentId: number, opts?: RequestOptions) =>
      get<ComplianceResult>(`/api/shipments/${segment(shipmentId)}/compliance`, opts),

    getCommunications: (customerId: number, opts?: RequestOptions) =>
      get<CommunicationRecord[]>(`/api/users/${segment(customerId)}/communications`, opts),

    /** The session's messages; any failure becomes `Error('Failed to fetch messages')` (spec 000 §8). */
    async getChatMessages(sessionId: string, opts?: RequestOptions): Promise<ChatMessage[]> {
      try {
        return await get<ChatMessage[]>(`/api/chat/${segment(sessionId)}/messages`, opts);
      } catch (error) {
        throw new Error('Failed to fetch messages', { cause: error });
      }
    },

    sendChatMessage: (sessionId: string, message: ChatMessageInput) =>
      post<unknown>(`/api/chat/${segment(sessionId)}/messages`, {
        content: message.content,
        userId: message.userId,
        channel: 'web',
      }),

    /** Sends the demo-request form; resolves when the server answers with an OK status. */
    submitContact: (form: ContactRequest) => post<unknown>('/api/contact', form),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}
