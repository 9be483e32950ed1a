import { createIntlConfig } from '@qafila/i18n';
import { QafilaProvider } from '@qafila/ui';
import '@qafila/ui/fonts';
import { type ThemeName, themes } from '@qafila/ui/themes';
import type { Decorator, Preview } from '@storybook/react-vite';

const isTheme = (value: unknown): value is ThemeName => typeof value === 'string' && value in themes;

const withQafila: Decorator = (Story, { globals, viewMode }) => {
  // Real catalogues; under Vitest a missing translation throws, so a story with an untranslated string fails.
  const intl = createIntlConfig(String(globals.locale), {
    mode: import.meta.env.MODE === 'test' ? 'test' : 'development',
  });
  const theme = isTheme(globals.theme) ? globals.theme : 'light';
  return (
    // A docs page shows many stories on one page: only a single story may own <html lang dir>.
    <QafilaProvider {...intl} theme={theme} applyToDocument={viewMode === 'story'}>
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
  initialGlobals: { locale: 'en', theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'requiredFirst' },
    // Accessibility violations fail the story's test, in the Storybook UI and under Vitest alike.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
} satisfies Preview;

export default preview;
