import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { installChunkRecovery } from './lib/chunk-recovery.ts';
import { removeServiceWorkersAndCaches } from './lib/startup.ts';

void removeServiceWorkersAndCaches();
installChunkRecovery();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
