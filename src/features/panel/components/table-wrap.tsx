import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways inside its own region on narrow screens (320 px), so the page
 * itself never scrolls horizontally. The region is named by its section heading and focusable,
 * so keyboard users can scroll it too (WCAG 2.1.1; axe `scrollable-region-focusable`).
 */
export function TableWrap({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus
    <div className="table-wrap" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
