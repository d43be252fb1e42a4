import { applyInitialTheme } from './app/use-theme-attribute.ts';
import { afterFirstContentfulPaint, FIRST_FRAME_ELEMENT_ID } from './lib/first-frame.ts';
import './app/styles/theme.css';
import './app/styles/base.css';
import './app/styles/first-frame.css';

applyInitialTheme();
// The server's drawing of this page (src/server/first-frame.ts), framed by its fit script as it was parsed. The app
// (React, the router, the schemas: src/start-app.tsx) is imported only once that frame is on screen: module scripts
// run back to back once the document ends, and with the app imported statically the frame's first paint waited for
// the whole app's evaluation, then for the first view's adoption. The app's chunks are preloaded meanwhile.
const frame = document.getElementById(FIRST_FRAME_ELEMENT_ID);
if (frame) void afterFirstContentfulPaint().then(async () => (await import('./start-app.tsx')).startApp(frame));
else void import('./start-app.tsx').then(({ startApp }) => startApp(null));
