/** Path of the lineage route. */
export const LINEAGE_PATH = '/lineage';

// Routes whose first screen is a laid-out graph ('/present/' covers every step of every story).
const GRAPH_PATHS = [LINEAGE_PATH, '/compare/flip314', '/present/'];

/**
 * Whether a page at `pathname` opens on a laid-out graph, so ELK is worth starting before anything else. Kept free
 * of imports: the boot script that asks it must stay a few hundred bytes.
 */
export function opensOnGraph(pathname: string): boolean {
  return GRAPH_PATHS.some((p) => (p.endsWith('/') ? pathname.startsWith(p) : pathname === p));
}
