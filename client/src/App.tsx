import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ToasterHost } from './components/ToasterHost.tsx';
import { OfflineBanner } from './components/OfflineBanner.tsx';
import { RouteErrorBoundary } from './components/RouteErrorBoundary.tsx';
import { startThirdParties } from './lib/startup.ts';
import { createClients, trpc } from './lib/trpc.ts';
import { AppRoutes } from './routes.tsx';
import { system } from './theme/system.ts';

function ThirdParties() {
  const config = trpc.system.config.useQuery(undefined, { staleTime: Infinity });
  useEffect(() => {
    if (config.data) void startThirdParties(config.data);
  }, [config.data]);
  return null;
}

export function App() {
  const [{ queryClient, trpcClient }] = useState(createClients);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <ChakraProvider value={system}>
          <ThirdParties />
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
