import type { Plugin } from 'vite';

// Placeholder until the emulator lands: replaced by the real middleware.
export function marquezEmulatorPlugin(): Plugin {
  return { name: 'tributary-marquez-emulator' };
}
