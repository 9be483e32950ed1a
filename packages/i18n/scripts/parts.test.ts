import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../src/messages/en.json' with { type: 'json' };
import { cataloguePartsFromCode, partOfIds, splitCatalogue } from './parts.ts';

describe('catalogue parts', () => {
  it('puts an id in app only when every use is in an app-only folder', () => {
    const parts = partOfIds(
      ['landing.title', 'dashboard.title', 'ui.close', 'admin.unused', 'shared.both'],
      [
        ['packages/ui/src/screens/public/Landing.messages.ts', "id: 'landing.title'"],
        ['packages/ui/src/screens/dashboard/Shell.messages.ts', "id: 'dashboard.title', x: 'shared.both'"],
        ['packages/ui/src/components/Dialog/Dialog.messages.ts', 'id: "ui.close"'],
        ['apps/web/src/pages/Landing.tsx', '`shared.both`'],
      ],
    );
    expect(Object.fromEntries(parts)).toEqual({
      'landing.title': 'public',
      'dashboard.title': 'app',
      'ui.close': 'public',
      'admin.unused': 'public',
      'shared.both': 'public',
    });
    expect(splitCatalogue({ 'landing.title': 'L', 'dashboard.title': 'D' }, parts)).toEqual({
      public: { 'landing.title': 'L' },
      app: { 'dashboard.title': 'D' },
    });
  });

  it('keeps the landing, header and consent texts public and the dashboard texts in app', () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
    const parts = cataloguePartsFromCode(root, en);
    const ids = Object.keys(en);
    const publicIds = ids.filter((id) => parts.get(id) === 'public');
    expect(publicIds.some((id) => id.startsWith('landing.'))).toBe(true);
    for (const prefix of ['landing.', 'consent.', 'login.', 'privacy.', 'nav.']) {
      expect(
        ids.filter((id) => id.startsWith(prefix)).every((id) => parts.get(id) === 'public'),
        prefix,
      ).toBe(true);
    }
    // Most of the dashboard and admin copy is not shipped to public pages.
    const app = ids.filter((id) => parts.get(id) === 'app');
    expect(app.length).toBeGreaterThan(ids.length / 3);
    expect(app.every((id) => !id.startsWith('landing.'))).toBe(true);
  });
});
