import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessibleName, carryFocusIntoApp } from './hand-over';
import { pressedAttribute } from './markers';

/** The prerendered copy in #root, with a "Sign in" button, as index.html carries it. */
function copyWithSignIn() {
  const container = document.createElement('div');
  document.body.append(container);
  const copy = document.createElement('div');
  copy.className = 'prepaint';
  const button = document.createElement('button');
  button.textContent = 'Sign in';
  copy.append(button);
  container.append(copy);
  return { container, button };
}

/** The app's first render: the same button, live. */
function renderApp(container: HTMLElement, onSignIn: () => void) {
  const button = document.createElement('button');
  button.textContent = 'Sign in';
  button.addEventListener('click', onSignIn);
  container.replaceChildren(button);
  return button;
}

const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the hand-over from the prerendered copy to the app', () => {
  afterEach(() => document.body.replaceChildren());

  it('presses the same control in the app when it was pressed on the copy', async () => {
    const { container, button } = copyWithSignIn();
    // What the head script does with a press on the copy (head/choose-copy.ts).
    button.setAttribute(pressedAttribute, '');
    carryFocusIntoApp(container);
    const onSignIn = vi.fn();
    renderApp(container, onSignIn);
    await observed();
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });

  it('presses nothing when nothing was pressed, and moves focus to the same control', async () => {
    const { container, button } = copyWithSignIn();
    button.focus();
    carryFocusIntoApp(container);
    const onSignIn = vi.fn();
    const live = renderApp(container, onSignIn);
    await observed();
    expect(onSignIn).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(live);
  });
});

describe('a press kept on the copy is pressed again only on a control of the same name', () => {
  afterEach(() => document.body.replaceChildren());

  /** A list of "Sign" buttons, each named for its document, as the documents tab shows them. */
  function signButtons(parent: Element, documents: string[], onSign?: (name: string) => void) {
    for (const number of documents) {
      const button = document.createElement('button');
      button.textContent = 'Sign';
      button.setAttribute('aria-label', `Sign ${number}`);
      button.addEventListener('click', () => onSign?.(number));
      parent.append(button);
    }
  }

  it('presses the document the person pressed, in its place or another', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const copy = document.createElement('div');
    copy.className = 'prepaint';
    container.append(copy);
    signButtons(copy, ['Declaration DS/00153', 'Annex DS/00021']);
    copy.querySelectorAll('button')[1]?.setAttribute(pressedAttribute, '');
    carryFocusIntoApp(container);
    const signed: string[] = [];
    const app = document.createElement('div');
    // The app's list has another order (a document came or went meanwhile).
    signButtons(app, ['Annex DS/00021', 'Declaration DS/00153'], (name) => signed.push(name));
    container.replaceChildren(app);
    await observed();
    expect(signed).toEqual(['Annex DS/00021']);
  });

  it('presses nothing when another control now stands in its place (the list changed)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const copy = document.createElement('div');
    copy.className = 'prepaint';
    container.append(copy);
    signButtons(copy, ['Declaration DS/00153']);
    copy.querySelector('button')?.setAttribute(pressedAttribute, '');
    carryFocusIntoApp(container);
    const signed: string[] = [];
    const app = document.createElement('div');
    signButtons(app, ['Annex DS/00021'], (name) => signed.push(name));
    container.replaceChildren(app);
    await observed();
    expect(signed).toEqual([]);
  });

  it('presses a tab that kept its id though its name gained a count (decision 010)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const tab = (parent: Element, name: string, onPress?: () => void) => {
      const button = document.createElement('button');
      button.setAttribute('role', 'tab');
      button.id = 'panel-tab-fees';
      button.textContent = name;
      if (onPress) button.addEventListener('click', onPress);
      parent.append(button);
      return button;
    };
    const copy = document.createElement('div');
    copy.className = 'prepaint';
    container.append(copy);
    tab(copy, 'Fees').setAttribute(pressedAttribute, '');
    carryFocusIntoApp(container);
    const onPress = vi.fn();
    const app = document.createElement('div');
    tab(app, 'Fees 2 to pay', onPress);
    container.replaceChildren(app);
    await observed();
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('presses nothing on a control that kept the id but not the name', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const copy = document.createElement('div');
    copy.className = 'prepaint';
    container.append(copy);
    signButtons(copy, ['Declaration DS/00153']);
    const pressed = copy.querySelector('button');
    pressed?.setAttribute(pressedAttribute, '');
    if (pressed) pressed.id = 'first-to-sign';
    carryFocusIntoApp(container);
    const signed: string[] = [];
    const app = document.createElement('div');
    signButtons(app, ['Annex DS/00021'], (name) => signed.push(name));
    const button = app.querySelector('button');
    if (button) button.id = 'first-to-sign';
    container.replaceChildren(app);
    await observed();
    expect(signed).toEqual([]);
  });

  it.each([
    ['aria-label', (button: HTMLElement) => button.setAttribute('aria-label', 'Sign it')],
    [
      'aria-labelledby',
      (button: HTMLElement) => {
        const label = document.createElement('span');
        label.id = 'label-for-sign';
        label.textContent = 'Sign it';
        button.before(label);
        button.setAttribute('aria-labelledby', 'label-for-sign');
      },
    ],
  ])('names a control by its %s, as a screen reader does', (_, name) => {
    const button = document.createElement('button');
    button.innerHTML = 'Sign <span aria-hidden="true">→</span>';
    document.body.append(button);
    expect(accessibleName(button)).toBe('Sign');
    name(button);
    expect(accessibleName(button)).toBe('Sign it');
  });
});
