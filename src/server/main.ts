import { fileURLToPath } from 'node:url';
import { marquezProxy, startServer } from './http-server.ts';
import { embeddedEmulator } from './embedded-backend.ts';
import { warmUpFirstView } from './first-view-warm-up.ts';
import { createLayoutService } from './layout-service.ts';
import { setServerV8Flags } from './server-v8-flags.ts';
import { createThreadLayoutEngine } from './thread-layout-engine.ts';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const marquezUrl = process.env.MARQUEZ_URL || undefined;
const distDir = process.env.DIST_DIR || fileURLToPath(new URL('../../dist', import.meta.url));

// Before the ELK thread exists: its isolate reads them when it is created.
setServerV8Flags();
const api = marquezUrl ? marquezProxy(marquezUrl) : await embeddedEmulator();
const description = marquezUrl ? `proxy to ${marquezUrl}` : 'embedded Marquez emulator';
// ELK warm on a thread of this process, its layouts cached by content: with a real Marquez too (it is our server,
// not theirs). Off the server's thread, a first visitor's layout can be in the page (first-view.ts).
const layout = createLayoutService({ engine: createThreadLayoutEngine(), offThread: true });
await startServer({ distDir, api, port, host, description, layout, ...(marquezUrl ? { marquezUrl } : {}) });
// Listening first: /healthz and the first request never wait for them, and real work stops them. ELK's on its
// thread, the first view's own code (read, pipeline, frame) on this one.
void layout.warmUp();
void warmUpFirstView(layout.warmUpTurn);
console.log(`Tributary at http://${host}:${port} (${description})`);
