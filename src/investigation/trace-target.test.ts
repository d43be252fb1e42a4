import { describe, expect, it } from 'vitest';
import { datasetNodeId, fieldNodeId, jobNodeId } from '../domain/node-id.ts';
import { impactStartOf, traceTargetOf } from './trace-target.ts';

const field = { namespace: 'kafka://b:9092', dataset: 'orders', field: 'amount' };

describe('the trace and impact starts a URL names', () => {
  it('reads a field for a trace, and nothing from a dataset, a job or junk', () => {
    expect(traceTargetOf(fieldNodeId(field), ['kafka://b:9092'])).toEqual(field);
    expect(traceTargetOf(datasetNodeId({ namespace: 'ns', name: 'orders' }))).toBeNull();
    expect(traceTargetOf('not an id')).toBeNull();
    expect(traceTargetOf(null)).toBeNull();
  });

  it('reads impact=1 as the traced field, a dataset as the whole dataset, and never a job', () => {
    expect(impactStartOf('1', fieldNodeId(field), ['kafka://b:9092'])).toEqual(field);
    expect(impactStartOf(datasetNodeId({ namespace: 'ns', name: 'orders' }), null)).toEqual({ namespace: 'ns', dataset: 'orders', field: null });
    expect(impactStartOf(jobNodeId({ namespace: 'ns', name: 'job' }), null)).toBeNull();
    expect(impactStartOf('1', null)).toBeNull();
  });
});
