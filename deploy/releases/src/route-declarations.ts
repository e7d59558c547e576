import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { RouteDeclaration, ShellRouteDeclaration } from '@site/shared';
import { COMPLETE_LANGUAGES, type CompleteLanguage } from '@site/shared/contract';
import { REMOTE_IDS } from './paths';

/**
 * `routes.json`, the route declarations a build writes beside its manifest: the one place a remote
 * (or the shell, for its own pages) says which paths it renders, with what chrome, banner group,
 * title and navigation. A release refuses a build whose file is missing or malformed.
 */
export const ROUTES_FILE = 'routes.json';

const urlPath = z.string().max(200).regex(/^\/[A-Za-z0-9._~\-/]*$/, 'an absolute URL path');
const text = z.string().trim().min(1).max(100);
const inEveryLanguage = z.strictObject(Object.fromEntries(COMPLETE_LANGUAGES.map((lang) => [lang, text])) as Record<CompleteLanguage, typeof text>);

const routeFields = {
  path: urlPath,
  screenId: z.string().min(1).max(100),
  chrome: z.enum(['full', 'header-only', 'none']),
  bannerGroup: z.string().regex(/^w_[a-z]+$/, 'a banner group name').optional(),
  title: z.string().min(1).max(100).optional(),
  nav: z.boolean().optional(),
  heading: z.strictObject({ title: inEveryLanguage, link: z.strictObject({ to: urlPath, label: inEveryLanguage }).optional() }).optional(),
};

/** Paths compare as the shell's router compares them: case-insensitive, a trailing slash ignored. */
export function routeKey(pathname: string): string {
  return (pathname.replace(/\/+$/, '') || '/').toLowerCase();
}

function uniquePaths(routes: { path: string }[], context: z.RefinementCtx): void {
  const seen = new Set<string>();
  routes.forEach((route, index) => {
    const key = routeKey(route.path);
    if (seen.has(key)) context.addIssue({ code: 'custom', path: ['routes', index, 'path'], message: `${route.path} is declared twice` });
    seen.add(key);
  });
}

const remoteRoutesSchema = z
  .object({ hostApi: z.string().min(1).max(100).optional(), routes: z.array(z.strictObject(routeFields)).max(500) })
  .superRefine((file, context) => uniquePaths(file.routes, context));

const shellRoutesSchema = z
  .object({ routes: z.array(z.strictObject({ ...routeFields, remotes: z.array(z.enum(REMOTE_IDS as [string, ...string[]])).optional() })).max(500) })
  .superRefine((file, context) => uniquePaths(file.routes, context));

export class RouteDeclarationsError extends Error {
  override name = 'RouteDeclarationsError';
}

function describe(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`).join('; ');
}

async function readJsonFile(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new RouteDeclarationsError(`${file} is missing: the build declares no routes`);
    throw error;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RouteDeclarationsError(`${file} is not valid JSON`);
  }
}

/** What a remote build declares in routes.json: its routes and the host-API range it was built for. */
export interface RemoteDeclarations {
  /** Semver range of the host API; absent in builds made before builds declared it. */
  hostApi?: string;
  routes: RouteDeclaration[];
}

/** A remote build's declarations; throws RouteDeclarationsError naming the problem. */
export async function readRemoteDeclarations(dir: string): Promise<RemoteDeclarations> {
  const file = path.join(dir, ROUTES_FILE);
  const parsed = remoteRoutesSchema.safeParse(await readJsonFile(file));
  if (!parsed.success) throw new RouteDeclarationsError(`${file}: ${describe(parsed.error)}`);
  const { hostApi, routes } = parsed.data;
  return { ...(hostApi === undefined ? {} : { hostApi }), routes: routes as RouteDeclaration[] };
}

/** A remote build's declared routes; throws RouteDeclarationsError naming the problem. */
export async function readRouteDeclarations(dir: string): Promise<RouteDeclaration[]> {
  return (await readRemoteDeclarations(dir)).routes;
}

/** The shell build's own pages; throws RouteDeclarationsError naming the problem. */
export async function readShellRouteDeclarations(dir: string): Promise<ShellRouteDeclaration[]> {
  const file = path.join(dir, ROUTES_FILE);
  const parsed = shellRoutesSchema.safeParse(await readJsonFile(file));
  if (!parsed.success) throw new RouteDeclarationsError(`${file}: ${describe(parsed.error)}`);
  return parsed.data.routes as ShellRouteDeclaration[];
}
