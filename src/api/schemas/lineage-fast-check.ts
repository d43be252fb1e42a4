/**
 * A check of a `/lineage` answer that costs a loop instead of a zod parse: true only when `lineageGraphSchema` would
 * accept the answer and return it unchanged (every edge list an array, every timestamp a string, every node's
 * `namespace` present — nothing for the schema's transforms to fill in). The gateway then takes the answer as it is;
 * anything else, valid or not, goes through the schema, which transforms it or says what is wrong. A 10,000-node
 * answer (22 MB) took ~1 s of zod on the page's main thread, in long tasks; this loop takes a few dozen ms.
 * `lineage-fast-check.test.ts` holds it to that promise on random answers and mutations of them.
 */

type Check = (value: unknown) => boolean;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString: Check = (value) => typeof value === 'string';
const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const nullish =
  (check: Check): Check =>
  (value) =>
    value === undefined || value === null || check(value);
/** An index loop, not `every`: `every` skips the holes of a sparse array, which the schema refuses. */
const arrayOf =
  (check: Check): Check =>
  (value) => {
    if (!Array.isArray(value)) return false;
    for (let i = 0; i < value.length; i++) if (!check(value[i])) return false;
    return true;
  };
/** Every listed key passes its check (a missing key is `undefined`); other keys are kept, as the loose schemas keep them. */
const shaped =
  (shape: Readonly<Record<string, Check>>): Check =>
  (value) => {
    if (!isObject(value)) return false;
    for (const key in shape) if (!shape[key]?.(value[key])) return false;
    return true;
  };

const text = nullish(isString);
/** A timestamp the schema keeps as is: a number would be turned into an ISO string. */
const time = nullish(isString);
const strings = nullish(arrayOf(isString));
const record = nullish(isObject);
const nameId = shaped({ namespace: isString, name: isString });
const versionId = shaped({ namespace: isString, name: isString, version: isString });
const edge = shaped({ origin: isString, destination: isString });
/** The schema turns a missing or null edge list into `[]`: only an array is kept as is. */
const edges = arrayOf(edge);
const RUN_STATES: ReadonlySet<unknown> = new Set(['NEW', 'RUNNING', 'COMPLETED', 'FAILED', 'ABORTED']);
const runVersions = nullish(arrayOf(shaped({ datasetVersionId: versionId, facets: record })));
const run = shaped({
  id: isString,
  createdAt: time,
  updatedAt: time,
  nominalStartTime: time,
  nominalEndTime: time,
  state: (value) => RUN_STATES.has(value),
  startedAt: time,
  endedAt: time,
  durationMs: nullish(isNumber),
  args: nullish((value) => isObject(value) && arrayOf(isString)(Object.values(value))),
  jobVersion: nullish(versionId),
  inputDatasetVersions: runVersions,
  outputDatasetVersions: runVersions,
  facets: record,
});
const field = shaped({ name: isString, type: text, tags: strings, description: text });

/** `data` of a DATASET node; `namespace` required: the schema fills a missing one in from `id`. */
const datasetData = shaped({
  id: nameId,
  type: text,
  name: isString,
  physicalName: text,
  createdAt: time,
  updatedAt: time,
  namespace: isString,
  sourceName: text,
  fields: nullish(arrayOf(field)),
  tags: strings,
  lastModifiedAt: time,
  description: text,
  lastLifecycleState: text,
});

/** `data` of a JOB node; `namespace` required, as above. */
const jobData = shaped({
  id: nameId,
  type: text,
  name: isString,
  simpleName: text,
  parentJobName: text,
  parentJobUuid: text,
  createdAt: time,
  updatedAt: time,
  namespace: isString,
  inputs: nullish(arrayOf(nameId)),
  outputs: nullish(arrayOf(nameId)),
  location: text,
  description: text,
  latestRun: nullish(run),
  currentRunUuid: text,
});

const node: Check = (value) => {
  if (!isObject(value) || !isString(value.id) || !edges(value.inEdges) || !edges(value.outEdges)) return false;
  if (value.type === 'DATASET') return datasetData(value.data);
  if (value.type === 'JOB') return jobData(value.data);
  return false;
};

const nodes = arrayOf(node);

/**
 * True when every item of a batch of `graph` is a node the schema keeps as is: a body parsed as it arrives is checked
 * batch by batch, and passes {@link isPlainLineageGraph} exactly when every batch passes this.
 */
export const arePlainLineageNodes = (items: readonly unknown[]): boolean => nodes(items);

/** True when `lineageGraphSchema` would accept `json` and return it unchanged. */
export function isPlainLineageGraph(json: unknown): boolean {
  return isObject(json) && nodes(json.graph);
}
