import { describe, expect, it } from 'vitest';
import { findPostPlace, POST_CATEGORIES, postSlug, visiblePostCategories } from './categories.ts';
import { POST_MESSAGES, postPreview } from './messages.ts';

describe('post board categories', () => {
  it('are the spec’s seven categories, in order, plus Test', () => {
    expect(POST_CATEGORIES.map((category) => category.name)).toEqual([
      'Play & Competition',
      'Gear & Equipment',
      'Training & Coaching',
      'Teams & Leagues',
      'Venues & Locations',
      'Community & Social',
      'Announcements & Miscellaneous',
      'Test',
    ]);
    expect(findPostPlace('play-and-competition', 'sub-needed')?.subcategory?.name).toBe('Sub Needed');
    expect(findPostPlace('community-and-social', 'carpool-to-games')?.category.name).toBe('Community & Social');
  });

  it('give every category and subcategory a unique, address-safe slug', () => {
    const slugs = POST_CATEGORIES.map((category) => category.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const category of POST_CATEGORIES) {
      const subs = category.subcategories.map((sub) => sub.slug);
      expect(new Set(subs).size).toBe(subs.length);
      for (const slug of [category.slug, ...subs]) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(postSlug('Find a Court/Field')).toBe('find-a-court-field');
  });

  it('show Test only to admins or in development, and know no other address', () => {
    expect(visiblePostCategories({ isAdmin: false, development: false }).map((category) => category.name)).not.toContain('Test');
    expect(visiblePostCategories({ isAdmin: true, development: false }).map((category) => category.name)).toContain('Test');
    expect(visiblePostCategories({ isAdmin: false, development: true }).map((category) => category.name)).toContain('Test');
    expect(findPostPlace('nowhere')).toBeNull();
    expect(findPostPlace('play-and-competition', 'nowhere')).toBeNull();
  });
});

describe('post cards', () => {
  it('show the spec’s words and the first 100 characters of the text', () => {
    expect(POST_MESSAGES.listTitle('Play & Competition', 'Sub Needed')).toBe('Posts in Play & Competition - Sub Needed');
    expect(postPreview('Short.')).toBe('Short.');
    const long = 'a'.repeat(150);
    expect(postPreview(long)).toBe(`${'a'.repeat(100)}…`);
    // Cut at a character, never inside one.
    expect(Array.from(postPreview('⚽'.repeat(120))).length).toBe(101);
  });
});
