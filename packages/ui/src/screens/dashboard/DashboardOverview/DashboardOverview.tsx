import { CATEGORY_CARD_FEATURE_LIMIT, DASHBOARD_SEARCH_RESULT_LIMIT, type DashboardStats } from '@qafila/contracts';
import { useId } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert/Alert.tsx';
import { Box } from '../../../components/Box/Box.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card, CardBody, CardHeader, CardTitle } from '../../../components/Card/Card.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { useLinkComponent } from '../../../components/Link/linkComponent.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { Stat } from '../../../components/Stat/Stat.tsx';
import { Heading } from '../../../layout/Heading.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { PageSection } from '../../../layout/Page.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import { SearchIcon } from '../../../private/icons.tsx';
import { visuallyHidden } from '../../../private/visuallyHidden.css.ts';
import {
  categoryMessages,
  groupEntries,
  type SectionEntry,
  searchEntries,
  sectionEntries,
  suggestionMessages,
} from '../catalogue.ts';
import { categoryIcons, metricIcons, sectionIcons } from '../icons.tsx';
import { RelativeTime } from '../RelativeTime.tsx';
import { dashboardSectionPath } from '../types.ts';
import * as styles from './DashboardOverview.css.ts';
import { argMessages, estimateMessages, messages } from './DashboardOverview.messages.ts';

/** Props of `DashboardOverview` (spec 001 §2 "overview"). */
export interface DashboardOverviewProps {
  /** `GET /api/dashboard/stats`; undefined while loading. */
  stats: DashboardStats | undefined;
  statsError?: string | undefined;
  /** Section ids enabled for the user (`GET /api/dashboard/sections`); the overview is always included. */
  enabledSections: readonly string[];
  /** The dashboard search (the top bar's box): a non-blank query shows results instead of the category cards. */
  searchQuery: string;
  onSearchQueryChange(query: string): void;
  /** The clock for "Updated … ago"; defaults to the time of rendering. */
  now?: Date | number | undefined;
  className?: string | undefined;
}

/** One metric card: its label, the value as shown, and whether the figure is an estimate. */
export interface OverviewMetric {
  key: string;
  label: string;
  value: string;
  estimate: boolean;
}

/**
 * The metric cards of the figures, in the user's language. Temperature is left out when N/A (null), traffic when
 * unknown (spec 001 §2); a fleet that is not set up and a compliance score without documents say so in words.
 */
export function overviewMetrics(stats: DashboardStats, intl: IntlShape): OverviewMetric[] {
  const estimate = new Set(stats.estimates);
  const n = (value: number) => intl.formatNumber(value);
  const metric = (key: keyof DashboardStats, label: string, value: string): OverviewMetric => ({
    key,
    label,
    value,
    estimate: estimate.has(key),
  });
  const list: OverviewMetric[] = [
    metric('activeShipments', intl.formatMessage(messages.activeShipments), n(stats.activeShipments)),
    metric('completedToday', intl.formatMessage(messages.completedToday), n(stats.completedToday)),
    metric('pendingCustoms', intl.formatMessage(messages.pendingCustoms), n(stats.pendingCustoms)),
    metric(
      'fleetVehicles',
      intl.formatMessage(messages.fleetVehicles),
      stats.fleetVehicles === null ? intl.formatMessage(messages.fleetNotSetUp) : n(stats.fleetVehicles),
    ),
    metric('apiCallsToday', intl.formatMessage(messages.apiCallsToday), n(stats.apiCallsToday)),
    metric(
      'complianceScore',
      intl.formatMessage(messages.complianceScore),
      stats.complianceScore === null
        ? intl.formatMessage(messages.complianceNone)
        : intl.formatNumber(stats.complianceScore / 100, { style: 'percent', maximumFractionDigits: 1 }),
    ),
    metric('whatsappMessages', intl.formatMessage(messages.whatsappMessages), n(stats.whatsappMessages)),
    metric(
      'carbonSaved',
      intl.formatMessage(messages.carbonSaved),
      intl.formatMessage(argMessages.tonnes, {
        value: intl.formatNumber(stats.carbonSaved, { maximumFractionDigits: 1 }),
      }),
    ),
  ];
  if (stats.dubaiTemperature !== null) {
    list.push(
      metric(
        'dubaiTemperature',
        intl.formatMessage(messages.dubaiTemperature),
        intl.formatNumber(stats.dubaiTemperature, { style: 'unit', unit: 'celsius', maximumFractionDigits: 0 }),
      ),
    );
  }
  if (stats.trafficStatus !== 'unknown') {
    const level = {
      light: messages.trafficLight,
      moderate: messages.trafficModerate,
      heavy: messages.trafficHeavy,
    }[stats.trafficStatus];
    list.push(metric('trafficStatus', intl.formatMessage(messages.trafficStatus), intl.formatMessage(level)));
  }
  return list;
}

