import { json, notFound, type EmulatorResponse } from '../http.ts';
import { datasetByIdentity, jobByName, type DatasetRow, type JobRow, type Store } from '../store.ts';
import { annotations, isDatasetHidden, isJobHidden } from './annotations.ts';
import { serializeJob } from './serialize-job.ts';
import { currentDatasetFacets, isPrimary, serializeDataset } from './serialize-dataset.ts';

/** The checks every tag endpoint runs first: namespace, then the dataset as the visible view sees it. */
export function requireVisibleDataset(store: Store, ns: string, name: string): DatasetRow {
  if (!store.namespaces.has(ns)) throw notFound(`Namespace '${ns}' not found.`);
  const dataset = datasetByIdentity(store, ns, name);
  if (!dataset || isDatasetHidden(store, dataset.uuid)) throw notFound(`Dataset '${name}' not found.`);
  return dataset;
}

export function requireVisibleJob(store: Store, ns: string, name: string): JobRow {
  if (!store.namespaces.has(ns)) throw notFound(`Namespace '${ns}' not found.`);
  const job = jobByName(store, ns, name);
  if (!job || isJobHidden(store, job.uuid)) throw notFound(`Job '${name}' not found.`);
  return job;
}

/** The dataset as GET answers it: tag and delete endpoints answer with it. */
export function datasetAnswer(store: Store, dataset: DatasetRow, ns: string, name: string): EmulatorResponse {
  const id = { namespace: ns, name };
  const facets = isPrimary(dataset, id) ? currentDatasetFacets(store, dataset, 'eventTime') : {};
  return json(200, serializeDataset(store, dataset, id, facets));
}

/** Soft DELETE of a dataset: hidden (`is_hidden`), answered with the dataset as it was just before. */
export function deleteDataset(store: Store, ns: string, name: string): EmulatorResponse {
  const dataset = requireVisibleDataset(store, ns, name);
  const answer = datasetAnswer(store, dataset, ns, name);
  annotations(store).hiddenDatasets.set(dataset.uuid, store.seq);
  return answer;
}

export function deleteJob(store: Store, ns: string, name: string): EmulatorResponse {
  const job = requireVisibleJob(store, ns, name);
  const answer = json(200, serializeJob(store, job, 'get'));
  annotations(store).hiddenJobs.set(job.uuid, store.seq);
  return answer;
}
