import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error.ts';

function apiError(kind: string, status?: number, message = 'GET /x: boom') {
  return Object.assign(new Error(message), { kind, status });
}

describe('describeError', () => {
  it('says Marquez did not answer on network faults', () => {
    expect(describeError(apiError('network'), 'the namespaces').title).toBe('Marquez at /api/v1 did not answer');
    expect(describeError(new TypeError('Failed to fetch'), 'the namespaces').title).toBe('Marquez at /api/v1 did not answer');
  });

  it('names the subject when it is missing', () => {
    expect(describeError(apiError('not-found', 404), 'the dataset').title).toBe('The dataset was not found in Marquez');
  });

  it('gives the status of server failures', () => {
    expect(describeError(apiError('server', 503), 'the lineage graph').title).toContain('HTTP 503');
  });

  it('falls back on the status when there is no kind', () => {
    expect(describeError(Object.assign(new Error('x'), { status: 404 }), 'the job').title).toBe('The job was not found in Marquez');
  });

  it('trims long messages and never throws on odd values', () => {
    expect(describeError(apiError('schema', undefined, 'y'.repeat(1000)), 'x').detail.length).toBeLessThan(310);
    for (const odd of [null, undefined, 42, 'text', {}, Symbol('s')]) expect(() => describeError(odd, 'x')).not.toThrow();
  });
});
