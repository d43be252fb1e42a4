import { QueryClientProvider } from '@tanstack/react-query';
import { AppRouter } from './router.tsx';
import { queryClient } from './query-client.ts';
import { useThemeAttribute } from './use-theme-attribute.ts';

/** Providers and the router: composition only. */
export function App() {
  useThemeAttribute();
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
    </QueryClientProvider>
  );
}
