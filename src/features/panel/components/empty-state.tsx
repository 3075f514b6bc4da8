import type { ReactNode } from 'react';

/** An empty list says so in words instead of showing an empty table. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="panel-empty">{children}</p>;
}
