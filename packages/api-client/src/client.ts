import type {
  ChatMessage,
  CommunicationRecord,
  ComplianceResult,
  ContactRequest as ContractContactRequest,
  LoginResponse as ContractLoginResponse,
  EndpointKey,
  EndpointResponse,
  Health,
  LanguageCode,
  LoginAnswer,
  SendMessageRequest,
  Shipment,
  TrackedShipment,
  User,
} from '@qafila/contracts';
import { LANGUAGE_CODES, RETRY_LIMIT, STORAGE_KEYS } from '@qafila/contracts/constants';
import type { Options as KyOptions } from 'ky';
import ky from 'ky';
import {
  buildPath,
  type CallInput,
  dispositionFileName,
  type EndpointQueryKey,
  type InputArgs,
  splitKey,
} from './endpoint.ts';
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
  /** Lets the request outlive the page (a sign-out or analytics sent while leaving). */
  keepalive?: boolean;
  /** This bearer token instead of the stored one (a sign-out sent after the stored token is cleared). */
  token?: string;
  /** No Authorization header at all (first-party analytics carry no identity). */
  anonymous?: boolean;
}

export interface UploadOptions extends RequestOptions {
  /** Default: the file's own type. */
  contentType?: string;
  /** Extra headers, e.g. `x-file-name`. */
  headers?: Record<string, string>;
  /** The share of the body sent so far, from 0 to 1; called with 1 once it is all sent. */
  onProgress?: (fraction: number) => void;
}

/** A downloaded file and the name the server gave it (`Content-Disposition`), if any. */
export interface Download {
  blob: Blob;
  fileName: string | null;
}

/** The part of TanStack Query's `QueryClient` that `invalidate` uses (this package does not depend on it). */
export interface Invalidates {
  invalidateQueries(filters: { queryKey: readonly unknown[] }): Promise<unknown>;
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

/** A call's input once its types have done their work. */
type RawInput = { params?: Record<string, string | number>; query?: Record<string, unknown> };

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

  function headersFor(path: string, opts: RequestOptions): Record<string, string> {
    if (opts.anonymous) return {};
    const token = opts.token ?? bearerToken(path);
    return token ? { authorization: `Bearer ${token}` } : {};
  }

  async function exchange(method: HttpMethod, path: string, body: unknown, opts: RequestOptions): Promise<Response> {
    const init: KyOptions = { method };
    const headers = headersFor(path, opts);
    if (isRawBody(body)) {
      Object.assign(headers, body.headers, { 'content-type': body.contentType });
      init.body = body.body as BodyInit;
    } else if (body !== undefined && body !== null) init.json = body;
    if (Object.keys(headers).length > 0) init.headers = headers;
    if (opts.signal) init.signal = opts.signal;
    if (opts.keepalive) init.keepalive = true;
    const response = await http(path, init);
    if (!response.ok) {
      const text = await response.text();
      throw new ApiError(response.status, response.statusText, text, response.headers.get('retry-after'));
    }
    return response;
  }

  async function send<T>(method: HttpMethod, path: string, body: unknown, opts: RequestOptions): Promise<T> {
    const text = await (await exchange(method, path, body, opts)).text();
    return parseBody<T>(method, path, text);
  }

