import { Table } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { edgeFadeMask, useScrollEdges } from '../lib/use-scroll-edges.ts';

/**
 * A table's scroll area that fades at an edge hiding more columns: on a phone a wide table
 * scrolls inside itself, and the fade says there is more to swipe to.
 */
export function FadingTableScroll(props: ComponentProps<typeof Table.ScrollArea>) {
  const [ref, edges] = useScrollEdges();
  return <Table.ScrollArea ref={ref} data-more-after={edges.after || undefined} css={{ maskImage: edgeFadeMask(edges) }} {...props} />;
}
