import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HAS_SHARED, SHARED_SKIP_REASON, sharedPath } from '../../../src/test/shared-fixtures.ts';
import { createEmulator } from '../index.ts';

/**
 * Every file of `openlineage/events`, by name. PROVENANCE.txt: only client-python's event is COMPLETE; the others are
 * PARTIAL expected events, TEMPLATEs with placeholders, or FACET-FRAGMENTs, so they lack required fields.
 */
const EXPECTED: Record<string, 'ingest' | 'reject'> = {
  'client-python__example_full_event.json': 'ingest',
  'dbt__structured_logs-bigquery-run__successful_run_ol_events.json': 'reject',
  'flink__flink1__expected_cassandra.json': 'reject',
  'flink__flink1__expected_failed.json': 'reject',
  'flink__flink1__expected_flink_conf.json': 'reject',
  'flink__flink1__expected_iceberg.json': 'reject',
  'flink__flink1__expected_iceberg_source.json': 'reject',
  'flink__flink1__expected_jdbc.json': 'reject',
  'flink__flink1__expected_kafka.json': 'reject',
  'flink__flink1__expected_kafka_checkpoints.json': 'reject',
  'flink__flink1__expected_kafka_generic_record.json': 'reject',
  'flink__flink1__expected_kafka_multi_topic_sink.json': 'reject',
  'flink__flink1__expected_kafka_topic_pattern.json': 'reject',
  'flink__flink1__expected_kafka_topic_pattern_checkpoints.json': 'reject',
  'flink__flink1__expected_legacy_kafka.json': 'reject',
  'flink__flink1__expected_legacy_kafka_topic_pattern.json': 'reject',
  'flink__flink1__expected_protobuf.json': 'reject',
  'flink__flink2__expected_kafka_topic_pattern.json': 'reject',
  'flink__flink2__expected_kafka_topic_pattern_checkpoint.json': 'reject',
  'flink__flink2__expected_sql_kafka.json': 'reject',
  'hive__cllComplexQueryCTEJoinsComplete.json': 'reject',
  'hive__cllSimpleQueryMaskingComplete.json': 'reject',
  'hive__cllSimpleQueryWindowedAggregateComplete.json': 'reject',
  'hive__cllSimpleQueryWithCaseWhenConditionalComplete.json': 'reject',
  'hive__cllUnionComplete.json': 'reject',
  'spark__applicationLevelCompleteJob.json': 'reject',
  'spark__applicationLevelStartApplication.json': 'reject',
  'spark__cli-test_iceberg__create_table.json': 'reject',
  'spark__cli-test_simple__example_expected_event_complete.json': 'reject',
  'spark__columnLineageJDBCComplete.json': 'reject',
  'spark__columnLineageJDBCStart.json': 'reject',
  'spark__columnLineageSingleInputComplete.json': 'reject',
  'spark__deltaMergeCommandVerificationComplete.json': 'reject',
  'spark__hiveCreateHiveTableAsSelectCommandCompleteEvent.json': 'reject',
  'spark__pysparkCLLEnd.json': 'reject',
  'spark__pysparkCLLStart.json': 'reject',
  'spark__pysparkCTASWithColumnLineageEnd.json': 'reject',
  'spark__pysparkDeltaGroupByCompleteEvent.json': 'reject',
  'spark__pysparkKafkaAssignReadCompleteEvent.json': 'reject',
  'spark__pysparkKafkaReadCompleteEvent.json': 'reject',
  'spark__pysparkKafkaReadStartEvent.json': 'reject',
  'spark__pysparkKafkaWriteCompleteEvent.json': 'reject',
  'spark__pysparkSymlinksComplete.json': 'reject',
  'spark__pysparkV2AppendDataCompleteEvent.json': 'reject',
  'spark__pysparkV2AppendDataStartEvent.json': 'reject',
  'spark__pysparkV2CreateTableAsSelectCompleteEvent.json': 'reject',
  'spark__pysparkV2MergeIntoTableCowCompleteEvent.json': 'reject',
  'spark__pysparkV2MergeIntoTableMorCompleteEvent.json': 'reject',
  'spark__pysparkV2OverwritePartitionsCompleteEvent.json': 'reject',
  'spark__pysparkWriteIcebergTableVersionEnd.json': 'reject',
  'spark__serde__openlineage-event.json': 'reject',
  'spec__facet-example__ColumnLineageDatasetFacet-1.json': 'reject',
  'spec__facet-example__ColumnLineageDatasetFacet-2.json': 'reject',
  'spec__facet-example__JobTypeJobFacet-3.json': 'reject',
  'spec__facet-example__LineageFacet-mixed-sources.json': 'reject',
  'spec__facet-example__SymlinksDatasetFacet-1.json': 'reject',
};

// `schemaURL` is not among them: `LineageEvent.schemaURL` has no @NotNull (docs/marquez-behaviours.md).
const REQUIRED = ['eventTime', 'producer', 'run.runId', 'job.namespace', 'job.name'];

function at(obj: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);
}

describe.skipIf(!HAS_SHARED)(`shared OpenLineage events (contract; ${HAS_SHARED ? 'shared fixtures present' : SHARED_SKIP_REASON})`, () => {
  const dir = sharedPath('openlineage/events');
  const files = HAS_SHARED
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

  it('accounts for every file by name', () => {
    expect(files).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(files)('%s', (file) => {
    const parsed = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as unknown;
    const events = Array.isArray(parsed) ? parsed : [parsed];
    for (const event of events) {
      const em = createEmulator();
      const r = em.ingest(event);
      if (EXPECTED[file] === 'ingest') {
        expect(r, file).toEqual({ status: 201, body: '' });
        continue;
      }
      expect(r.status, file).toBe(422);
      const errors = (JSON.parse(r.body) as { errors: string[] }).errors;
      // Each missing envelope field is named in the reasons (the run/job objects may be missing as a whole).
      for (const path of REQUIRED) {
        if (at(event, path) !== undefined) continue;
        const parent = path.includes('.') ? path.split('.')[0] : null;
        const named = errors.some((e) => e.startsWith(`${path} `) || (parent !== null && e === `${parent} must not be null`));
        expect(named, `${file}: ${path} in ${JSON.stringify(errors)}`).toBe(true);
      }
      expect(em.store.events).toHaveLength(0);
    }
  });

  it('the complete event lands with its parent job renamed as Marquez does', async () => {
    const em = createEmulator();
    em.ingest(JSON.parse(readFileSync(`${dir}/client-python__example_full_event.json`, 'utf8')));
    const r = await em.handle({ method: 'GET', url: '/api/v1/namespaces/my-scheduler-namespace/jobs' });
    const names = (JSON.parse(r.body) as { jobs: { name: string }[] }).jobs.map((j) => j.name).sort();
    expect(names).toEqual(['myjob', 'myjob.mytask']);
  });
});
