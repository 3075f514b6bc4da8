/**
 * The early cards' templates (decision 025): the build renders the panel's own components into
 * inert `<template>`s (components/early-card-templates.tsx), every shown value a slot
 * (`[[name]]`), every optional part marked (`data-when`), every repeated line a list slot
 * (`[[name[]]]`, alone in its element). The early painter fills a clone with the values the
 * components show, worked out by the same functions: it writes no markup of its own. No React
 * here: the painter is a few kB that run before the app.
 */

export const slot = (name: string) => `[[${name}]]`;
export const listSlot = (name: string) => slot(`${name}[]`);
const slotPattern = /\[\[([\w.]+)\]\]/g;

/** The attribute that marks a part shown only when its value is there. */
export const whenAttribute = 'data-when';

export type Slots = {
  text: Record<string, string>;
  when: Record<string, boolean>;
  lists: Record<string, readonly string[]>;
};

/**
 * A view's slots by path: a text for each string, a list for each list of strings, and for each
 * part that may be left out (an object, null or a boolean) whether it is shown.
 */
export function slotsOf(view: object): Slots {
  const slots: Slots = { text: {}, when: {}, lists: {} };
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') slots.text[path] = value;
    else if (typeof value === 'boolean') slots.when[path] = value;
    else if (Array.isArray(value)) slots.lists[path] = value.map(String);
    else if (value === null || value === undefined) slots.when[path] = false;
    else if (typeof value === 'object') {
      if (path) slots.when[path] = true;
      for (const [key, inner] of Object.entries(value)) visit(inner, path ? `${path}.${key}` : key);
    }
  };
  visit(view, '');
  return slots;
}

/**
 * A clone of the template's content with its slots filled (text nodes and attributes only),
 * the parts whose value is absent removed, each list slot's element repeated per line. Null
 * where the template asks for a value the view does not have: nothing is painted then.
 */
export function fillTemplate(template: Element | null, slots: Slots): DocumentFragment | null {
  const fragment = cloneTemplate(template);
  return fragment && fillParts(fragment, slots) ? fragment : null;
}

/** A clone of the template's content, as the build wrote it (null without the template). */
export function cloneTemplate(template: Element | null): DocumentFragment | null {
  return template instanceof HTMLTemplateElement
    ? (template.content.cloneNode(true) as DocumentFragment)
    : null;
}

/** Fills a part of a template in place (see fillTemplate); false where a value is missing. */
export function fillParts(root: ParentNode, slots: Slots): boolean {
  for (const part of [...root.querySelectorAll(`[${whenAttribute}]`)]) {
    if (slots.when[part.getAttribute(whenAttribute) ?? ''] === true)
      part.removeAttribute(whenAttribute);
    else part.remove();
  }
  for (const [name, lines] of Object.entries(slots.lists)) {
    for (const element of [...root.querySelectorAll('*')]) {
      if (element.childElementCount || element.textContent !== listSlot(name)) continue;
      element.replaceWith(
        ...lines.map((line) => {
          const copy = element.cloneNode(false);
          copy.textContent = line;
          return copy;
        }),
      );
    }
  }
  let complete = true;
  const fill = (text: string) => {
    const filled = text.replace(slotPattern, (whole, name: string) => slots.text[name] ?? whole);
    // A slot without its value (or a list the view has not): the card would show the mark.
    if (filled.includes('[[')) complete = false;
    return filled;
  };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node instanceof Element)
      for (const attribute of [...node.attributes]) attribute.value = fill(attribute.value);
    else if (node.nodeValue?.includes('[[')) node.nodeValue = fill(node.nodeValue);
  }
  return complete;
}

/** The attribute naming each card's template (its key), and the templates' holder's. */
export const earlyCardAttribute = 'data-early-card';
export const earlyCardsAttribute = 'data-early-cards';
/** On a template's repeated row: which row it is (`kind:state`). */
export const rowAttribute = 'data-row';

export const earlyCardKeys = {
  balance: (view: { kind: string; handling: string | null }) =>
    `balance:${view.kind}:${view.handling ?? ''}`,
  payment: 'payment',
  documents: 'documents:rows',
  noDocuments: 'documents:empty',
};
