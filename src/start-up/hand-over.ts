import { pressedAttribute } from './markers';

/** What takes focus: the controls, and the regions a skip link or a click focuses. */
const focusableSelector = 'a[href], button, input, select, textarea, summary, [tabindex]';

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The element of `element`'s tree (the document, or a copy already taken out of it) with `id`. */
function byId(element: Element, id: string): Element | null {
  if (element.isConnected) return element.ownerDocument.getElementById(id);
  const top = element.getRootNode();
  if (!(top instanceof Element)) return null;
  if (top.id === id) return top;
  return [...top.querySelectorAll('[id]')].find((candidate) => candidate.id === id) ?? null;
}

/** The words a person hears for an element's content: hidden parts left out, images by their alt. */
function textOf(node: Node): string {
  if (node instanceof Element) {
    if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden')) return '';
    if (node instanceof HTMLImageElement) return node.alt;
    return [...node.childNodes].map(textOf).join('');
  }
  return node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : '';
}

/**
 * An element's accessible name as a screen reader gives it (aria-labelledby, then aria-label,
 * then its content): two "Sign" buttons labelled for two documents have two names.
 */
export function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby')?.trim();
  if (labelledBy) {
    const named = labelledBy
      .split(/\s+/)
      .map((id) => {
        const label = byId(element, id);
        return label ? textOf(label) : '';
      })
      .join(' ');
    if (normalized(named)) return normalized(named);
  }
  const label = element.getAttribute('aria-label');
  if (label && normalized(label)) return normalized(label);
  return normalized(textOf(element));
}

/** The same control in other markup: its tag, id, name, link, role and accessible name. */
const signature = (element: Element) =>
  [
    element.tagName,
    element.id,
    element.getAttribute('name') ?? '',
    element.getAttribute('href') ?? '',
    element.getAttribute('role') ?? '',
    accessibleName(element),
  ].join('\u0000');

const sameName = (twin: Element, pressed: Element) =>
  accessibleName(twin) === accessibleName(pressed);

/**
 * The same tab of the same tab list (its id): a tab's name may gain a count once the app has its
 * answers ("Fees" on the copy, "Fees 2 to pay" in the app, decision 010), and it is still the tab
 * the person chose.
 */
const sameTab = (twin: Element, pressed: Element) =>
  pressed.getAttribute('role') === 'tab' &&
  twin.getAttribute('role') === 'tab' &&
  pressed.id !== '' &&
  twin.id === pressed.id;

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
    // A button or link pressed on the copy (the head script kept the press, ./head/choose-copy.ts) is
    // pressed on the app's own control: the person asked for it, the copy could not do it.
    const pressed = copy.querySelector(`[${pressedAttribute}]`);
    const lost = focused;
    if (lost && !lost.isConnected) {
      // Only if nothing took focus meanwhile (the app's own focus management wins).
      const free = !document.activeElement || document.activeElement === document.body;
      const twin = free ? twinOf(lost) : null;
      if (twin instanceof HTMLElement) twin.focus({ preventScroll: true });
    }
    if (pressed) {
      // Only onto a control a person would call the same: where the list changed in between (a
      // "Sign" for another document now in its place), the press is dropped, never moved.
      const twin = twinOf(pressed);
      if (twin instanceof HTMLElement && (sameTab(twin, pressed) || sameName(twin, pressed)))
        twin.click();
    }
  });
  observer.observe(container, { childList: true });
}
