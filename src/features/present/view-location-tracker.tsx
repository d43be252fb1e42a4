import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';
import { currentViewToStep, type LocationLike } from './view-href.ts';

interface LastViewState {
  /** The last location that was a view a story can show (graph, trace, FLIP-314, coverage, boundaries). */
  lastView: LocationLike | null;
}

/** Remembers the last story-able view, so the Present tab can "add the view you were looking at". */
export const useLastView = create<LastViewState>()(() => ({ lastView: null }));

/** Mount once in the app layout: records every location that is a view a story can show. Renders nothing. */
export function ViewLocationTracker() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (currentViewToStep({ pathname, search })) useLastView.setState({ lastView: { pathname, search } });
  }, [pathname, search]);
  return null;
}
