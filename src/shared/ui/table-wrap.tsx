import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The region around a table, named by its section heading. Tables wrap their cells on wide
 * screens and become cards on narrow ones, so normally nothing scrolls; if a table still comes
 * out wider than its box (a long unbreakable value, a zoomed page), the box scrolls sideways on
 * its own instead of the page, and only then takes focus so keyboard users can scroll it too
 * (WCAG 2.1.1; axe `scrollable-region-focusable`). A box that does not scroll is no tab stop.
 */
export function TableWrap({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(ref);
  return (
    <div
      ref={ref}
      className="table-wrap"
      role="region"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
      tabIndex={scrolls ? 0 : undefined}
    >
      {children}
    </div>
  );
}

function useScrollsSideways(ref: React.RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // The box (a viewport change) and what it holds (rows loaded, a language switch).
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
