import '@site/shared/tokens.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { applyTheme, documentLanguage, getLanguage, getStoredTheme, queryClient, sessionAtom, store } from '@site/shared';
import { App } from './app/app';
import { preloadMemberStrip } from './features/header/components/lazy-member-strip';
import { initRemotes, loadRegistry } from './app/remotes';
import { prefetchStartupData, seedFirstData } from './app/startup';
import { registerShellResources } from './i18n/resources';

// Before anything paints: the stored theme (unknown values mean light) and the page language.
applyTheme(getStoredTheme());
document.documentElement.lang = documentLanguage(getLanguage());
// English is in this script; another language's texts are one small script away, awaited before
// the first render so the page does not flash English.
const textsReady = registerShellResources();
// A member who comes back signed in sees the member strip: its script travels with the others.
if (store.get(sessionAtom)) void preloadMemberStrip().catch(() => undefined);

// What the server inlined is in the cache before the first render; the other platform calls and the
// remote registry travel in parallel, and none holds up the first render.
seedFirstData();
prefetchStartupData();
void initRemotes(loadRegistry());

// A transition lets React yield to the browser while it builds the first tree, instead of one long
// task that keeps a tap waiting: the server's still frame stays on screen until React commits.
const root = createRoot(document.getElementById('root')!);
void textsReady.then(() => startTransition(() => {
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}));
