import { isApiError } from '@qafila/api-client';
import type { TrackingSearch } from '@qafila/contracts';
import { LiveTracking, type TrackingError } from '@qafila/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../auth/AuthContext.tsx';
import { errorText } from '../queries.ts';
import { orgKeys } from './cargoKeys.ts';
import { getOnce } from './transfer.ts';

/**
 * Live Tracking bound to `GET /api/org/tracking?q=`; a 400 (e.g. a wrong check digit) is shown as a bad number.
 * A `?q=` in the address (a shipment-exception notification links here) is searched on arrival.
 */
export default function TrackingSection() {
  const userId = useAuth().user?.id ?? 0;
  const fromAddress = useSearchParams()[0].get('q')?.trim() || null;
  const [searched, setSearched] = useState<string | null>(fromAddress);
  useEffect(() => {
    if (fromAddress) setSearched(fromAddress);
  }, [fromAddress]);

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
      defaultQuery={fromAddress ?? ''}
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
