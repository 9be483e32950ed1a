import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** A demo request from the public site's contact form. Platform-level: prospects belong to no tenant yet. */
export const Lead = defineEntity({
  name: 'Lead',
  tableName: 'leads',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    company: p.string().length(200),
    email: p.string().length(254).index(),
    /** The form's 'Company Size (Optional)' field, sent as `phone` (spec 000 §3). */
    companySize: p.string().length(100),
    message: p.text(),
    language: p.enum(['en', 'ar'] as const),
    /** The visitor's cookie choices when the form was sent. */
    consent: p.json<Record<string, boolean>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Lead = InferEntity<typeof Lead>;
