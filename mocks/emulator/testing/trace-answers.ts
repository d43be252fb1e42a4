// What a trace reads from Marquez — one deep `/lineage` of the focus, then every dataset and job GET on it — asked of
// an in-process emulator, for domain tests that check the trace on Marquez's own answers. Test support only.
import type { MqDataset, MqJob, MqLineageGraph } from '../../../src/domain/marquez-shapes.ts';
import type { Emulator } from '../index.ts';

export async function traceAnswers(em: Emulator, focusNodeId: string): Promise<{ lineage: MqLineageGraph; datasets: MqDataset[]; jobs: MqJob[] }> {
  const get = async <T>(path: string): Promise<T> => JSON.parse((await em.handle({ method: 'GET', url: `/api/v1${path}` })).body) as T;
  const seg = encodeURIComponent;
  const lineage = await get<MqLineageGraph>(`/lineage?nodeId=${seg(focusNodeId)}&depth=20`);
  const datasets: MqDataset[] = [];
  const jobs: MqJob[] = [];
  for (const n of lineage.graph) {
    if (n.type === 'DATASET') datasets.push(await get<MqDataset>(`/namespaces/${seg(n.data.namespace)}/datasets/${seg(n.data.name)}`));
    else jobs.push(await get<MqJob>(`/namespaces/${seg(n.data.namespace)}/jobs/${seg(n.data.name)}`));
  }
  return { lineage, datasets, jobs };
}
