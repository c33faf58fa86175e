import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ToasterHost } from './components/ToasterHost.tsx';
import { OfflineBanner } from './components/OfflineBanner.tsx';
import { PushSync } from './features/notifications/PushSync.tsx';
import { RouteErrorBoundary } from './components/RouteErrorBoundary.tsx';
import { startThirdParties } from './lib/startup.ts';
import { trpc, type TrpcClient } from './lib/trpc.ts';
import { AppRoutes } from './routes.tsx';
import { system } from './theme/system.ts';

function ThirdParties() {
  const config = trpc.system.config.useQuery(undefined, { staleTime: Infinity });
  useEffect(() => {
    if (config.data) void startThirdParties(config.data);
  }, [config.data]);
  return null;
}

/**
 * The whole app over the clients it is given: the browser's (lib/trpc.ts) or, when the server
 * renders a public page first (entry-server.tsx), ones that call the routers in-process.
 */
export function App({ queryClient, trpcClient }: { queryClient: QueryClient; trpcClient: TrpcClient }) {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <ChakraProvider value={system}>
          <ThirdParties />
          <PushSync />
          <OfflineBanner />
          <RouteErrorBoundary>
            <AppRoutes />
          </RouteErrorBoundary>
          <ToasterHost />
        </ChakraProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
