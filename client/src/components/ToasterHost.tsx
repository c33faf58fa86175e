import { lazy, Suspense, useEffect, useState } from 'react';
import { preloadLater } from '../lib/preload-later.ts';

type ToastOptions = Parameters<Awaited<typeof import('./Toaster.tsx')>['toaster']['create']>[0];

const LazyToaster = lazy(() => import('./Toaster.tsx').then((module) => ({ default: module.Toaster })));
let mountHost: (() => void) | null = null;

/**
 * Shows a snackbar. The toast machinery loads on first use, so pages that never toast (the login
 * page among them) do not pay for it up front.
 */
export async function notify(options: ToastOptions): Promise<void> {
  let toaster;
  try {
    ({ toaster } = await import('./Toaster.tsx'));
  } catch {
    // Offline before the toaster ever loaded: the offline banner is what the player sees.
    return;
  }
  mountHost?.();
  toaster.create(options);
}

/** Placed once in the app; renders the toaster after the first notify(). */
export function ToasterHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    mountHost = () => setMounted(true);
    const cancelPreload = preloadLater(() => import('./Toaster.tsx'));
    return () => {
      mountHost = null;
      cancelPreload();
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
