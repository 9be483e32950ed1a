import type { LanguageCode, Shipment } from '@qafila/contracts';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert/Alert.tsx';
import { Avatar } from '../../../components/Avatar/Avatar.tsx';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { useDirection } from '../../../direction/useDirection.ts';
import { LanguageSelector } from '../../../patterns/LanguageSelector/LanguageSelector.tsx';
import { ShipmentStatusBadge } from '../../../patterns/ShipmentStatusBadge/ShipmentStatusBadge.tsx';
import { ArrowForwardIcon, ChatIcon, PackageIcon, PhoneIcon } from '../../../private/icons.tsx';
import { displayTimeZone, toDate } from '../../../private/time.ts';
import { visuallyHidden } from '../../../private/visuallyHidden.css.ts';
import { useSupportDashboard } from './context.ts';
import * as styles from './SupportDashboard.css.ts';
import { argMessages, messages, shipmentMessages } from './SupportDashboard.messages.ts';

/** Title, language selector and (when signed in) Sign out: the top of the left column, or above the phone tabs. */
export function Brand() {
  const intl = useIntl();
  const { props } = useSupportDashboard();
  const { language, languages, onLanguageChange, demo, onSignOut, organization } = props;
  return (
    <div className={styles.brand}>
      <div className={styles.brandText}>
        {organization ? (
          <p className={styles.orgBrand} data-testid="organization-brand">
            {/* Decorative: the organization's name is written next to it. */}
            {organization.logoUrl ? <img src={organization.logoUrl} alt="" className={styles.orgLogo} /> : null}
            <span>{organization.displayName}</span>
          </p>
        ) : null}
        <h1 className={styles.brandTitle}>
          <span className={styles.brandMark} aria-hidden="true">
            <PackageIcon />
          </span>
          {intl.formatMessage(messages.title)}
        </h1>
      </div>
      <div className={styles.brandActions}>
        <LanguageSelector
          value={language}
          languages={languages.map((option) => ({ code: option.code, label: option.name }))}
          onValueChange={(code) => onLanguageChange(code as LanguageCode)}
        />
        {!demo && onSignOut ? (
          <Button variant="ghost" tone="neutral" size="sm" onClick={onSignOut}>
            {intl.formatMessage(messages.signOut)}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function CustomerCard() {
  const intl = useIntl();
  const { customer } = useSupportDashboard().props;
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} aria-busy={customer ? undefined : true}>
      <h2 id={headingId} className={visuallyHidden}>
        {intl.formatMessage(shipmentMessages.customerHeading)}
      </h2>
      {customer ? (
        <div className={styles.customer}>
          <Avatar name={customer.username} aria-hidden="true" />
          <div className={styles.customerText}>
            <p className={styles.customerName}>{customer.username}</p>
            <p className={styles.muted}>
              {intl.formatMessage(shipmentMessages.customerId)}{' '}
              <span className={styles.trackingNumber}>{`CUST-${customer.id}`}</span>
            </p>
          </div>
        </div>
      ) : (
        <div className={styles.customer}>
          <span className={visuallyHidden} role="status">
            {intl.formatMessage(shipmentMessages.customerLoading)}
          </span>
          <Skeleton shape="circle" />
          <div className={styles.customerText} style={{ flexGrow: 1 }}>
            <Skeleton inlineSize="60%" />
            <Skeleton inlineSize="40%" />
          </div>
        </div>
      )}
    </Card>
  );
}

/** "Dubai → Abu Dhabi", the arrow pointing the reading way; screen readers hear "Dubai to Abu Dhabi". */
export function Route({ origin, destination }: { origin: string; destination: string }) {
  const intl = useIntl();
  const direction = useDirection();
  return (
    <span className={styles.route}>
      <bdi>{origin}</bdi>
      <span className={styles.routeArrow} aria-hidden="true">
        <ArrowForwardIcon style={direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
      </span>
      <span className={visuallyHidden}> {intl.formatMessage(shipmentMessages.to)} </span>
      <bdi>{destination}</bdi>
    </span>
  );
}

function ShipmentEntry({ shipment, selected }: { shipment: Shipment; selected: boolean }) {
  const intl = useIntl();
  const { selectShipment } = useSupportDashboard();
  const eta = shipment.estimatedDelivery ? toDate(shipment.estimatedDelivery) : null;
  const delayed = shipment.status === 'delayed' && shipment.delayReason;
  return (
    <li>
      <button
        type="button"
        className={styles.shipment}
        aria-pressed={selected}
        data-status={shipment.status}
        onClick={() => selectShipment(shipment.trackingNumber)}
      >
        <span className={styles.shipmentTop}>
          <span className={styles.trackingNumber}>{shipment.trackingNumber}</span>
          <ShipmentStatusBadge status={shipment.status} size="sm" />
        </span>
        <Route origin={shipment.origin} destination={shipment.destination} />
        {delayed ? (
          <span className={styles.delayed}>
            {intl.formatMessage(argMessages.delayed, { reason: shipment.delayReason ?? '' })}
          </span>
        ) : (
          <span className={styles.muted}>
            {eta
              ? intl.formatMessage(argMessages.eta, {
                  date: intl.formatDate(eta, {
                    day: 'numeric',
                    month: 'short',
                    year: 'numeric',
                    timeZone: displayTimeZone,
                  }),
                })
              : intl.formatMessage(shipmentMessages.etaUnknown)}
          </span>
        )}
      </button>
    </li>
  );
}

function ShipmentList() {
  const intl = useIntl();
  const { shipments, shipmentsError, selectedTrackingNumber } = useSupportDashboard().props;
  const headingId = useId();
  let content: ReactNode;
  if (shipmentsError) {
    content = (
      <Alert tone="critical" title={intl.formatMessage(shipmentMessages.error)}>
        {shipmentsError}
      </Alert>
    );
  } else if (!shipments) {
    content = (
      <div className={styles.list} aria-busy="true">
        <span className={visuallyHidden} role="status">
          {intl.formatMessage(shipmentMessages.loading)}
        </span>
        {[0, 1, 2].map((index) => (
          <div key={index} className={styles.skeletonCard} data-testid="shipment-skeleton">
            <Skeleton inlineSize="55%" />
            <Skeleton inlineSize="80%" />
            <Skeleton inlineSize="40%" />
          </div>
        ))}
      </div>
    );
  } else if (shipments.length === 0) {
    content = <p className={styles.muted}>{intl.formatMessage(shipmentMessages.empty)}</p>;
  } else {
    content = (
      <ul className={styles.list} aria-labelledby={headingId}>
        {shipments.map((shipment) => (
          <ShipmentEntry
            key={shipment.trackingNumber}
            shipment={shipment}
            selected={shipment.trackingNumber === selectedTrackingNumber}
          />
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(shipmentMessages.heading)}
      </h2>
      {content}
    </section>
  );
}

function Channels() {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(shipmentMessages.channelsHeading)}
      </h2>
      <ul className={styles.list}>
        <li className={styles.channel} data-channel="whatsapp">
          <span className={styles.channelName}>
            <PhoneIcon aria-hidden="true" />
            {intl.formatMessage(shipmentMessages.whatsapp)}
          </span>
          <Badge tone="positive" size="sm">
            {intl.formatMessage(shipmentMessages.connected)}
          </Badge>
        </li>
        <li className={styles.channel} data-channel="web">
          <span className={styles.channelName}>
            <ChatIcon aria-hidden="true" />
            {intl.formatMessage(shipmentMessages.web)}
          </span>
          <Badge tone="info" size="sm">
            {intl.formatMessage(shipmentMessages.active)}
          </Badge>
        </li>
      </ul>
    </section>
  );
}

/** Props of `SupportDashboard.Shipments`. */
export interface SupportDashboardShipmentsProps {
  /** Shows the title and language selector at the top (the column layout); phones show them above the tabs. */
  withBrand?: boolean;
}

/** Left column: customer card, active shipments and channels. */
export function Shipments({ withBrand = false }: SupportDashboardShipmentsProps) {
  return (
    <div className={styles.column} data-part="shipments">
      {withBrand ? <Brand /> : null}
      <CustomerCard />
      <ShipmentList />
      <Channels />
    </div>
  );
}
