#!/usr/bin/env node
// The package's executable: registers tsx (a runtime dependency) so the TypeScript CLIs run as shipped, no build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/tributary.ts');
