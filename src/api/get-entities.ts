import { z } from 'zod';
import type { MqDataset, MqJob } from '../domain/marquez-shapes.ts';
import type { DatasetRef } from '../domain/node-id.ts';
import { checkAnswer, type JsonClient } from './json-client.ts';
import { defaultMarquezClient, marquezErrors, type CallOptions, type MarquezClient } from './client.ts';
import { datasetRequest } from './get-dataset.ts';
import { jobRequest } from './get-job.ts';
import { isMarquezApiError, type MarquezApiError } from './marquez-api-error.ts';

/**
 * `POST /api/tributary/entities`: Tributary's own server reads many datasets' and jobs' GETs from Marquez at once and
 * answers each as Marquez sent it (docs/performance.md#the-impact-lists-reads). Marquez has no batch read; a
 * 10,000-row impact made 10,101 GETs from the page, each ≈ 4.5 ms of the browser's CPU. A POST although it only reads:
 * 250 ids do not fit a URL (proxies refuse lines over 8 KB), and it is never cached.
 */
export const ENTITIES_PATH = '/api/tributary/entities';
/** Ids one request may ask for: an answer of about a megabyte, read in well under the client's timeout. */
export const ENTITIES_MAX_IDS = 250;
/** The request body's cap: 250 ids with long names fit; anything larger is refused before it is parsed. */
export const ENTITIES_MAX_BODY_BYTES = 256 * 1024;

const entityRefSchema = z.object({ kind: z.enum(['dataset', 'job']), namespace: z.string(), name: z.string() });
export type EntityRef = z.infer<typeof entityRefSchema>;
export const entitiesRequestSchema = z.object({ entities: z.array(entityRefSchema).min(1).max(ENTITIES_MAX_IDS) });

/**
 * Each id's answer, in the request's order: Marquez's status and body text unchanged (checked here by the very
 * schemas of the single GETs), or status 0 and `error` when no answer came.
 */
const entitiesAnswerSchema = z.object({
  entities: z.array(z.object({ status: z.number().int(), body: z.string(), error: z.string().optional() })),
});
export type EntitiesAnswer = z.infer<typeof entitiesAnswerSchema>;

/** The single GET an id stands for: its path, endpoint and schema. */
export const entityRequest = (ref: EntityRef) => (ref.kind === 'dataset' ? datasetRequest(ref) : jobRequest(ref));

/**
 * One id's outcome, as its own GET would have ended: the checked entity, or the error the GET would have thrown; null
 * when no answer came or Marquez answered something a GET handles on its own (a redirect, a 5xx it retries), so the
 * caller reads that one by itself.
 */
export type EntityOutcome = { ok: true; value: MqDataset | MqJob } | { ok: false; error: MarquezApiError } | null;

/**
 * The route beside a same-origin client's Marquez (`/api/v1` → `/api/tributary`): a page's, served by Tributary's server
 * (or by one without the route). A client with an absolute URL is a CLI's, talking to Marquez itself, which has none.
 */
function entitiesClient(client: MarquezClient): JsonClient | null {
  const match = /^(\/(?:.*\/)?api)\/v1$/.exec(client.baseUrl);
  return match ? client.at(`${match[1]}/tributary`) : null;
}

// Each Marquez client's sibling for the route; null once its server answered that it has no such route (not asked again).
const siblings = new WeakMap<MarquezClient, JsonClient | null>();

function outcome(ref: EntityRef, answer: EntitiesAnswer['entities'][number], baseUrl: string): EntityOutcome {
  const request = entityRequest(ref);
  const where = { endpoint: request.endpoint, url: `${baseUrl}${request.path}`, baseUrl };
  const { status, body } = answer;
  if (status >= 400 && status < 500) return { ok: false, error: marquezErrors.status(where, status, body) as MarquezApiError };
  if (status < 200 || status >= 300) return null;
  const failed = (error: Error): EntityOutcome => ({ ok: false, error: error as MarquezApiError });
  if (body.trim() === '') return failed(marquezErrors.empty(where, status));
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    return failed(marquezErrors.notJson(where, status, error));
  }
  try {
    return { ok: true, value: checkAnswer<z.ZodType<MqDataset | MqJob>>(request, json, where, status, marquezErrors) };
  } catch (error) {
    if (isMarquezApiError(error)) return failed(error);
    throw error;
  }
}

/**
 * Many entity GETs in one request to Tributary's server, each answer through the same gate as its own GET. Null when
 * the batch itself did not work (no such route — the Vite dev server, a static build behind another server, a bare
 * Marquez —, the server failing, no answer): the caller then makes the single GETs, which say what went wrong.
 */
export async function getEntities(refs: readonly EntityRef[], options: CallOptions = {}): Promise<EntityOutcome[] | null> {
  const client = options.client ?? defaultMarquezClient;
  if (!siblings.has(client)) siblings.set(client, entitiesClient(client));
  const sibling = siblings.get(client);
  if (!sibling || refs.length === 0) return null;
  let answer;
  try {
    answer = await sibling.post({ endpoint: `POST ${ENTITIES_PATH}`, path: '/entities', body: { entities: refs } }, options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return null;
  }
  if (answer.status === 404 || answer.status === 405) siblings.set(client, null);
  if (!answer.ok) return null;
  let parsed;
  try {
    parsed = entitiesAnswerSchema.safeParse(JSON.parse(answer.text));
  } catch {
    return null;
  }
  if (!parsed.success || parsed.data.entities.length !== refs.length) return null;
  return parsed.data.entities.map((item, i) => outcome(refs[i] as EntityRef, item, client.baseUrl));
}

/** The batch's id of a dataset or job reference. */
export const entityRef = (kind: EntityRef['kind'], ref: DatasetRef): EntityRef => ({ kind, namespace: ref.namespace, name: ref.name });
