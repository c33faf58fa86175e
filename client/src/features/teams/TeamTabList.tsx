import { Tabs } from '@chakra-ui/react';
import { edgeFadeMask, useScrollEdges } from '../../lib/use-scroll-edges.ts';

/**
 * The team page's tab row. On a phone the tabs scroll sideways rather than wrap or squeeze, and
 * an edge that hides a tab fades, so "Manage" is never a cut-off word with no sign of more.
 */
export function TeamTabList({ tabs }: { tabs: readonly { value: string; label: string }[] }) {
  const [ref, edges] = useScrollEdges();
  return (
    <Tabs.List ref={ref} overflowX="auto" overflowY="hidden" scrollbarWidth="none" css={{ maskImage: edgeFadeMask(edges) }} data-testid="team-tabs">
      {tabs.map((item) => (
        <Tabs.Trigger key={item.value} value={item.value} flexShrink={0} px={{ base: '2.5', sm: '4' }}>
          {item.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
