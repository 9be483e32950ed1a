import { isApiError } from '@qafila/api-client';
import type { TrackingSearch } from '@qafila/contracts';
import { LiveTracking, type TrackingError } from '@qafila/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth } from '../../auth/AuthContext.tsx';
import { errorText } from '../queries.ts';
import { orgKeys } from './cargoKeys.ts';
import { getOnce } from './transfer.ts';

/** Live Tracking bound to `GET /api/org/tracking?q=`; a 400 (e.g. a wrong check digit) is shown as a bad number. */
export default function TrackingSection() {
  const userId = useAuth().user?.id ?? 0;
  const [searched, setSearched] = useState<string | null>(null);

  const search = useQuery({
    queryKey: orgKeys.tracking(userId, searched ?? ''),
    queryFn: ({ signal }) =>
      getOnce<TrackingSearch>(`/api/org/tracking?${new URLSearchParams({ q: searched ?? '' })}`, signal),
    enabled: searched !== null,
  });

  let error: TrackingError | undefined;
  if (search.error) {
    error =
      isApiError(search.error) && search.error.status === 400
        ? { kind: 'invalid', message: errorText(search.error) }
        : { kind: 'failed', message: errorText(search.error) };
  }

  return (
    <LiveTracking
      searched={searched}
      searching={search.isFetching}
      result={search.isFetching ? undefined : search.data}
      error={search.isFetching ? undefined : error}
      onSearch={(query) => {
        if (query === searched) void search.refetch();
        else setSearched(query);
      }}
    />
  );
}
