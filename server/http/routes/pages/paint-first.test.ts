import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PAINT_FIRST_SCRIPT_SOURCE, paintFirst, type PageCode } from './paint-first.ts';
import { withServerRendered } from './page-html.ts';

// As vite build writes index.html, with the page's preloads added at the end of the head (page-preloads.ts).
const PAGE = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <title>Team · Rally</title>',
  '    <script type="module" crossorigin src="/assets/index-e1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/runtime-r1.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/page-routes-p1.js" />',
  '    <link rel="modulepreload" crossorigin href="/assets/TeamPage-t1.js" />',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

const inlineScripts = (html: string) => [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]!);
/** The text of the page's code list (#rally-code), as the loader reads it. */
const codeList = (html: string) => /<script id="rally-code" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!;

/** Runs the page's loader against a stand-in document, with frames and tasks run by hand. */
function runLoader(html: string, visibility: 'visible' | 'hidden') {
  const code = codeList(html);
  const added: string[] = [];
  const frames: (() => void)[] = [];
  const tasks: { run: () => void; ms: number }[] = [];
  const document = {
    visibilityState: visibility,
    getElementById: (id: string) => (id === 'rally-code' ? { textContent: code } : null),
    createElement: (tag: string) => ({ tag }) as Record<string, string>,
    head: { appendChild: (element: Record<string, string>) => added.push(`${element.tag} ${element.rel ?? element.type} ${element.href ?? element.src}`) },
  };
  runInNewContext(inlineScripts(html)[0]!, {
    document,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => tasks.push({ run, ms }),
  });
  const runTasks = (upTo: number) => {
    for (const task of tasks.splice(0).sort((a, b) => a.ms - b.ms))
      if (task.ms <= upTo) task.run();
      else tasks.push(task);
  };
  return { added, frames, runTasks, tasks };
}

describe('a rendered page paints before its scripts start', () => {
  it('takes the entry script and every module preload out of the head and lists them, preloads first', () => {
    const html = paintFirst(PAGE);
    expect(JSON.parse(codeList(html)) as PageCode).toEqual({
      entry: '/assets/index-e1.js',
      preloads: ['/assets/runtime-r1.js', '/assets/page-routes-p1.js', '/assets/TeamPage-t1.js'],
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<title>Team · Rally</title>');
    // The list and its loader close the body, after the root the rendered page goes into.
    expect(html.indexOf('id="rally-code"')).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.trimEnd().endsWith('</body>\n</html>')).toBe(true);
    expect(inlineScripts(html)).toHaveLength(1);
  });

  it('the one inline script is the one the Content-Security-Policy allows by its hash', () => {
    const [loader] = inlineScripts(paintFirst(PAGE));
    expect(`'sha256-${createHash('sha256').update(loader!).digest('base64')}'`).toBe(PAINT_FIRST_SCRIPT_SOURCE);
  });

  it('on a page in view, the scripts start after its first frame, once, preloads before the entry', () => {
    const page = runLoader(paintFirst(PAGE), 'visible');
    expect(page.added).toEqual([]);
    // The frame is painted; the task queued in its callback starts the scripts after that paint.
    page.frames.shift()!();
    expect(page.added).toEqual([]);
    page.runTasks(0);
    expect(page.added).toEqual([
      'link modulepreload /assets/runtime-r1.js',
      'link modulepreload /assets/page-routes-p1.js',
      'link modulepreload /assets/TeamPage-t1.js',
      'script module /assets/index-e1.js',
    ]);
    // The fallback timer finds them started and adds nothing.
    page.runTasks(Number.POSITIVE_INFINITY);
    expect(page.added).toHaveLength(4);
  });

  it('with no frame (a tab that has not been shown), the fallback timer starts them; a hidden page starts them at once', () => {
    const unframed = runLoader(paintFirst(PAGE), 'visible');
    unframed.runTasks(Number.POSITIVE_INFINITY);
    expect(unframed.added.at(-1)).toBe('script module /assets/index-e1.js');
    const hidden = runLoader(paintFirst(PAGE), 'hidden');
    expect(hidden.frames).toHaveLength(0);
    hidden.runTasks(0);
    expect(hidden.added).toHaveLength(4);
  });

  it('the rendered page goes in after, so what people typed in it is never read as a tag to move', () => {
    const typed = '<p>&lt;script type="module" crossorigin src="/x.js"&gt;</p><link rel="modulepreload" crossorigin href="/evil.js" />';
    const html = withServerRendered(paintFirst(PAGE), { html: typed, state: '{}', parts: [] });
    expect(html).toContain(typed);
    expect(codeList(html)).not.toContain('evil');
  });

  it('leaves a page without an entry script as it is', () => {
    const plain = PAGE.replace(/ {4}<script type="module"[^\n]*\n/, '');
    expect(paintFirst(plain)).toBe(plain);
  });
});
