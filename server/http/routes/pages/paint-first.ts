/**
 * A page the server rendered is readable before any script runs, so its scripts start only once
 * the browser has painted it (issue 36).
 *
 * Why: a module script that has already arrived when the parser finishes runs at once, and the
 * browser paints only after it. On a fast connection that is always the case, so a phone painted
 * the server's HTML only after evaluating the whole app (about 600 ms of a throttled phone's main
 * thread on a team page), and Lighthouse's model counted every preloaded chunk as blocking the first
 * paint (mobile FCP and LCP 2.7 s on the public team page, against 0.4-0.7 s observed).
 *
 * How: the entry's `<script type="module">` and every `<link rel="modulepreload">` of the head are
 * taken out and listed in a JSON script (`#rally-code`); a small inline script at the end of the body
 * adds them back after the first frame (an animation frame, then a task, so the frame is painted
 * first). A page opened in a background tab paints nothing and gets no frame: it starts them at once,
 * and any page that has had no frame by FALLBACK_MS starts them then.
 * The cost is that the chunks are asked for once the HTML is parsed instead of as the head arrives.
 *
 * Only the head is read, and only our own template's tags: the rendered page, which holds what
 * people typed, is added after this runs (page-html.ts withServerRendered).
 */

import { createHash } from 'node:crypto';

/** What the loader adds back, in this order: the page's chunks, then the app's entry. */
export interface PageCode {
  entry: string;
  preloads: string[];
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"<>]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"<>]+)"\s*\/?>\s*/g;
/** If no animation frame has come by then, the scripts start anyway. */
const FALLBACK_MS = 1_000;

/**
 * Runs once per page: both the frame and the timer call it. Written for any browser the app
 * supports, without a build step, and kept small: it is sent with every rendered page.
 */
const LOADER = `(function(){var c=JSON.parse(document.getElementById("rally-code").textContent),d=0;function go(){if(d)return;d=1;var h=document.head;function add(t,k,u){var e=document.createElement(t);e.crossOrigin="";if(t==="link")e.rel="modulepreload";else e.type="module";e[k]=u;h.appendChild(e)}c.preloads.forEach(function(u){add("link","href",u)});add("script","src",c.entry)}if(document.visibilityState==="hidden")setTimeout(go,0);else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,${FALLBACK_MS})}})()`;

/** The loader's hash for the Content-Security-Policy, which allows no other inline script (security-headers.ts). */
export const PAINT_FIRST_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;

/** The page's code as the loader will add it, or null when the head has no entry script to move. */
function codeIn(head: string): PageCode | null {
  const entry = ENTRY_SCRIPT.exec(head)?.[1];
  return entry ? { entry, preloads: [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!) } : null;
}

/** The HTML with its scripts started after the first paint; unchanged if it has no entry script. */
export function paintFirst(html: string): string {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  const head = html.slice(0, headEnd);
  const code = codeIn(head);
  if (!code) return html;
  // Script URLs are the build's own file names; escaping `<` keeps the JSON inside its element anyway.
  const json = JSON.stringify(code).replace(/</g, '\\u003c');
  const loader = `<script id="rally-code" type="application/json">${json}</script>\n    <script>${LOADER}</script>\n  `;
  return `${head.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '')}${html.slice(headEnd, bodyEnd)}${loader}${html.slice(bodyEnd)}`;
}
