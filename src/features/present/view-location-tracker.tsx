import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { selectSetLastView } from '../../state/selectors.ts';
import { useTributaryStore } from '../../state/store.ts';
import { currentViewToStep } from './view-href.ts';

/** Mount once in the app layout: records every location that is a view a story can show. Renders nothing. */
export function ViewLocationTracker() {
  const { pathname, search } = useLocation();
  const setLastView = useTributaryStore(selectSetLastView);
  useEffect(() => {
    if (currentViewToStep({ pathname, search })) setLastView({ pathname, search });
  }, [pathname, search, setLastView]);
  return null;
}
