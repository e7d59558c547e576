import { QueryClient } from '@tanstack/react-query';
import { bus } from '../bus/bus';

/**
 * The page's one cache of server state. Every remote reads platform data through it, so a call
 * made by the shell (vendors, menus) is not repeated by a remote that needs the same data.
 * Remotes must not create their own QueryClientProvider; the shell provides this client, and a
 * remote's dev harness does the same.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});

/** Query keys of data shared across remotes; language-dependent data includes the language. */
export const queryKeys = {
  vendorLanes: (lang: string) => ['vendor-lanes', lang] as const,
  gameMenus: (lang: string) => ['game-menus', lang] as const,
  announcements: (lang: string) => ['announcements', lang] as const,
  permission: () => ['permission'] as const,
};

// A language change refreshes popular games, vendors, announcements and hot games.
bus.on('language:changed', () => {
  void queryClient.invalidateQueries();
});
