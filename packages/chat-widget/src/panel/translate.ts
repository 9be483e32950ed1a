import { arPanel } from '../i18n/ar.ts';
import { enPanel, type PanelMessageId } from '../i18n/en.ts';
import { format } from '../i18n/format.ts';
import type { Locale } from '../types.ts';

export type Translate = (id: PanelMessageId, values?: Record<string, string | number>) => string;

export const translator =
  (locale: Locale): Translate =>
  (id, values) =>
    format((locale === 'ar' ? arPanel : enPanel)[id], values);
