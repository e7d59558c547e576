// Writes a package's route declarations (src/app/route-declarations.ts, plain data) as routes.json
// beside mf-manifest.json. The release copies the file into the version folder and the registry
// serves it with the entry, so a remote's routes are declared once, in the remote, and a release of
// that remote alone changes the site's route table. A remote's file also exports `hostApi`, the
// semver range of the host API it was built against; routes.json carries it so that the release and
// the server can check compatibility in Node, and the page never needs to.
const path = require('node:path');
const validRange = require('semver/ranges/valid');

const NAME = 'RouteDeclarationsPlugin';
const CHROMES = ['full', 'header-only', 'none'];
const FIELDS = new Set(['path', 'screenId', 'chrome', 'bannerGroup', 'title', 'nav', 'remotes', 'heading']);
// The complete languages (shared/contract/languages.ts): a still heading is painted before any translation loads.
const LANGUAGES = ['en', 'es', 'vi', 'zh'];
const URL_PATH = /^\/[A-Za-z0-9._~\-/]*$/;

/** Whether `value` is a non-empty text in every complete language, and nothing else. */
function inEveryLanguage(value) {
  if (!value || typeof value !== 'object') return false;
  const keys = Object.keys(value);
  return keys.length === LANGUAGES.length && LANGUAGES.every((lang) => typeof value[lang] === 'string' && value[lang].trim() !== '' && value[lang].length <= 100);
}

/** The problem of a route's still heading, or null when it is fine. */
function headingProblem(heading) {
  const message = 'heading must be { title, link?: { to, label } } with title and label in every language (en, es, vi, zh)';
  if (!heading || typeof heading !== 'object') return message;
  if (Object.keys(heading).some((key) => key !== 'title' && key !== 'link') || !inEveryLanguage(heading.title)) return message;
  const link = heading.link;
  if (link === undefined) return null;
  if (!link || typeof link !== 'object' || Object.keys(link).some((key) => key !== 'to' && key !== 'label')) return message;
  if (typeof link.to !== 'string' || !URL_PATH.test(link.to) || !inEveryLanguage(link.label)) return message;
  return null;
}

/** The problems of a declaration list, as sentences; empty when it is fine. */
function routeDeclarationProblems(routes) {
  if (!Array.isArray(routes)) return ['routeDeclarations must be an array'];
  const problems = [];
  const seen = new Set();
  routes.forEach((route, index) => {
    const at = `route ${index} (${route && route.path})`;
    if (!route || typeof route !== 'object') return problems.push(`${at}: not an object`);
    for (const key of Object.keys(route)) if (!FIELDS.has(key)) problems.push(`${at}: unknown field "${key}"`);
    if (typeof route.path !== 'string' || !URL_PATH.test(route.path)) problems.push(`${at}: path must be an absolute URL path`);
    else {
      const key = route.path.replace(/\/+$/, '').toLowerCase() || '/';
      if (seen.has(key)) problems.push(`${at}: path declared twice`);
      seen.add(key);
    }
    if (typeof route.screenId !== 'string' || !route.screenId) problems.push(`${at}: screenId must name a screen`);
    if (!CHROMES.includes(route.chrome)) problems.push(`${at}: chrome must be one of ${CHROMES.join(', ')}`);
    if (route.bannerGroup !== undefined && (typeof route.bannerGroup !== 'string' || !/^w_[a-z]+$/.test(route.bannerGroup))) problems.push(`${at}: bannerGroup must be a banner group name`);
    if (route.title !== undefined && (typeof route.title !== 'string' || !route.title)) problems.push(`${at}: title must be a non-empty string`);
    if (route.nav !== undefined && typeof route.nav !== 'boolean') problems.push(`${at}: nav must be true or false`);
    if (route.heading !== undefined && headingProblem(route.heading)) problems.push(`${at}: ${headingProblem(route.heading)}`);
  });
  return problems;
}

/** The problem of a remote's host-API range, or null when it is a semver range. */
function hostApiProblem(hostApi) {
  // An empty string is a valid range (any version), which is no statement at all.
  if (typeof hostApi !== 'string' || !hostApi.trim() || validRange(hostApi) === null) return 'hostApi must be exported as a semver range of the host API, e.g. "^1.0.0"';
  return null;
}

/** Loads the TypeScript declarations module afresh (a watch rebuild must see an edit). */
function loadDeclarations(file) {
  const { require: tsxRequire } = require('tsx/cjs/api');
  for (const key of Object.keys(require.cache)) if (key.split('?')[0] === file) delete require.cache[key];
  return tsxRequire(file, __filename);
}

class RouteDeclarationsPlugin {
  /**
   * @param {string} file absolute path of the module exporting `routeDeclarations` (and, for a remote, `hostApi`)
   * @param {{ hostApi?: boolean }} [options] hostApi: the module must export the remote's host-API range
   */
  constructor(file, { hostApi = false } = {}) {
    this.file = file;
    this.requireHostApi = hostApi;
  }

  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(this.file);
        let declarations;
        try {
          declarations = loadDeclarations(this.file);
        } catch (error) {
          compilation.errors.push(new WebpackError(`${path.relative(compiler.context, this.file)}: ${error.message}`));
          return;
        }
        const routes = declarations.routeDeclarations;
        const hostApi = this.requireHostApi ? declarations.hostApi : undefined;
        const problems = routeDeclarationProblems(routes);
        if (this.requireHostApi && hostApiProblem(hostApi)) problems.push(hostApiProblem(hostApi));
        if (problems.length) {
          compilation.errors.push(new WebpackError(`${path.relative(compiler.context, this.file)}: ${problems.join('; ')}`));
          return;
        }
        const file = hostApi === undefined ? { routes } : { hostApi, routes };
        compilation.emitAsset('routes.json', new sources.RawSource(`${JSON.stringify(file, null, 2)}\n`));
      });
    });
  }
}

module.exports = { RouteDeclarationsPlugin, routeDeclarationProblems, hostApiProblem };
