import { useSyncExternalStore } from 'react';
import { firstDrawingGate } from './first-drawing-gate.ts';

const subscribe = (listener: () => void) => firstDrawingGate.subscribe(listener);
const isOpen = () => firstDrawingGate.isOpen();
const isDrawn = () => firstDrawingGate.state() !== 'held';

/**
 * True once work the page's first drawing does not need may start (first-drawing-gate.ts): at once on a page that
 * did not open on the canvas, else once the first drawing is on screen and the browser is idle. Queries that serve
 * what the user has not looked at yet (evidence, versions, failed-check marks) are enabled by it.
 */
export function useAfterFirstDrawing(): boolean {
  return useSyncExternalStore(subscribe, isOpen, isOpen);
}

/**
 * True once the page's first drawing is on screen (or at once on a page that did not open on the canvas): the
 * canvas's own enrichment, the run-level upgrade, may start then, without waiting for the browser to be idle.
 */
export function useFirstDrawingDone(): boolean {
  return useSyncExternalStore(subscribe, isDrawn, isDrawn);
}
