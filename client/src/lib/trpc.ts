import { QueryClient } from '@tanstack/react-query';
import { httpBatchLink, httpSubscriptionLink, splitLink, TRPCClientError } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import superjson from 'superjson';
import type { AppRouter } from '../../../server/routers/index.ts';
import { API_LIMITS } from '../../../shared/limits/limits.ts';

export const trpc = createTRPCReact<AppRouter>();

export type TrpcClient = ReturnType<typeof trpc.createClient>;

/** The query client both the browser and the server's first render use, with the same defaults. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not change on retry.
        retry: (count, error) => !(error instanceof TRPCClientError && (error.data?.httpStatus ?? 500) < 500) && count < 2,
      },
      // Offline, a save fails at once and says so (lib/errors.ts) instead of waiting, paused, behind a spinner.
      mutations: { networkMode: 'always' },
    },
  });
}

export function createClients() {
  const queryClient = createQueryClient();
  const trpcClient = trpc.createClient({
    links: [
      // Subscriptions stream over server-sent events (EventSource sends the session cookie).
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: '/trpc', transformer: superjson }),
        false: httpBatchLink({ url: '/trpc', transformer: superjson, maxItems: API_LIMITS.maxBatchSize, maxURLLength: API_LIMITS.maxUrlLength }),
      }),
    ],
  });
  return { queryClient, trpcClient };
}

/** The app-level error code the server attached, if any (login codes and AppError codes). */
export function appCodeOf(error: unknown): string | null {
  if (error instanceof TRPCClientError) {
    const data = error.data as { appCode?: string | null } | undefined;
    return data?.appCode ?? null;
  }
  return null;
}

export function fieldErrorsOf(error: unknown): Record<string, string[] | undefined> | null {
  if (error instanceof TRPCClientError) {
    const data = error.data as { fieldErrors?: Record<string, string[]> | null } | undefined;
    return data?.fieldErrors ?? null;
  }
  return null;
}
