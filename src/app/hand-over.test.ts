import { afterEach, describe, expect, it, vi } from 'vitest';
import { carryFocusIntoApp } from './hand-over';

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
    // What the head script does with a press on the copy (prepaint.ts).
    button.setAttribute('data-prepaint-pressed', '');
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
