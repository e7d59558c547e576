import { promises as fs } from 'node:fs';
import path from 'node:path';
import { startServer, type ServerProcess } from './server-process';

/**
 * The one server of the specs that change site-wide state (maintenance, region blocking, the remote
 * registry, settling every agent's salary): its own process and data directory, started once per
 * run by global set-up, so those changes never reach the specs running beside them on the main
 * server. Playwright's 'site-wide' project (playwright.config.ts) runs those specs one at a time.
 *
 * Global set-up does not wait for it: the other specs start at once, and the site-wide ones wait
 * for the file that names the server (or says why it did not start) to appear.
 */

export const ISOLATED_SITE_FILE_VARIABLE = 'E2E_ISOLATED_SITE_FILE';

interface IsolatedSite {
  url: string;
  dataDir: string;
  operatorToken: string;
}

/** Starts the server in the background, copying the main server's released remotes; the answer stops it. */
export function startIsolatedSite(mainDataDir: string, file: string): { stop: () => Promise<void> } {
  const starting = startServer({ label: 'site-e2e-isolated', seedRemotesFrom: mainDataDir, env: { PLATFORM_TEST_LIGHT_HASHES: '1' } });
  // Written whole under another name and then renamed, so a reader never finds half of it.
  const publish = async (content: unknown) => {
    await fs.writeFile(`${file}.part`, JSON.stringify(content));
    await fs.rename(`${file}.part`, file);
  };
  const published = starting.then(
    (server) => publish({ url: server.url, dataDir: server.dataDir, operatorToken: server.operatorToken } satisfies IsolatedSite),
    (error: Error) => publish({ error: error.message }),
  );
  return {
    stop: async () => {
      await published;
      const server: ServerProcess | null = await starting.catch(() => null);
      await server?.stop();
    },
  };
}

/** The isolated server of this run, once it is listening (global set-up named the file). */
export async function isolatedSiteOfRun(): Promise<IsolatedSite> {
  const file = process.env[ISOLATED_SITE_FILE_VARIABLE];
  if (!file) throw new Error(`${ISOLATED_SITE_FILE_VARIABLE} is not set: run the specs with "npx playwright test" (global set-up starts the servers)`);
  for (;;) {
    const text = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (text !== null) {
      const content = JSON.parse(text) as IsolatedSite | { error: string };
      if ('error' in content) throw new Error(`the isolated server did not start: ${content.error}`);
      return content;
    }
    // Still starting; the fixture's time limit bounds the wait.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Where global set-up names the isolated server: a file of the run's directory. */
export function isolatedSiteFile(runDir: string): string {
  return path.join(runDir, 'isolated-site.json');
}