function Metrics({ stats, statsError, now }: Pick<DashboardOverviewProps, 'stats' | 'statsError' | 'now'>) {
  const intl = useIntl();
  const headingId = useId();
  const heading = intl.formatMessage(messages.metricsHeading);
  let body: React.ReactNode;
  if (statsError && !stats) {
    body = (
      <Alert tone="critical" title={intl.formatMessage(messages.statsError)}>
        {statsError}
      </Alert>
    );
  } else if (!stats) {
    body = (
      <div className={styles.metrics} aria-busy="true">
        <span role="status" className={visuallyHidden}>
          {intl.formatMessage(messages.statsLoading)}
        </span>
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
          <Skeleton key={index} shape="rect" blockSize="6rem" />
        ))}
      </div>
    );
  } else {
    body = (
      <ul className={styles.metrics} aria-labelledby={headingId}>
        {overviewMetrics(stats, intl).map((metric) => (
          // A grid, so that every card takes the row's height.
          <Box as="li" display="grid" key={metric.key} data-metric={metric.key}>
            <Stat
              label={metric.label}
              value={metric.value}
              icon={metricIcons[metric.key]}
              estimate={metric.estimate}
              {...(metric.estimate && estimateMessages[metric.key]
                ? { estimateDescription: intl.formatMessage(estimateMessages[metric.key]!) }
                : {})}
            />
          </Box>
        ))}
      </ul>
    );
  }
  return (
    // Not a PageSection: its header keeps the time beside the title (baseline to baseline) even on phones.
    <Stack as="section" space="md" aria-labelledby={headingId}>
      <Inline space="sm" align="spaceBetween" alignY="baseline">
        <Heading level={3} as="h2" id={headingId}>
          {heading}
        </Heading>
        {stats ? (
          <Text as="span" size="sm" tone="secondary">
            <RelativeTime
              value={stats.generatedAt}
              now={now}
              format={(time) => intl.formatMessage(argMessages.updated, { time })}
            />
          </Text>
        ) : null}
      </Inline>
      {body}
    </Stack>
  );
}

function ResultLink({ entry }: { entry: SectionEntry }) {
  const AppLink = useLinkComponent();
  return (
    <AppLink href={dashboardSectionPath(entry.id)} className={styles.result} data-section={entry.id}>
      <span className={styles.icon} aria-hidden="true">
        {sectionIcons[entry.id]}
      </span>
      <Box as="span" display="grid" gap="xxs" flexGrow={1}>
        <Text as="span" weight="semibold">
          {entry.title}
        </Text>
        <Text as="span" size="sm" tone="secondary">
          {entry.description}
        </Text>
      </Box>
      <Text as="span" size="xs" tone="secondary" align="end" className={styles.resultCategory}>
        {entry.categoryTitle}
      </Text>
    </AppLink>
  );
}

