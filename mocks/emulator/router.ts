import { empty, error, errors, HttpError, type EmulatorResponse } from './http.ts';
import { NodeIdError } from './node-id.ts';
import { getColumnLineage } from './read/column-lineage.ts';
import { getDataset, getDatasetVersion, listDatasets, listDatasetVersions } from './read/datasets.ts';
import { listEvents } from './read/events.ts';
import { getJob, getJobVersion, getRun, getRunFacets, listJobs, listJobVersions, listRuns } from './read/jobs.ts';
import { getLineage } from './read/lineage.ts';
import { getNamespace, listNamespaces } from './read/namespaces.ts';
import { enumParam, requiredParam, type Query } from './read/params.ts';
import { refreshHidden } from './read/annotations.ts';
import { search } from './read/search.ts';
import { deleteDataset, deleteJob } from './read/soft-delete.ts';
import { listSources } from './read/sources.ts';
import { datasetStats, jobStats, lineageEventStats, sourceStats } from './read/stats.ts';
import { listTags, putTag, tagDataset, tagField, tagJob } from './read/tags.ts';
import type { Store } from './store.ts';

export interface RouteContext {
  store: Store;
  now: number;
  ingest: (body: string) => EmulatorResponse;
}

type Handler = (seg: string[], query: Query, ctx: RouteContext, body: string) => EmulatorResponse;

interface Route {
  method: string;
  pattern: string[];
  handle: Handler;
}

// `*` matches one path segment; segments are percent-decoded one by one so `%2F` stays inside a name
// (docs/marquez-api.md#encoding-names-in-paths-and-node-ids).
const routes: Route[] = [
  { method: 'GET', pattern: ['namespaces'], handle: (_s, q, c) => listNamespaces(c.store, q) },
  { method: 'GET', pattern: ['namespaces', '*'], handle: (s, _q, c) => getNamespace(c.store, s[1] ?? '') },
  { method: 'GET', pattern: ['namespaces', '*', 'datasets'], handle: (s, q, c) => listDatasets(c.store, s[1] ?? '', q) },
  { method: 'GET', pattern: ['namespaces', '*', 'datasets', '*'], handle: (s, _q, c) => getDataset(c.store, s[1] ?? '', s[3] ?? '') },
  { method: 'GET', pattern: ['namespaces', '*', 'datasets', '*', 'versions'], handle: (s, q, c) => listDatasetVersions(c.store, s[1] ?? '', s[3] ?? '', q) },
  {
    method: 'GET',
    pattern: ['namespaces', '*', 'datasets', '*', 'versions', '*'],
    handle: (s, _q, c) => getDatasetVersion(c.store, s[1] ?? '', s[3] ?? '', s[5] ?? ''),
  },
  { method: 'GET', pattern: ['namespaces', '*', 'jobs'], handle: (s, q, c) => listJobs(c.store, s[1] ?? '', q) },
  { method: 'GET', pattern: ['namespaces', '*', 'jobs', '*'], handle: (s, _q, c) => getJob(c.store, s[1] ?? '', s[3] ?? '') },
  { method: 'GET', pattern: ['namespaces', '*', 'jobs', '*', 'versions'], handle: (s, q, c) => listJobVersions(c.store, s[1] ?? '', s[3] ?? '', q) },
  {
    method: 'GET',
    pattern: ['namespaces', '*', 'jobs', '*', 'versions', '*'],
    handle: (s, _q, c) => getJobVersion(c.store, s[1] ?? '', s[3] ?? '', s[5] ?? ''),
  },
  { method: 'GET', pattern: ['namespaces', '*', 'jobs', '*', 'runs'], handle: (s, q, c) => listRuns(c.store, s[1] ?? '', s[3] ?? '', q) },
  { method: 'GET', pattern: ['jobs'], handle: (_s, q, c) => listJobs(c.store, null, q) },
  { method: 'GET', pattern: ['jobs', 'runs', '*'], handle: (s, _q, c) => getRun(c.store, s[2] ?? '') },
  {
    method: 'GET',
    pattern: ['jobs', 'runs', '*', 'facets'],
    handle: (s, q, c) => {
      requiredParam(q, 'type');
      const type = enumParam(q, 'type', ['RUN', 'JOB', 'DATASET'] as const) ?? 'RUN';
      // Marquez's FacetType has DATASET too, but the resource's switch has no case for it: 200 with an empty body.
      if (type === 'DATASET') {
        getRun(c.store, s[2] ?? '');
        return { status: 200, headers: {}, body: '' };
      }
      return getRunFacets(c.store, s[2] ?? '', type);
    },
  },
  { method: 'GET', pattern: ['lineage'], handle: (_s, q, c) => getLineage(c.store, q) },
  { method: 'POST', pattern: ['lineage'], handle: (_s, _q, c, body) => c.ingest(body) },
  { method: 'GET', pattern: ['column-lineage'], handle: (_s, q, c) => getColumnLineage(c.store, q, c.now) },
  { method: 'GET', pattern: ['search'], handle: (_s, q, c) => search(c.store, q) },
  { method: 'GET', pattern: ['events', 'lineage'], handle: (_s, q, c) => listEvents(c.store, q) },
  // What Marquez web writes and its dashboard reads (issue 20).
  { method: 'GET', pattern: ['tags'], handle: (_s, q, c) => listTags(c.store, q) },
  { method: 'PUT', pattern: ['tags', '*'], handle: (s, _q, c, body) => putTag(c.store, s[1] ?? '', body, c.now) },
  { method: 'DELETE', pattern: ['namespaces', '*', 'datasets', '*'], handle: (s, _q, c) => deleteDataset(c.store, s[1] ?? '', s[3] ?? '') },
  {
    method: 'POST',
    pattern: ['namespaces', '*', 'datasets', '*', 'tags', '*'],
    handle: (s, _q, c) => tagDataset(c.store, s[1] ?? '', s[3] ?? '', s[5] ?? '', true, c.now),
  },
  {
    method: 'DELETE',
    pattern: ['namespaces', '*', 'datasets', '*', 'tags', '*'],
    handle: (s, _q, c) => tagDataset(c.store, s[1] ?? '', s[3] ?? '', s[5] ?? '', false, c.now),
  },
  {
    method: 'POST',
    pattern: ['namespaces', '*', 'datasets', '*', 'fields', '*', 'tags', '*'],
    handle: (s, _q, c) => tagField(c.store, s[1] ?? '', s[3] ?? '', s[5] ?? '', s[7] ?? '', true, c.now),
  },
  {
    method: 'DELETE',
    pattern: ['namespaces', '*', 'datasets', '*', 'fields', '*', 'tags', '*'],
    handle: (s, _q, c) => tagField(c.store, s[1] ?? '', s[3] ?? '', s[5] ?? '', s[7] ?? '', false, c.now),
  },
  { method: 'DELETE', pattern: ['namespaces', '*', 'jobs', '*'], handle: (s, _q, c) => deleteJob(c.store, s[1] ?? '', s[3] ?? '') },
  {
    method: 'POST',
    pattern: ['namespaces', '*', 'jobs', '*', 'tags', '*'],
    handle: (s, _q, c) => tagJob(c.store, s[1] ?? '', s[3] ?? '', s[5] ?? '', true, c.now),
  },
  {
    method: 'DELETE',
    pattern: ['namespaces', '*', 'jobs', '*', 'tags', '*'],
    handle: (s, _q, c) => tagJob(c.store, s[1] ?? '', s[3] ?? '', s[5] ?? '', false, c.now),
  },
  { method: 'GET', pattern: ['sources'], handle: (_s, q, c) => listSources(c.store, q) },
  { method: 'GET', pattern: ['stats', 'lineage-events'], handle: (_s, q, c) => lineageEventStats(c.store, q, c.now) },
  { method: 'GET', pattern: ['stats', 'jobs'], handle: (_s, q, c) => jobStats(c.store, q, c.now) },
  { method: 'GET', pattern: ['stats', 'datasets'], handle: (_s, q, c) => datasetStats(c.store, q, c.now) },
  { method: 'GET', pattern: ['stats', 'sources'], handle: (_s, q, c) => sourceStats(c.store, q, c.now) },
];

