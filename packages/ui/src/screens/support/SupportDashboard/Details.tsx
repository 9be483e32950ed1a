import type { CommunicationRecord, ComplianceResult, TrackedShipment } from '@qafila/contracts';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert/Alert.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card, CardBody } from '../../../components/Card/Card.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Progress } from '../../../components/Progress/Progress.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { Heading } from '../../../layout/Heading.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import { DocumentStatusBadge } from '../../../patterns/DocumentStatusBadge/DocumentStatusBadge.tsx';
import { ShipmentStatusBadge } from '../../../patterns/ShipmentStatusBadge/ShipmentStatusBadge.tsx';
import { DownloadIcon, PackageIcon, PhoneIcon, SettingsIcon, WarningIcon } from '../../../private/icons.tsx';
import { toDate } from '../../../private/time.ts';
import { LoadingStack } from '../../LoadingStack.tsx';
import { useSupportDashboard } from './context.ts';
import { displayTimeZone, relativeParts } from './format.ts';
import { PreferencesDialog } from './PreferencesDialog/PreferencesDialog.tsx';
import { ReportIssueDialog } from './ReportIssueDialog/ReportIssueDialog.tsx';
import { ScheduleCallDialog } from './ScheduleCallDialog/ScheduleCallDialog.tsx';
import { ColumnSection, Route, TrackingNumber } from './Shipments.tsx';
import * as styles from './SupportDashboard.css.ts';
import { argMessages, detailMessages, shipmentMessages } from './SupportDashboard.messages.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ColumnSection title={title} titleAs="h3">
      {children}
    </ColumnSection>
  );
}

function Muted({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" tone="secondary">
      {children}
    </Text>
  );
}

/** While a part of the details loads: two grey lines, hidden from assistive technology. */
function Placeholder() {
  return (
    <Stack space="sm" aria-hidden="true">
      <Skeleton />
      <Skeleton />
    </Stack>
  );
}

/** A time as "5 minutes ago" (from the real timestamp), with the full date and time in `title` and `dateTime`. */
function RelativeTime({ value, now }: { value: string; now: number }) {
  const intl = useIntl();
  const date = toDate(value);
  if (!date) return null;
  const { value: amount, unit } = relativeParts(date, now);
  return (
    <time
      dateTime={date.toISOString()}
      title={intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short', timeZone: displayTimeZone })}
    >
      {intl.formatRelativeTime(amount, unit, { numeric: 'auto' })}
    </time>
  );
}

function Facts({ shipment }: { shipment: TrackedShipment }) {
  const intl = useIntl();
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  const facts: [string, ReactNode][] = [
    [
      intl.formatMessage(detailMessages.weight),
      intl.formatNumber(shipment.weightKg, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 1 }),
    ],
    [
      intl.formatMessage(detailMessages.dimensions),
      intl.formatMessage(argMessages.dimensionsValue, {
        length: number(shipment.dimensionsCm.length),
        width: number(shipment.dimensionsCm.width),
        height: number(shipment.dimensionsCm.height),
      }),
    ],
    [intl.formatMessage(detailMessages.service), <bdi key="service">{shipment.service}</bdi>],
    [
      intl.formatMessage(detailMessages.value),
      intl.formatNumber(shipment.declaredValueAed, { style: 'currency', currency: 'AED' }),
    ],
  ];
  return (
    <Card>
      <CardBody>
        <Stack space="sm">
          <Inline space="sm" align="spaceBetween">
            <TrackingNumber>{shipment.trackingNumber}</TrackingNumber>
            <ShipmentStatusBadge status={shipment.status} size="sm" />
          </Inline>
          <Route origin={shipment.origin} destination={shipment.destination} />
          {shipment.description ? (
            <Muted>
              <bdi>{shipment.description}</bdi>
            </Muted>
          ) : null}
          <Tiles as="dl" columns={2} space="md">
            {facts.map(([label, value]) => (
              <Stack key={label} space="xxs">
                <Text as="dt" size="xs" tone="secondary">
                  {label}
                </Text>
                <Text as="dd" size="sm" weight="semibold" breakWord>
                  {value}
                </Text>
              </Stack>
            ))}
          </Tiles>
        </Stack>
      </CardBody>
    </Card>
  );
}

