/**
 * The standalone page a remote runs in during development (`npm run dev -w mf-<name>`):
 * the same singletons the shell provides (query client, router, i18n, theme, session store, bus),
 * a bar listing the remote's routes and widgets, the routes themselves and the widgets.
 *
 * It is a developer tool, never shipped to players, so its own few labels are not translated; the
 * remote's screens and widgets inside it are.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { Component, StrictMode, Suspense, lazy, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink, Route, Routes, useLocation } from 'react-router-dom';
import {
  COMPLETE_LANGUAGES,
  addRemoteResources,
  applyTheme,
  bus,
  getLanguage,
  getStoredTheme,
  languageName,
  queryClient,
  setLanguage,
  setTheme,
  useTheme,
  type BusEventName,
  type RemoteDescriptor,
  type RemoteRoute,
} from '@site/shared';
// The release's compatibility rule; the dev page shows what the release would say.
import { HOST_API_VERSION, hostApiSatisfies } from '@site/shared/contract/host-api';
import '@site/shared/tokens.css';
import styles from './harness.module.css';

export interface DevHarnessOptions {
  /** Shown in the bar and the tab title; the remote id by default. */
  title?: string;
}

/** Events a developer can fire from the bar to open the panels and modals widgets listen for. */
const OPENERS: readonly BusEventName[] = [
  'auth:open-login',
  'auth:open-register',
  'auth:open-forgot',
  'auth:open-change-password',
  'member-centre:open',
  'agent-centre:open',
  'help:open',
];

class AreaBoundary extends Component<{ name: string; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`dev harness: ${this.props.name} failed`, error, info.componentStack);
  }
  override render() {
    if (this.state.error) {
      return (
        <div role="alert" className={styles.failure}>
          {this.props.name} failed: {this.state.error.message}
        </div>
      );
    }
    return this.props.children;
  }
}

interface LoadedRoute extends RemoteRoute {
  Screen: ComponentType;
}

function RouteNote({ routes }: { routes: LoadedRoute[] }) {
  const { pathname } = useLocation();
  const route = routes.find((r) => r.path === pathname);
  if (!route) return null;
  return (
    <p className={styles.note}>
      {route.path} · chrome {route.chrome}
      {route.bannerGroup ? ` · banner ${route.bannerGroup}` : ''}
    </p>
  );
}

function Harness({ descriptor, title, routes, widgets }: { descriptor: RemoteDescriptor; title: string; routes: LoadedRoute[]; widgets: [string, ComponentType][] }) {
  const theme = useTheme();
  const [language, setLanguageState] = useState(getLanguage());
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const compatible = hostApiSatisfies(descriptor.hostApi);

  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <h1 className={styles.title}>{title}</h1>
        <nav aria-label="Routes">
          <ul className={styles.group}>
            <li className={styles.groupLabel}>routes</li>
            {routes.length === 0 && <li>none</li>}
            {routes.map((route) => (
              <li key={route.path}>
                <NavLink to={route.path} className={styles.chip} end>
                  {route.path}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ul className={styles.group} aria-label="Widgets">
          <li className={styles.groupLabel}>widgets</li>
          {widgets.length === 0 && <li>none</li>}
          {widgets.map(([name]) => (
            <li key={name}>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={!hidden.has(name)}
                onClick={() =>
                  setHidden((current) => {
                    const next = new Set(current);
                    if (next.has(name)) next.delete(name);
                    else next.add(name);
                    return next;
                  })
                }
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
        <ul className={styles.group} aria-label="Bus events">
          <li className={styles.groupLabel}>emit</li>
          {OPENERS.map((name) => (
            <li key={name}>
              <button type="button" className={styles.chip} onClick={() => bus.emit(name as 'auth:open-register')}>
                {name}
              </button>
            </li>
          ))}
        </ul>
        <div className={styles.controls}>
          <select
            aria-label="Language"
            value={language}
            onChange={(event) => {
              const lang = event.target.value;
              setLanguageState(lang);
              void setLanguage(lang);
            }}
          >
            {COMPLETE_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
          <button type="button" className={styles.chip} data-testid="theme-toggle" onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
            {theme}
          </button>
        </div>
      </header>
      <main className={styles.main}>
        {!compatible && (
          <p role="alert" className={styles.failure}>
            hostApi {descriptor.hostApi} is not satisfied by HOST_API_VERSION {HOST_API_VERSION}: the release would refuse this build.
          </p>
        )}
        <RouteNote routes={routes} />
        <Routes>
          {routes.map(({ path, Screen }) => (
            <Route
              key={path}
              path={path}
              element={
                <AreaBoundary name={`route ${path}`}>
                  <Suspense fallback={<p role="status">loading {path}…</p>}>
                    <Screen />
                  </Suspense>
                </AreaBoundary>
              }
            />
          ))}
          <Route path="*" element={<p className={styles.note}>Pick a route above{routes.length === 0 ? ' (this remote has none; its widgets are below)' : ''}.</p>} />
        </Routes>
      </main>
      {widgets.length > 0 && (
        <section className={styles.widgets} aria-label="Widgets">
          {widgets
            .filter(([name]) => !hidden.has(name))
            .map(([name, Widget]) => (
              <div key={name} className={styles.widget}>
                <p className={styles.widgetName}>widget {name}</p>
                <AreaBoundary name={`widget ${name}`}>
                  <Suspense fallback={<p role="status">loading {name}…</p>}>
                    <Widget />
                  </Suspense>
                </AreaBoundary>
              </div>
            ))}
        </section>
      )}
    </div>
  );
}

/** Render a remote on its own into #root, inside the singletons the shell would provide. */
export function mountDevHarness(descriptor: RemoteDescriptor, options: DevHarnessOptions = {}): void {
  const title = options.title ?? `mf-${descriptor.id}`;
  // What the shell does for every remote it loads.
  addRemoteResources(descriptor.i18n.namespace, descriptor.i18n.resources);
  applyTheme(getStoredTheme());
  document.documentElement.lang = getLanguage();
  document.title = `${title} · dev harness`;

  const routes: LoadedRoute[] = (descriptor.routes ?? []).map((route) => ({ ...route, Screen: lazy(route.screen) }));
  const widgets: [string, ComponentType][] = Object.entries(descriptor.widgets ?? {}).map(([name, load]) => [name, lazy(load) as ComponentType]);

  let container = document.getElementById('root');
  if (!container) {
    container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
  }
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Harness descriptor={descriptor} title={title} routes={routes} widgets={widgets} />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
