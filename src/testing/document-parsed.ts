/**
 * The parser finishing, as the head script (src/start-up/head/choose-copy.ts) sees it: its mutation observer
 * stops (and one a test left running goes).
 */
export function finishParsing(): void {
  Object.defineProperty(document, 'readyState', { configurable: true, value: 'interactive' });
  document.dispatchEvent(new Event('readystatechange'));
  Reflect.deleteProperty(document, 'readyState');
}
