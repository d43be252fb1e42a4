import { LINEAGE_PATH } from '../../lib/investigation-params.ts';
import { preloadableLazy, type PreloadableComponent } from '../../lib/preloadable-lazy.ts';

/**
 * The route table. A view is a path, a tab label and a lazily loaded screen; adding a view (Boundaries, Coverage,
 * FLIP-314, Present…) is one entry here. `keepSearch` carries the investigation params (focus, trace…) across
 * tabs, so switching from the graph to FLIP-314 keeps looking at the same thing.
 */
export interface ViewRoute {
  /** react-router path pattern. */
  path: string;
  /** Link target of the tab (for paths with params). */
  href: string;
  label: string;
  /** Shown as a header tab. */
  tab: boolean;
  keepSearch: boolean;
  /** Routes that own the whole screen (present mode) render without the app header. */
  fullscreen?: boolean;
  Screen: PreloadableComponent<object>;
}

// Full-screen routes are not wrapped by the shell's Suspense, so the router gives them their own.
export const VIEW_ROUTES: readonly ViewRoute[] = [
  {
    path: LINEAGE_PATH,
    href: LINEAGE_PATH,
    label: 'Graph',
    tab: true,
    keepSearch: true,
    Screen: preloadableLazy(() => import('./lineage-route.tsx')),
  },
  {
    path: '/boundaries',
    href: '/boundaries',
    label: 'Boundaries',
    tab: true,
    keepSearch: true,
    Screen: preloadableLazy(() => import('./boundaries-route.tsx')),
  },
  {
    path: '/coverage',
    href: '/coverage',
    label: 'Coverage',
    tab: true,
    keepSearch: true,
    Screen: preloadableLazy(() => import('./coverage-route.tsx')),
  },
  {
    path: '/compare/flip314',
    href: '/compare/flip314',
    label: 'FLIP-314',
    tab: true,
    keepSearch: true,
    Screen: preloadableLazy(() => import('./flip314-route.tsx')),
  },
  {
    path: '/capture',
    href: '/capture',
    label: 'Capture',
    tab: true,
    keepSearch: false,
    Screen: preloadableLazy(() => import('./capture-route.tsx')),
  },
  {
    path: '/present',
    href: '/present',
    label: 'Present',
    tab: true,
    keepSearch: false,
    Screen: preloadableLazy(() => import('./stories-route.tsx')),
  },
  {
    path: '/present/:storyId/:step',
    href: '/present',
    label: 'Present',
    tab: false,
    keepSearch: false,
    fullscreen: true,
    Screen: preloadableLazy(() => import('./present-route.tsx')),
  },
];
