import type { IncomingMessage, ServerResponse } from 'node:http';

export interface EmulatorMiddlewareOptions {
  scenario?: string | undefined;
}

// Placeholder until the emulator lands.
export function createEmulatorMiddleware(_opts: EmulatorMiddlewareOptions = {}) {
  return (_req: IncomingMessage, _res: ServerResponse, next: () => void) => next();
}
