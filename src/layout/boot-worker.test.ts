import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootLayoutWorker, ELK_WORKER_URL, takeBootedLayoutWorker } from './boot-worker.ts';

afterEach(() => vi.unstubAllGlobals());

describe('boot layout worker', () => {
  it('starts ELK once at boot and hands that worker over once; later engines start their own', () => {
    const started: string[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string) {
          started.push(url);
        }
      },
    );
    expect(takeBootedLayoutWorker()).toBeNull();
    bootLayoutWorker();
    bootLayoutWorker();
    expect(started).toEqual([ELK_WORKER_URL]);
    expect(ELK_WORKER_URL).toMatch(/elk-worker\.min/);
    expect(takeBootedLayoutWorker()).not.toBeNull();
    expect(takeBootedLayoutWorker()).toBeNull();
  });
});
