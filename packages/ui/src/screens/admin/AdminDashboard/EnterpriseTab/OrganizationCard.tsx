import type { OrganizationDto } from '@qafila/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../../../../components/Badge/Badge.tsx';
import { Button } from '../../../../components/Button/Button.tsx';
import { Card, CardBody, CardFooter, CardHeader, CardTitle } from '../../../../components/Card/Card.tsx';
import { useToast } from '../../../../components/Toast/Toast.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import type { AdminDashboardProps, OrganizationAction } from '../../types.ts';
import { messages } from '../AdminDashboard.messages.ts';
import * as styles from './EnterpriseTab.css.ts';
import { enterpriseMessages as em } from './EnterpriseTab.messages.ts';
import { OrganizationActionDialog } from './OrganizationActionDialog.tsx';
import { type Section, statusTone } from './sections.ts';

export function OrganizationCard({
  organization,
  baseDomain,
  onAction,
  onCopy,
  onOpen,
}: {
  organization: OrganizationDto;
  baseDomain: string;
  onAction: AdminDashboardProps['onOrganizationAction'];
  onCopy: AdminDashboardProps['onCopy'];
  onOpen(section: Section, organizationId: number): void;
}) {
  const intl = useIntl();
  const { toast } = useToast();
  const [confirm, setConfirm] = useState<OrganizationAction | null>(null);
  const domain = organization.customDomain ?? `${organization.subdomain}.${baseDomain}`;
  const copy = async () => {
    try {
      await (onCopy ?? ((text: string) => navigator.clipboard.writeText(text)))(domain);
      toast({ title: intl.formatMessage(em.copiedTitle), description: intl.formatMessage(em.copied) });
    } catch {
      toast({
        title: intl.formatMessage(messages.errorTitle),
        description: intl.formatMessage(em.copyFailed),
        variant: 'destructive',
      });
    }
  };
  const status = organization.status;
  const actions: OrganizationAction[] =
    status === 'active' || status === 'trial'
      ? ['suspend', 'cancel']
      : status === 'suspended'
        ? ['reactivate', 'cancel']
        : ['reactivate'];
  return (
    <Card as="li" data-organization={organization.subdomain} data-status={status}>
      <CardHeader className={styles.cardHeader}>
        <CardTitle>{organization.name}</CardTitle>
        <Inline as="span" space="xs">
          <Badge size="sm" tone={statusTone[status] ?? 'neutral'}>
            {intl.formatMessage(em[`status_${status}`])}
          </Badge>
          <Badge size="sm" tone="accent">
            {intl.formatMessage(em[`tier_${organization.subscriptionTier}`])}
          </Badge>
        </Inline>
      </CardHeader>
      <CardBody>
        <Stack space="sm">
          <Inline space="xs" wrap={false}>
            <Text as="span" size="sm" breakWord dir="ltr" className={styles.domain}>
              {domain}
            </Text>
            <Button
              size="sm"
              variant="ghost"
              tone="neutral"
              aria-label={intl.formatMessage(em.copyDomain, { domain })}
              onClick={copy}
            >
              {intl.formatMessage(em.copy)}
            </Button>
          </Inline>
          <Text size="sm" tone="secondary">
            {intl.formatMessage(em.users, { count: organization.userCount })} ·{' '}
            {intl.formatMessage(em.usage, { count: organization.monthlyUsage })}
          </Text>
          <Text size="sm" tone="secondary">
            {intl.formatMessage(em.created, { date: intl.formatDate(organization.createdAt, { dateStyle: 'medium' }) })}
          </Text>
        </Stack>
      </CardBody>
      <CardFooter>
        <Button size="sm" variant="outline" onClick={() => onOpen('white-label', organization.id)}>
          {intl.formatMessage(em.whiteLabel)}
        </Button>
        <Button size="sm" variant="outline" onClick={() => onOpen('flags', organization.id)}>
          {intl.formatMessage(em.featureControl)}
        </Button>
        {actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'reactivate' ? 'solid' : 'ghost'}
            tone={action === 'reactivate' ? 'accent' : 'critical'}
            onClick={() => setConfirm(action)}
          >
            {intl.formatMessage(action === 'suspend' ? em.suspend : action === 'cancel' ? em.cancelOrg : em.reactivate)}
          </Button>
        ))}
      </CardFooter>
      {confirm ? (
        <OrganizationActionDialog
          organization={organization}
          action={confirm}
          onClose={() => setConfirm(null)}
          onConfirm={onAction}
        />
      ) : null}
    </Card>
  );
}
