/**
 * Fault injection for tests (issue 9): `<route family>=<kind>` switches make the emulator fail like a sick Marquez.
 */

export const FAULT_KINDS = ['500', '404', 'timeout', 'slow', 'malformed', 'down'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** Route families a fault can target; `*` targets every `/api/v1` route. */
export const ROUTE_FAMILIES = ['namespaces', 'datasets', 'jobs', 'runs', 'lineage', 'column-lineage', 'search', 'events', 'ingest', '*'] as const;
export type RouteFamily = (typeof ROUTE_FAMILIES)[number];

export interface Fault {
  route: RouteFamily;
  kind: FaultKind;
}

/** Parses `route=kind` entries; throws with a readable message on the first bad one. */
export function parseFaults(specs: readonly string[]): Fault[] {
  return specs
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean)
    .map((spec) => {
      const [route, kind] = spec.split('=').map((x) => x.trim());
      if (!ROUTE_FAMILIES.includes(route as RouteFamily)) {
        throw new Error(`unknown fault route '${route ?? ''}' in '${spec}' (one of ${ROUTE_FAMILIES.join(', ')})`);
      }
      if (!FAULT_KINDS.includes(kind as FaultKind)) {
        throw new Error(`unknown fault kind '${kind ?? ''}' in '${spec}' (one of ${FAULT_KINDS.join(', ')})`);
      }
      return { route: route as RouteFamily, kind: kind as FaultKind };
    });
}

/** The family of a raw `/api/v1/...` path (query ignored). */
export function routeFamily(method: string, url: string): Exclude<RouteFamily, '*'> | null {
  const path = (url.split('?')[0] ?? '').replace(/^\/api\/v1\/?/, '').replace(/\/$/, '');
  const seg = path.split('/');
  if (seg[0] === 'lineage') return method.toUpperCase() === 'POST' ? 'ingest' : 'lineage';
  if (seg[0] === 'column-lineage') return 'column-lineage';
  if (seg[0] === 'search') return 'search';
  if (seg[0] === 'events') return 'events';
  if (seg[0] === 'jobs') return seg[1] === 'runs' ? 'runs' : 'jobs';
  if (seg[0] === 'namespaces') {
    if (seg[2] === 'datasets') return 'datasets';
    if (seg[2] === 'jobs') return seg[4] === 'runs' ? 'runs' : 'jobs';
    return 'namespaces';
  }
  return null;
}

export function faultFor(faults: readonly Fault[], method: string, url: string): Fault | undefined {
  const family = routeFamily(method, url);
  if (!family) return undefined;
  return faults.find((f) => f.route === family) ?? faults.find((f) => f.route === '*');
}

/** Faults from `TRIBUTARY_FAULTS` (comma-separated). */
export function faultsFromEnv(env: Record<string, string | undefined> = process.env): string[] {
  return (env.TRIBUTARY_FAULTS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
