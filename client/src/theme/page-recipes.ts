import {
  checkboxSlotRecipe,
  checkmarkRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  nativeSelectSlotRecipe,
  skeletonRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { system } from './system.ts';

let registered = false;

/**
 * Adds the recipes the sign-in pages never use to the app's system, so they load with the first
 * other page (page-routes.tsx) instead of with the first paint. A component reads its recipe from
 * the system's theme when it first renders (Chakra's getRecipe and getSlotRecipe look the key up
 * in that object then), so each one must be added before any component using it renders: the
 * other pages' routes and the toaster (which a sign-in page may show) call this first.
 */
export function registerPageRecipes(): void {
  if (registered) return;
  registered = true;
  const theme = system._config.theme!;
  Object.assign((theme.recipes ??= {}), {
    checkmark: checkmarkRecipe,
    skeleton: skeletonRecipe,
    textarea: textareaRecipe,
  });
  Object.assign((theme.slotRecipes ??= {}), {
    checkbox: checkboxSlotRecipe,
    dialog: dialogSlotRecipe,
    drawer: drawerSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    switch: switchSlotRecipe,
    table: tableSlotRecipe,
    tabs: tabsSlotRecipe,
    toast: toastSlotRecipe,
  });
}
