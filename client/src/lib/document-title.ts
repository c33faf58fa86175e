import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { documentTitle } from '../../../shared/pages/document-title.ts';

// The table of every page's title (shared/pages/page-meta.ts) is not needed for the first page, whose
// HTML the server wrote with its own head: it loads on the first move to another page, off the
// sign-in page's first script.
const loadPageMeta = () => import('../../../shared/pages/page-meta.ts');

/** The path whose page has set its own, better title (an event by its name): the table's is not put over it. */
let titledByPage: string | null = null;

function setHead(title: string | null, description?: string) {
  document.title = documentTitle(title);
  if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}

/** Keeps the tab's title in step with the route, from the table the server writes into the HTML (shared/pages/page-meta.ts). */
export function RouteTitle() {
  const [location] = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const first = shown.current === null;
    if (shown.current === location) return;
    shown.current = location;
    if (first) return;
    titledByPage = null;
    let live = true;
    void loadPageMeta().then(({ staticPageMeta, NOT_FOUND_META }) => {
      if (!live || titledByPage === location) return;
      const meta = staticPageMeta(location) ?? NOT_FOUND_META;
      setHead(meta.title, meta.description);
    });
    return () => {
      live = false;
    };
  }, [location]);
  return null;
}

/** A page that knows better, such as an event by its name, sets its own title once it has it. */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    titledByPage = window.location.pathname;
    setHead(title);
  }, [title]);
}
