import { useEffect, useState } from 'react';
import { appCodeOf, trpc } from '../../lib/trpc.ts';
import { BILLING_UI } from '../../../../shared/billing/billing.ts';

/** True when the server answered that payments are not configured (no Stripe key). */
export const isNotConfigured = (error: unknown) => appCodeOf(error) === 'STRIPEKEYNOTSET';

/** The payments overview; a missing Stripe key is an answer, not a failure, so it is not retried. */
export function useBillingOverview(enabled = true) {
  // Fetched again on coming back to the tab: plans are changed in the billing portal's own window.
  return trpc.billing.overview.useQuery(undefined, { enabled, refetchOnWindowFocus: true, retry: (count, error) => !isNotConfigured(error) && count < 2 });
}

/** Plan-card skeleton height by window width (spec section 2). */
export function useSkeletonHeight(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width < BILLING_UI.skeletonBreakpointPx ? BILLING_UI.skeletonHeightNarrowPx : BILLING_UI.skeletonHeightWidePx;
}

/**
 * Opens a URL we only learn after a request in a new window. The window is opened first, inside
 * the click, because browsers block pop-ups opened after an await.
 */
export async function openInNewWindow(load: () => Promise<{ url: string }>): Promise<void> {
  const popup = window.open('', '_blank');
  try {
    const { url } = await load();
    if (popup) popup.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    popup?.close();
    throw error;
  }
}
