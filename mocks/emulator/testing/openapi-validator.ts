import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

/**
 * Adjustments to `spec/openapi.yml` before validating emulator answers, each one a documented spec/code mismatch:
 * - nulls: Marquez's mapper has no NON_NULL setting, optional fields are sent as `null`
 *   (docs/marquez-api.md#list-conventions);
 * - NodeType lacks `DATASET_FIELD` and column-lineage reuses Dataset/Job data
 *   (docs/marquez-api.md#where-the-openapi-spec-is-wrong): column-lineage `data` is not checked;
 * - GraphNode.data is a oneOf whose discriminator (`data.type`) never holds DATASET/JOB, so both branches match every
 *   node: `data` is checked against the schema the node's own `type` names instead;
 * - an empty YAML `type:` (SearchResult.name/updatedAt) is not a valid JSON Schema type: left unconstrained;
 * - DatasetVersion `id` has no `version` (docs/marquez-behaviours.md#dataset-version-reads) and its `tags` is a set of
 *   names like every other `tags`, not a string (both listed in docs/marquez-api.md#where-the-openapi-spec-is-wrong).
 */
function adjust(spec: Json): Json {
  const schemas = (spec.components as { schemas: Record<string, Json> }).schemas;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const obj = node as Json;
    if ('type' in obj && obj.type === null) delete obj.type;
    if (obj.properties && typeof obj.properties === 'object') {
      const props = obj.properties as Record<string, unknown>;
      for (const [k, v] of Object.entries(props)) props[k] = { anyOf: [v, { type: 'null' }] };
    }
    Object.values(obj).forEach(visit);
  };
  const nodeType = schemas.NodeType as { enum: string[] };
  nodeType.enum = [...nodeType.enum, 'DATASET_FIELD'];
  const version = schemas.DatasetVersion as { properties: Json };
  version.properties.id = { $ref: '#/components/schemas/DatasetId' };
  version.properties.tags = { type: 'array', items: { type: 'string' } };
  const graphNode = schemas.GraphNode as { properties: Json };
  graphNode.properties.data = { type: 'object' };
  visit(schemas);
  return spec;
}

export interface SpecValidator {
  /** Validates a 200 body of `GET <pathTemplate>` (as written in the spec, e.g. `/namespaces/{namespace}`). */
  response(pathTemplate: string, body: unknown): string[];
  /** Validates against one component schema. */
  component(name: string, body: unknown): string[];
}

export function loadSpecValidator(file: string): SpecValidator {
  const spec = adjust(parse(readFileSync(file, 'utf8')) as Json);
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  // ajv-formats is CommonJS: its default export arrives wrapped or not depending on the loader.
  const formats = (addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats;
  formats(ajv);
  ajv.addFormat('URL', true);
  ajv.addSchema(spec, 'marquez');
  const cache = new Map<string, ValidateFunction>();
  const compiled = (ref: string) => {
    let fn = cache.get(ref);
    if (!fn) {
      fn = ajv.compile({ $ref: `marquez${ref}` });
      cache.set(ref, fn);
    }
    return fn;
  };
  const run = (ref: string, body: unknown) => {
    const fn = compiled(ref);
    return fn(body) ? [] : (fn.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
  };
  const component = (name: string, body: unknown) => run(`#/components/schemas/${name}`, body);
  return {
    component,
    response(pathTemplate, body) {
      const pointer = pathTemplate.replace(/~/g, '~0').replace(/\//g, '~1');
      const errs = run(`#/paths/${pointer}/get/responses/200/content/application~1json/schema`, body);
      if (pathTemplate === '/lineage') {
        for (const [i, node] of ((body as { graph?: { type: string; data: unknown }[] }).graph ?? []).entries()) {
          const schema = node.type === 'DATASET' ? 'Dataset' : 'Job';
          errs.push(...component(schema, node.data).map((e) => `/graph/${i}/data${e}`));
        }
      }
      return errs;
    },
  };
}
