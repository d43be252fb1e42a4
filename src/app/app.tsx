import { QueryClientProvider } from '@tanstack/react-query';
import { AppRouter } from './router.tsx';
import { LiveIndicator } from '../features/live/live-indicator.tsx';
import { queryClient } from './query-client.ts';
import { useThemeAttribute } from './use-theme-attribute.ts';

/** Providers, the router and the live-lineage watch every view shares: composition only. */
export function App() {
  useThemeAttribute();
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <LiveIndicator />
    </QueryClientProvider>
  );
}
