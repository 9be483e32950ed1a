import { z } from 'zod';
import { LANGUAGE_CODES } from './constants.ts';
import { safeText } from './text.ts';

export const LanguageCode = z.enum(LANGUAGE_CODES);
export type LanguageCode = z.infer<typeof LanguageCode>;

export const Language = z
  .object({ code: LanguageCode, name: z.string(), flag: z.string(), rtl: z.boolean().optional() })
  .meta({ id: 'Language' });
export type Language = z.infer<typeof Language>;

/** Supported languages (spec 000 §3). */
export const LANGUAGES: readonly Language[] = [
  { code: 'en', name: 'English (US)', flag: '🇺🇸' },
  { code: 'ar', name: 'العربية', flag: '🇦🇪', rtl: true },
];

export const DetectLanguageRequest = z
  .object({
    text: safeText(z.string().max(4000, { error: 'text must be at most 4000 characters' }), 'text', {
      multiline: true,
    }),
  })
  .meta({ id: 'DetectLanguageRequest' });
export const DetectLanguageResponse = z.object({ language: LanguageCode }).meta({ id: 'DetectLanguageResponse' });
