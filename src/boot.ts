// The page's first module (index.html lists it before src/main.tsx, and Vite keeps that order in the entry
// bundle): on a graph link that has to lay its graph out, it starts ELK's worker before React, the router and the
// schemas are even evaluated, so the engine's download, compile and start-up on its own thread overlap all of the
// app's start. A page our server drew (its first frame) does not need it yet (boot-worker.ts).
import { bootLayoutWorker, layoutWorkerAtBoot } from './layout/boot-worker.ts';

if (layoutWorkerAtBoot(window.location.pathname, document)) bootLayoutWorker();
