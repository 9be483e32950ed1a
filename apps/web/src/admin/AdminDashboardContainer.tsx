import { isApiError } from '@qafila/api-client';
import {
  type AuditEntryDto,
  type BillingPlan,
  type BillingSummary,
  type CreateOrganizationResponse,
  type Feature,
  type Health,
  LANGUAGES,
  type ManagedUser,
  type OrganizationDto,
  type SubscriptionDto,
} from '@qafila/contracts';
import {
  AdminDashboard,
  type AdminLead,
  type AdminMonitoring,
  type AdminResult,
  type AdminStatistics,
  type AdminTab,
  useToast,
} from '@qafila/ui';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { api } from '../api.ts';
import { usePageLocale } from '../i18n/usePageLocale.ts';
import { adminContainerMessages as m } from './admin.messages.ts';
import { clearAdminSession, readAdminSession } from './adminSession.ts';

/** GET /api/admin/info. */
interface AdminInfo {
  username: string;
  name: string | null;
  baseDomain?: string;
}

const keys = {
  users: ['admin', 'users'],
  features: ['admin', 'features'],
  info: ['admin', 'info'],
  statistics: ['admin', 'statistics'],
  plans: ['billing', 'plans'],
  organizations: ['admin', 'organizations'],
  subscriptions: ['admin', 'subscriptions'],
  summary: ['admin', 'billing-summary'],
  leads: ['admin', 'leads'],
  audit: ['admin', 'audit'],
  health: ['admin', 'health'],
  monitoring: ['admin', 'monitoring'],
} as const satisfies Record<string, QueryKey>;

const MONITORING_INTERVAL_MS = 30_000;

/** A refused write: the server's `error` text, if it sent one. */
function refused(error: unknown): { ok: false; error?: string } {
  const text = isApiError(error) ? error.serverError : undefined;
  return text ? { ok: false, error: text } : { ok: false };
}

const is401 = (error: unknown) => isApiError(error) && error.status === 401;

/** /api/health answers 503 with the same body when the database does not answer. */
async function loadHealth(): Promise<Health | null> {
  try {
    return await api.getHealth();
  } catch (error) {
    if (isApiError(error) && error.status === 503) {
      try {
        return JSON.parse(error.body) as Health;
      } catch {
        return null;
      }
    }
    return null;
  }
}

/**
 * Binds the admin dashboard to the API (spec 001 §4, §7): the five loads together on entry (a failing one gives an
 * empty value and the 'Dashboard Error' toast); a 401 gives 'Session Expired' and the way back to /admin/login; no
 * stored session goes straight there. Enterprise data, leads, audit and monitoring load behind the first paint.
 */
