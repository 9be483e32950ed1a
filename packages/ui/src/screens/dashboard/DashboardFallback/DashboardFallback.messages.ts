import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'dashboard.fallback.title',
    defaultMessage: 'Welcome to your dashboard',
    description: 'Title of the fallback welcome view (unknown or not yet available section)',
  },
  unknown: {
    id: 'dashboard.fallback.unknown',
    defaultMessage: 'There is no dashboard section at this address.',
    description: 'The address names no section',
  },
  overview: {
    id: 'dashboard.fallback.overview',
    defaultMessage: 'Go to the overview',
    description: 'Link from the fallback view to the overview',
  },
});

// Typed, because they take arguments.
export const argMessages: {
  count: TypedMessageDescriptor<{ count: number }>;
  comingSoon: TypedMessageDescriptor<{ section: string }>;
} = {
  count: defineMessage<{ count: number }>({
    id: 'dashboard.fallback.count',
    defaultMessage:
      '{count, plural, =0 {No features are enabled for you yet.} one {# feature is enabled for you.} other {# features are enabled for you.}}',
    description: 'Total number of features enabled for the user',
  }),
  comingSoon: defineMessage<{ section: string }>({
    id: 'dashboard.fallback.comingSoon',
    defaultMessage:
      '{section} is not available yet. It will appear here as soon as it is ready; until then no figures are shown.',
    description: 'A known section that is not built yet; section is its title',
  }),
};
