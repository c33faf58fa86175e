import { PUSH_WORKER_URL } from './push.ts';

/**
 * Start-up work from spec section 1: old service workers and caches are removed, and third-party
 * scripts load only when their keys are configured (analytics never in development).
 */
export interface PublicConfig {
  environment: 'development' | 'test' | 'production';
  mapsApiKey: string | null;
  stripePublishableKey: string | null;
  posthog: { key: string; host: string } | null;
}

/** Whether a registration runs our push worker (lib/push.ts), the one service worker kept. */
function isPushWorker(registration: ServiceWorkerRegistration): boolean {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  return worker !== null && new URL(worker.scriptURL).pathname === PUSH_WORKER_URL;
}

/** Spec section 1: every other service worker and every cache goes (the push worker caches nothing). */
export async function removeServiceWorkersAndCaches(): Promise<void> {
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.filter((registration) => !isPushWorker(registration)).map((registration) => registration.unregister()));
  }
  if ('caches' in window) {
    const keys = await caches.keys();
    await Promise.all(keys.map((key) => caches.delete(key)));
  }
}

function loadScript(src: string, id: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  document.head.appendChild(script);
}

export async function startThirdParties(config: PublicConfig): Promise<void> {
  if (config.mapsApiKey) {
    const params = new URLSearchParams({ key: config.mapsApiKey, libraries: 'places,geometry', loading: 'async' });
    loadScript(`https://maps.googleapis.com/maps/api/js?${params}`, 'google-maps');
  }
  if (config.stripePublishableKey) loadScript('https://js.stripe.com/v3/', 'stripe-js');
  if (config.posthog && config.environment !== 'development') {
    // Loaded on demand so analytics never weighs on the first page.
    const { default: posthog } = await import('posthog-js');
    posthog.init(config.posthog.key, { api_host: config.posthog.host, person_profiles: 'identified_only' });
  }
}
