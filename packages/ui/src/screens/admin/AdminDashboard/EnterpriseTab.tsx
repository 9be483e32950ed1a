import {
  HEX_COLOR,
  ORG_FEATURE_FLAGS,
  ORG_TIERS,
  type OrganizationDto,
  type OrgFeatureFlag,
  type SubscriptionDto,
} from '@qafila/contracts';
import clsx from 'clsx';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert/Alert.tsx';
import { Badge } from '../../../components/Badge/Badge.tsx';
import type { BadgeTone } from '../../../components/Badge/badgeTones.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { Card, CardBody, CardFooter, CardHeader, CardTitle } from '../../../components/Card/Card.tsx';
import { Dialog, DialogClose } from '../../../components/Dialog/Dialog.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { Progress } from '../../../components/Progress/Progress.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { Switch } from '../../../components/Switch/Switch.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/Tabs/Tabs.tsx';
import { useToast } from '../../../components/Toast/Toast.tsx';
import { brandStyle } from '../../../themes/brandStyle.ts';
import { contrastRatio } from '../../../themes/color.ts';
import { lightTheme } from '../../../themes/lightTheme.css.ts';
import type { AdminDashboardProps, CreatedOrganization, NewOrganizationInput, OrganizationAction } from '../types.ts';
import * as styles from './AdminDashboard.css.ts';
import { enterpriseMessages as em, messages } from './AdminDashboard.messages.ts';
import { busyProps, settle, useResultToast } from './shared.tsx';

type EnterpriseTabProps = Pick<
  AdminDashboardProps,
  | 'organizations'
  | 'subscriptions'
  | 'billingSummary'
  | 'leads'
  | 'audit'
  | 'baseDomain'
  | 'onCreateOrganization'
  | 'onOrganizationAction'
  | 'onUpdateBranding'
  | 'onUpdateFeatureFlags'
  | 'onCopy'
>;

const sections = ['organizations', 'billing', 'create', 'white-label', 'flags', 'leads', 'audit'] as const;
type Section = (typeof sections)[number];

const statusTone: Record<string, BadgeTone> = {
  active: 'positive',
  trial: 'info',
  suspended: 'caution',
  cancelled: 'critical',
  past_due: 'caution',
};

function Loading() {
  const intl = useIntl();
  return (
    <div className={styles.cardRow} aria-busy="true">
      <Spinner size="sm" label={intl.formatMessage(em.loading)} />
    </div>
  );
}

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
      <h2 className={styles.sectionTitle}>{intl.formatMessage(messages.tabEnterprise)}</h2>
      <TabsList label={intl.formatMessage(em.sectionsLabel)} className={styles.tabList}>
        {sections.map((s) => (
          <TabsTrigger key={s} value={s}>
            {labels[s]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="organizations" className={styles.panel}>
        {!organizations ? (
          <Loading />
        ) : organizations.length === 0 ? (
          <EmptyState title={intl.formatMessage(em.noOrganizations)} />
        ) : (
          <ul className={styles.wideGrid} aria-label={labels.organizations}>
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
          </ul>
        )}
      </TabsContent>
      <TabsContent value="billing" className={styles.panel}>
        <Subscriptions subscriptions={props.subscriptions} summary={props.billingSummary} />
      </TabsContent>
      <TabsContent value="create" className={styles.panel}>
        <CreateOrganization baseDomain={props.baseDomain} onCreate={props.onCreateOrganization} />
      </TabsContent>
      <TabsContent value="white-label" className={styles.panel}>
        {!organizations ? <Loading /> : null}
        {picker}
        {selected ? (
          <WhiteLabelEditor key={selected.id} organization={selected} onSave={props.onUpdateBranding} />
        ) : null}
      </TabsContent>
      <TabsContent value="flags" className={styles.panel}>
        {!organizations ? <Loading /> : null}
        {picker}
        {selected ? (
          <FeatureControl key={selected.id} organization={selected} onSave={props.onUpdateFeatureFlags} />
        ) : null}
      </TabsContent>
      <TabsContent value="leads" className={styles.panel}>
        <Leads leads={props.leads} />
      </TabsContent>
      <TabsContent value="audit" className={styles.panel}>
        <Audit audit={props.audit} />
      </TabsContent>
    </Tabs>
  );
}

function OrganizationCard({
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
      <CardHeader className={styles.cardRow}>
        <CardTitle>{organization.name}</CardTitle>
        <span className={styles.badges}>
          <Badge size="sm" tone={statusTone[status] ?? 'neutral'}>
            {intl.formatMessage(em[`status_${status}`])}
          </Badge>
          <Badge size="sm" tone="accent">
            {intl.formatMessage(em[`tier_${organization.subscriptionTier}`])}
          </Badge>
        </span>
      </CardHeader>
      <CardBody className={styles.cardStack}>
        <div className={styles.domainRow}>
          <span className={styles.domain}>{domain}</span>
          <Button
            size="sm"
            variant="ghost"
            tone="neutral"
            aria-label={intl.formatMessage(em.copyDomain, { domain })}
            onClick={copy}
          >
            {intl.formatMessage(em.copy)}
          </Button>
        </div>
        <p className={styles.muted}>
          {intl.formatMessage(em.users, { count: organization.userCount })} ·{' '}
          {intl.formatMessage(em.usage, { count: organization.monthlyUsage })}
        </p>
        <p className={styles.muted}>
          {intl.formatMessage(em.created, { date: intl.formatDate(organization.createdAt, { dateStyle: 'medium' }) })}
        </p>
      </CardBody>
      <CardFooter className={styles.buttonRow}>
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
        <ConfirmAction
          organization={organization}
          action={confirm}
          onClose={() => setConfirm(null)}
          onConfirm={onAction}
        />
      ) : null}
    </Card>
  );
}

