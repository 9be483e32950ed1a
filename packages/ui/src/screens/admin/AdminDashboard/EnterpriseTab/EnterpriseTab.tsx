import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../../../components/EmptyState/EmptyState.tsx';
import { Field } from '../../../../components/Field/Field.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/Tabs/Tabs.tsx';
import { Heading } from '../../../../layout/Heading.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Tiles } from '../../../../layout/Tiles.tsx';
import * as styles from '../AdminDashboard.css.ts';
import { messages } from '../AdminDashboard.messages.ts';
import { Audit } from './Audit.tsx';
import { CreateOrganization } from './CreateOrganization.tsx';
import { enterpriseMessages as em } from './EnterpriseTab.messages.ts';
import { FeatureControl } from './FeatureControl.tsx';
import { Leads } from './Leads.tsx';
import { Loading } from './Loading.tsx';
import { OrganizationCard } from './OrganizationCard.tsx';
import { Subscriptions } from './Subscriptions.tsx';
import { type EnterpriseTabProps, type Section, sections } from './sections.ts';
import { WhiteLabelEditor } from './WhiteLabelEditor.tsx';

/** Enterprise Control: organizations, their subscriptions, creation, white-label, feature flags, leads and audit. */
export function EnterpriseTab(props: EnterpriseTabProps) {
  const intl = useIntl();
  const [section, setSection] = useState<Section>('organizations');
  // The organization the white-label editor and feature control work on: chosen there, or from a card.
  const [selectedId, setSelectedId] = useState<number | undefined>();
  const organizations = props.organizations;
  const selected = organizations?.find((o) => o.id === selectedId) ?? organizations?.[0];
  const open = (next: Section, organizationId: number) => {
    setSelectedId(organizationId);
    setSection(next);
  };
  const labels: Record<Section, string> = {
    organizations: intl.formatMessage(em.organizations),
    billing: intl.formatMessage(em.billing),
    create: intl.formatMessage(em.createNew),
    'white-label': intl.formatMessage(em.whiteLabel),
    flags: intl.formatMessage(em.featureControl),
    leads: intl.formatMessage(em.leads),
    audit: intl.formatMessage(em.audit),
  };
  const picker =
    organizations && organizations.length > 0 && selected ? (
      <Field label={intl.formatMessage(em.organization)}>
        <Select
          value={String(selected.id)}
          onValueChange={(value) => setSelectedId(Number(value))}
          options={organizations.map((o) => ({ value: String(o.id), label: o.name }))}
        />
      </Field>
    ) : null;

  return (
    <Tabs value={section} onValueChange={(value) => setSection(value as Section)} className={styles.tabsRoot}>
      <Heading level={3} as="h2">
        {intl.formatMessage(messages.tabEnterprise)}
      </Heading>
      <TabsList label={intl.formatMessage(em.sectionsLabel)} className={styles.tabList}>
        {sections.map((s) => (
          <TabsTrigger key={s} value={s}>
            {labels[s]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="organizations">
        {!organizations ? (
          <Loading />
        ) : organizations.length === 0 ? (
          <EmptyState title={intl.formatMessage(em.noOrganizations)} />
        ) : (
          <Tiles as="ul" minItemWidth="lg" space="md" aria-label={labels.organizations}>
            {organizations.map((organization) => (
              <OrganizationCard
                key={organization.id}
                organization={organization}
                baseDomain={props.baseDomain}
                onAction={props.onOrganizationAction}
                onCopy={props.onCopy}
                onOpen={open}
              />
            ))}
          </Tiles>
        )}
      </TabsContent>
      <TabsContent value="billing">
        <Stack space="lg">
          <Subscriptions subscriptions={props.subscriptions} summary={props.billingSummary} />
        </Stack>
      </TabsContent>
      <TabsContent value="create">
        <CreateOrganization baseDomain={props.baseDomain} onCreate={props.onCreateOrganization} />
      </TabsContent>
      <TabsContent value="white-label">
        <Stack space="lg">
          {!organizations ? <Loading /> : null}
          {picker}
          {selected ? (
            <WhiteLabelEditor key={selected.id} organization={selected} onSave={props.onUpdateBranding} />
          ) : null}
        </Stack>
      </TabsContent>
      <TabsContent value="flags">
        <Stack space="lg">
          {!organizations ? <Loading /> : null}
          {picker}
          {selected ? (
            <FeatureControl key={selected.id} organization={selected} onSave={props.onUpdateFeatureFlags} />
          ) : null}
        </Stack>
      </TabsContent>
      <TabsContent value="leads">
        <Leads leads={props.leads} />
      </TabsContent>
      <TabsContent value="audit">
        <Audit audit={props.audit} />
      </TabsContent>
    </Tabs>
  );
}
