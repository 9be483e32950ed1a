import clsx from 'clsx';
import { type ReactNode, useCallback, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert/Alert.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/Tabs/Tabs.tsx';
import { breakpointQueries } from '../../../themes/breakpoints.ts';
import type { SupportDashboardPart, SupportDashboardProps } from '../types.ts';
import { Chat } from './Chat.tsx';
import { SupportDashboardContext, type SupportDashboardContextValue, useSupportDashboard } from './context.ts';
import { Details } from './Details.tsx';
import { Brand, Shipments } from './Shipments.tsx';
import * as styles from './SupportDashboard.css.ts';
import { messages } from './SupportDashboard.messages.ts';

function subscribeToTablet(onChange: () => void) {
  const query = window.matchMedia(breakpointQueries.tablet);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the viewport is at least the tablet breakpoint (true without a window). */
function useTabletUp(): boolean {
  return useSyncExternalStore(
    subscribeToTablet,
    () => window.matchMedia(breakpointQueries.tablet).matches,
    () => true,
  );
}

/** Props of `SupportDashboard.Root`: the dashboard's data and events, and the parts to lay out. */
export interface SupportDashboardRootProps extends SupportDashboardProps {
  children: ReactNode;
}

/**
 * Holds the dashboard's data, the chat draft and (on phones) the tab shown, for the parts inside it:
 * `SupportDashboard.Brand`, `.Shipments`, `.Chat`, `.Details`. Needs a `ToastProvider` above it.
 */
function Root({ children, ...props }: SupportDashboardRootProps) {
  const tabletUp = useTabletUp();
  const layout = props.layout ?? 'auto';
  const tabs = layout === 'tabs' || (layout === 'auto' && !tabletUp);
  const [part, setPart] = useState<SupportDashboardPart>('chat');
  const [draft, setDraft] = useState('');
  const { onSelectShipment } = props;
  const selectShipment = useCallback(
    (trackingNumber: string) => {
      onSelectShipment(trackingNumber);
      setPart('details');
    },
    [onSelectShipment],
  );
  // `props` is a new object on every render, so the value is too: memoising it would buy nothing.
  const value: SupportDashboardContextValue = { props, part, setPart, tabs, draft, setDraft, selectShipment };
  return <SupportDashboardContext.Provider value={value}>{children}</SupportDashboardContext.Provider>;
}

function DemoBanner() {
  const intl = useIntl();
  const { demo, onSignIn } = useSupportDashboard().props;
  if (!demo) return null;
  return (
    <Alert
      variant="banner"
      tone="info"
      role="none"
      title={intl.formatMessage(messages.demoTitle)}
      action={
        <Button size="sm" onClick={onSignIn}>
          {intl.formatMessage(messages.signIn)}
        </Button>
      }
      data-testid="demo-banner"
    >
      {intl.formatMessage(messages.demoDescription)}
    </Alert>
  );
}

/** The three parts: columns from the tablet breakpoint up, tabs (Shipments / Chat / Details) on phones. */
function Layout({ className }: { className?: string | undefined }) {
  const intl = useIntl();
  const { tabs, part, setPart } = useSupportDashboard();
  if (!tabs) {
    return (
      <div className={clsx(styles.root, className)} data-layout="columns">
        <DemoBanner />
        <div className={styles.columns}>
          <Shipments withBrand />
          <Chat />
          <Details />
        </div>
      </div>
    );
  }
  return (
    <div className={clsx(styles.root, className)} data-layout="tabs">
      <DemoBanner />
      <Brand />
      <Tabs value={part} onValueChange={(value) => setPart(value as SupportDashboardPart)} className={styles.tabs}>
        <TabsList label={intl.formatMessage(messages.tabsLabel)} className={styles.tabList}>
          <TabsTrigger value="shipments">{intl.formatMessage(messages.tabShipments)}</TabsTrigger>
          <TabsTrigger value="chat">{intl.formatMessage(messages.tabChat)}</TabsTrigger>
          <TabsTrigger value="details">{intl.formatMessage(messages.tabDetails)}</TabsTrigger>
        </TabsList>
        <TabsContent value="shipments" className={styles.tabPanel}>
          <Shipments />
        </TabsContent>
        <TabsContent value="chat" className={styles.tabPanel}>
          <Chat />
        </TabsContent>
        <TabsContent value="details" className={styles.tabPanel}>
          <Details />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/**
 * The customer support dashboard (spec 000 §2): shipments, the assistant chat and the selected shipment's details.
 * Pure: data in through props, events out; fills the viewport. Needs a `ToastProvider` above it. For a custom
 * arrangement, compose `SupportDashboard.Root` with `.Brand`, `.Shipments`, `.Chat` and `.Details`.
 */
function SupportDashboardScreen(props: SupportDashboardProps) {
  return (
    <Root {...props}>
      <Layout className={props.className} />
    </Root>
  );
}

export const SupportDashboard = Object.assign(SupportDashboardScreen, {
  Root,
  Brand,
  DemoBanner,
  Shipments,
  Chat,
  Details,
});
