import type { LanguageCode, Shipment } from '@qafila/contracts';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert/Alert.tsx';
import { Avatar } from '../../../components/Avatar/Avatar.tsx';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Box } from '../../../components/Box/Box.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Card } from '../../../components/Card/Card.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { useDirection } from '../../../direction/useDirection.ts';
import { Column, Columns } from '../../../layout/Columns.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { PageSection } from '../../../layout/Page.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { LanguageSelector } from '../../../patterns/LanguageSelector/LanguageSelector.tsx';
import { ShipmentStatusBadge } from '../../../patterns/ShipmentStatusBadge/ShipmentStatusBadge.tsx';
import { ArrowForwardIcon, ChatIcon, PackageIcon, PhoneIcon } from '../../../private/icons.tsx';
import { displayTimeZone, toDate } from '../../../private/time.ts';
import { visuallyHidden } from '../../../private/visuallyHidden.css.ts';
import { LoadingStack } from '../../LoadingStack.tsx';
import { useSupportDashboard } from './context.ts';
import * as styles from './SupportDashboard.css.ts';
import { argMessages, messages, shipmentMessages } from './SupportDashboard.messages.ts';

/** Title, language selector and (when signed in) Sign out: the top of the left column, or above the phone tabs. */
export function Brand() {
  const intl = useIntl();
  const { props } = useSupportDashboard();
  const { language, languages, onLanguageChange, demo, onSignOut, accountHref, organization } = props;
  return (
    <Inline space="sm" align="spaceBetween" className={styles.brand}>
      <Stack space="xxs">
        {organization ? (
          <Inline as="p" space="xs" wrap={false} data-testid="organization-brand">
            {/* Decorative: the organization's name is written next to it. */}
            {organization.logoUrl ? <img src={organization.logoUrl} alt="" className={styles.orgLogo} /> : null}
            <Text as="span" size="sm" weight="semibold" tone="secondary" breakWord>
              {organization.displayName}
            </Text>
          </Inline>
        ) : null}
        <Inline as="h1" space="sm" wrap={false}>
          <span className={styles.brandMark} aria-hidden="true">
            <PackageIcon />
          </span>
          <Text as="span" size="lg" weight="bold">
            {intl.formatMessage(messages.title)}
          </Text>
        </Inline>
      </Stack>
      <Inline space="xs" wrap={false}>
        <LanguageSelector
          value={language}
          languages={languages.map((option) => ({ code: option.code, label: option.name }))}
          onValueChange={(code) => onLanguageChange(code as LanguageCode)}
        />
        {!demo && accountHref ? (
          <Link href={accountHref} tone="neutral">
            <Text as="span" size="sm" weight="semibold">
              {intl.formatMessage(messages.account)}
            </Text>
          </Link>
        ) : null}
        {!demo && onSignOut ? (
          <Button variant="ghost" tone="neutral" size="sm" onClick={onSignOut}>
            {intl.formatMessage(messages.signOut)}
          </Button>
        ) : null}
      </Inline>
    </Inline>
  );
}

/** A tracking or customer number: a Latin code, kept left to right (and isolated) inside Arabic text. */
export function TrackingNumber({ children }: { children: ReactNode }) {
  return (
    <Text as="span" dir="ltr" weight="semibold" tabularNumbers>
      {children}
    </Text>
  );
}

/** A titled block of a side column: its heading small and in the secondary colour, at the given outline level. */
export function ColumnSection({
  title,
  titleAs = 'h2',
  children,
}: {
  title: string;
  titleAs?: 'h2' | 'h3';
  children: ReactNode;
}) {
  return (
    <PageSection title={title} level={5} titleAs={titleAs} titleTone="secondary">
      {children}
    </PageSection>
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
        <Inline space="md" wrap={false} className={styles.padded}>
          <Avatar name={customer.username} aria-hidden="true" />
          <Stack space="xxs">
            <Text weight="semibold" breakWord>
              {customer.username}
            </Text>
            <Text size="sm" tone="secondary">
              {intl.formatMessage(shipmentMessages.customerId)} <TrackingNumber>{`CUST-${customer.id}`}</TrackingNumber>
            </Text>
          </Stack>
        </Inline>
      ) : (
        <Columns space="md" alignY="center" className={styles.padded}>
          <span className={visuallyHidden} role="status">
            {intl.formatMessage(shipmentMessages.customerLoading)}
          </span>
          <Column width="content">
            <Skeleton shape="circle" />
          </Column>
          <Column>
            <Stack space="xxs">
              <Skeleton inlineSize="60%" />
              <Skeleton inlineSize="40%" />
            </Stack>
          </Column>
        </Columns>
      )}
    </Card>
  );
}

