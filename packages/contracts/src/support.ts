import { z } from 'zod';
import { LanguageCode } from './i18n.ts';
import { COMMUNICATION_CHANNELS } from './shipments.ts';
import { boundedText, safeText } from './text.ts';

export const SUPPORT_CASE_CATEGORIES = ['damaged', 'missing', 'delayed', 'wrong_item', 'other'] as const;

/** The report-an-issue flow of the support dashboard. */
export const CreateSupportCase = z
  .object({
    shipmentId: z.number().int().positive().optional(),
    category: z.enum(SUPPORT_CASE_CATEGORIES, {
      error: `category must be one of ${SUPPORT_CASE_CATEGORIES.join(', ')}`,
    }),
    summary: boundedText('summary', 2000, { min: 10, multiline: true }),
  })
  .meta({ id: 'CreateSupportCase' });

export const SupportCaseDto = z
  .object({
    id: z.number().int().positive(),
    reference: z.string(),
    category: z.enum(SUPPORT_CASE_CATEGORIES),
    status: z.enum(['open', 'in_progress', 'resolved']),
    summary: z.string(),
    shipmentId: z.number().int().positive().nullable(),
    customerId: z.number().int().positive(),
    createdAt: z.string(),
  })
  .meta({ id: 'SupportCase' });
export type SupportCaseDto = z.infer<typeof SupportCaseDto>;

/** Schedule-a-support-call request. */
export const CreateCallRequest = z
  .object({
    shipmentId: z.number().int().positive().optional(),
    preferredAt: z.iso.datetime({ offset: true, error: 'preferredAt must be an ISO date and time' }),
    phone: z
      .string({ error: 'phone must be text' })
      .trim()
      .regex(/^\+?[0-9][0-9 ()-]{6,19}$/, { error: 'phone must be a phone number such as +971 50 123 4567' }),
    topic: safeText(
      z
        .string({ error: 'topic must be text' })
        .trim()
        .min(3, { error: 'topic must be at least 3 characters' })
        .max(1000, { error: 'topic must be at most 1000 characters' }),
      'topic',
      { multiline: true },
    ),
    language: LanguageCode,
  })
  .meta({ id: 'CreateCallRequest' });

export const CallRequestDto = z
  .object({
    id: z.number().int().positive(),
    reference: z.string(),
    preferredAt: z.string(),
    phone: z.string(),
    topic: z.string(),
    language: LanguageCode,
    status: z.enum(['requested', 'scheduled', 'done', 'cancelled']),
    shipmentId: z.number().int().positive().nullable(),
    customerId: z.number().int().positive(),
    createdAt: z.string(),
  })
  .meta({ id: 'CallRequest' });
export type CallRequestDto = z.infer<typeof CallRequestDto>;

/** A customer's preferences: the language of what we send and the channel of notifications. */
export const Preferences = z
  .object({ language: LanguageCode.nullable(), notificationChannel: z.enum(COMMUNICATION_CHANNELS) })
  .meta({ id: 'Preferences' });
export type Preferences = z.infer<typeof Preferences>;
export const UpdatePreferences = Preferences.partial().meta({ id: 'UpdatePreferences' });

/** How far ahead a call can be requested. */
export const CALL_REQUEST_MAX_DAYS_AHEAD = 60;
