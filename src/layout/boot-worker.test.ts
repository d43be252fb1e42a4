import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootLayoutWorker, ELK_WORKER_URL, LAYOUT_WORKER_URL, takeBootedLayoutWorker } from './boot-worker.ts';

afterEach(() => vi.unstubAllGlobals());

describe('boot layout worker', () => {
  it('starts the layout worker once at boot, names ELK to it, and hands it over once', () => {
    const started: string[] = [];
    const posted: unknown[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string) {
          started.push(url);
        }
        postMessage(message: unknown): void {
          posted.push(message);
        }
      },
    );
    expect(takeBootedLayoutWorker()).toBeNull();
    bootLayoutWorker();
    bootLayoutWorker();
    expect(started).toEqual([LAYOUT_WORKER_URL]);
    expect(LAYOUT_WORKER_URL).toMatch(/layer-order-worker/);
    expect(posted).toEqual([{ elkWorkerUrl: ELK_WORKER_URL }]);
    expect(ELK_WORKER_URL).toMatch(/elk-worker\.min/);
    expect(takeBootedLayoutWorker()).not.toBeNull();
    expect(takeBootedLayoutWorker()).toBeNull();
  });
});