/** "Dubai → Abu Dhabi", the arrow pointing the reading way; screen readers hear "Dubai to Abu Dhabi". */
export function Route({ origin, destination }: { origin: string; destination: string }) {
  const intl = useIntl();
  const direction = useDirection();
  return (
    <Inline as="span" space="xs">
      <bdi>{origin}</bdi>
      <Box as="span" display="inline-flex" color="secondary" aria-hidden="true">
        <ArrowForwardIcon style={direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
      </Box>
      <span className={visuallyHidden}> {intl.formatMessage(shipmentMessages.to)} </span>
      <bdi>{destination}</bdi>
    </Inline>
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
        <Inline as="span" space="sm" align="spaceBetween">
          <TrackingNumber>{shipment.trackingNumber}</TrackingNumber>
          <ShipmentStatusBadge status={shipment.status} size="sm" />
        </Inline>
        <Route origin={shipment.origin} destination={shipment.destination} />
        {delayed ? (
          <Text as="span" tone="critical" weight="semibold">
            {intl.formatMessage(argMessages.delayed, { reason: shipment.delayReason ?? '' })}
          </Text>
        ) : (
          <Text as="span" size="sm" tone="secondary">
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
          </Text>
        )}
      </button>
    </li>
  );
}

function ShipmentList() {
  const intl = useIntl();
  const { shipments, shipmentsError, selectedTrackingNumber } = useSupportDashboard().props;
  const heading = intl.formatMessage(shipmentMessages.heading);
  let content: ReactNode;
  if (shipmentsError) {
    content = (
      <Alert tone="critical" title={intl.formatMessage(shipmentMessages.error)}>
        {shipmentsError}
      </Alert>
    );
  } else if (!shipments) {
    content = (
      <LoadingStack label={intl.formatMessage(shipmentMessages.loading)} space="sm">
        {[0, 1, 2].map((index) => (
          <Stack key={index} space="sm" className={styles.outlined} data-testid="shipment-skeleton">
            <Skeleton inlineSize="55%" />
            <Skeleton inlineSize="80%" />
            <Skeleton inlineSize="40%" />
          </Stack>
        ))}
      </LoadingStack>
    );
  } else if (shipments.length === 0) {
    content = (
      <Text size="sm" tone="secondary">
        {intl.formatMessage(shipmentMessages.empty)}
      </Text>
    );
  } else {
    content = (
      <Stack as="ul" space="sm" aria-label={heading}>
        {shipments.map((shipment) => (
          <ShipmentEntry
            key={shipment.trackingNumber}
            shipment={shipment}
            selected={shipment.trackingNumber === selectedTrackingNumber}
          />
        ))}
      </Stack>
    );
  }
  return <ColumnSection title={heading}>{content}</ColumnSection>;
}

/** The channels customers reach support through, with their state: WhatsApp's is the organization's real one. */
function channelsOf(whatsapp: 'connected' | 'not_connected' | undefined) {
  const connected = whatsapp === 'connected';
  return [
    {
      channel: 'whatsapp',
      icon: <PhoneIcon aria-hidden="true" />,
      name: shipmentMessages.whatsapp,
      tone: connected ? 'positive' : 'neutral',
      state: connected ? shipmentMessages.connected : shipmentMessages.notConnected,
      status: connected ? 'connected' : 'not_connected',
    },
    {
      channel: 'web',
      icon: <ChatIcon aria-hidden="true" />,
      name: shipmentMessages.web,
      tone: 'info',
      state: shipmentMessages.active,
      status: 'active',
    },
  ] as const;
}

function Channels() {
  const intl = useIntl();
  const channels = channelsOf(useSupportDashboard().props.whatsappChannel);
  return (
    <ColumnSection title={intl.formatMessage(shipmentMessages.channelsHeading)}>
      <Stack as="ul" space="sm">
        {channels.map(({ channel, icon, name, tone, state, status }) => (
          <Box
            key={channel}
            as="li"
            display="flex"
            alignItems="center"
            justifyContent="spaceBetween"
            gap="sm"
            paddingBlock="sm"
            paddingInline="md"
            borderRadius="md"
            background="sunken"
            fontSize="sm"
            data-channel={channel}
            data-state={status}
          >
            <Inline as="span" space="sm" wrap={false}>
              {icon}
              {intl.formatMessage(name)}
            </Inline>
            <Badge tone={tone} size="sm">
              {intl.formatMessage(state)}
            </Badge>
          </Box>
        ))}
      </Stack>
    </ColumnSection>
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
    <Stack space="lg" className={styles.column} data-part="shipments">
      {withBrand ? <Brand /> : null}
      <CustomerCard />
      <ShipmentList />
      <Channels />
    </Stack>
  );
}
