// The page's first module (index.html lists it before src/main.tsx, and Vite keeps that order in the entry
// bundle): on a graph link it starts ELK's worker before React, the router and the schemas are even evaluated, so
// the engine's download, compile and start-up on its own thread overlap all of the app's start.
import { bootLayoutWorker } from './layout/boot-worker.ts';
import { opensOnGraph } from './lib/graph-paths.ts';

if (opensOnGraph(window.location.pathname)) bootLayoutWorker();