const confirmText = {
  suspend: { title: em.suspendTitle, text: em.suspendText, button: em.suspend, next: 'suspended' },
  reactivate: { title: em.reactivateTitle, text: em.reactivateText, button: em.reactivate, next: 'active' },
  cancel: { title: em.cancelTitle, text: em.cancelText, button: em.cancelOrg, next: 'cancelled' },
} as const;

function ConfirmAction({
  organization,
  action,
  onClose,
  onConfirm,
}: {
  organization: OrganizationDto;
  action: OrganizationAction;
  onClose(): void;
  onConfirm: AdminDashboardProps['onOrganizationAction'];
}) {
  const intl = useIntl();
  const tell = useResultToast();
  const [busy, setBusy] = useState(false);
  const text = confirmText[action];
  const go = async () => {
    if (busy) return;
    setBusy(true);
    const result = await settle(() => onConfirm(organization.id, action));
    setBusy(false);
    const description = intl.formatMessage(em.statusChanged, {
      name: organization.name,
      status: intl.formatMessage(em[`status_${text.next}`]),
    });
    if (tell(result, { title: em.statusChangedTitle, description }, em.statusFailed)) onClose();
  };
  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(next) => !next && onClose()}
      title={intl.formatMessage(text.title, { name: organization.name })}
      description={intl.formatMessage(text.text)}
      footer={
        <>
          <DialogClose>
            <Button variant="outline" tone="neutral">
              {intl.formatMessage(em.keep)}
            </Button>
          </DialogClose>
          <Button
            tone={action === 'reactivate' ? 'accent' : 'critical'}
            onClick={go}
            {...busyProps(busy, intl.formatMessage(messages.saving))}
          >
            {intl.formatMessage(text.button)}
          </Button>
        </>
      }
    />
  );
}

function UsageMeter({ label, used, limit }: { label: string; used: number; limit: number }) {
  const intl = useIntl();
  const usedText = intl.formatNumber(used, { maximumFractionDigits: 1 });
  const text =
    limit === -1
      ? intl.formatMessage(em.usageUnlimited, { used: usedText })
      : intl.formatMessage(em.usageOf, { used: usedText, limit: intl.formatNumber(limit) });
  return (
    <div className={styles.meter}>
      <div className={styles.cardRow}>
        <span className={styles.muted}>{label}</span>
        <span>{text}</span>
      </div>
      {limit > 0 ? (
        <Progress
          value={Math.min(used, limit)}
          max={limit}
          label={`${label}: ${text}`}
          hideLabel
          tone={used > limit ? 'critical' : used / limit > 0.8 ? 'caution' : 'accent'}
        />
      ) : null}
    </div>
  );
}

