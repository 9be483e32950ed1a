import type { LanguageCode } from '@qafila/contracts';
import clsx from 'clsx';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Box } from '../../../components/Box/Box.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/Tabs/Tabs.tsx';
import { Heading } from '../../../layout/Heading.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { LanguageSelector } from '../../../patterns/LanguageSelector/LanguageSelector.tsx';
import { UserIcon } from '../../../private/icons.tsx';
import { sprinkles } from '../../../themes/sprinkles.css.ts';
import { type AdminDashboardProps, type AdminTab, adminTabs } from '../types.ts';
import * as styles from './AdminDashboard.css.ts';
import { messages } from './AdminDashboard.messages.ts';
import { ChangePasswordDialog } from './ChangePasswordDialog/ChangePasswordDialog.tsx';
import { EnterpriseTab } from './EnterpriseTab/EnterpriseTab.tsx';
import { BillingTab, FeaturesTab, MonitoringTab, StatisticsTab } from './OverviewTabs/OverviewTabs.tsx';
import { UsersTab } from './UsersTab/UsersTab.tsx';

const tabLabels = {
  users: messages.tabUsers,
  enterprise: messages.tabEnterprise,
  features: messages.tabFeatures,
  billing: messages.tabBilling,
  monitoring: messages.tabMonitoring,
  statistics: messages.tabStatistics,
} as const;

/**
 * The super-admin dashboard (spec 001 §2): header with the admin's name, Change Password and Logout; six tabs (User
 * Management by default, Enterprise Control, Features, Billing Plans, SRE Monitoring, Statistics) and their dialogs.
 * Pure: data in, events out; every outcome is told in a toast (spec 001 §8). Needs a `ToastProvider` above it.
 */
export function AdminDashboard(props: AdminDashboardProps) {
  const intl = useIntl();
  const [ownTab, setOwnTab] = useState<AdminTab>('users');
  const [passwordOpen, setPasswordOpen] = useState(false);
  const tab = props.tab ?? ownTab;
  const setTab = (next: string) => {
    setOwnTab(next as AdminTab);
    props.onTabChange?.(next as AdminTab);
  };

  if (props.loading) {
    return (
      <Stack
        space="md"
        align="center"
        className={clsx(
          styles.root,
          sprinkles({ justifyContent: 'center', background: 'sunken', color: 'secondary' }),
          props.className,
        )}
        aria-busy="true"
      >
        <Spinner size="lg" label={intl.formatMessage(messages.loading)} />
        <p>{intl.formatMessage(messages.loading)}</p>
      </Stack>
    );
  }

  const name = props.adminName?.trim() || intl.formatMessage(messages.adminFallback);
  return (
    <Box background="sunken" color="primary" className={clsx(styles.root, props.className)}>
      <Inline
        as="header"
        space="md"
        align="spaceBetween"
        className={clsx(
          styles.header,
          sprinkles({ paddingBlock: 'md', paddingInline: { mobile: 'md', tablet: 'xl' }, background: 'base' }),
        )}
      >
        <Stack space="xxs">
          <Heading level={2} as="h1">
            <Inline as="span" space="sm">
              {intl.formatMessage(messages.title)}
              <Badge tone="critical" size="sm">
                {intl.formatMessage(messages.superAdmin)}
              </Badge>
            </Inline>
          </Heading>
          <Text size="sm" tone="secondary">
            {intl.formatMessage(messages.subtitle)}
          </Text>
        </Stack>
        <Inline space="sm">
          {props.onLanguageChange && props.language && props.languages ? (
            <LanguageSelector
              value={props.language}
              languages={props.languages.map((option) => ({ code: option.code, label: option.name }))}
              onValueChange={(code) => props.onLanguageChange?.(code as LanguageCode)}
            />
          ) : null}
          <Inline
            as="span"
            space="xs"
            wrap={false}
            className={sprinkles({ fontWeight: 'semibold', fontSize: 'sm' })}
            title={intl.formatMessage(messages.signedInAs, { name })}
          >
            <UserIcon aria-hidden="true" />
            <span data-testid="admin-name">{name}</span>
          </Inline>
          {props.headerActions}
          <Button variant="outline" tone="neutral" size="sm" onClick={() => setPasswordOpen(true)}>
            {intl.formatMessage(messages.changePassword)}
          </Button>
          <Button variant="ghost" tone="neutral" size="sm" onClick={props.onLogout}>
            {intl.formatMessage(messages.logout)}
          </Button>
        </Inline>
      </Inline>
      <Box
        as="main"
        marginInline="auto"
        paddingBlock="lg"
        paddingInline={{ mobile: 'md', tablet: 'xl' }}
        className={styles.main}
      >
        <Tabs value={tab} onValueChange={setTab} className={styles.tabsRoot}>
          <TabsList label={intl.formatMessage(messages.tabsLabel)} className={styles.tabList}>
            {adminTabs.map((t) => (
              <TabsTrigger key={t} value={t}>
                {intl.formatMessage(tabLabels[t])}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="users">
            <UsersTab {...props} />
          </TabsContent>
          <TabsContent value="enterprise">
            <EnterpriseTab {...props} />
          </TabsContent>
          <TabsContent value="features">
            <FeaturesTab features={props.features} />
          </TabsContent>
          <TabsContent value="billing">
            <BillingTab plans={props.plans} />
            {props.billingExtra}
          </TabsContent>
          <TabsContent value="monitoring">
            <MonitoringTab monitoring={props.monitoring} users={props.users} billingSummary={props.billingSummary} />
            {props.monitoringExtra}
          </TabsContent>
          <TabsContent value="statistics">
            <StatisticsTab statistics={props.statistics} users={props.users} />
          </TabsContent>
        </Tabs>
      </Box>
      {passwordOpen ? (
        <ChangePasswordDialog onClose={() => setPasswordOpen(false)} onChange={props.onChangePassword} />
      ) : null}
    </Box>
  );
}
