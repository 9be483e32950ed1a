import type { LanguageCode } from '@qafila/contracts';
import clsx from 'clsx';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/Tabs/Tabs.tsx';
import { LanguageSelector } from '../../../patterns/LanguageSelector/LanguageSelector.tsx';
import { UserIcon } from '../../../private/icons.tsx';
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
      <div className={clsx(styles.loading, props.className)} aria-busy="true">
        <Spinner size="lg" label={intl.formatMessage(messages.loading)} />
        <p>{intl.formatMessage(messages.loading)}</p>
      </div>
    );
  }

  const name = props.adminName?.trim() || intl.formatMessage(messages.adminFallback);
  return (
    <div className={clsx(styles.root, props.className)}>
      <header className={styles.header}>
        <div className={styles.headerText}>
          <h1 className={styles.title}>
            {intl.formatMessage(messages.title)}
            <Badge tone="critical" size="sm">
              {intl.formatMessage(messages.superAdmin)}
            </Badge>
          </h1>
          <p className={styles.subtitle}>{intl.formatMessage(messages.subtitle)}</p>
        </div>
        <div className={styles.headerActions}>
          {props.onLanguageChange && props.language && props.languages ? (
            <LanguageSelector
              value={props.language}
              languages={props.languages.map((option) => ({ code: option.code, label: option.name }))}
              onValueChange={(code) => props.onLanguageChange?.(code as LanguageCode)}
            />
          ) : null}
          <span className={styles.adminName} title={intl.formatMessage(messages.signedInAs, { name })}>
            <UserIcon aria-hidden="true" />
            <span data-testid="admin-name">{name}</span>
          </span>
          <Button variant="outline" tone="neutral" size="sm" onClick={() => setPasswordOpen(true)}>
            {intl.formatMessage(messages.changePassword)}
          </Button>
          <Button variant="ghost" tone="neutral" size="sm" onClick={props.onLogout}>
            {intl.formatMessage(messages.logout)}
          </Button>
        </div>
      </header>
      <main className={styles.main}>
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
          <TabsContent value="enterprise" className={styles.panel}>
            <EnterpriseTab {...props} />
          </TabsContent>
          <TabsContent value="features">
            <FeaturesTab features={props.features} />
          </TabsContent>
          <TabsContent value="billing">
            <BillingTab plans={props.plans} />
          </TabsContent>
          <TabsContent value="monitoring">
            <MonitoringTab monitoring={props.monitoring} users={props.users} billingSummary={props.billingSummary} />
          </TabsContent>
          <TabsContent value="statistics">
            <StatisticsTab statistics={props.statistics} users={props.users} />
          </TabsContent>
        </Tabs>
      </main>
      {passwordOpen ? (
        <ChangePasswordDialog onClose={() => setPasswordOpen(false)} onChange={props.onChangePassword} />
      ) : null}
    </div>
  );
}
