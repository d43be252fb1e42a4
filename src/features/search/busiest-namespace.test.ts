import { describe, expect, it } from 'vitest';
import type { MqJob } from '../../domain/marquez-shapes.ts';
import { busiestNamespace } from './busiest-namespace.ts';

const job = (namespace: string, inputs: string[], outputs: string[]): MqJob => ({
  id: { namespace, name: 'j' },
  name: 'j',
  namespace,
  inputs: inputs.map((ns) => ({ namespace: ns, name: 'd' })),
  outputs: outputs.map((ns) => ({ namespace: ns, name: 'd' })),
});

describe('busiestNamespace', () => {
  it('counts each job edge for the job namespace and the dataset namespace', () => {
    const jobs = new Map([
      ['flink', [job('flink', ['kafka'], ['kafka']), job('flink', ['kafka'], ['iceberg'])]],
      ['spark', [job('spark', ['iceberg'], ['iceberg'])]],
      ['empty', []],
    ]);
    // kafka 3, flink 4, iceberg 3, spark 2
    expect(busiestNamespace(jobs)).toBe('flink');
  });

  it('breaks ties by name and answers null when nothing has lineage', () => {
    expect(busiestNamespace(new Map([['b', [job('b', ['a'], [])]]]))).toBe('a');
    expect(busiestNamespace(new Map([['a', []]]))).toBeNull();
  });
});
