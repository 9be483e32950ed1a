import type { WidgetSettingsUpdate } from '@qafila/contracts';
import { ChatWidgetSettings } from '@qafila/ui/screens/widget';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api.ts';
import { useAuth } from '../../auth/AuthContext.tsx';
import { attempt, errorText } from '../queries.ts';

/**
 * The Chat Widget section bound to the API (issue 15, docs/widget.md): the organization's widget settings, saved
 * and rotated by its admins (the API refuses the other staff, who see the settings read-only). The snippet loads
 * the widget from this app's own origin, which serves `/widget.js`.
 */
export default function ChatWidgetSection() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const settings = useQuery(api.queryOptions('GET /api/org/widget'));
  const branding = useQuery(api.queryOptions('GET /api/branding'));

  // After a change (or a refusal: another admin may have changed them) the settings are read again.
  const change = async <T extends object>(call: () => Promise<T>) => {
    const result = await attempt(call);
    await api.invalidate(queryClient, 'GET /api/org/widget');
    return result;
  };

  return (
    <ChatWidgetSettings
      settings={settings.data}
      error={settings.error && !settings.data ? errorText(settings.error) : undefined}
      onRetry={() => void settings.refetch()}
      readOnly={user?.role !== 'org_admin'}
      apiOrigin={window.location.origin}
      brand={{
        name: branding.data?.displayName ?? user?.organizationName ?? '',
        colour: branding.data?.primaryColor ?? null,
        logoUrl: branding.data?.logoUrl ?? null,
      }}
      onSave={(body: WidgetSettingsUpdate) => change(() => api.call('PUT /api/org/widget', { body }))}
      onRotateToken={() => change(() => api.call('POST /api/org/widget/website-token'))}
      onRotateSecret={() => change(() => api.call('POST /api/org/widget/identity-secret'))}
    />
  );
}
