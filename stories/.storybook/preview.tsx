import { createIntlConfig } from '@qafila/i18n';
import { QafilaProvider } from '@qafila/ui';
import '@qafila/ui/fonts';
import { type ThemeName, themes } from '@qafila/ui/themes';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { canvas } from './preview.css.ts';

const isTheme = (value: unknown): value is ThemeName => typeof value === 'string' && value in themes;
// The Vitest project `storybook-dark` (vitest.config.ts) starts every story in the dark theme.
const initialTheme: ThemeName = isTheme(import.meta.env.VITE_QAFILA_STORY_THEME)
  ? import.meta.env.VITE_QAFILA_STORY_THEME
  : 'light';

/** Puts the theme class on <body> while a single story is shown, so the page around it has the theme's surface. */
function DocumentTheme({ theme }: { theme: ThemeName }) {
  useEffect(() => {
    const { body } = document;
    body.classList.add(themes[theme]);
    body.setAttribute('data-qafila-theme', theme);
    return () => {
      body.classList.remove(themes[theme]);
      body.removeAttribute('data-qafila-theme');
    };
  }, [theme]);
  return null;
}

const withQafila: Decorator = (Story, { globals, viewMode }) => {
  // Real catalogues; under Vitest a missing translation throws, so a story with an untranslated string fails.
  const intl = createIntlConfig(String(globals.locale), {
    mode: import.meta.env.MODE === 'test' ? 'test' : 'development',
  });
  const theme = isTheme(globals.theme) ? globals.theme : 'light';
  return (
    // A docs page shows many stories on one page: only a single story may own <html lang dir>.
    <QafilaProvider {...intl} theme={theme} applyToDocument={viewMode === 'story'} className={canvas}>
      {viewMode === 'story' && <DocumentTheme theme={theme} />}
      <Story />
    </QafilaProvider>
  );
};

const preview = {
  decorators: [withQafila],
  globalTypes: {
    locale: {
      description: 'Locale; Arabic renders right to left',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'LTR' },
          { value: 'ar', title: 'العربية', right: 'RTL' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: Object.keys(themes).map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: initialTheme },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'requiredFirst' },
    // Accessibility violations fail the story's test, in the Storybook UI and under Vitest alike.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
} satisfies Preview;

export default preview;
