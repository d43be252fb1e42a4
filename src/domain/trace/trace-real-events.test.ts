import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HAS_SHARED, sharedPath } from '../../test/shared-fixtures.ts';
import type { OlRunEvent } from '../marquez-shapes.ts';
import { snapshotFromRunEvents } from './snapshot-from-events.ts';
import { traceField } from './trace-field.ts';

type RawInput = { namespace: string; name: string; field: string; transformations?: { type: string; subtype?: string }[] };
type RawFacet = { fields: Record<string, { inputFields: RawInput[] }>; dataset?: RawInput[] };

const EVENTS_DIR = HAS_SHARED ? sharedPath('openlineage', 'events') : '';

function load(file: string): OlRunEvent[] {
  const raw: unknown = JSON.parse(readFileSync(`${EVENTS_DIR}/${file}`, 'utf8'));
  const events = (Array.isArray(raw) ? raw : [raw]) as OlRunEvent[];
  // Some integration fixtures are templates without a job name; the trace needs one to attribute hops.
  return events.map((e, i) => ({ ...e, job: { ...e.job, namespace: e.job?.namespace ?? 'unnamed', name: e.job?.name ?? `unnamed-${i}` } }));
}

// The expected hops are read straight from the raw JSON, independently of the domain parser.
const key = (i: { namespace: string; name: string; field: string }): string => `${i.namespace}|${i.name.replace(/^\/+/, '')}|${i.field}`;
const isDirect = (i: RawInput): boolean => !i.transformations?.length || i.transformations.some((t) => t.type === 'DIRECT');
const isIndirect = (i: RawInput): boolean => (i.transformations ?? []).some((t) => t.type !== 'DIRECT');

const files = HAS_SHARED
  ? readdirSync(EVENTS_DIR).filter((f) => !f.startsWith('spec__') && readFileSync(`${EVENTS_DIR}/${f}`, 'utf8').includes('"columnLineage"'))
  : [];

// Skipped without ../shared: SHARED_SKIP_REASON is printed by the fixture locator.
describe.skipIf(!HAS_SHARED)('trace on real integration events', () => {
  it('finds the events that carry column lineage', () => {
    expect(files).toContain('spark__pysparkCLLEnd.json');
  });

  it.each(files)('%s: column hops equal the facet DIRECT inputs, influencers the INDIRECT ones', (file) => {
    let checked = 0;
    let expected = 0;
    for (const event of load(file)) {
      const snapshot = snapshotFromRunEvents([event]);
      for (const output of event.outputs ?? []) {
        const facet = output.facets?.columnLineage as RawFacet | undefined;
        // Partial templates among the fixtures (PROVENANCE.txt) have outputs without a namespace: not traceable.
        if (!facet?.fields || typeof output.namespace !== 'string') continue;
        expected += Object.keys(facet.fields).length;
        for (const [field, entry] of Object.entries(facet.fields)) {
          const result = traceField(snapshot, { namespace: output.namespace, dataset: output.name, field }, { inferred: false });
          const into = (h: { to: { namespace: string; dataset: string; field: string | null } }): boolean =>
            h.to.namespace === output.namespace && h.to.dataset === output.name && h.to.field === field;
          const hopKeys = (hops: typeof result.hops): string[] =>
            [...new Set(hops.filter(into).map((h) => key({ namespace: h.from.namespace, name: h.from.dataset, field: h.from.field ?? '' })))].sort();
          const columnHops = result.hops.filter((h) => into(h) && h.level === 'column');
          expect(hopKeys(columnHops)).toEqual([...new Set(entry.inputFields.filter(isDirect).map(key))].sort());
          const expectedInfluencers = [...entry.inputFields.filter(isIndirect), ...(facet.dataset ?? [])].map(key);
          expect(hopKeys(result.influencers)).toEqual([...new Set(expectedInfluencers)].sort());
          // No INDIRECT transformation ever rides on a column hop.
          expect(columnHops.flatMap((h) => h.transformations).every((t) => t.type === 'DIRECT')).toBe(true);
          checked++;
        }
      }
    }
    expect(checked).toBe(expected);
  });

  it('keeps every transformation of spark__pysparkCLLEnd on the right side', () => {
    const [event] = load('spark__pysparkCLLEnd.json');
    const snapshot = snapshotFromRunEvents(event ? [event] : []);
    const r = traceField(snapshot, { namespace: 'file', dataset: '/tmp/cll_test/tbl1', field: 'ident' });
    const a = r.hops.find((h) => h.from.dataset === '/tmp/cll_test/cll_source1' && h.from.field === 'a');
    expect(a?.transformations).toEqual([{ type: 'DIRECT', subtype: 'IDENTITY', description: 't1.a AS ident', masking: false }]);
    const aInfluence = r.influencers.find((h) => h.from.dataset === '/tmp/cll_test/cll_source1' && h.from.field === 'a');
    expect(aInfluence?.transformations.map((t) => t.subtype)).toEqual(['GROUP_BY', 'JOIN', 'FILTER']);
  });

  it.each(['spec__facet-example__ColumnLineageDatasetFacet-1.json', 'spec__facet-example__ColumnLineageDatasetFacet-2.json'])(
    '%s: the bare facet example gives the same split',
    (file) => {
      const facet = (JSON.parse(readFileSync(`${EVENTS_DIR}/${file}`, 'utf8')) as { columnLineage: RawFacet }).columnLineage;
      const inputs = [...Object.values(facet.fields).flatMap((f) => f.inputFields), ...(facet.dataset ?? [])];
      const event: OlRunEvent = {
        eventTime: '2026-01-01T00:00:00Z',
        producer: 'test',
        schemaURL: 'test',
        run: { runId: 'r' },
        job: { namespace: 'spec', name: 'example' },
        inputs: [...new Map(inputs.map((i) => [`${i.namespace}|${i.name}`, { namespace: i.namespace, name: i.name }])).values()],
        outputs: [{ namespace: 'spec', name: 'out', facets: { columnLineage: facet } }],
      };
      const snapshot = snapshotFromRunEvents([event]);
      for (const [field, entry] of Object.entries(facet.fields)) {
        const r = traceField(snapshot, { namespace: 'spec', dataset: 'out', field }, { inferred: false });
        expect(
          r.hops
            .filter((h) => h.level === 'column')
            .map((h) => key({ namespace: h.from.namespace, name: h.from.dataset, field: h.from.field ?? '' }))
            .sort(),
        ).toEqual([...new Set(entry.inputFields.filter(isDirect).map(key))].sort());
        expect(r.hops.every((h) => h.job?.name === 'example')).toBe(true);
        expect(r.degradations).toEqual([]);
      }
    },
  );
});
