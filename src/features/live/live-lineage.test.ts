import { describe, expect, it, vi } from 'vitest';
import { LIVE_STREAM_URL, watchLineage } from './live-lineage.ts';

class FakeEventSource extends EventTarget {
  static last: FakeEventSource | null = null;
  readyState = 0;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

const flush = () => new Promise((ok) => setTimeout(ok, 0));

describe('watchLineage', () => {
  it('listens to the embedded server’s stream and reports each pushed message', () => {
    const onNew = vi.fn();
    const onSource = vi.fn();
    const watch = watchLineage(onNew, onSource, { EventSource: FakeEventSource as unknown as typeof EventSource });
    const es = FakeEventSource.last!;
    expect(es.url).toBe(LIVE_STREAM_URL);
    es.dispatchEvent(new Event('open'));
    expect(onSource).toHaveBeenLastCalledWith('push');
    es.dispatchEvent(new Event('lineage'));
    es.dispatchEvent(new Event('lineage'));
    expect(onNew).toHaveBeenCalledTimes(2);
    watch.stop();
    expect(es.closed).toBe(true);
  });

  it('falls back to polling when the stream is refused, and reports only a changed newest event', async () => {
    const answers = ['a', 'a', 'b'];
    const newest = vi.fn(async () => answers.shift() ?? 'b');
    let tick: (() => void) | null = null;
    const onNew = vi.fn();
    const onSource = vi.fn();
    const watch = watchLineage(onNew, onSource, {
      EventSource: FakeEventSource as unknown as typeof EventSource,
      newest,
      setInterval: ((fn: () => void) => ((tick = fn), 1)) as unknown as typeof setInterval,
      clearInterval: (() => {}) as unknown as typeof clearInterval,
      visible: () => true,
    });
    const es = FakeEventSource.last!;
    es.readyState = 2;
    es.dispatchEvent(new Event('error'));
    expect(es.closed).toBe(true);
    expect(onSource).toHaveBeenLastCalledWith('poll');
    await flush();
    expect(onNew).not.toHaveBeenCalled(); // the first answer is the baseline
    tick!();
    await flush();
    expect(onNew).not.toHaveBeenCalled(); // unchanged
    tick!();
    await flush();
    expect(onNew).toHaveBeenCalledWith('poll');
    expect(newest).toHaveBeenCalledTimes(3);
    watch.stop();
  });

  it('does not poll while the page is hidden', async () => {
    const newest = vi.fn(async () => 'a');
    const watch = watchLineage(vi.fn(), vi.fn(), {
      EventSource: undefined,
      newest,
      setInterval: (() => 1) as unknown as typeof setInterval,
      clearInterval: (() => {}) as unknown as typeof clearInterval,
      visible: () => false,
    });
    await flush();
    expect(newest).not.toHaveBeenCalled();
    watch.stop();
  });
});
