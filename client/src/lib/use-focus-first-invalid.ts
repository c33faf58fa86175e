import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * What counts as a field that needs attention: a number out of its range, anything marked invalid,
 * and the first control inside an invalid Chakra field (a group of sport buttons has no input).
 */
const NEEDS_ATTENTION =
  '[data-out-of-range], [aria-invalid="true"], [data-invalid] input, [data-invalid] textarea, [data-invalid] select, [data-invalid] button';

/**
 * After a failed submit, the first field that needs attention is scrolled to and focused, so a
 * phone user is not left at the button wondering what went wrong. Returns the container's ref and
 * the function to call on each failed submit; the focus moves once the errors have rendered.
 */
export function useFocusFirstInvalid<T extends HTMLElement>(): [RefObject<T | null>, () => void] {
  const container = useRef<T>(null);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures === 0) return;
    const first = container.current?.querySelector<HTMLElement>(NEEDS_ATTENTION);
    first?.scrollIntoView({ block: 'center' });
    first?.focus({ preventScroll: true });
  }, [failures]);
  return [container, () => setFailures((count) => count + 1)];
}
