import { Alert, Button } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { APP_MESSAGES } from '../../../shared/common/app-messages.ts';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** A strip at the top while the device is offline, with Retry for when it is back. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert.Root status="warning" borderRadius="0" position="sticky" top="0" zIndex="banner" data-testid="offline-banner">
      <Alert.Indicator />
      <Alert.Title flex="1">{APP_MESSAGES.offline}</Alert.Title>
      <Button size="xs" variant="outline" onClick={() => window.location.reload()}>
        Retry
      </Button>
    </Alert.Root>
  );
}
