// The browser's layout worker: ELK's engine and our layer order on one thread of their own, so neither runs on the
// page's main thread (withLayerOrder takes 10-30 ms at 1,500 nodes, ~0.25 s at 10,000). A classic script (vite.config.ts
// builds it with its imports inlined): ELK's engine is a classic script that, where `document` is undefined, takes
// `self.onmessage` for its own dispatch (elkjs#141), so it is loaded with importScripts and its dispatch wrapped.
import { withLayerOrderMessage } from './layer-order-message.ts';

interface ElkScope {
  onmessage: ((event: { data: unknown }) => void) | null;
}

const scope = self as unknown as ElkScope;

// The first message names ELK's engine (boot-worker.ts sends it before elk-api's first): its URL is the app build's
// asset, which this separate build does not know.
const start = ({ data }: { data: unknown }): void => {
  const { elkWorkerUrl } = data as { elkWorkerUrl: string };
  importScripts(elkWorkerUrl);
  const dispatch = scope.onmessage;
  if (!dispatch || dispatch === start) throw new Error('ELK did not install its worker dispatch');
  scope.onmessage = (event) => dispatch({ data: withLayerOrderMessage(event.data) });
};
scope.onmessage = start;
