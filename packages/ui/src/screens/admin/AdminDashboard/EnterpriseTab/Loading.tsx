import { useIntl } from 'react-intl';
import { Spinner } from '../../../../components/Spinner/Spinner.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { enterpriseMessages as em } from './EnterpriseTab.messages.ts';

export function Loading() {
  const intl = useIntl();
  return (
    <Inline space="xs" align="spaceBetween" aria-busy="true">
      <Spinner size="sm" label={intl.formatMessage(em.loading)} />
    </Inline>
  );
}
