import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import superjson from 'superjson';
import { App } from './App.tsx';
import { installChunkRecovery } from './lib/chunk-recovery.ts';
import { createClients } from './lib/trpc.ts';
import { loadDrawnParts } from './lib/lazy-page.ts';
import { removeServiceWorkersAndCaches } from './lib/startup.ts';
import { installRoutePrefetch } from './route-prefetch.ts';
import { TransitionRouter } from './lib/transition-router.tsx';

void removeServiceWorkersAndCaches();
installChunkRecovery();

const clients = createClients();
const root = document.getElementById('root')!;
// A public page, or a member's own, arrives rendered by the server (server/http/routes/pages/server-render.ts) with the query
// state it was rendered from: the cache starts from that state, so hydration finds the same tree.
const serverState = document.getElementById('rally-state')?.textContent;
if (serverState) hydrate(clients.queryClient, superjson.parse<DehydratedState>(serverState));
// The page's code and data start now, side by side, and any link hovered or pressed later does the same.
installRoutePrefetch(clients, { serverRendered: !!serverState });

const app = (
  <StrictMode>
    <TransitionRouter>
      <App {...clients} />
    </TransitionRouter>
  </StrictMode>
);
/** The lazy parts the server drew (server-render.ts), as the page lists them; none if unreadable. */
function drawnParts(): string[] {
  try {
    const parts: unknown = JSON.parse(document.getElementById('rally-parts')?.textContent ?? '[]');
    return Array.isArray(parts) ? parts.filter((part): part is string => typeof part === 'string') : [];
  } catch {
    return [];
  }
}

// Hydration waits for the code of every part the server drew: hydrated in one pass, no part of the
// page is left as server HTML that a context change would replace with its fallback (lib/lazy-page.ts).
// The page is inert until hydrated either way, so waiting here delays nothing a visitor could use.
// As a transition, hydration yields to the browser every few milliseconds instead of holding a
// phone's main thread for one long task (Lighthouse's total blocking time on the team page).
if (serverState && root.firstChild) void loadDrawnParts(drawnParts()).then(() => startTransition(() => void hydrateRoot(root, app)));
else createRoot(root).render(app);