function Subscriptions({
  subscriptions,
  summary,
}: {
  subscriptions: SubscriptionDto[] | undefined;
  summary: AdminDashboardProps['billingSummary'];
}) {
  const intl = useIntl();
  const usd = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
  if (!subscriptions) return <Loading />;
  return (
    <>
      {summary ? (
        <ul className={styles.grid}>
          {(
            [
              [em.summaryMrr, usd(summary.monthlyRecurring)],
              [em.summaryRevenue, usd(summary.totalRevenue)],
              [em.summaryActive, intl.formatNumber(summary.activeSubscriptions)],
              [
                em.summaryChurn,
                intl.formatNumber(summary.churnRate / 100, { style: 'percent', maximumFractionDigits: 1 }),
              ],
            ] as const
          ).map(([label, value]) => (
            <Card as="li" key={label.id}>
              <CardBody className={styles.cardStack}>
                <p className={styles.figureLabel}>{intl.formatMessage(label)}</p>
                <p className={styles.figure}>{value}</p>
              </CardBody>
            </Card>
          ))}
        </ul>
      ) : null}
      {subscriptions.length === 0 ? (
        <EmptyState title={intl.formatMessage(em.noSubscriptions)} />
      ) : (
        <ul className={styles.wideGrid} aria-label={intl.formatMessage(em.billing)}>
          {subscriptions.map((s) => (
            <Card as="li" key={s.id} data-subscription={s.organizationId}>
              <CardHeader className={styles.cardRow}>
                <CardTitle>{s.organizationName}</CardTitle>
                <span className={styles.badges}>
                  <Badge size="sm" tone="accent">
                    {s.plan in { starter: 1, professional: 1, enterprise: 1, custom: 1 }
                      ? intl.formatMessage(em[`tier_${s.plan as 'starter'}`])
                      : s.plan}
                  </Badge>
                  <Badge size="sm" tone={statusTone[s.status] ?? 'neutral'}>
                    {intl.formatMessage(em[`status_${s.status}`])}
                  </Badge>
                </span>
              </CardHeader>
              <CardBody className={styles.cardStack}>
                <p>
                  {intl.formatMessage(em.monthlyRevenue, {
                    amount: usd(s.monthlyRevenue),
                    cycle: intl.formatMessage(em[`cycle_${s.billingCycle}`]),
                  })}
                </p>
                <UsageMeter
                  label={intl.formatMessage(em.usage_shipments)}
                  used={s.usage.shipments}
                  limit={s.limits.shipments}
                />
                <UsageMeter
                  label={intl.formatMessage(em.usage_apiCalls)}
                  used={s.usage.apiCalls}
                  limit={s.limits.apiCalls}
                />
                <UsageMeter label={intl.formatMessage(em.usage_users)} used={s.usage.users} limit={s.limits.users} />
                <UsageMeter
                  label={intl.formatMessage(em.usage_storage)}
                  used={s.usage.storage}
                  limit={s.limits.storage}
                />
                <p className={styles.muted}>
                  {intl.formatMessage(em.nextBilling, {
                    date: intl.formatDate(s.nextBilling, { dateStyle: 'medium' }),
                  })}
                </p>
                <p className={styles.muted}>{intl.formatMessage(em.credit, { amount: usd(s.creditBalance) })}</p>
                {s.overages > 0 ? (
                  <p className={styles.muted}>{intl.formatMessage(em.overages, { amount: usd(s.overages) })}</p>
                ) : null}
              </CardBody>
            </Card>
          ))}
        </ul>
      )}
    </>
  );
}

const emptyOrg: NewOrganizationInput = {
  name: '',
  subdomain: '',
  subscriptionTier: 'starter',
  customDomain: '',
  adminEmail: '',
  adminName: '',
};

