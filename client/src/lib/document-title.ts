import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { documentTitle, NOT_FOUND_META, staticPageMeta } from '../../../shared/page-meta.ts';

function setHead(title: string | null, description?: string) {
  document.title = documentTitle(title);
  if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}

/** Keeps the tab's title in step with the route, from the table the server writes into the HTML (shared/page-meta.ts). */
export function RouteTitle() {
  const [location] = useLocation();
  useEffect(() => {
    const meta = staticPageMeta(location) ?? NOT_FOUND_META;
    setHead(meta.title, meta.description);
  }, [location]);
  return null;
}

/** A page that knows better, such as an event by its name, sets its own title once it has it. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) setHead(title);
  }, [title]);
}
