import { useLayoutEffect, useRef } from 'react';
import { useNavigationType } from 'react-router-dom';

/**
 * Each step opens at its top (issue 34, point 5): the page scrolled to the top and the step's
 * heading focused, so a keyboard or screen-reader user starts there and a phone shows "Step 2 of
 * 2" and the heading, not the middle of the form where the last step's button was. A step opened
 * by the app (the declarations' Continue, the return from the sign-in, a delivered application:
 * a push or a replace, or `opened`) does this; one the browser opened (a page load, a reload,
 * Back or Forward) keeps the browser's own start: focus on the page, Tab to the skip link first.
 * `step` names the step: a new value is a new step.
 */
export function useStepTop<T extends HTMLElement = HTMLHeadingElement>(
  step: string,
  opened = false,
) {
  const heading = useRef<T>(null);
  const byApp = useNavigationType() !== 'POP';
  const move = opened || byApp;
  useLayoutEffect(() => {
    if (!move) return;
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [step, move]);
  return heading;
}
