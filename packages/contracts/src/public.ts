import { z } from 'zod';
import { LanguageCode } from './i18n.ts';
import { boundedText, safeText } from './text.ts';

/** The demo-request form (spec 000 §3). `phone` is labelled 'Company Size (Optional)' on the form. */
export const ContactRequest = z
  .object({
    name: boundedText('name', 200).min(1, { error: 'name is required' }),
    company: boundedText('company', 200).min(1, { error: 'company is required' }),
    email: z
      .email({ error: 'email must be a valid e-mail address' })
      .max(254, { error: 'email must be at most 254 characters' }),
    phone: boundedText('phone', 100).optional().default(''),
    message: boundedText('message', 5000, { multiline: true }).optional().default(''),
    language: LanguageCode.optional(),
    consent: z.object({ analytics: z.boolean(), marketing: z.boolean(), functional: z.boolean() }).partial().optional(),
    /** Honeypot: invisible to people; bots fill it in. */
    website: safeText(z.string().max(500), 'website').optional(),
  })
  .meta({ id: 'ContactRequest' });
export type ContactRequest = z.input<typeof ContactRequest>;

/** The lead's id; 0 when the form's honeypot was filled (a bot is answered as if it succeeded, nothing stored). */
export const ContactResponse = z.object({ id: z.number().int().nonnegative() }).meta({ id: 'ContactResponse' });

export const ANALYTICS_EVENT_TYPES = ['page_view', 'event'] as const;
export const AnalyticsEvent = z.object({
  type: z.enum(ANALYTICS_EVENT_TYPES),
  path: safeText(z.string().max(500), 'path'),
  category: safeText(z.string().max(100), 'category').optional(),
  label: safeText(z.string().max(200), 'label').optional(),
  value: z.number().finite().optional(),
  language: LanguageCode.optional(),
});
export const AnalyticsBatch = z
  .object({ events: z.array(AnalyticsEvent).min(1, { error: 'events must not be empty' }).max(50) })
  .meta({ id: 'AnalyticsBatch' });
export type AnalyticsBatch = z.infer<typeof AnalyticsBatch>;
