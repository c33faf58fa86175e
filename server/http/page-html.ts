import { documentTitle } from '../../shared/page-meta.ts';
import { PRODUCT_NAME } from '../../shared/constants.ts';
import type { PageHead } from './page-meta.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The built index.html with this page's title and description, and for a shareable page the Open
 * Graph and Twitter card tags a chat app or social network reads for its preview.
 */
export function renderPageHtml(template: string, head: PageHead | null, url: string): string {
  const title = escapeHtml(documentTitle(head?.title ?? null));
  let html = template.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
  if (!head) return html;
  const description = escapeHtml(head.description);
  html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${description}" />`);
  if (!head.share) return html;
  const tags = [
    `<meta property="og:site_name" content="${PRODUCT_NAME}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
  ].join('\n    ');
  return html.replace('</head>', `    ${tags}\n  </head>`);
}
