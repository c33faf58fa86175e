import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';

/**
 * Keeps a search page's choices in its address, so Back from a result, a reload and a shared link
 * find the same search. `search` is the page's state as address parameters; it replaces the
 * address (Back leaves the page rather than stepping through each keystroke). When a link or Back
 * puts another search in the address under the page, `onChangedElsewhere` is called: the page
 * starts again from the address (its caller remounts it).
 */
export function useSearchInAddress(search: string, onChangedElsewhere: () => void): void {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  // The address this page last wrote (or started from): any other was put there from outside.
  const written = useRef(address);
  useEffect(() => {
    if (search === address) written.current = address;
    else if (address !== written.current) onChangedElsewhere();
    else {
      written.current = search;
      setParams(new URLSearchParams(search), { replace: true });
    }
  }, [search, address, onChangedElsewhere, setParams]);
}

/**
 * For the component around a search page: a key to remount it by, and the `onChangedElsewhere`
 * that bumps it, so another search put in the address starts the page afresh from there.
 */
export function useRestartFromAddress(): [number, () => void] {
  const [visit, setVisit] = useState(0);
  const restart = useCallback(() => setVisit((n) => n + 1), []);
  return [visit, restart];
}
