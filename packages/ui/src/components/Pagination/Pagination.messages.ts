import { defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  label: {
    id: 'ui.pagination.label',
    defaultMessage: 'Pagination',
    description: 'Accessible name of the navigation landmark around page links',
  },
  previous: {
    id: 'ui.pagination.previous',
    defaultMessage: 'Previous page',
    description: 'Accessible name of the button that goes to the previous page of a list',
  },
  next: {
    id: 'ui.pagination.next',
    defaultMessage: 'Next page',
    description: 'Accessible name of the button that goes to the next page of a list',
  },
  none: {
    id: 'ui.pagination.none',
    defaultMessage: 'No results',
    description: 'Shown by pagination when the list is empty',
  },
});

// Typed, because they take arguments.
export const valueMessages: {
  page: TypedMessageDescriptor<{ page: string }>;
  summary: TypedMessageDescriptor<{ start: string; end: string; total: number }>;
} = defineMessages<{ page: { page: string }; summary: { start: string; end: string; total: number } }>(
  {
    page: {
      id: 'ui.pagination.page',
      defaultMessage: 'Page {page}',
      description: 'Accessible name of a page button; page is a formatted number',
    },
    summary: {
      id: 'ui.pagination.summary',
      defaultMessage: 'Showing {start}–{end} of {total, plural, one {# result} other {# results}}',
      description: 'Range of the list shown, e.g. "Showing 11–20 of 95 results"; start and end are formatted numbers',
    },
  },
  { typed: true },
);
