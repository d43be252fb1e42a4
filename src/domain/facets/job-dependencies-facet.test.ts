import { describe, expect, it } from 'vitest';
import { parseJobDependenciesFacet } from './job-dependencies-facet.ts';

describe('parseJobDependenciesFacet', () => {
  it('reads the spec’s example (its `type` spelling and the schema’s `dependency_type`)', () => {
    // Trimmed from the OpenLineage documentation (`website/docs/spec/facets/run-facets/job_dependencies.md`).
    const parsed = parseJobDependenciesFacet({
      upstream: [
        {
          type: 'IMPLICIT_DEPENDENCY',
          sequence_trigger_rule: 'FINISH_TO_START',
          status_trigger_rule: 'EXECUTE_ON_SUCCESS',
          job: { name: 'user-profile-transform', namespace: 'pipeline.transform' },
          run: { runId: '6e9c2bb0-97d9-4d4f-9c0c-0579f072e013' },
        },
      ],
      downstream: [
        {
          dependency_type: 'DIRECT_INVOCATION',
          job: { name: 'dashboard-refresh', namespace: 'pipeline.analytics' },
          airflow: { dagrun_id: 'some_dagrun_id' },
        },
        { job: { name: 'no namespace' } },
      ],
      trigger_rule: 'NONE_FAILED_MIN_ONE_SUCCESS',
    });
    expect(parsed).toEqual({
      upstream: [
        {
          job: { namespace: 'pipeline.transform', name: 'user-profile-transform' },
          runId: '6e9c2bb0-97d9-4d4f-9c0c-0579f072e013',
          dependencyType: 'IMPLICIT_DEPENDENCY',
          sequenceTriggerRule: 'FINISH_TO_START',
          statusTriggerRule: 'EXECUTE_ON_SUCCESS',
        },
      ],
      downstream: [
        {
          job: { namespace: 'pipeline.analytics', name: 'dashboard-refresh' },
          runId: null,
          dependencyType: 'DIRECT_INVOCATION',
          sequenceTriggerRule: null,
          statusTriggerRule: null,
        },
      ],
      triggerRule: 'NONE_FAILED_MIN_ONE_SUCCESS',
    });
  });

  it('is empty for an object without lists and null for anything else', () => {
    expect(parseJobDependenciesFacet({ upstream: 'a' })).toEqual({ upstream: [], downstream: [], triggerRule: null });
    for (const raw of [null, [], 'x']) expect(parseJobDependenciesFacet(raw)).toBeNull();
  });
});
