import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterEarlyPaint, earlyPaintingAttribute } from './early-painting';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

afterEach(() => {
  document.documentElement.removeAttribute(earlyPaintingAttribute);
  vi.useRealTimers();
});

describe("the entry's wait for the early painter (decision 015)", () => {
  it('does not wait where nothing is painted early', async () => {
    vi.useFakeTimers();
    expect(await settled(afterEarlyPaint(1500))).toBe(true);
  });

  it('waits until the head script says the painter is done', async () => {
    vi.useFakeTimers();
    document.documentElement.setAttribute(earlyPaintingAttribute, '');
    const wait = afterEarlyPaint(1500);
    expect(await settled(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    document.documentElement.removeAttribute(earlyPaintingAttribute);
    expect(await settled(wait)).toBe(true);
  });

  it('waits no longer than its bound', async () => {
    vi.useFakeTimers();
    document.documentElement.setAttribute(earlyPaintingAttribute, '');
    const wait = afterEarlyPaint(1500);
    await vi.advanceTimersByTimeAsync(1499);
    expect(await settled(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(wait)).toBe(true);
  });
});
