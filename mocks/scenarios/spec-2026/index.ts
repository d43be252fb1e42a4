import { byEventTime } from '../kit/events.ts';
import { lakeJobEvents } from './lake-jobs.ts';
import { catalogEvents } from './static-events.ts';
import { warehouseJobEvents } from './warehouse-jobs.ts';

export { SPEC_2026, SPEC_2026_EXPECTED } from './names.ts';

/** The spec-2026 scenario's OpenLineage events, oldest first (mocks/scenarios/README.md). */
export function spec2026Events(): Record<string, unknown>[] {
  return byEventTime([...catalogEvents(), ...warehouseJobEvents(), ...lakeJobEvents()]);
}