function LiveUpdates({ shipment, now }: { shipment: TrackedShipment; now: number }) {
  const intl = useIntl();
  const events = [...shipment.events].sort((a, b) => Date.parse(b.occurredAt) - Date.parse(a.occurredAt));
  return (
    <Section title={intl.formatMessage(detailMessages.updatesHeading)}>
      {events.length === 0 ? (
        <Muted>{intl.formatMessage(detailMessages.updatesEmpty)}</Muted>
      ) : (
        <Stack as="ol" space="sm" data-testid="live-updates">
          {events.map((event) => (
            <Inline
              as="li"
              key={`${event.occurredAt}${event.description}`}
              space="sm"
              alignY="start"
              wrap={false}
              data-status={event.status}
            >
              <span className={styles.eventDot} aria-hidden="true" />
              <Stack space="xxs">
                <Text as="span" size="sm">
                  <bdi>{event.description}</bdi>
                </Text>
                <Text as="span" size="sm" tone="secondary">
                  {event.location ? (
                    <>
                      <bdi>{event.location}</bdi> ·{' '}
                    </>
                  ) : null}
                  <RelativeTime value={event.occurredAt} now={now} />
                </Text>
              </Stack>
            </Inline>
          ))}
        </Stack>
      )}
    </Section>
  );
}

/** The shipment's customs declaration (issue 18): its type, where it stands, and duty and VAT once calculated. */
function DeclarationRow({ declaration }: { declaration: NonNullable<ComplianceResult['declaration']> }) {
  const intl = useIntl();
  const aed = (fils: number) => intl.formatNumber(fils / 100, { style: 'currency', currency: 'AED' });
  const { status } = declaration;
  // The badge speaks of documents: in progress until customs decide, then completed or rejected.
  const badge = status === 'cleared' ? 'completed' : status === 'rejected' ? 'rejected' : 'pending';
  return (
    <Inline as="li" space="sm" align="spaceBetween" alignY="start" wrap={false} data-status={status}>
      <Stack as="span" space="xxs">
        <Text as="span" size="sm" weight="semibold" breakWord>
          {intl.formatMessage(argMessages.declaration, { type: declaration.type })}
        </Text>
        <Text as="span" size="sm" tone="secondary">
          {intl.formatMessage(argMessages.declarationStatus, { status })}
        </Text>
        {declaration.calculated && (
          <Text as="span" size="sm" tone="secondary">
            {intl.formatMessage(argMessages.declarationDuties, {
              duty: aed(declaration.dutyFils),
              vat: aed(declaration.vatFils),
            })}
          </Text>
        )}
      </Stack>
      <DocumentStatusBadge status={badge} size="sm" />
    </Inline>
  );
}

function ComplianceDashboard({ compliance }: { compliance: ComplianceResult | undefined }) {
  const intl = useIntl();
  const checks = compliance ? Object.values(compliance.checks) : undefined;
  const declaration = compliance?.declaration;
  let content: ReactNode;
  if (!checks) {
    content = <Placeholder />;
  } else if (checks.length === 0 && !declaration) {
    content = <Muted>{intl.formatMessage(detailMessages.complianceEmpty)}</Muted>;
  } else {
    const done = checks.filter((check) => check.status === 'approved' || check.status === 'completed').length;
    content = (
      <>
        {checks.length > 0 && (
          <Progress
            label={intl.formatMessage(detailMessages.complianceProgress)}
            value={Math.round((done / checks.length) * 100)}
            tone={done === checks.length ? 'positive' : 'accent'}
            showValue
            size="sm"
          />
        )}
        <Stack as="ul" space="sm">
          {checks.map((check) => (
            <Inline
              as="li"
              key={check.documentType}
              space="sm"
              align="spaceBetween"
              alignY="start"
              wrap={false}
              data-status={check.status}
            >
              <Stack as="span" space="xxs">
                <Text as="span" size="sm" weight="semibold" breakWord>
                  <bdi>{check.name}</bdi>
                </Text>
                {check.description ? (
                  <Text as="span" size="sm" tone="secondary">
                    <bdi>{check.description}</bdi>
                  </Text>
                ) : null}
              </Stack>
              <DocumentStatusBadge status={check.status} size="sm" />
            </Inline>
          ))}
          {declaration && <DeclarationRow declaration={declaration} />}
        </Stack>
      </>
    );
  }
  return <Section title={intl.formatMessage(detailMessages.complianceHeading)}>{content}</Section>;
}

