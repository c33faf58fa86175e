import { describe, expect, it } from 'vitest';
import { loadHelpPage, parseHelpMarkdown } from './help-content.ts';
import { questionCount, searchFaqs } from '../../../shared/help/faq-search.ts';

describe('help pages from Markdown', () => {
  it('splits a page into its title, introduction and sections with unique anchors', () => {
    const page = parseHelpMarkdown('# Help\n\nIntro *here*.\n\n## How do I **join**?\n\nTap [Join](/discover).\n\n## How do I join?\n\n- one\n- two\n');
    expect(page.title).toBe('Help');
    expect(page.introHtml).toBe('<p>Intro <em>here</em>.</p>\n');
    expect(page.sections.map((s) => [s.id, s.title])).toEqual([
      ['how-do-i-join', 'How do I join?'],
      ['how-do-i-join-2', 'How do I join?'],
    ]);
    expect(page.sections[0]?.html).toBe('<p>Tap <a href="/discover">Join</a>.</p>\n');
    expect(page.sections[0]?.text).toBe('Tap Join.');
    expect(page.sections[1]?.html).toContain('<li>two</li>');
  });

  it('renders raw HTML as text and keeps only safe links', () => {
    const page = parseHelpMarkdown(
      '## Q\n\n<script>alert(1)</script>\n\nA <img src=x onerror=alert(1)> [bad](javascript:alert(1)) [ok](https://example.com) ![pic](/x.png)\n',
    );
    const html = page.sections[0]?.html ?? '';
    expect(html).not.toMatch(/<script|<img|javascript:/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('bad');
    expect(html).toContain('<a href="https://example.com">ok</a>');
    expect(html).toContain('pic');
  });

  it('filters questions by every word typed, in heading or answer, ignoring case and accents', () => {
    const faqs = [
      { title: 'How do I pay?', text: 'Pay by card; a payment plan splits it.' },
      { title: 'How do I join a team?', text: 'Use the invite link.' },
    ];
    expect(searchFaqs(faqs, '')).toEqual(faqs);
    expect(searchFaqs(faqs, '  PAYMENT   plán ')).toEqual([faqs[0]]);
    expect(searchFaqs(faqs, 'invite team')).toEqual([faqs[1]]);
    expect(searchFaqs(faqs, 'how')).toHaveLength(2);
    expect(searchFaqs(faqs, 'cricket')).toEqual([]);
    expect(questionCount(1)).toBe('1 question');
    expect(questionCount(0)).toBe('0 questions');
  });

  it("reads the repository's faqs and guide", async () => {
    const faqs = await loadHelpPage('faqs');
    expect(faqs.title).toBe('Help and FAQs');
    expect(faqs.sections.length).toBeGreaterThan(10);
    expect(faqs.sections.every((s) => s.title.endsWith('?') && s.text.length > 0)).toBe(true);
    const guide = await loadHelpPage('guide');
    expect(guide.sections.map((s) => s.id)).toContain('getting-started');
  });
});
