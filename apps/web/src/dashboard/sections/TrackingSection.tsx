import { isApiError } from '@qafila/api-client';
import { LiveTracking, type TrackingError } from '@qafila/ui/screens/dashboard';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../api.ts';
import { errorText } from '../queries.ts';

/**
 * Live Tracking bound to `GET /api/org/tracking?q=`; a 400 (e.g. a wrong check digit) is shown as a bad number.
 * A `?q=` in the address (a shipment-exception notification links here) is searched on arrival.
 */
export default function TrackingSection() {
  const fromAddress = useSearchParams()[0].get('q')?.trim() || null;
  const [searched, setSearched] = useState<string | null>(fromAddress);
  useEffect(() => {
    if (fromAddress) setSearched(fromAddress);
  }, [fromAddress]);

  const search = useQuery({
    ...api.queryOptions('GET /api/org/tracking', { query: { q: searched ?? '' } }),
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
