import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useAuth } from '../auth/AuthContext.tsx';
import { createQueryClient } from '../queryClient.ts';

/**
 * React Query for the app and admin pages, with the client of spec 000 §7. Query keys are `[endpoint, input]` alone,
 * so the cache is reset whenever the signed-in user changes: another user signing in on the same tab never sees
 * the first one's data. (Not a new QueryClient: mounted queries keep the client they were created with.)
 */
export default function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const userId = useAuth().user?.id ?? null;
  const cachedFor = useRef(userId);
  useEffect(() => {
    if (cachedFor.current === userId) return;
    cachedFor.current = userId;
    void queryClient.resetQueries();
  }, [queryClient, userId]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