export const SEARCH_V2BETA_PREFIX = '/api/v2beta/search/';

/**
 * `/api/v2beta/search/{jobs,datasets}` is Marquez's OpenSearch-backed search. The emulator has no OpenSearch, so it
 * answers as Marquez does with search disabled: `q` is validated first (`@NotBlank`), then 503 with no body.
 */
function searchV2beta(method: string, path: string, query: URLSearchParams): EmulatorResponse {
  const kind = path.slice(SEARCH_V2BETA_PREFIX.length).replace(/\/$/, '');
  if (kind !== 'jobs' && kind !== 'datasets') return error(404, 'HTTP 404 Not Found');
  if (method.toUpperCase() !== 'GET') return error(405, 'HTTP 405 Method Not Allowed');
  if ((query.get('q') ?? '').trim() === '') return errors(400, ['query param q must not be blank']);
  return empty(503);
}

function matches(pattern: string[], seg: string[]): boolean {
  return pattern.length === seg.length && pattern.every((p, i) => p === '*' || p === seg[i]);
}

export const API_PREFIX = '/api/v1';

/** Dispatches a raw `/api/v1/...` path+query to the read or ingest handler, with Marquez's error bodies. */
export function route(method: string, url: string, body: string, ctx: RouteContext): EmulatorResponse {
  const q = url.indexOf('?');
  const rawPath = q < 0 ? url : url.slice(0, q);
  const query = new URLSearchParams(q < 0 ? '' : url.slice(q + 1));
  if (rawPath.startsWith(SEARCH_V2BETA_PREFIX)) return searchV2beta(method, rawPath, query);
  if (!rawPath.startsWith(`${API_PREFIX}/`)) return error(404, 'HTTP 404 Not Found');
  // Soft-deleted rows come back when an event names them again; settle that before answering anything.
  refreshHidden(ctx.store);
  let seg: string[];
  try {
    seg = rawPath
      .slice(API_PREFIX.length + 1)
      .replace(/\/$/, '')
      .split('/')
      .map((s) => decodeURIComponent(s));
  } catch {
    return error(400, 'HTTP 400 Bad Request');
  }
  const candidates = routes.filter((r) => matches(r.pattern, seg));
  const hit = candidates.find((r) => r.method === method.toUpperCase());
  if (!hit) return candidates.length > 0 ? error(405, 'HTTP 405 Method Not Allowed') : error(404, 'HTTP 404 Not Found');
  try {
    return hit.handle(seg, query, ctx, body);
  } catch (e) {
    if (e instanceof HttpError) return e.response;
    if (e instanceof NodeIdError) {
      return e.status === 404 ? error(404, 'HTTP 404 Not Found') : error(500, 'There was an error processing your request. It has been logged.');
    }
    throw e;
  }
}
