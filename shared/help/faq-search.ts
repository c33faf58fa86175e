import type { HelpSection } from './help-types.ts';

/** Longer than any question's words; a pasted essay is cut before it is matched. */
export const FAQ_QUERY_MAX = 100;

const normalise = (text: string) => text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');

/** The questions whose heading or answer holds every word typed, in the page's order. */
export function searchFaqs<T extends Pick<HelpSection, 'title' | 'text'>>(faqs: readonly T[], query: string): T[] {
  const words = normalise(query.slice(0, FAQ_QUERY_MAX)).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...faqs];
  return faqs.filter((faq) => {
    const haystack = normalise(`${faq.title} ${faq.text}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** "3 questions", "1 question". */
export const questionCount = (n: number) => `${n} ${n === 1 ? 'question' : 'questions'}`;
