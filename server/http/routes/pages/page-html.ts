import { documentTitle } from '../../../../shared/pages/document-title.ts';
import { PRODUCT_NAME } from '../../../../shared/common/constants.ts';
import type { PageHead } from './page-meta.ts';
import { jsonLdScript } from '../../../../shared/seo/structured-data.ts';
import type { ServerRendered } from './server-render.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The built index.html with this page's title and description, and for a shareable page the Open
 * Graph and Twitter card tags a chat app or social network reads for its preview.
 */
export function renderPageHtml(template: string, head: PageHead, url: string): string {
  // Every replacement below is a function: a replacement string would read `$'`, `$&` and the like
  // in a team's name as patterns and splice the rest of the template into the head.
  const title = escapeHtml(documentTitle(head.title));
  let html = template.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  const description = escapeHtml(head.description);
  html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${description}" />`);
  if (!head.share) return html;
  const tags = [
    `<meta property="og:site_name" content="${PRODUCT_NAME}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...(head.keywords ? [`<meta name="keywords" content="${escapeHtml(head.keywords.join(', '))}" />`, `<meta name="robots" content="index, follow" />`] : []),
    ...(head.structuredData ? [jsonLdScript(head.structuredData)] : []),
  ].join('\n    ');
  return html.replace('</head>', () => `    ${tags}\n  </head>`);
}

/**
 * Puts the server's render inside #root, inert until hydrated (client/src/lib/hydration.ts), and beside it the query state it came from, which the
 * browser hydrates before its first render (client/src/main.tsx). JSON is inert in a
 * `type="application/json"` script; escaping `<` keeps a value from closing the element.
 */
export function withServerRendered(html: string, rendered: ServerRendered): string {
  const state = rendered.state.replace(/</g, '\\u003c');
  const parts = JSON.stringify(rendered.parts).replace(/</g, '\\u003c');
  return html.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root" inert>${rendered.html}</div>\n    <script id="rally-state" type="application/json">${state}</script>\n    <script id="rally-parts" type="application/json">${parts}</script>`,
  );
}
