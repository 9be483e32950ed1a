import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { WidgetBusinessHours, WidgetPreChatField } from '@qafila/contracts';
import { Organization } from './organization.ts';
import { timestamps } from './timestamps.ts';

/**
 * An organization's chat widget (issue 15): one row, made on first read. The website token is public (the embed
 * snippet carries it); the identity secret signs user ids on the partner's server and is shown only when made.
 * `tokenVersion` grows with every token rotation: widget sessions made under an older one are over.
 */
export const WidgetSettings = defineEntity({
  name: 'WidgetSettings',
  tableName: 'widget_settings',
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).unique().deleteRule('cascade'),
    enabled: p.boolean().default(false),
    websiteToken: p.string().length(32).unique(),
    tokenVersion: p.integer().default(1),
    allowedOrigins: p.json<string[]>(),
    /** 32 random bytes as hex; null until the first rotation. */
    identitySecret: p.string().length(64).nullable(),
    greetingEn: p.text().default(''),
    greetingAr: p.text().default(''),
    businessHours: p.json<WidgetBusinessHours>().nullable(),
    preChatFields: p.json<WidgetPreChatField[]>(),
    preChatRequired: p.boolean().default(false),
    ...timestamps,
  },
});
export type WidgetSettings = InferEntity<typeof WidgetSettings>;
