import type {
  ConnectIntegration,
  CreateCustomApi,
  CustomApiConnector,
  CustomApiTestResult,
  Integration,
  IntegrationRequestDto,
  MarketplaceEntry,
  SyncRun,
  UpdateCustomApi,
} from '@qafila/contracts';
import { useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { Alert } from '../../../components/Alert/Alert.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/Tabs/Tabs.tsx';
import { Heading } from '../../../layout/Heading.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { LoadErrorAlert } from '../../dashboard/LoadErrorAlert.tsx';
import { LoadingStack } from '../../LoadingStack.tsx';
import { hubMessages as m } from '../integrations.messages.ts';
import { ActiveIntegrations } from './ActiveIntegrations.tsx';
import { CustomApis } from './CustomApis.tsx';
import { Marketplace } from './Marketplace.tsx';

/** Props of `IntegrationHub`: the three lists of the API and one handler per action. */
export interface IntegrationHubProps {
  /** `GET /api/integrations/enterprise` */
  integrations: readonly Integration[] | undefined;
  /** `GET /api/integrations/catalogue` */
  catalogue: readonly MarketplaceEntry[] | undefined;
  /** `GET /api/integrations/api-connectors` */
  customApis: readonly CustomApiConnector[] | undefined;
  /** The API's message when a list could not be loaded. */
  error?: string | undefined;
  onRetry?(): void;
  /** Organization admins connect, configure and remove; other staff sync, test and request. */
  canManage: boolean;
  onSync(id: number): Promise<ActionResult<SyncRun>>;
  onToggle(id: number, enabled: boolean): Promise<ActionResult>;
  onConfigure(id: number, changes: { schedule: Integration['schedule']; origin?: string }): Promise<ActionResult>;
  onRemove(id: number): Promise<ActionResult>;
  onConnect(input: ConnectIntegration): Promise<ActionResult>;
  onRequest(integration: string, note: string): Promise<ActionResult<IntegrationRequestDto> | ActionResult>;
  onAddCustomApi(input: CreateCustomApi): Promise<ActionResult>;
  onUpdateCustomApi(name: string, changes: UpdateCustomApi): Promise<ActionResult>;
  onRemoveCustomApi(name: string): Promise<ActionResult>;
  onTestCustomApi(name: string): Promise<ActionResult<CustomApiTestResult>>;
  /** Test of a connected store among the connected systems. */
  onTestIntegration(id: number): Promise<ActionResult<CustomApiTestResult>>;
  /** The tab shown first. */
  defaultTab?: 'active' | 'marketplace' | 'custom';
}

/**
 * The `integrations` dashboard section (spec 001 §2 "Integration Hub", issue 17): Active Integrations (connected
 * stores with health and data flow from their recorded runs, Sync, Config), the API Marketplace (Connect for the
 * connectors that exist, Request for the others) and Custom APIs (add, Test with the real call, Configure, Remove).
 */
export function IntegrationHub({
  integrations,
  catalogue,
  customApis,
  error,
  onRetry,
  canManage,
  defaultTab = 'active',
  ...handlers
}: IntegrationHubProps) {
  const intl = useIntl();
  if (error) {
    return (
      <LoadErrorAlert
        title={intl.formatMessage(m.loadError)}
        error={error}
        retryLabel={intl.formatMessage(m.retry)}
        onRetry={onRetry}
      />
    );
  }
  if (!integrations || !catalogue || !customApis) {
    return (
      <LoadingStack label={intl.formatMessage(m.loading)} space="md">
        <Skeleton shape="rect" blockSize="12rem" />
      </LoadingStack>
    );
  }
  return (
    <Stack space="lg" data-testid="integration-hub">
      <Stack space="xs">
        <Heading level={2}>{intl.formatMessage(m.title)}</Heading>
        <Text tone="secondary">{intl.formatMessage(m.intro)}</Text>
      </Stack>
      {canManage ? null : <Alert tone="info">{intl.formatMessage(m.adminsOnly)}</Alert>}
      <Tabs defaultValue={defaultTab}>
        <TabsList label={intl.formatMessage(m.tabsLabel)}>
          <TabsTrigger value="active">{intl.formatMessage(m.tabActive)}</TabsTrigger>
          <TabsTrigger value="marketplace">{intl.formatMessage(m.tabMarketplace)}</TabsTrigger>
          <TabsTrigger value="custom">{intl.formatMessage(m.tabCustom)}</TabsTrigger>
        </TabsList>
        <TabsContent value="active">
          <ActiveIntegrations integrations={integrations} canManage={canManage} {...handlers} />
        </TabsContent>
        <TabsContent value="marketplace">
          <Marketplace catalogue={catalogue} canManage={canManage} {...handlers} />
        </TabsContent>
        <TabsContent value="custom">
          <CustomApis apis={customApis} integrations={integrations} canManage={canManage} {...handlers} />
        </TabsContent>
      </Tabs>
    </Stack>
  );
}
