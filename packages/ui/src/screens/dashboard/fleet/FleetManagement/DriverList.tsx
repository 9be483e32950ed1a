import type { Driver } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/Button/Button.tsx';
import { Card, CardBody, CardHeader, CardTitle } from '../../../../components/Card/Card.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { UserIcon } from '../../../../private/icons.tsx';
import { CardList } from './CardTiles.tsx';
import * as styles from './FleetManagement.css.ts';
import { argMessages, licenseClassMessages, messages } from './FleetManagement.messages.ts';
import { CardActions, DriverStatusBadge, ExpiryText, Fact, Facts } from './parts.tsx';

export interface DriverListProps {
  drivers: Driver[] | undefined;
  error?: string | undefined;
  onRetry?: (() => void) | undefined;
  today: string;
  onAdd(): void;
  onEdit(driver: Driver): void;
  onRetire(driver: Driver): void;
}

/** One card per driver; the score, rating and trips only once the driver has trips ("No trips yet" before). */
export function DriverList({ drivers, error, onRetry, today, onAdd, onEdit, onRetire }: DriverListProps) {
  const intl = useIntl();
  const decimal = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 1 });
  return (
    <CardList
      items={drivers}
      error={error}
      onRetry={onRetry}
      label={intl.formatMessage(messages.driversLabel)}
      loadingLabel={intl.formatMessage(messages.loadingDrivers)}
      errorTitle={intl.formatMessage(messages.driversLoadError)}
      empty={{
        icon: <UserIcon />,
        title: intl.formatMessage(messages.noDriversTitle),
        description: intl.formatMessage(messages.noDriversDescription),
        action: <Button onClick={onAdd}>{intl.formatMessage(messages.addFirstDriver)}</Button>,
      }}
    >
      {(items) =>
        items.map((driver) => (
          <Card as="li" key={driver.id} className={styles.card} data-status={driver.status}>
            <CardHeader>
              <CardTitle as="h2">
                <bdi>{driver.name}</bdi>
              </CardTitle>
              <DriverStatusBadge status={driver.status} />
            </CardHeader>
            <CardBody className={styles.cardBody}>
              <Facts>
                <Fact label={intl.formatMessage(messages.phone)}>
                  <bdi dir="ltr">{driver.phone}</bdi>
                </Fact>
                <Fact label={intl.formatMessage(messages.license)}>
                  {intl.formatMessage(argMessages.licenseValue, {
                    // Left-to-right isolate: the licence number keeps its order in an Arabic sentence.
                    number: `\u2066${driver.licenseNumber}\u2069`,
                    licenseClass: intl.formatMessage(licenseClassMessages[driver.licenseClass]),
                  })}
                </Fact>
                <Fact label={intl.formatMessage(messages.licenseExpiry)}>
                  <ExpiryText expiry={driver.licenseExpiry} today={today} warn={driver.status !== 'retired'} />
                </Fact>
                {/* Figures computed from trips; none are shown before the driver has any, no rating before one is rated. */}
                <Fact label={intl.formatMessage(messages.performance)}>
                  {driver.totalTrips === 0 || driver.performanceScore === null ? (
                    <Text as="span" size="sm" tone="secondary">
                      {intl.formatMessage(messages.noTrips)}
                    </Text>
                  ) : driver.averageRating === null ? (
                    intl.formatMessage(argMessages.performanceValueUnrated, {
                      score: decimal(driver.performanceScore),
                      trips: driver.totalTrips,
                    })
                  ) : (
                    intl.formatMessage(argMessages.performanceValue, {
                      score: decimal(driver.performanceScore),
                      rating: decimal(driver.averageRating),
                      trips: driver.totalTrips,
                    })
                  )}
                </Fact>
              </Facts>
            </CardBody>
            <CardActions
              name={driver.name}
              retired={driver.status === 'retired'}
              onEdit={() => onEdit(driver)}
              onRetire={() => onRetire(driver)}
            />
          </Card>
        ))
      }
    </CardList>
  );
}