function SearchResults({
  entries,
  query,
  onSearchQueryChange,
}: {
  entries: SectionEntry[];
  query: string;
  onSearchQueryChange(query: string): void;
}) {
  const intl = useIntl();
  const headingId = useId();
  const matches = searchEntries(entries, query, intl.locale);
  const trimmed = query.trim();
  if (matches.length === 0) {
    const keywords = [
      suggestionMessages.shipments,
      suggestionMessages.tracking,
      suggestionMessages.aiChat,
      suggestionMessages.documents,
      suggestionMessages.fleet,
      suggestionMessages.analytics,
      suggestionMessages.compliance,
    ].map((descriptor) => intl.formatMessage(descriptor));
    return (
      <section data-testid="no-results">
        <EmptyState
          icon={<SearchIcon />}
          headingLevel="h2"
          title={intl.formatMessage(argMessages.noResults, { query: trimmed })}
          description={intl.formatMessage(messages.suggestions)}
          action={
            <Stack space="md" align="center">
              <Inline as="ul" space="xs" align="center" alignY="stretch">
                {keywords.map((keyword) => (
                  <li key={keyword}>
                    <Button size="sm" variant="outline" tone="neutral" onClick={() => onSearchQueryChange(keyword)}>
                      {keyword}
                    </Button>
                  </li>
                ))}
              </Inline>
              <Button size="sm" variant="ghost" onClick={() => onSearchQueryChange('')}>
                {intl.formatMessage(messages.clearSearch)}
              </Button>
            </Stack>
          }
        />
      </section>
    );
  }
  const shown = matches.slice(0, DASHBOARD_SEARCH_RESULT_LIMIT);
  return (
    <Stack as="section" space="md" aria-labelledby={headingId} data-testid="search-results">
      <Inline space="sm" align="spaceBetween" alignY="baseline">
        {/* Not a PageSection: the heading itself announces the new count as the query changes. */}
        <Heading level={3} as="h2" id={headingId} aria-live="polite">
          {intl.formatMessage(argMessages.resultsHeading, { count: matches.length, query: trimmed })}
        </Heading>
        <Button size="sm" variant="ghost" onClick={() => onSearchQueryChange('')}>
          {intl.formatMessage(messages.clearSearch)}
        </Button>
      </Inline>
      <Stack as="ul" space="xs">
        {shown.map((entry) => (
          <li key={entry.id}>
            <ResultLink entry={entry} />
          </li>
        ))}
      </Stack>
      {matches.length > shown.length ? (
        <Text size="sm" tone="secondary">
          {intl.formatMessage(argMessages.resultsLimited, { limit: DASHBOARD_SEARCH_RESULT_LIMIT })}
        </Text>
      ) : null}
    </Stack>
  );
}

function CategoryCards({ entries }: { entries: SectionEntry[] }) {
  const AppLink = useLinkComponent();
  const intl = useIntl();
  return (
    <PageSection title={intl.formatMessage(messages.categoriesHeading)} space="md">
      <Tiles as="ul" minItemWidth="md" space="md">
        {groupEntries(entries).map(({ category, entries: items }) => {
          const rest = items.length - CATEGORY_CARD_FEATURE_LIMIT;
          return (
            // A grid, so that every card takes the row's height.
            <Box as="li" display="grid" key={category} data-category={category}>
              <Card>
                <CardHeader>
                  <CardTitle as="h3">
                    <Inline as="span" space="sm" wrap={false}>
                      <span className={styles.icon} aria-hidden="true">
                        {categoryIcons[category]}
                      </span>
                      {intl.formatMessage(categoryMessages[category])}
                    </Inline>
                  </CardTitle>
                </CardHeader>
                <CardBody>
                  <Stack space="xs">
                    <Stack as="ul" space="xxs">
                      {items.slice(0, CATEGORY_CARD_FEATURE_LIMIT).map((entry) => (
                        <li key={entry.id}>
                          <AppLink
                            href={dashboardSectionPath(entry.id)}
                            className={styles.categoryLink}
                            data-section={entry.id}
                          >
                            <Box as="span" display="inline-flex" color="secondary" aria-hidden="true">
                              {sectionIcons[entry.id]}
                            </Box>
                            {entry.title}
                          </AppLink>
                        </li>
                      ))}
                    </Stack>
                    {rest > 0 ? (
                      <Text size="sm" tone="secondary" data-testid="more">
                        {intl.formatMessage(argMessages.more, { count: rest })}
                      </Text>
                    ) : null}
                  </Stack>
                </CardBody>
              </Card>
            </Box>
          );
        })}
      </Tiles>
    </PageSection>
  );
}

/**
 * The overview: metric cards (estimates labelled), then either the dashboard search's results (up to 8; or the
 * no-results state with suggested keywords and Clear Search) or one card per category with its first 3 features.
 */
export function DashboardOverview({
  stats,
  statsError,
  enabledSections,
  searchQuery,
  onSearchQueryChange,
  now,
  className,
}: DashboardOverviewProps) {
  const intl = useIntl();
  const entries = sectionEntries(intl, enabledSections);
  return (
    <Stack space="xl" className={className} data-view="overview">
      <Metrics stats={stats} statsError={statsError} now={now} />
      {searchQuery.trim() ? (
        <SearchResults entries={entries} query={searchQuery} onSearchQueryChange={onSearchQueryChange} />
      ) : (
        <CategoryCards entries={entries} />
      )}
    </Stack>
  );
}
