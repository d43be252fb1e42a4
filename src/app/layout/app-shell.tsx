import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { SearchPalette } from '../../features/search/search-palette.tsx';
import { usePaletteShortcut } from '../../features/search/use-palette-shortcut.ts';
import { ViewLocationTracker } from '../../features/present/view-location-tracker.tsx';
import { AppHeader } from '../header/app-header.tsx';
import { RegionBoundary } from './region-boundary.tsx';

/** Header + main area; each route fills the main area (and opts into the canvas/panel workspace). */
export function AppShell() {
  usePaletteShortcut();
  const { pathname } = useLocation();
  return (
    <div className="tb-app">
      <RegionBoundary region="Header" subject="the header">
        <AppHeader />
      </RegionBoundary>
      <main className="tb-main">
        <RegionBoundary region="Page" subject="this view" resetKey={pathname}>
          <Suspense fallback={<StatusMessage kind="loading" title="Loading the view…" />}>
            <Outlet />
          </Suspense>
        </RegionBoundary>
      </main>
      <ViewLocationTracker />
      <RegionBoundary region="Search" subject="the search palette">
        <SearchPalette />
      </RegionBoundary>
    </div>
  );
}
