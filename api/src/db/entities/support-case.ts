import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ChatSession } from './chat-session.ts';
import { customerRequest } from './customer-request.ts';
import { timestamps } from './timestamps.ts';

export const SUPPORT_CASE_CATEGORIES = ['damaged', 'missing', 'delayed', 'wrong_item', 'other'] as const;
export const SUPPORT_CASE_STATUSES = ['open', 'in_progress', 'resolved'] as const;

/** An issue reported by a customer (through the assistant or the report flow). */
export const SupportCase = defineEntity({
  name: 'SupportCase',
  tableName: 'support_cases',
  properties: {
    ...customerRequest,
    chatSession: () => p.manyToOne(ChatSession).nullable().deleteRule('set null'),
    category: p.enum(SUPPORT_CASE_CATEGORIES),
    status: p.enum(SUPPORT_CASE_STATUSES).default('open'),
    summary: p.text(),
    ...timestamps,
  },
});
export type SupportCase = InferEntity<typeof SupportCase>;
