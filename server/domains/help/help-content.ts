import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Marked, type Token, type Tokens } from 'marked';
import { projectRoot } from '../../project-root.ts';
import type { HelpDocument, HelpSection } from '../../../shared/help/help-types.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Relative addresses, in-page anchors, http(s) and mailto: nothing a link could run. */
const SAFE_HREF = /^(\/(?!\/)|#|https?:\/\/|mailto:)/i;

// The Markdown is the repository's own, but it is rendered as if it were not: raw HTML is shown as
// text, images are dropped for their alt text, and a link to anything but a safe address is plain text.
const markdown = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    image: ({ text }) => escapeHtml(text),
    link(token) {
      if (SAFE_HREF.test(token.href)) return false;
      return this.parser.parseInline(token.tokens);
    },
  },
});

/** An id for a heading: lower case words joined by hyphens, unique within its page. */
export function headingId(title: string, taken: Set<string>): string {
  const base =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const render = (tokens: Token[]) => markdown.parser(tokens);

/**
 * A help page from its Markdown: the level-1 heading is its title, what comes before the first
 * level-2 heading its introduction, and each level-2 heading a section (an FAQ question, or a
 * guide chapter) holding everything up to the next.
 */
export function parseHelpMarkdown(source: string): HelpDocument {
  const tokens = markdown.lexer(source);
  let title = '';
  const intro: Token[] = [];
  const raw: { title: string; tokens: Token[] }[] = [];
  let current: Token[] = intro;
  for (const token of tokens) {
    if (token.type === 'heading' && (token as Tokens.Heading).depth === 1 && !title) {
      title = (token as Tokens.Heading).text;
    } else if (token.type === 'heading' && (token as Tokens.Heading).depth === 2) {
      current = [];
      raw.push({ title: (token as Tokens.Heading).text, tokens: current });
    } else {
      current.push(token);
    }
  }
  const taken = new Set<string>();
  const sections: HelpSection[] = raw.map((section) => {
    const html = render(section.tokens);
    // Headings are shown as text, not HTML: their inline Markdown is flattened.
    const heading = plainText(markdown.parseInline(section.title) as string);
    return { id: headingId(heading, taken), title: heading, html, text: plainText(html) };
  });
  return { title: plainText(markdown.parseInline(title) as string), introHtml: render(intro), sections };
}

export type HelpPageName = 'faqs' | 'guide';
const cache = new Map<HelpPageName, Promise<HelpDocument>>();

/** content/help/<name>.md, parsed once per process (the files change only with a deploy). */
export function loadHelpPage(name: HelpPageName): Promise<HelpDocument> {
  let page = cache.get(name);
  if (!page) {
    page = readFile(path.join(projectRoot, 'content', 'help', `${name}.md`), 'utf8').then(parseHelpMarkdown);
    page.catch(() => cache.delete(name));
    cache.set(name, page);
  }
  return page;
}
