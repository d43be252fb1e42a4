import { beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../../emulator/index.ts';
import { NAMESPACE_RE } from '../../emulator/ids.ts';
import type { MqColumnLineageGraph, MqDataset, MqJob } from '../../../src/domain/marquez-shapes.ts';
import { datasetPath, enc, getJson, jobPath, loadedEmulator } from '../test-support/emulator-client.ts';
import { hostileEvents, HOSTILE } from './index.ts';

const P = HOSTILE.payloads;

/** Every string anywhere in a value, with its JSON path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [[`${path}.${k}#key`, k] as [string, string], ...strings(v, `${path}.${k}`)]);
  return [];
}

describe('hostile scenario', () => {
  let em: Emulator;
  beforeAll(() => {
    em = loadedEmulator(['hostile']);
  });

  it("keeps namespaces within Marquez's namespace regex (payloads cannot live there)", () => {
    const namespaces = hostileEvents().flatMap((e) =>
      strings(e)
        .filter(([p]) => /namespace$/.test(p))
        .map(([, v]) => v),
    );
    expect(namespaces.length).toBeGreaterThan(0);
    expect(namespaces.filter((ns) => !NAMESPACE_RE.test(ns))).toEqual([]);
  });

  it('puts a script payload in every kind of string the UI shows', () => {
    const all = hostileEvents().flatMap((e) => strings(e));
    const carries = (pathRe: RegExp) => all.some(([p, v]) => pathRe.test(p) && /<script|onerror=|onload=|javascript:|srcdoc=|onmouseover=/.test(v));
    const kinds = {
      datasetName: /^\.(inputs|outputs)\[\d+\]\.name$/,
      jobName: /^\.job\.name$/,
      fieldName: /\.schema\.fields\[\d+\]\.name$/,
      fieldType: /\.schema\.fields\[\d+\]\.type$/,
      fieldDescription: /\.schema\.fields\[\d+\]\.description$/,
      datasetDocumentation: /\.facets\.documentation\.description$/,
      jobDocumentation: /^\.job\.facets\.documentation\.description$/,
      sql: /\.sql\.query$/,
      transformationDescription: /\.transformations\[\d+\]\.description$/,
      sourceCodeUrl: /\.sourceCodeLocation\.url$/,
      unknownFacetValue: /\.tributary_unknown\./,
      assertion: /\.dataQualityAssertions\.assertions/,
      jobOwner: /^\.job\.facets\.ownership\.owners\[\d+\]\.name$/,
      datasetOwner: /^\.(inputs|outputs)\[\d+\]\.facets\.ownership\.owners\[\d+\]\.name$/,
      ownerTag: /\.facets\.tags\.tags\[\d+\]\.value$/,
      assertionName: /\.dataQualityAssertions\.assertions\[\d+\]\.name$/,
      metricColumn: /\.dataQualityMetrics\.columnMetrics\./,
      testName: /^\.run\.facets\.test\.tests\[\d+\]\.name$/,
      errorMessage: /\.errorMessage\.(message|stackTrace)$/,
    };
    const missing = Object.entries(kinds)
      .filter(([, re]) => !carries(re))
      .map(([k]) => k);
    expect(missing).toEqual([]);
    expect(all.some(([p, v]) => p.endsWith('.sourceCodeLocation.url') && v.startsWith('javascript:'))).toBe(true);
  });

  it('stores payload names verbatim: a 1,000-character job, an RTL/emoji dataset, script-named datasets', async () => {
    expect(HOSTILE.longName).toHaveLength(1000);
    const job = await getJson<MqJob>(em, jobPath(HOSTILE.jobs.report));
    expect(job.name).toBe(HOSTILE.longName);
    for (const ref of [HOSTILE.datasets.source, HOSTILE.datasets.staged, HOSTILE.datasets.report]) {
      expect((await getJson<MqDataset>(em, datasetPath(ref))).name).toBe(ref.name);
    }
    const ingest = await getJson<MqJob>(em, jobPath(HOSTILE.jobs.ingest));
    expect(ingest.name).toBe(P.img);
    expect(ingest.description).toContain(P.script);
  });

  it('gives the trace a column path through payload-named fields', async () => {
    const t = HOSTILE.traceStart;
    const cl = await getJson<MqColumnLineageGraph>(em, `/api/v1/column-lineage?nodeId=${enc(`datasetField:${t.namespace}:${t.dataset}:${t.field}`)}&depth=10`);
    const fields = cl.graph.map((n) => `${n.data?.dataset}|${n.data?.field}`);
    expect(fields).toContain(`${HOSTILE.datasets.staged.name}|${HOSTILE.fields.amount}`);
    expect(fields).toContain(`${HOSTILE.datasets.source.name}|amount`);
  });
});
