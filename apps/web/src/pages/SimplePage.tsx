import { useEffect } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import * as styles from './Page.css.ts';

/** A page frame with its heading and lead text; sets the document title. */
export function SimplePage({ title, lead }: { title: MessageDescriptor; lead: MessageDescriptor }) {
  const intl = useIntl();
  const heading = intl.formatMessage(title);
  useEffect(() => {
    document.title = `${heading} · ${intl.formatMessage({ id: 'app.name', defaultMessage: 'Qafila' })}`;
  }, [heading, intl]);
  return (
    <>
      <h1 className={styles.title}>{heading}</h1>
      <p className={styles.lead}>{intl.formatMessage(lead)}</p>
    </>
  );
}
