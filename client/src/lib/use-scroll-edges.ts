import { useCallback, useEffect, useState } from 'react';

export interface ScrollEdges {
  /** More content hides to the left (scrolled away from the start). */
  before: boolean;
  /** More content hides to the right. */
  after: boolean;
}

/**
 * Whether a sideways-scrolling row hides content at either end, kept current on scroll and on
 * resize: a row of tabs on a phone fades at an edge that hides more tabs, so people know to swipe.
 */
export function useScrollEdges(): [(node: HTMLElement | null) => void, ScrollEdges, (direction: 1 | -1) => void] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useEffect(() => {
    if (!node) return;
    const measure = () => {
      // A pixel of slack: fractional widths at some zoom levels leave the last pixel unreachable.
      const before = node.scrollLeft > 1;
      const after = node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
      setEdges((old) => (old.before === before && old.after === after ? old : { before, after }));
    };
    measure();
    node.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(node);
    return () => {
      node.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, [node]);
  const ref = useCallback((next: HTMLElement | null) => setNode(next), []);
  // Most of a screenful at a time, so the item cut at the edge comes fully into view.
  const scroll = useCallback((direction: 1 | -1) => node?.scrollBy({ left: direction * node.clientWidth * 0.7, behavior: 'smooth' }), [node]);
  return [ref, edges, scroll];
}

/** A mask that fades the edges of a scrolling row that hide more content. */
export function edgeFadeMask({ before, after }: ScrollEdges): string | undefined {
  if (!before && !after) return undefined;
  const fade = '2.5rem';
  return `linear-gradient(to right, ${before ? `transparent, black ${fade}` : 'black'}, ${after ? `black calc(100% - ${fade}), transparent` : 'black'})`;
}
