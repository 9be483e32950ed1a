export type { ChatSocket, ChatSocketOptions, ChatSocketStatus, ChatSocketUrlOptions } from './chat-socket.ts';
export { chatSocketProtocols, chatSocketUrl, createChatSocket, reconnectDelay } from './chat-socket.ts';
export type {
  ApiClient,
  ApiClientOptions,
  ChatMessageInput,
  ContactRequest,
  Download,
  HttpMethod,
  Invalidates,
  Logger,
  LoginResponse,
  RawBody,
  RequestOptions,
  UploadOptions,
} from './client.ts';
export { createApiClient } from './client.ts';
export type { CallInput, EndpointQueryKey } from './endpoint.ts';
export { buildPath, dispositionFileName } from './endpoint.ts';
export { ApiError, isApiError } from './errors.ts';
export type { RetryDelay } from './retry.ts';
export { defaultRetryDelay, shouldRetry } from './retry.ts';
export type { MemoryStorage, ReadableStorage } from './storage.ts';
export { createMemoryStorage } from './storage.ts';
