import type { MqDatasetVersion } from '../domain/marquez-shapes.ts';
import { datasetNodeId } from '../domain/node-id.ts';
import type { TraceResult } from '../domain/trace/trace-types.ts';
import type { MarquezClient } from '../api/client.ts';
import { getDatasetVersions } from '../api/get-dataset-versions.ts';

const PAGE = 100;

/**
 * Dataset versions (newest first, with `createdByRun`) of every dataset a trace touches, for an as-of trace: one
 * paged `…/versions` walk per dataset, not per hop.
 */
export async function loadPathVersions(client: MarquezClient, trace: TraceResult): Promise<Map<string, MqDatasetVersion[]>> {
  const refs = new Map<string, { namespace: string; name: string }>();
  const add = (namespace: string, name: string): void => void refs.set(datasetNodeId({ namespace, name }), { namespace, name });
  add(trace.target.namespace, trace.target.dataset);
  for (const h of [...trace.hops, ...trace.influencers]) {
    add(h.from.namespace, h.from.dataset);
    add(h.to.namespace, h.to.dataset);
  }
  const out = new Map<string, MqDatasetVersion[]>();
  await Promise.all(
    [...refs].map(async ([id, ref]) => {
      const all: MqDatasetVersion[] = [];
      for (let offset = 0; ; offset += PAGE) {
        const page = await getDatasetVersions({ ...ref, limit: PAGE, offset }, { client });
        all.push(...page.items);
        if (page.items.length < PAGE) break;
      }
      out.set(id, all);
    }),
  );
  return out;
}
