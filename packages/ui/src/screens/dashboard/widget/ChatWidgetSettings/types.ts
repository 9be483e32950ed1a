import type { WidgetSettings, WidgetSettingsUpdate } from '@qafila/contracts';
import type { ActionResult } from '../../../../actions/ActionResult.ts';

/** The organization's white-label branding, for the preview. */
export interface WidgetBrand {
  /** The name the widget's header shows. */
  name: string;
  /** `#RRGGBB`; the accent colour without one. */
  colour?: string | null | undefined;
  logoUrl?: string | null | undefined;
}

/** Props of `ChatWidgetSettings`. Everything comes from the container; the screen holds only the form. */
export interface ChatWidgetSettingsProps {
  /** The settings; undefined while loading. */
  settings?: WidgetSettings | undefined;
  /** Why the settings failed to load (the server's text). */
  error?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** Staff who may read but not change the settings (not an organization admin): no edit controls. */
  readOnly?: boolean | undefined;
  /** Where the widget's script is served from (the app's own origin), for the embed snippet. */
  apiOrigin: string;
  /** The organization's branding, for the preview. */
  brand: WidgetBrand;
  /** Saves the form (`PUT /api/org/widget`); the new settings come back through `settings`. */
  onSave(update: WidgetSettingsUpdate): Promise<ActionResult>;
  /** Replaces the website token (`POST /api/org/widget/website-token`). */
  onRotateToken(): Promise<ActionResult>;
  /** Makes a new identity secret (`POST /api/org/widget/identity-secret`); answers it, shown this once. */
  onRotateSecret(): Promise<ActionResult<{ identitySecret: string }>>;
  /** Copies text; defaults to the clipboard. */
  onCopy?: ((text: string) => Promise<void>) | undefined;
}
