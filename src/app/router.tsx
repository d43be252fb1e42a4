import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { StatusMessage } from '../components/ui/status-message.tsx';
import { AppShell } from './layout/app-shell.tsx';
import { MARQUEZ_WEB_PATHS, MarquezWebRedirect } from './routes/marquez-web-redirect.tsx';
import { VIEW_ROUTES } from './routes/view-routes.tsx';

const HomeRoute = lazy(() => import('./routes/home-route.tsx'));
const NotFoundRoute = lazy(() => import('./routes/not-found-route.tsx'));

/** Declarative routes from the route table; full-screen views (present mode) render outside the shell. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        {VIEW_ROUTES.filter((r) => r.fullscreen).map((r) => (
          <Route
            key={r.path}
            path={r.path}
            element={
              <Suspense fallback={<StatusMessage kind="loading" title="Loading…" />}>
                <r.Screen />
              </Suspense>
            }
          />
        ))}
        <Route element={<AppShell />}>
          <Route index element={<HomeRoute />} />
          {VIEW_ROUTES.filter((r) => !r.fullscreen).map((r) => (
            <Route key={r.path} path={r.path} element={<r.Screen />} />
          ))}
          {/* Links copied from Marquez web land on the matching view (issue 20). */}
          <Route path={MARQUEZ_WEB_PATHS.tableLevel} element={<MarquezWebRedirect kind="table-level" />} />
          <Route path={MARQUEZ_WEB_PATHS.columnLevel} element={<MarquezWebRedirect kind="column-level" />} />
          {MARQUEZ_WEB_PATHS.lists.map((path) => (
            <Route key={path} path={path} element={<MarquezWebRedirect kind="list" />} />
          ))}
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
