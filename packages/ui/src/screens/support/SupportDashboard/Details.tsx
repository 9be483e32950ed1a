import type { CommunicationRecord, ComplianceResult, TrackedShipment } from '@qafila/contracts';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert/Alert.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card, CardBody } from '../../../components/Card/Card.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Progress } from '../../../components/Progress/Progress.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { DocumentStatusBadge } from '../../../patterns/DocumentStatusBadge/DocumentStatusBadge.tsx';
import { ShipmentStatusBadge } from '../../../patterns/ShipmentStatusBadge/ShipmentStatusBadge.tsx';
import { DownloadIcon, PackageIcon, PhoneIcon, SettingsIcon, WarningIcon } from '../../../private/icons.tsx';
import { toDate } from '../../../private/time.ts';
import { visuallyHidden } from '../../../private/visuallyHidden.css.ts';
import { useSupportDashboard } from './context.ts';
import { displayTimeZone, relativeParts } from './format.ts';
import { PreferencesDialog } from './PreferencesDialog/PreferencesDialog.tsx';
import { ReportIssueDialog } from './ReportIssueDialog/ReportIssueDialog.tsx';
import { ScheduleCallDialog } from './ScheduleCallDialog/ScheduleCallDialog.tsx';
import { Route } from './Shipments.tsx';
import * as styles from './SupportDashboard.css.ts';
import { argMessages, detailMessages, shipmentMessages } from './SupportDashboard.messages.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionHeading}>
        {title}
      </h3>
      {children}
    </section>
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
      <CardBody className={styles.section}>
        <div className={styles.shipmentTop}>
          <span className={styles.trackingNumber}>{shipment.trackingNumber}</span>
          <ShipmentStatusBadge status={shipment.status} size="sm" />
        </div>
        <Route origin={shipment.origin} destination={shipment.destination} />
        {shipment.description ? (
          <p className={styles.muted}>
            <bdi>{shipment.description}</bdi>
          </p>
        ) : null}
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label} className={styles.fact}>
              <dt className={styles.factLabel}>{label}</dt>
              <dd className={styles.factValue}>{value}</dd>
            </div>
          ))}
        </dl>
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
        <p className={styles.muted}>{intl.formatMessage(detailMessages.updatesEmpty)}</p>
      ) : (
        <ol className={styles.list} data-testid="live-updates">
          {events.map((event) => (
            <li key={`${event.occurredAt}${event.description}`} className={styles.event} data-status={event.status}>
              <span className={styles.eventDot} aria-hidden="true" />
              <div className={styles.eventText}>
                <span>
                  <bdi>{event.description}</bdi>
                </span>
                <span className={styles.muted}>
                  {event.location ? (
                    <>
                      <bdi>{event.location}</bdi> ·{' '}
                    </>
                  ) : null}
                  <RelativeTime value={event.occurredAt} now={now} />
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

function ComplianceDashboard({ compliance }: { compliance: ComplianceResult | undefined }) {
  const intl = useIntl();
  const checks = compliance ? Object.values(compliance.checks) : undefined;
  let content: ReactNode;
  if (!checks) {
    content = (
      <div className={styles.list} aria-hidden="true">
        <Skeleton />
        <Skeleton />
      </div>
    );
  } else if (checks.length === 0) {
    content = <p className={styles.muted}>{intl.formatMessage(detailMessages.complianceEmpty)}</p>;
  } else {
    const done = checks.filter((check) => check.status === 'approved' || check.status === 'completed').length;
    content = (
      <>
        <Progress
          label={intl.formatMessage(detailMessages.complianceProgress)}
          value={Math.round((done / checks.length) * 100)}
          tone={done === checks.length ? 'positive' : 'accent'}
          showValue
          size="sm"
        />
        <ul className={styles.list}>
          {checks.map((check) => (
            <li key={check.documentType} className={styles.check} data-status={check.status}>
              <span className={styles.eventText}>
                <span className={styles.customerName}>
                  <bdi>{check.name}</bdi>
                </span>
                {check.description ? (
                  <span className={styles.muted}>
                    <bdi>{check.description}</bdi>
                  </span>
                ) : null}
              </span>
              <DocumentStatusBadge status={check.status} size="sm" />
            </li>
          ))}
        </ul>
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
    content = (
      <div className={styles.list} aria-hidden="true">
        <Skeleton />
        <Skeleton />
      </div>
    );
  } else if (records.length === 0) {
    content = <p className={styles.muted}>{intl.formatMessage(detailMessages.logEmpty)}</p>;
  } else {
    content = (
      <ul className={styles.list} data-testid="communication-log">
        {/* Spec 000 §9: the log shows 5 entries. */}
        {records.slice(0, 5).map((record) => {
          const date = toDate(record.timestamp);
          return (
            <li key={record.id} className={styles.logEntry} data-channel={record.channel}>
              <span className={styles.logTop}>
                <span className={styles.customerName}>{channels[record.channel]}</span>
                {date ? (
                  <time className={styles.muted} dateTime={date.toISOString()}>
                    {intl.formatDate(date, {
                      day: 'numeric',
                      month: 'short',
                      hour: 'numeric',
                      minute: '2-digit',
                      timeZone: displayTimeZone,
                    })}
                  </time>
                ) : null}
              </span>
              <span>
                <bdi>{record.subject ?? record.messageType}</bdi>
              </span>
            </li>
          );
        })}
      </ul>
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
      <div className={styles.actions}>
        {action(intl.formatMessage(detailMessages.download), <DownloadIcon />, onDownloadDocuments)}
        <ScheduleCallDialog trigger={action(intl.formatMessage(detailMessages.schedule), <PhoneIcon />)} />
        <ReportIssueDialog trigger={action(intl.formatMessage(detailMessages.report), <WarningIcon />)} />
        <PreferencesDialog trigger={action(intl.formatMessage(detailMessages.settings), <SettingsIcon />)} />
      </div>
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
      <div className={styles.list} aria-busy="true">
        <span className={visuallyHidden} role="status">
          {intl.formatMessage(detailMessages.loading)}
        </span>
        <Skeleton shape="rect" blockSize="9rem" />
        <Skeleton inlineSize="40%" />
        <Skeleton />
        <Skeleton />
      </div>
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
    <section className={styles.column} aria-labelledby={headingId} data-part="details">
      <h2 id={headingId} className={styles.chatHeading}>
        {intl.formatMessage(detailMessages.heading)}
      </h2>
      {content}
    </section>
  );
}