export function AdminDashboardContainer() {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { locale, changeLocale } = usePageLocale();
  const [session] = useState(readAdminSession);
  const [tab, setTab] = useState<AdminTab>('users');
  const enabled = session !== null;
  const told = useRef(false);

  useEffect(() => {
    if (!session) {
      clearAdminSession();
      navigate('/admin/login', { replace: true });
    }
  }, [session, navigate]);

  const users = useQuery({ queryKey: keys.users, queryFn: () => api.get<ManagedUser[]>('/api/admin/users'), enabled });
  const features = useQuery({
    queryKey: keys.features,
    queryFn: () => api.get<Feature[]>('/api/admin/features'),
    enabled,
  });
  const info = useQuery({ queryKey: keys.info, queryFn: () => api.get<AdminInfo>('/api/admin/info'), enabled });
  const statistics = useQuery({
    queryKey: keys.statistics,
    queryFn: () => api.get<AdminStatistics>('/api/admin/statistics'),
    enabled,
  });
  const plans = useQuery({
    queryKey: keys.plans,
    queryFn: () => api.get<BillingPlan[]>('/api/billing/plans'),
    enabled,
  });
  const core = [users, features, info, statistics, plans];
  const loading = !enabled || core.some((q) => q.isPending);
  const expired = core.some((q) => is401(q.error));

  // Behind the first paint: they do not hold up the loading screen.
  const later = enabled && !loading && !expired;
  const organizations = useQuery({
    queryKey: keys.organizations,
    queryFn: () => api.get<OrganizationDto[]>('/api/admin/organizations'),
    enabled: later,
  });
  const subscriptions = useQuery({
    queryKey: keys.subscriptions,
    queryFn: () => api.get<SubscriptionDto[]>('/api/admin/subscriptions'),
    enabled: later,
  });
  const summary = useQuery({
    queryKey: keys.summary,
    queryFn: () => api.get<BillingSummary>('/api/admin/billing/summary'),
    enabled: later,
  });
  const leads = useQuery({
    queryKey: keys.leads,
    queryFn: () => api.get<AdminLead[]>('/api/admin/leads'),
    enabled: later,
  });
  const audit = useQuery({
    queryKey: keys.audit,
    queryFn: () => api.get<AuditEntryDto[]>('/api/admin/audit?limit=100'),
    enabled: later,
  });
  // Spec 001 §4: monitoring is polled every 30 s (while its tab is open).
  const polling = tab === 'monitoring' ? MONITORING_INTERVAL_MS : false;
  const health = useQuery({ queryKey: keys.health, queryFn: loadHealth, enabled: later, refetchInterval: polling });
  const monitoring = useQuery({
    queryKey: keys.monitoring,
    queryFn: () => api.get<Omit<AdminMonitoring, 'health'>>('/api/admin/monitoring'),
    enabled: later,
    refetchInterval: polling,
  });

  const expireSession = () => {
    toast({
      title: intl.formatMessage(m.sessionExpiredTitle),
      description: intl.formatMessage(m.sessionExpired),
      variant: 'destructive',
    });
    clearAdminSession();
    queryClient.removeQueries({ queryKey: ['admin'] });
    navigate('/admin/login', { replace: true });
  };

  useEffect(() => {
    if (loading || told.current) return;
    told.current = true;
    if (expired) expireSession();
    else if (core.some((q) => q.isError)) {
      toast({
        title: intl.formatMessage(m.dashboardErrorTitle),
        description: intl.formatMessage(m.dashboardError),
        variant: 'destructive',
      });
    }
  });

  /** Runs an admin write; a 401 ends the session, anything else is the action's failure. */
  const write = async (run: () => Promise<unknown>, after?: (answer: unknown) => void): Promise<AdminResult> => {
    if (!readAdminSession()) return { ok: false, error: intl.formatMessage(m.tokenMissing) };
    try {
      const answer = await run();
      after?.(answer);
      queryClient.invalidateQueries({ queryKey: keys.audit });
      const message =
        answer && typeof answer === 'object' && 'message' in answer && typeof answer.message === 'string'
          ? answer.message
          : undefined;
      return { ok: true, message };
    } catch (error) {
      if (is401(error)) expireSession();
      return refused(error);
    }
  };

  const setUsers = (update: (list: ManagedUser[]) => ManagedUser[]) =>
    queryClient.setQueryData<ManagedUser[]>(keys.users, (list) => update(list ?? []));
  const setOrganization = (answer: unknown) => {
    const updated = answer as OrganizationDto;
    queryClient.setQueryData<OrganizationDto[]>(keys.organizations, (list) =>
      list?.map((o) => (o.id === updated.id ? updated : o)),
    );
    queryClient.invalidateQueries({ queryKey: keys.subscriptions });
    queryClient.invalidateQueries({ queryKey: keys.summary });
  };
  const reloadUsers = () => {
    queryClient.invalidateQueries({ queryKey: keys.users });
    queryClient.invalidateQueries({ queryKey: keys.statistics });
    queryClient.invalidateQueries({ queryKey: keys.organizations });
  };
  const toggleFeature = (userId: number, featureId: string, on: boolean) => {
    setUsers((list) =>
      list.map((u) =>
        u.id !== userId
          ? u
          : {
              ...u,
              features: (on
                ? [...new Set([...u.features, featureId])]
                : u.features.filter((f) => f !== featureId)) as ManagedUser['features'],
            },
      ),
    );
    queryClient.invalidateQueries({ queryKey: keys.statistics });
  };
  const segment = (value: string | number) => encodeURIComponent(String(value));

  return (
    <AdminDashboard
      loading={loading || expired}
      adminName={session?.username ?? info.data?.username}
      language={locale}
      languages={LANGUAGES}
      onLanguageChange={changeLocale}
      onLogout={async () => {
        try {
          await api.post('/api/admin/logout');
        } catch (error) {
          console.error('Admin logout failed', error);
        }
        clearAdminSession();
        queryClient.removeQueries({ queryKey: ['admin'] });
        navigate('/admin/login');
      }}
      onChangePassword={(input) => write(() => api.post('/api/admin/change-password', input))}
      tab={tab}
      onTabChange={setTab}
      users={users.data ?? []}
      features={features.data ?? []}
      statistics={statistics.data ?? null}
      plans={plans.data ?? []}
      onCreateUser={(kind, input) =>
        write(
          () =>
            api.post('/api/admin/users', {
              username: input.username,
              email: input.email,
              password: input.password,
              name: input.name || undefined,
              companyName: kind === 'enterprise' ? input.companyName || undefined : undefined,
              phoneNumber: input.phoneNumber || undefined,
              planType: kind === 'enterprise' ? 'enterprise' : 'starter',
              isEnterprise: kind === 'enterprise',
            }),
          reloadUsers,
        )
      }
      onUpdateUser={(userId, input) =>
        write(
          () =>
            api.put<ManagedUser>(`/api/admin/users/${segment(userId)}`, {
              username: input.username,
              email: input.email,
              name: input.name,
              companyName: input.companyName,
              phoneNumber: input.phoneNumber,
              planType: input.planType,
            }),
          (answer) => setUsers((list) => list.map((u) => (u.id === userId ? (answer as ManagedUser) : u))),
        )
      }
      onDeleteUser={(userId) => write(() => api.delete(`/api/admin/users/${segment(userId)}`), reloadUsers)}
      onAssignFeature={(userId, featureId) =>
        write(
          () => api.post(`/api/admin/users/${segment(userId)}/features/${segment(featureId)}`),
          () => toggleFeature(userId, featureId, true),
        )
      }
      onRemoveFeature={(userId, featureId) =>
        write(
          () => api.delete(`/api/admin/users/${segment(userId)}/features/${segment(featureId)}`),
          () => toggleFeature(userId, featureId, false),
        )
      }
      organizations={organizations.data ?? (organizations.isError ? [] : undefined)}
      subscriptions={subscriptions.data ?? (subscriptions.isError ? [] : undefined)}
      billingSummary={summary.data}
      leads={leads.data ?? (leads.isError ? [] : undefined)}
      audit={audit.data ?? (audit.isError ? [] : undefined)}
      baseDomain={info.data?.baseDomain ?? 'qafila.ae'}
      onCreateOrganization={async (input) => {
        let created: CreateOrganizationResponse | undefined;
        const result = await write(
          async () => {
            created = await api.post<CreateOrganizationResponse>('/api/admin/organizations', {
              name: input.name,
              subdomain: input.subdomain,
              subscriptionTier: input.subscriptionTier,
              customDomain: input.customDomain.trim() || null,
              adminEmail: input.adminEmail,
              ...(input.adminName.trim() ? { adminName: input.adminName } : {}),
            });
          },
          () => {
            queryClient.invalidateQueries({ queryKey: keys.organizations });
            queryClient.invalidateQueries({ queryKey: keys.subscriptions });
            queryClient.invalidateQueries({ queryKey: keys.summary });
            queryClient.invalidateQueries({ queryKey: keys.users });
          },
        );
        if (!result.ok || !created) return result.ok ? { ok: false } : result;
        return { ok: true, organization: created.organization, admin: created.admin };
      }}
      onOrganizationAction={(id, action) =>
        write(() => api.post<OrganizationDto>(`/api/admin/organizations/${segment(id)}/${action}`), setOrganization)
      }
      onUpdateBranding={(id, input) =>
        write(
          () => api.put<OrganizationDto>(`/api/admin/organizations/${segment(id)}/branding`, input),
          (answer) => {
            setOrganization(answer);
          },
        )
      }
      onUpdateFeatureFlags={(id, flags) =>
        write(
          () => api.put<OrganizationDto>(`/api/admin/organizations/${segment(id)}/feature-flags`, flags),
          setOrganization,
        )
      }
      monitoring={{ health: health.data ?? null, ...(monitoring.data ?? {}) }}
    />
  );
}
