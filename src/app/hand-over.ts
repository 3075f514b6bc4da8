/** What takes focus: the controls, and the regions a skip link or a click focuses. */
const focusableSelector = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** The same control in other markup: its tag, id, name, link and words. */
const signature = (element: Element) =>
  [
    element.tagName,
    element.id,
    element.getAttribute('name') ?? '',
    element.getAttribute('href') ?? '',
    element.getAttribute('role') ?? '',
    (element.textContent ?? '').trim(),
  ].join('\u0000');

/** Its place among the elements of `scope` that look the same (the first "Copy", the second…). */
const occurrence = (scope: ParentNode, element: Element) =>
  [...scope.querySelectorAll(focusableSelector)]
    .filter((candidate) => signature(candidate) === signature(element))
    .indexOf(element);

/**
 * The prerendered copy of a screen in index.html (build/prerender.ts) takes focus before the app
 * starts: a person may Tab into it, or a click may focus its main region. The app's first render
 * replaces the copy (createRoot clears `container`), and the focused element leaves the page with
 * it; focus would fall to the page's body and the next Tab start over from the top. This moves
 * focus to the same control in the app's markup, as soon as the copy is gone (before the browser
 * paints), so a screen reader and the next Tab carry on where they were.
 */
export function carryFocusIntoApp(container: HTMLElement): void {
  const copy = container.querySelector('.prepaint');
  if (!copy) return;
  const active = document.activeElement;
  let focused: Element | null = active && copy.contains(active) ? active : null;
  const onFocusIn = (event: Event) => {
    focused = event.target instanceof Element && copy.contains(event.target) ? event.target : null;
  };
  const onFocusOut = (event: Event) => {
    const target = event.target;
    // Focus left for nothing (a click on the page's background): nothing to carry. A blur because
    // the element left the page with the copy keeps it.
    queueMicrotask(() => {
      if (target === focused && focused?.isConnected && !copy.contains(document.activeElement))
        focused = null;
    });
  };
  copy.addEventListener('focusin', onFocusIn);
  copy.addEventListener('focusout', onFocusOut);
  const observer = new MutationObserver(() => {
    if (copy.isConnected) return;
    observer.disconnect();
    copy.removeEventListener('focusin', onFocusIn);
    copy.removeEventListener('focusout', onFocusOut);
    // An id names one element (the main region); others by what they are and say.
    const twinOf = (element: Element) =>
      element.id
        ? document.getElementById(element.id)
        : [...container.querySelectorAll(focusableSelector)].filter(
            (candidate) => signature(candidate) === signature(element),
          )[occurrence(copy, element)];
    // A button or link pressed on the copy (the head script kept the press, prepaint.ts) is
    // pressed on the app's own control: the person asked for it, the copy could not do it.
    const pressed = copy.querySelector('[data-prepaint-pressed]');
    const lost = focused;
    if (lost && !lost.isConnected) {
      // Only if nothing took focus meanwhile (the app's own focus management wins).
      const free = !document.activeElement || document.activeElement === document.body;
      const twin = free ? twinOf(lost) : null;
      if (twin instanceof HTMLElement) twin.focus({ preventScroll: true });
    }
    if (pressed) {
      const twin = twinOf(pressed);
      if (twin instanceof HTMLElement) twin.click();
    }
  });
  observer.observe(container, { childList: true });
}
