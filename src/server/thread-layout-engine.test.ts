import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ElkNode } from 'elkjs/lib/elk-api';
import { createMainThreadLayoutEngine } from '../layout/main-thread-layout-engine.ts';
import { createThreadLayoutEngine } from './thread-layout-engine.ts';

const chain = (n: number): ElkNode => ({
  id: 'root',
  children: Array.from({ length: n }, (_, i) => ({ id: `n${i}`, width: 100 + i, height: 40 })),
  edges: Array.from({ length: n - 1 }, (_, i) => ({ id: `e${i}`, sources: [`n${i}`], targets: [`n${i + 1}`] })),
});

describe('the server’s ELK on a worker thread', () => {
  const thread = createThreadLayoutEngine();
  afterAll(() => thread.dispose());

  it('lays out as ELK on the calling thread does, answering concurrent requests each with its own graph', async () => {
    const here = createMainThreadLayoutEngine();
    const [a, b] = await Promise.all([thread.layout(chain(5)), thread.layout(chain(12))]);
    expect(a).toEqual(await here.layout(chain(5)));
    expect(b).toEqual(await here.layout(chain(12)));
    expect(Object.keys(b.nodes)).toHaveLength(12);
  });

  // The thread's times are read from /proc/thread-self (Linux): elsewhere the timeline has no such line.
  it.skipIf(!existsSync('/proc/thread-self/schedstat'))(
    'puts each layout’s CPU time, wait for a core and wall time on the ELK thread in the server timeline',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'tributary-elk-timing-'));
      try {
        const file = join(dir, 'timing.log');
        const script = `import('${join(process.cwd(), 'src/server/thread-layout-engine.ts')}').then(async ({ createThreadLayoutEngine }) => {
        const engine = createThreadLayoutEngine();
        await engine.layout(${JSON.stringify(chain(7))});
        engine.dispose();
      })`;
        spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { env: { ...process.env, TRIBUTARY_TIMING: file }, encoding: 'utf8' });
        expect(readFileSync(file, 'utf8')).toMatch(/ elk thread nodes=7 cpu=\d+ wait=\d+ wall=\d+ queued=\d+\n/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
