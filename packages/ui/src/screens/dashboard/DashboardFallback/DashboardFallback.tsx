import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Box } from '../../../components/Box/Box.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { GridIcon } from '../../../private/icons.tsx';
import * as styles from './DashboardFallback.css.ts';
import { argMessages, messages } from './DashboardFallback.messages.ts';

/** Props of `DashboardFallback`. */
export interface DashboardFallbackProps {
  /** Title of the requested section when it is a known one not built yet; omitted for an unknown address. */
  sectionTitle?: string | undefined;
  /** Total number of features enabled for the user (spec 001 §2 "Unknown ids"). */
  featureCount: number;
  /** Where the overview lives, e.g. `/app/dashboard/overview`. */
  overviewHref: string;
  className?: string | undefined;
}

/** The welcome view shown for an unknown section id or one that is not built yet: never sample figures. */
export function DashboardFallback({ sectionTitle, featureCount, overviewHref, className }: DashboardFallbackProps) {
  const intl = useIntl();
  const description: ReactNode = (
    <>
      <Box as="span" display="block" data-testid="feature-count">
        {intl.formatMessage(argMessages.count, { count: featureCount })}
      </Box>
      <Box as="span" display="block">
        {sectionTitle
          ? intl.formatMessage(argMessages.comingSoon, { section: sectionTitle })
          : intl.formatMessage(messages.unknown)}
      </Box>
    </>
  );
  return (
    <div className={clsx(styles.root, className)} data-view="fallback">
      <EmptyState
        icon={<GridIcon />}
        headingLevel="h2"
        title={intl.formatMessage(messages.title)}
        description={description}
        action={<Link href={overviewHref}>{intl.formatMessage(messages.overview)}</Link>}
      />
    </div>
  );
}
