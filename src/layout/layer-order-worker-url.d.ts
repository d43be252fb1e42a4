// The layout worker's URL (src/layout/layer-order-worker.ts), given by vite.config.ts's layerOrderWorkerScript plugin.
declare module 'virtual:layer-order-worker-url' {
  const url: string;
  export default url;
}
