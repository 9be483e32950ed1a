import { defineMessages } from 'react-intl';

/** The layout's own string; the header and footer screens bring theirs. */
export const navMessages = defineMessages({
  skip: { id: 'a11y.skipToContent', defaultMessage: 'Skip to content' },
});
