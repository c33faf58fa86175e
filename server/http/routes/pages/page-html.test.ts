import { describe, expect, it } from 'vitest';
import { renderPageHtml } from './page-html.ts';
import { withPreloads } from './page-preloads.ts';

const TEMPLATE = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta name="description" content="Rally: find games, players and teams near you." />',
  '    <title>Rally</title>',
  '    <script type="module" src="/assets/app.js"></script>',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
].join('\n');

// Every special pattern of a String.replace replacement string, alone and beside quotes.
const DOLLAR_PATTERNS = ['$$', '$&', '$`', "$'", '$1', '$<name>', 'x$\'"', 'a $` b', "$'$`$&$$"];

describe('renderPageHtml', () => {
  it.each(DOLLAR_PATTERNS)('keeps %s in a title and a description as text, splicing nothing of the template', (pattern) => {
    const html = renderPageHtml(
      TEMPLATE,
      { title: `Team ${pattern}`, description: `About ${pattern}`, share: true, found: true },
      'http://localhost:3000/team/abc',
    );
    // One head, one script: nothing of the template was copied into the tags.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const escaped = pattern.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
    expect(html).toContain(`<title>Team ${escaped}`);
    expect(html).toContain(`<meta name="description" content="About ${escaped}" />`);
    expect(html).toContain(`<meta property="og:title" content="Team ${escaped}" />`);
    expect(html).toContain(`<meta property="og:description" content="About ${escaped}" />`);
  });

  it('adds preload tags once, whatever they hold', () => {
    const html = withPreloads(TEMPLATE, '<link rel="modulepreload" href="/assets/a$\'.js" />');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html).toContain('href="/assets/a$\'.js"');
  });
});
