import { useEffect } from 'react';

/**
 * While `unsaved` is true, closing the tab, reloading or leaving the site asks first (the
 * browser's own prompt): work not yet saved is not lost to a stray click.
 */
export function useLeaveWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
