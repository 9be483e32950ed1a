export type { ChatSocket, ChatSocketOptions, ChatSocketStatus, ChatSocketUrlOptions } from './chat-socket.ts';
export { chatSocketProtocols, chatSocketUrl, createChatSocket, reconnectDelay } from './chat-socket.ts';
export type {
  ApiClient,
  ApiClientOptions,
  ChatMessageInput,
  ContactRequest,
  HttpMethod,
  Logger,
  LoginResponse,
  RawBody,
  RequestOptions,
} from './client.ts';
export { createApiClient } from './client.ts';
export { ApiError, isApiError } from './errors.ts';
export type { RetryDelay } from './retry.ts';
export { defaultRetryDelay, shouldRetry } from './retry.ts';
export type { MemoryStorage, ReadableStorage } from './storage.ts';
export { createMemoryStorage } from './storage.ts';