function CommunicationLog({ records }: { records: CommunicationRecord[] | undefined }) {
  const intl = useIntl();
  const channels = {
    whatsapp: intl.formatMessage(shipmentMessages.whatsapp),
    email: intl.formatMessage(shipmentMessages.email),
    web: intl.formatMessage(shipmentMessages.web),
  };
  let content: ReactNode;
  if (!records) {
    content = <Placeholder />;
  } else if (records.length === 0) {
    content = <Muted>{intl.formatMessage(detailMessages.logEmpty)}</Muted>;
  } else {
    content = (
      <Stack as="ul" space="sm" data-testid="communication-log">
        {/* Spec 000 §9: the log shows 5 entries. */}
        {records.slice(0, 5).map((record) => {
          const date = toDate(record.timestamp);
          return (
            <Stack as="li" key={record.id} space="xxs" className={styles.logEntry} data-channel={record.channel}>
              <Inline as="span" space="sm" align="spaceBetween">
                <Text as="span" weight="semibold" breakWord>
                  {channels[record.channel]}
                </Text>
                {date ? (
                  <Text as="time" size="sm" tone="secondary" dateTime={date.toISOString()}>
                    {intl.formatDate(date, {
                      day: 'numeric',
                      month: 'short',
                      hour: 'numeric',
                      minute: '2-digit',
                      timeZone: displayTimeZone,
                    })}
                  </Text>
                ) : null}
              </Inline>
              <span>
                <bdi>{record.subject ?? record.messageType}</bdi>
              </span>
            </Stack>
          );
        })}
      </Stack>
    );
  }
  return <Section title={intl.formatMessage(detailMessages.logHeading)}>{content}</Section>;
}

function QuickActions() {
  const intl = useIntl();
  const { onDownloadDocuments } = useSupportDashboard().props;
  const action = (label: string, icon: ReactNode, onClick?: () => void) => (
    <Button variant="outline" tone="neutral" fullWidth leadingIcon={icon} onClick={onClick}>
      {label}
    </Button>
  );
  return (
    <Section title={intl.formatMessage(detailMessages.actionsHeading)}>
      <Stack space="sm" className={styles.actions}>
        {action(intl.formatMessage(detailMessages.download), <DownloadIcon />, onDownloadDocuments)}
        <ScheduleCallDialog trigger={action(intl.formatMessage(detailMessages.schedule), <PhoneIcon />)} />
        <ReportIssueDialog trigger={action(intl.formatMessage(detailMessages.report), <WarningIcon />)} />
        <PreferencesDialog trigger={action(intl.formatMessage(detailMessages.settings), <SettingsIcon />)} />
      </Stack>
    </Section>
  );
}

/** Right column: the selected shipment's details, live updates, compliance, communication log and quick actions. */
export function Details() {
  const intl = useIntl();
  const { props } = useSupportDashboard();
  const { selectedTrackingNumber, shipment, shipmentLoading, shipmentError, compliance, communications } = props;
  const headingId = useId();
  const now = props.now === undefined ? Date.now() : new Date(props.now).getTime();

  let content: ReactNode;
  if (!selectedTrackingNumber) {
    content = (
      <EmptyState
        icon={<PackageIcon />}
        title={intl.formatMessage(detailMessages.empty)}
        description={intl.formatMessage(detailMessages.emptyHint)}
      />
    );
  } else if (shipmentError) {
    content = (
      <Alert tone="critical" title={intl.formatMessage(detailMessages.error)}>
        {shipmentError}
      </Alert>
    );
  } else if (shipmentLoading || !shipment) {
    content = (
      <LoadingStack label={intl.formatMessage(detailMessages.loading)} space="sm">
        <Skeleton shape="rect" blockSize="9rem" />
        <Skeleton inlineSize="40%" />
        <Skeleton />
        <Skeleton />
      </LoadingStack>
    );
  } else {
    content = (
      <>
        <Facts shipment={shipment} />
        <LiveUpdates shipment={shipment} now={now} />
        <ComplianceDashboard compliance={compliance} />
        <CommunicationLog records={communications} />
        <QuickActions />
      </>
    );
  }

  return (
    <Stack as="section" space="lg" className={styles.column} aria-labelledby={headingId} data-part="details">
      <Heading level={4} as="h2" id={headingId}>
        {intl.formatMessage(detailMessages.heading)}
      </Heading>
      {content}
    </Stack>
  );
}
