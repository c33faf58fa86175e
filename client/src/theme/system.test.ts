import { describe, expect, it } from 'vitest';
import { system } from './system.ts';

/** The token variables Chakra puts in the page's global styles, by selector. */
function tokenBlocks(): Record<string, Record<string, string>> {
  const layer = Object.values(system._global[2] as Record<string, unknown>)[0];
  return layer as Record<string, Record<string, string>>;
}

describe('the design system', () => {
  it('builds one set of colour variables, the light one: Rally has no dark mode', () => {
    const blocks = tokenBlocks();
    // One block, on the root (Chakra's theme's cssVarsRoot); with dark values there were three (root, .light, .dark).
    expect(Object.keys(blocks)).toEqual(['&:where(html, .chakra-theme)']);
    expect(JSON.stringify(blocks)).not.toContain('.dark');
    const root = blocks['&:where(html, .chakra-theme)']!;
    // Semantic tokens resolve to their light values, Rally's own (brand teal, error text) included.
    expect(root['--chakra-colors-bg']).toBe('var(--chakra-colors-white)');
    expect(root['--chakra-colors-fg']).toBe('var(--chakra-colors-black)');
    expect(root['--chakra-colors-teal-solid']).toBe('var(--chakra-colors-teal-700)');
    expect(root['--chakra-colors-fg-error']).toBe('var(--chakra-colors-red-700)');
  });
});