  function parseBody<T>(method: HttpMethod, path: string, text: string): T {
    if (!text.trim()) return {} as T;
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      logger.error(`API ${method} ${path}: unparseable response body`, error);
      return {} as T;
    }
  }

  /** Logs and rethrows failures; retries reads that failed for a transient reason (ADR 0014). */
  async function withRetries<T>(
    method: HttpMethod,
    path: string,
    signal: AbortSignal | undefined,
    run: () => Promise<T>,
  ) {
    for (let failures = 1; ; failures++) {
      try {
        return await run();
      } catch (error) {
        logger.error(`API ${method} ${path} failed:`, error);
        const retry = isRetriedMethod(method) && !signal?.aborted && shouldRetry(error, failures, RETRY_LIMIT);
        if (!retry) throw error;
        await sleep(retryAfterMs(error) ?? retryDelay(failures), signal);
      }
    }
  }

  /**
   * Uploads with progress through XMLHttpRequest where there is one: `fetch` reports upload progress only with
   * request streams, which Chromium allows over HTTP/2 alone. Elsewhere (Node) ky's `onUploadProgress`.
   */
  function uploadWithProgress<T>(path: string, raw: RawBody, opts: UploadOptions): Promise<T> {
    const onProgress = opts.onProgress;
    if (typeof XMLHttpRequest === 'undefined' || !onProgress) {
      const init: KyOptions = {
        method: 'POST',
        headers: { ...headersFor(path, opts), ...raw.headers, 'content-type': raw.contentType },
        body: raw.body as BodyInit,
        ...(opts.signal ? { signal: opts.signal } : {}),
        ...(onProgress ? { onUploadProgress: (progress) => onProgress(progress.percent) } : {}),
      };
      return http(path, init).then(async (response) => {
        const text = await response.text();
        if (!response.ok) throw new ApiError(response.status, response.statusText, text);
        onProgress?.(1);
        return parseBody<T>('POST', path, text);
      });
    }
    return new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', options.baseUrl ? `${options.baseUrl.replace(/\/$/, '')}${path}` : path);
      xhr.withCredentials = true;
      for (const [name, value] of Object.entries({ ...headersFor(path, opts), ...raw.headers })) {
        xhr.setRequestHeader(name, value);
      }
      xhr.setRequestHeader('content-type', raw.contentType);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.upload.onload = () => onProgress(1);
      xhr.onload = () => {
        if (xhr.status < 200 || xhr.status >= 300) {
          reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText, xhr.getResponseHeader('retry-after')));
        } else resolve(parseBody<T>('POST', path, xhr.responseText));
      };
      xhr.onerror = () => reject(new TypeError('Network error: the server could not be reached.'));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
      opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(raw.body as XMLHttpRequestBodyInit);
    });
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
    return withRetries(method, normalizedPath, requestOptions.signal, () =>
      send<T>(method, normalizedPath, body, requestOptions),
    );
  }

  /**
   * Calls the endpoint `key` of the registry: the path from its params (percent-encoded) and query, the JSON body,
   * the response typed from its schema. Same rules as `request`: tokens, `status: body` errors, reads retried.
   */
  function call<K extends EndpointKey>(key: K, ...[input, opts]: InputArgs<K, [opts?: RequestOptions]>) {
    return callWith(key, input, opts);
  }

  function callWith<K extends EndpointKey>(key: K, input: CallInput<K> | undefined, opts?: RequestOptions) {
    const { method } = splitKey(key);
    const { params, query, body } = (input ?? {}) as RawInput & { body?: unknown };
    return request<EndpointResponse<K>>(method, buildPath(key, params, query), body, opts);
  }

  /** Options for TanStack Query's `useQuery`: the key `[key, input]` and a query function that passes the signal. */
  function queryOptions<K extends EndpointKey>(key: K, ...[input]: InputArgs<K>) {
    const args = (input ?? {}) as CallInput<K>;
    return {
      queryKey: [key, args] as EndpointQueryKey<K>,
      queryFn: ({ signal }: { signal: AbortSignal }) => callWith(key, args, { signal }),
    };
  }

  /** Marks every cached answer of these endpoints stale, whatever their input. */
  const invalidate = (queryClient: Invalidates, ...keys: EndpointKey[]) =>
    Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: [key] })));

  /** POSTs a file or text as the body of an upload endpoint, with progress; never retried, like every write. */
  function uploadFile<K extends EndpointKey>(
    key: K,
    input: CallInput<K>,
    file: Blob | string,
    uploadOptions: UploadOptions = {},
  ): Promise<EndpointResponse<K>> {
    const { params, query } = input as RawInput;
    const path = buildPath(key, params, query);
    const contentType = uploadOptions.contentType ?? (typeof file === 'string' ? 'text/plain' : file.type);
    const raw: RawBody = {
      body: file,
      contentType,
      ...(uploadOptions.headers ? { headers: uploadOptions.headers } : {}),
    };
    return withRetries('POST', path, uploadOptions.signal, () =>
      uploadWithProgress<EndpointResponse<K>>(path, raw, uploadOptions),
    );
  }

  /** GETs a file endpoint: the body as a Blob and the server's file name. Retried like every read. */
  function download<K extends EndpointKey>(key: K, ...[input, opts = {}]: InputArgs<K, [opts?: RequestOptions]>) {
    const { params, query } = (input ?? {}) as RawInput;
    const path = buildPath(key, params, query);
    return withRetries('GET', path, opts.signal, async (): Promise<Download> => {
      const response = await exchange('GET', path, undefined, opts);
      return {
        blob: await response.blob(),
        fileName: dispositionFileName(response.headers.get('content-disposition')),
      };
    });
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

  return {
    request,
    get,
    post,
    put,
    patch,
    delete: del,
    upload,
    call,
    queryOptions,
    invalidate,
    uploadFile,
    download,

    getHealth: (opts?: RequestOptions): Promise<Health> => call('GET /api/health', {}, opts),

    /**
     * Detects the language of `text`. Blank text skips the call; a failure is logged; both return
     * `currentLanguage` (spec 000 §5, §8).
     */
    async detectLanguage(text: string, currentLanguage: LanguageCode = 'en'): Promise<LanguageCode> {
      if (!text.trim()) return currentLanguage;
      try {
        const { language }: { language?: unknown } = await call('POST /api/language/detect', { body: { text } });
        return isLanguageCode(language) ? language : currentLanguage;
      } catch (error) {
        logger.error('Language detection failed:', error);
        return currentLanguage;
      }
    },

    /** The token and user, or `{ twoFactorRequired, challenge }` for an account with two-factor sign-in on. */
    login: (username: string, password: string): Promise<LoginAnswer> =>
      call('POST /api/auth/login', { body: { username, password } }),

    /** Sign-in's second step: the challenge of `login` with a TOTP or recovery code. */
    loginTwoFactor: (challenge: string, code: string): Promise<LoginResponse> =>
      call('POST /api/auth/login/two-factor', { body: { challenge, code } }),

    getUser: (id: number, opts?: RequestOptions): Promise<User> => call('GET /api/user/:id', { params: { id } }, opts),

    getCustomerShipments: (customerId: number, opts?: RequestOptions) =>
      call('GET /api/shipments/customer/:customerId', { params: { customerId } }, opts) as Promise<Shipment[]>,

    trackShipment: (trackingNumber: string, opts?: RequestOptions) =>
      call(
        'GET /api/shipments/track/:trackingNumber',
        { params: { trackingNumber } },
        opts,
      ) as Promise<TrackedShipment>,

    getShipmentCompliance: (shipmentId: number, opts?: RequestOptions) =>
      call('GET /api/shipments/:shipmentId/compliance', { params: { shipmentId } }, opts) as Promise<ComplianceResult>,

    getCommunications: (customerId: number, opts?: RequestOptions) =>
      call('GET /api/users/:customerId/communications', { params: { customerId } }, opts) as Promise<
        CommunicationRecord[]
      >,

    /** The session's messages; any failure becomes `Error('Failed to fetch messages')` (spec 000 §8). */
    async getChatMessages(sessionId: string, opts?: RequestOptions): Promise<ChatMessage[]> {
      try {
        return (await call('GET /api/chat/:sessionId/messages', { params: { sessionId } }, opts)) as ChatMessage[];
      } catch (error) {
        throw new Error('Failed to fetch messages', { cause: error });
      }
    },

    sendChatMessage: (sessionId: string, message: ChatMessageInput) =>
      call('POST /api/chat/:sessionId/messages', {
        params: { sessionId },
        body: { content: message.content, userId: message.userId, channel: 'web' },
      }),

    /** Sends the demo-request form; resolves when the server answers with an OK status. */
    submitContact: (form: ContactRequest) => call('POST /api/contact', { body: form }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}
