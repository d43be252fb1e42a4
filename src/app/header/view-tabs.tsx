import { NavLink, useLocation } from 'react-router';
import { VIEW_ROUTES } from '../routes/view-routes.tsx';
import { INVESTIGATION_KEYS } from '../../lib/investigation-params.ts';

// Carry only the investigation itself across views; a view's private params stay with that view.
function investigationSearch(search: string): string {
  const from = new URLSearchParams(search);
  const to = new URLSearchParams();
  for (const key of INVESTIGATION_KEYS) for (const v of from.getAll(key)) to.append(key, v);
  const qs = to.toString();
  return qs ? `?${qs}` : '';
}

/** Graph · Boundaries · Coverage · FLIP-314 · Present, from the route table. */
export function ViewTabs() {
  const { search } = useLocation();
  const carried = investigationSearch(search);
  return (
    <nav className="tb-tabs" aria-label="Views">
      {VIEW_ROUTES.filter((r) => r.tab).map((r) => (
        <NavLink key={r.path} to={`${r.href}${r.keepSearch ? carried : ''}`}>
          {r.label}
        </NavLink>
      ))}
    </nav>
  );
}
