import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Rally has no dark mode, so each semantic token keeps only its light value. Chakra would otherwise
 * build a second set of variables for `.dark` at start-up, on every page's first load: about a third
 * of createSystem's time (measured in Node: 27-34 ms, 21-23 ms without; on a throttled phone the
 * system took about 200 ms of the entry's evaluation). The variables a page reads are the same.
 */
function lightOnly<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  if ('_light' in value) return lightOnly(value._light) as T;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, lightOnly(inner)])) as T;
}

/**
 * Only the recipes of the first paint: the app shell and the sign-in pages (defaultSystem brings
 * every recipe into the initial bundle). The other pages' recipes come with them (page-recipes.ts);
 * add a recipe there when a page starts using its component, here only when the shell or a
 * sign-in page does.
 */
const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: lightOnly(semanticTokens),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      field: fieldSlotRecipe,
    },
  },
});

/**
 * Brand colour: teal, one shade darker than Chakra's default for solid fills and text, so white
 * on teal and teal on white pass WCAG AA contrast (teal.600 on white is 3.7:1; teal.700 is 5.5:1).
 */
const brand = defineConfig({
  // What people type (a 120-letter title with no space, a pasted link) breaks where it must
  // instead of widening the page past a phone's screen; ordinary words still wrap between words.
  // On every element: Chakra's preflight gives p and headings break-word, and the card recipe its
  // contents, which still let a long word widen a card.
  // A table keeps its words whole and scrolls in its own box instead.
  globalCss: {
    '*': { overflowWrap: 'anywhere' },
    'table, table *': { overflowWrap: 'break-word' },
    // Whoever asks their system for less motion (motion sickness, vestibular disorders) gets none:
    // dialogs, menus, drawers and toasts appear and go at once instead of zooming and sliding, and
    // skeletons stop pulsing. A spinner still turns: it is the one sign that something is loading.
    // Ark's presence still sees each animation end, so closed dialogs and menus still unmount.
    '*:not(.chakra-spinner), *::before, *::after': {
      _motionReduce: {
        animationDuration: '1ms !important',
        animationDelay: '0s !important',
        animationIterationCount: '1 !important',
        transitionDuration: '1ms !important',
        transitionDelay: '0s !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    semanticTokens: {
      colors: {
        teal: { solid: { value: '{colors.teal.700}' }, fg: { value: '{colors.teal.700}' } },
        // Error text: red.500 on white is 3.76:1, below WCAG AA for text; red.700 is 6.5:1.
        fg: { error: { value: '{colors.red.700}' } },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, config, brand));
