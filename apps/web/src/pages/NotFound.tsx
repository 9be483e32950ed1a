import { Button } from '@qafila/ui';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import * as styles from './Page.css.ts';

const messages = defineMessages({
  title: { id: 'notFound.title', defaultMessage: '404 Page Not Found' },
  hint: { id: 'notFound.hint', defaultMessage: 'Did you forget to add the page to the router?' },
  home: { id: 'notFound.home', defaultMessage: 'Back to home' },
});

/** Any path outside the route table (spec 001 §2). */
export default function NotFound() {
  const intl = useIntl();
  const navigate = useNavigate();
  const title = intl.formatMessage(messages.title);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.lead}>{intl.formatMessage(messages.hint)}</p>
      <Button onClick={() => navigate('/')}>{intl.formatMessage(messages.home)}</Button>
    </section>
  );
}
