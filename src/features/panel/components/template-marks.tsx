import { createContext, useContext } from 'react';
import { whenAttribute } from '../early-templates';

const Marking = createContext(false);

/**
 * Build time only (components/early-card-templates.tsx): the components inside mark their
 * optional parts for the early painter's templates (decision 025). In the app nothing is marked.
 */
export const TemplateMarking = Marking.Provider;

/** The mark of a part shown only when the view's value at `path` is there (none in the app). */
export function useWhenMark(): (path: string) => { [whenAttribute]?: string } {
  const marking = useContext(Marking);
  return (path) => (marking ? { [whenAttribute]: path } : {});
}
