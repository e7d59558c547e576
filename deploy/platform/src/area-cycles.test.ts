/**
 * The platform's areas (the first folder under src/) depend on one another in one direction only:
 * an area that imports another is never imported back, through any chain, so each can be read,
 * changed and tested from the areas below it. Test support is left out.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = __dirname;
const SUPPORT = /\.test\.tsx?$|\/testing\/|test-(kit|support|fixture|client|db)/;

function areaOf(relative: string): string {
  return relative.includes(path.sep) ? relative.split(path.sep)[0]! : '(root)';
}

/** Area -> the areas its non-test modules import, with one example of each import. */
function areaImports(): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>();
  const visit = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.tsx?$/.test(entry.name) && !SUPPORT.test(full)) {
        const from = areaOf(path.relative(ROOT, full));
        for (const match of fs.readFileSync(full, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
          const target = path.relative(ROOT, path.resolve(path.dirname(full), match[1]!));
          if (target.startsWith('..')) continue;
          const to = areaOf(target);
          if (to === from) continue;
          if (!edges.has(from)) edges.set(from, new Map());
          edges.get(from)!.set(to, `${path.relative(ROOT, full)} imports ${match[1]}`);
        }
      }
    }
  };
  visit(ROOT);
  return edges;
}

/** Each cycle as the chain of imports that closes it. */
function cycles(edges: Map<string, Map<string, string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const walk = (area: string, chain: string[]): void => {
    for (const [next, example] of edges.get(area) ?? []) {
      const at = chain.indexOf(next);
      if (at >= 0) found.push([...chain.slice(at), next].join(' -> ') + ` (${example})`);
      else if (!done.has(next)) walk(next, [...chain, next]);
    }
    done.add(area);
  };
  for (const area of edges.keys()) if (!done.has(area)) walk(area, [area]);
  return found;
}

it('no two areas of the platform import each other, directly or through others', () => {
  expect(cycles(areaImports())).toEqual([]);
});
