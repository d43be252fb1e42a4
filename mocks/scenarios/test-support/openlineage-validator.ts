import { readdirSync, readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { sharedPath } from '../../../src/test/shared-fixtures.ts';

// ajv-formats ships CommonJS with a `default` export; under Node ESM interop the callable sits on either side.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void;

type FacetKind = 'RunFacet' | 'JobFacet' | 'DatasetFacet' | 'InputDatasetFacet' | 'OutputDatasetFacet';

interface JsonSchema {
  $id: string;
  $defs?: Record<string, { allOf?: { $ref?: string }[] }>;
  properties?: Record<string, { $ref?: string }>;
}

/**
 * Validates events against the OpenLineage 2-0-2 core schema and each known facet against its own schema in
 * `/shared/openlineage/spec` (the core schema alone only checks `_producer`/`_schemaURL` on facets).
 */
export interface OpenLineageValidator {
  /** Problems found in one event, as `path: message` strings; empty when valid. */
  problems(event: unknown): string[];
}

function facetKind(schema: JsonSchema, key: string): FacetKind | null {
  const ref = schema.properties?.[key]?.$ref ?? '';
  const def = schema.$defs?.[ref.replace('#/$defs/', '')];
  const base = def?.allOf?.find((x) => x.$ref?.includes('OpenLineage.json#/$defs/'))?.$ref ?? '';
  const kind = base.split('/').pop();
  return kind === 'RunFacet' || kind === 'JobFacet' || kind === 'DatasetFacet' || kind === 'InputDatasetFacet' || kind === 'OutputDatasetFacet' ? kind : null;
}

const show = (errors: ErrorObject[] | null | undefined, prefix: string): string[] =>
  (errors ?? []).map((e) => `${prefix}${e.instancePath || '/'}: ${e.message ?? 'invalid'}`);

export function loadOpenLineageValidator(): OpenLineageValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const core = JSON.parse(readFileSync(sharedPath('openlineage/spec/OpenLineage.json'), 'utf8')) as JsonSchema;
  ajv.addSchema(core);
  const facetValidators = new Map<string, ValidateFunction>();
  for (const dir of ['openlineage/spec/facets', 'openlineage/spec/registry-iceberg']) {
    for (const file of readdirSync(sharedPath(dir)).filter((f) => f.endsWith('.json'))) {
      const schema = JSON.parse(readFileSync(sharedPath(dir, file), 'utf8')) as JsonSchema;
      ajv.addSchema(schema);
      for (const key of Object.keys(schema.properties ?? {})) {
        const kind = facetKind(schema, key);
        if (kind) facetValidators.set(`${kind}:${key}`, ajv.getSchema(schema.$id) as ValidateFunction);
      }
    }
  }
  const validateEvent = ajv.getSchema(core.$id) as ValidateFunction;

  function facetProblems(facets: unknown, kind: FacetKind, path: string): string[] {
    if (!facets || typeof facets !== 'object') return [];
    return Object.entries(facets as Record<string, unknown>).flatMap(([key, value]) => {
      const validate = facetValidators.get(`${kind}:${key}`);
      if (!validate || validate({ [key]: value })) return [];
      return show(validate.errors, `${path}.${key}`);
    });
  }

  return {
    problems(event) {
      const out = validateEvent(event) ? [] : show(validateEvent.errors, 'event');
      const e = event as Record<string, unknown> & { run?: { facets?: unknown }; job?: { facets?: unknown } };
      out.push(...facetProblems(e.run?.facets, 'RunFacet', 'run.facets'));
      out.push(...facetProblems(e.job?.facets, 'JobFacet', 'job.facets'));
      const datasets = [
        ...((e.inputs as Record<string, unknown>[] | undefined) ?? []).map((d, i) => [d, `inputs[${i}]`] as const),
        ...((e.outputs as Record<string, unknown>[] | undefined) ?? []).map((d, i) => [d, `outputs[${i}]`] as const),
        ...(e.dataset ? [[e.dataset as Record<string, unknown>, 'dataset'] as const] : []),
      ];
      for (const [d, path] of datasets) {
        out.push(...facetProblems(d.facets, 'DatasetFacet', `${path}.facets`));
        out.push(...facetProblems(d.inputFacets, 'InputDatasetFacet', `${path}.inputFacets`));
        out.push(...facetProblems(d.outputFacets, 'OutputDatasetFacet', `${path}.outputFacets`));
      }
      return out;
    },
  };
}
