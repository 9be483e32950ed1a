/**
 * The chat assistant. The chat service calls `assistant.reply(request, tools)` with tools scoped to the user.
 *
 *     const assistant = createAssistantFromEnv(process.env); // or createAssistantFromConfig(config.assistant)
 *     const reply = await assistant.reply({ text, history, uiLanguage, now: new Date() }, tools);
 */
import { createBuiltinAssistant } from './builtin.ts';
import { createOpenAiAssistant } from './openai.ts';
import type { Assistant } from './types.ts';

export type * from './types.ts';

export interface AssistantConfig {
  baseUrl?: string | undefined;
  model?: string | undefined;
  apiKey?: string | undefined;
  timeoutMs?: number | undefined;
}

/**
 * The OpenAI-compatible provider (falling back to the built-in engine) when a base URL and a model are configured,
 * else the built-in engine.
 */
export function createAssistantFromConfig(
  config: AssistantConfig,
  options: { fetch?: typeof globalThis.fetch; onFallback?: (error: unknown) => void } = {},
): Assistant {
  const builtin = createBuiltinAssistant();
  if (!config.baseUrl || !config.model) return builtin;
  return createOpenAiAssistant({
    baseUrl: config.baseUrl,
    model: config.model,
    apiKey: config.apiKey,
    timeoutMs: config.timeoutMs,
    fallback: builtin,
    ...options,
  });
}

/** Reads ASSISTANT_BASE_URL, ASSISTANT_MODEL, ASSISTANT_API_KEY (and optionally ASSISTANT_TIMEOUT_MS). */
export function createAssistantFromEnv(
  env: Record<string, string | undefined> = process.env,
  options: { fetch?: typeof globalThis.fetch; onFallback?: (error: unknown) => void } = {},
): Assistant {
  const timeout = Number(env.ASSISTANT_TIMEOUT_MS);
  return createAssistantFromConfig(
    {
      baseUrl: env.ASSISTANT_BASE_URL?.trim() || undefined,
      model: env.ASSISTANT_MODEL?.trim() || undefined,
      apiKey: env.ASSISTANT_API_KEY?.trim() || undefined,
      timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : undefined,
    },
    options,
  );
}
