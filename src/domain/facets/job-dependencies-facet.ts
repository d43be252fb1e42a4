import { z } from 'zod';
import { listOf, optionalText, parseFacet, text } from './facet-values.ts';

/**
 * The `jobDependencies` run facet (JobDependenciesRunFacet 1-0-1; docs/openlineage-facets.md#job-dependencies-facet):
 * scheduling and control flow between job runs — which runs must finish before this one, which start after it. It
 * says nothing about data: it is never drawn or traced as data flow.
 */
export interface JobDependency {
  job: { namespace: string; name: string };
  runId: string | null;
  /** DIRECT_INVOCATION, IMPLICIT_DEPENDENCY… */
  dependencyType: string | null;
  /** FINISH_TO_START, FINISH_TO_FINISH, START_TO_START… */
  sequenceTriggerRule: string | null;
  /** EXECUTE_EVERY_TIME, EXECUTE_ON_SUCCESS, EXECUTE_ON_FAILURE… */
  statusTriggerRule: string | null;
}

export interface JobDependencies {
  /** Runs that must complete before this run can start. */
  upstream: JobDependency[];
  /** Runs that start after this one completes. */
  downstream: JobDependency[];
  /** ALL_SUCCESS, ALL_DONE, ONE_SUCCESS, NONE_FAILED… */
  triggerRule: string | null;
}

const dependency = z
  .looseObject({
    job: z.looseObject({ namespace: text, name: text }),
    run: z.unknown().optional(),
    dependency_type: optionalText,
    // The spec's own documentation example spells the dependency type `type`; the schema says `dependency_type`.
    type: optionalText,
    sequence_trigger_rule: optionalText,
    status_trigger_rule: optionalText,
  })
  .transform((d): JobDependency => ({
    job: { namespace: d.job.namespace, name: d.job.name },
    runId: optionalText.parse(typeof d.run === 'object' && d.run !== null ? (d.run as { runId?: unknown }).runId : null),
    dependencyType: d.dependency_type ?? d.type,
    sequenceTriggerRule: d.sequence_trigger_rule,
    statusTriggerRule: d.status_trigger_rule,
  }));

const schema = z
  .looseObject({ upstream: listOf(dependency), downstream: listOf(dependency), trigger_rule: optionalText })
  .transform((f): JobDependencies => ({ upstream: f.upstream, downstream: f.downstream, triggerRule: f.trigger_rule }));

/** A run's `jobDependencies` facet (malformed dependencies skipped), or null when it is not an object. */
export function parseJobDependenciesFacet(raw: unknown): JobDependencies | null {
  return parseFacet(schema, raw);
}
