import { lazy } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { marquezWebTarget, type MarquezWebLink } from '../../lib/marquez-web-links.ts';

const NotFoundRoute = lazy(() => import('./not-found-route.tsx'));

/** Marquez web's route patterns, answered by {@link MarquezWebRedirect} (see marquez-web-links.ts). */
export const MARQUEZ_WEB_PATHS = {
  tableLevel: '/lineage/:nodeType/:namespace/:name',
  columnLevel: '/datasets/column-level/:namespace/:name',
  lists: ['/events', '/jobs', '/datasets'],
} as const;

/** Replaces a Marquez web deep link with the Tributary view that shows the same thing (history keeps one entry). */
export function MarquezWebRedirect({ kind }: { kind: MarquezWebLink['kind'] }) {
  const { nodeType = '', namespace = '', name = '' } = useParams();
  const { search } = useLocation();
  const link: MarquezWebLink = kind === 'list' ? { kind } : kind === 'table-level' ? { kind, nodeType, namespace, name } : { kind, namespace, name };
  const target = marquezWebTarget(link, new URLSearchParams(search));
  return target ? <Navigate to={target} replace /> : <NotFoundRoute />;
}
