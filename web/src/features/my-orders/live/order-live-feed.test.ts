import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openOrderLiveFeed, orderStreamUrl, type EventSourceLike } from './order-live-feed';

class FakeSource implements EventSourceLike {
  static opened: FakeSource[] = [];
  listeners: Array<(event: { data: string }) => void> = [];
  onerror: ((event: unknown) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(_type: 'order', listener: (event: { data: string }) => void) {
    this.listeners.push(listener);
  }
  close() {
    this.closed = true;
  }
  emit(revision: number) {
    for (const listener of this.listeners) listener({ data: JSON.stringify({ revision }) });
  }
}

describe('order live feed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSource.opened = [];
  });
  afterEach(() => vi.useRealTimers());

  const open = (onChange: (r: number | null) => void) =>
    openOrderLiveFeed({
      orderId: 'o-1',
      onChange,
      pollMs: 1000,
      retryStreamMs: 5000,
      createSource: (url) => new FakeSource(url),
    });

  it('passes on each revision from the stream', () => {
    const seen: Array<number | null> = [];
    const stop = open((r) => seen.push(r));
    expect(FakeSource.opened[0]!.url).toBe(orderStreamUrl('o-1'));
    FakeSource.opened[0]!.emit(3);
    FakeSource.opened[0]!.emit(4);
    expect(seen).toEqual([3, 4]);
    stop();
    expect(FakeSource.opened[0]!.closed).toBe(true);
  });

  it('polls while the stream is down and tries the stream again', () => {
    const seen: Array<number | null> = [];
    const stop = open((r) => seen.push(r));
    FakeSource.opened[0]!.onerror!(new Event('error'));
    vi.advanceTimersByTime(3000);
    expect(seen).toEqual([null, null, null]);
    vi.advanceTimersByTime(2000);
    expect(FakeSource.opened).toHaveLength(2);
    FakeSource.opened[1]!.emit(9);
    vi.advanceTimersByTime(3000);
    expect(seen.at(-1)).toBe(9); // polling stopped once the stream spoke again
    stop();
  });

  it('polls when the browser has no EventSource', () => {
    const seen: Array<number | null> = [];
    const stop = openOrderLiveFeed({
      orderId: 'o-1',
      onChange: (r) => seen.push(r),
      pollMs: 1000,
      createSource: null,
    });
    vi.advanceTimersByTime(2500);
    expect(seen).toEqual([null, null]);
    stop();
    vi.advanceTimersByTime(5000);
    expect(seen).toHaveLength(2);
  });
});