function CreateOrganization({
  baseDomain,
  onCreate,
}: {
  baseDomain: string;
  onCreate: AdminDashboardProps['onCreateOrganization'];
}) {
  const intl = useIntl();
  const { toast } = useToast();
  const headingId = useId();
  const [values, setValues] = useState<NewOrganizationInput>(emptyOrg);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedOrganization | null>(null);
  const set = (key: keyof NewOrganizationInput) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!values.name.trim() || !values.subdomain.trim() || !values.adminEmail.trim()) {
      toast({
        title: intl.formatMessage(em.validationTitle),
        description: intl.formatMessage(em.validation),
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    const result: Awaited<ReturnType<typeof onCreate>> = await settle(() => onCreate(values));
    setBusy(false);
    if ('organization' in result) {
      const { organization } = result;
      toast({
        title: intl.formatMessage(em.createdTitle),
        description: intl.formatMessage(em.created_toast, { domain: `${organization.subdomain}.${baseDomain}` }),
      });
      setCreated(result);
      setValues(emptyOrg);
    } else {
      toast({
        title: intl.formatMessage(messages.errorTitle),
        description: result.error?.trim() || intl.formatMessage(em.createFailed),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h3" id={headingId}>
          {intl.formatMessage(em.createHeading)}
        </CardTitle>
      </CardHeader>
      <CardBody className={styles.form}>
        {created ? (
          <Alert
            tone="positive"
            title={intl.formatMessage(em.credentialsTitle, { name: created.organization.name })}
            onDismiss={() => setCreated(null)}
          >
            {intl.formatMessage(em.credentials, { username: created.admin.username, password: created.admin.password })}
          </Alert>
        ) : null}
        <form className={styles.form} noValidate onSubmit={submit}>
          <div className={styles.formGrid}>
            <Field label={intl.formatMessage(em.orgName)} required>
              <Input name="name" value={values.name} onChange={set('name')} autoComplete="organization" />
            </Field>
            <Field
              label={intl.formatMessage(em.subdomain)}
              required
              hint={intl.formatMessage(em.subdomainHint, {
                example: `${values.subdomain.trim().toLowerCase() || 'company'}.${baseDomain}`,
              })}
            >
              <Input
                name="subdomain"
                dir="ltr"
                autoCapitalize="none"
                spellCheck={false}
                value={values.subdomain}
                onChange={set('subdomain')}
              />
            </Field>
            <Field label={intl.formatMessage(em.tier)}>
              <Select
                name="subscriptionTier"
                value={values.subscriptionTier}
                onChange={set('subscriptionTier')}
                options={ORG_TIERS.map((tier) => ({ value: tier, label: intl.formatMessage(em[`tier_${tier}`]) }))}
              />
            </Field>
            <Field label={intl.formatMessage(em.customDomain)} hint={intl.formatMessage(em.customDomainHint)}>
              <Input
                name="customDomain"
                dir="ltr"
                autoCapitalize="none"
                spellCheck={false}
                value={values.customDomain}
                onChange={set('customDomain')}
              />
            </Field>
            <Field label={intl.formatMessage(em.adminEmail)} required>
              <Input
                name="adminEmail"
                type="email"
                value={values.adminEmail}
                onChange={set('adminEmail')}
                autoComplete="off"
              />
            </Field>
            <Field label={intl.formatMessage(em.adminName)}>
              <Input name="adminName" value={values.adminName} onChange={set('adminName')} autoComplete="off" />
            </Field>
          </div>
          <div className={styles.buttonRow}>
            <Button type="submit" {...busyProps(busy, intl.formatMessage(messages.saving))}>
              {intl.formatMessage(em.createSubmit)}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

function WhiteLabelEditor({
  organization,
  onSave,
}: {
  organization: OrganizationDto;
  onSave: AdminDashboardProps['onUpdateBranding'];
}) {
  const intl = useIntl();
  const tell = useResultToast();
  const branding = organization.settings.branding;
  const [color, setColor] = useState(branding.primaryColor);
  const [logoUrl, setLogoUrl] = useState(branding.logoUrl ?? '');
  const [displayName, setDisplayName] = useState(branding.displayName ?? '');
  const [busy, setBusy] = useState(false);
  // The address whose image failed to load: the preview shows the name alone until the address changes.
  const [brokenLogo, setBrokenLogo] = useState<string | null>(null);
  const logoBroken = brokenLogo === logoUrl.trim();
  const valid = HEX_COLOR.test(color);
  const ratio = valid ? contrastRatio(color, '#FFFFFF') : null;
  const shownName = displayName.trim() || organization.name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !valid) return;
    setBusy(true);
    const result = await settle(() =>
      onSave(organization.id, {
        primaryColor: color.toUpperCase(),
        logoUrl: logoUrl.trim() || null,
        displayName: displayName.trim() || null,
      }),
    );
    setBusy(false);
    tell(
      result,
      { title: em.brandingSavedTitle, description: intl.formatMessage(em.brandingSaved, { name: organization.name }) },
      em.brandingFailed,
    );
  };

  return (
    <div className={styles.editor}>
      <form className={styles.form} noValidate onSubmit={submit}>
        <div className={styles.colorRow}>
          <input
            type="color"
            className={styles.colorSwatch}
            aria-label={intl.formatMessage(em.primaryColor)}
            value={valid ? color.toLowerCase() : '#000000'}
            onChange={(event) => setColor(event.target.value.toUpperCase())}
          />
          <Field
            label={intl.formatMessage(em.primaryColorHex)}
            error={valid ? undefined : intl.formatMessage(em.colorInvalid)}
            style={{ flexGrow: 1 }}
          >
            <Input
              name="primaryColor"
              dir="ltr"
              spellCheck={false}
              value={color}
              onChange={(event) => setColor(event.target.value.trim())}
            />
          </Field>
        </div>
        {ratio !== null ? (
          <Alert tone={ratio >= 4.5 ? 'positive' : 'caution'} role="status" data-testid="contrast">
            {intl.formatMessage(em.contrast, { ratio: intl.formatNumber(ratio, { maximumFractionDigits: 2 }) })} —{' '}
            {intl.formatMessage(ratio >= 4.5 ? em.contrastPass : em.contrastFail)}
          </Alert>
        ) : null}
        <Field label={intl.formatMessage(em.logoUrl)} hint={intl.formatMessage(em.logoUrlHint)}>
          <Input
            name="logoUrl"
            type="url"
            dir="ltr"
            spellCheck={false}
            value={logoUrl}
            onChange={(event) => setLogoUrl(event.target.value)}
          />
        </Field>
        <Field label={intl.formatMessage(em.displayName)} hint={intl.formatMessage(em.displayNameHint)}>
          <Input name="displayName" value={displayName} onChange={(event) => setDisplayName(event.target.value)} />
        </Field>
        <div className={styles.buttonRow}>
          <Button type="submit" disabled={!valid} {...busyProps(busy, intl.formatMessage(messages.saving))}>
            {intl.formatMessage(em.saveBranding)}
          </Button>
        </div>
      </form>
      <Preview title={intl.formatMessage(em.preview)}>
        {/* The design system's brand override, exactly as the organization's users get it. */}
        {/* In the light theme, which the brand tokens are derived for, whatever theme the portal is shown in. */}
        <div
          className={clsx(lightTheme, styles.preview)}
          style={valid ? brandStyle(color) : undefined}
          data-testid="brand-preview"
        >
          <div className={styles.previewBrand}>
            {logoUrl.trim() && !logoBroken ? (
              <img
                src={logoUrl.trim()}
                alt={intl.formatMessage(em.logoAlt, { name: shownName })}
                className={styles.previewLogo}
                onError={() => setBrokenLogo(logoUrl.trim())}
              />
            ) : null}
            <span>{shownName}</span>
          </div>
          <p className={styles.muted}>{intl.formatMessage(em.previewText)}</p>
          <div className={styles.buttonRow}>
            <Button tabIndex={-1}>{intl.formatMessage(em.previewButton)}</Button>
            <Button tabIndex={-1} variant="outline">
              {intl.formatMessage(em.previewButton)}
            </Button>
            <Badge tone="accent">{intl.formatMessage(em.previewBadge)}</Badge>
          </div>
        </div>
      </Preview>
    </div>
  );
}

function Preview({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.cardStack}>
      <h3 id={id} className={styles.figureLabel}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function FeatureControl({
  organization,
  onSave,
}: {
  organization: OrganizationDto;
  onSave: AdminDashboardProps['onUpdateFeatureFlags'];
}) {
  const intl = useIntl();
  const tell = useResultToast();
  const stored = organization.settings.featureFlags;
  const [flags, setFlags] = useState<Record<string, boolean>>(() => ({ ...stored }));
  const [busy, setBusy] = useState(false);
  const changed = ORG_FEATURE_FLAGS.filter((f) => Boolean(flags[f]) !== Boolean(stored[f]));
  const save = async () => {
    if (busy || changed.length === 0) return;
    setBusy(true);
    const update = Object.fromEntries(changed.map((f) => [f, Boolean(flags[f])])) as Partial<
      Record<OrgFeatureFlag, boolean>
    >;
    const result = await settle(() => onSave(organization.id, update));
    setBusy(false);
    tell(result, { title: em.flagsSavedTitle, description: intl.formatMessage(em.flagsSaved) }, em.flagsFailed);
  };
  const headingId = useId();
  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <div className={styles.cardStack}>
        <h3 id={headingId} className={styles.figureLabel}>
          {intl.formatMessage(em.flagsHeading, { name: organization.name })}
        </h3>
        <p className={styles.muted}>{intl.formatMessage(em.flagsHint)}</p>
      </div>
      <div className={styles.flagGrid}>
        {ORG_FEATURE_FLAGS.map((flag) => (
          <Switch
            key={flag}
            label={intl.formatMessage(em[`flag_${flag}`])}
            checked={Boolean(flags[flag])}
            onCheckedChange={(checked) => setFlags((f) => ({ ...f, [flag]: checked }))}
          />
        ))}
      </div>
      <div className={styles.buttonRow}>
        <Button
          onClick={save}
          disabled={changed.length === 0}
          {...busyProps(busy, intl.formatMessage(messages.saving))}
        >
          {intl.formatMessage(em.saveFlags)}
        </Button>
      </div>
    </section>
  );
}

function Leads({ leads }: { leads: AdminDashboardProps['leads'] }) {
  const intl = useIntl();
  if (!leads) return <Loading />;
  if (leads.length === 0) return <EmptyState title={intl.formatMessage(em.noLeads)} />;
  return (
    <ul className={styles.list} aria-label={intl.formatMessage(em.leads)}>
      {leads.map((lead) => (
        <Card as="li" key={lead.id}>
          <CardBody className={styles.cardStack}>
            <div className={styles.cardRow}>
              <strong>{lead.name}</strong>
              <a href={`mailto:${lead.email}`} className={styles.previewLink} dir="ltr">
                {lead.email}
              </a>
            </div>
            <p className={styles.muted}>
              {intl.formatMessage(em.leadFrom, {
                company: lead.company,
                size: lead.companySize,
                date: intl.formatDate(lead.createdAt, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  timeZone: 'Asia/Dubai',
                }),
              })}
            </p>
            {lead.message ? <p className={styles.preWrap}>{lead.message}</p> : null}
          </CardBody>
        </Card>
      ))}
    </ul>
  );
}

function Audit({ audit }: { audit: AdminDashboardProps['audit'] }) {
  const intl = useIntl();
  if (!audit) return <Loading />;
  if (audit.length === 0) return <EmptyState title={intl.formatMessage(em.noAudit)} />;
  return (
    <ul className={styles.list} aria-label={intl.formatMessage(em.audit)}>
      {audit.map((entry) => (
        <Card as="li" key={entry.id}>
          <CardBody className={styles.cardRow}>
            <code dir="ltr">{entry.action}</code>
            <span className={styles.muted}>
              {intl.formatMessage(em.auditLine, {
                actor: entry.actor.username,
                target: `${entry.targetType} #${entry.targetId}`,
                date: intl.formatDate(entry.createdAt, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  timeZone: 'Asia/Dubai',
                }),
              })}
            </span>
          </CardBody>
        </Card>
      ))}
    </ul>
  );
}
