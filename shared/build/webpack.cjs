// The one place that builds webpack configs for the shell and the remotes, so that every
// ModuleFederationPlugin shares exactly the same singletons. A remote
// that drifted from this list would load a second React or a second session store.
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { RouteDeclarationsPlugin } = require('./route-declarations-plugin.cjs');

/**
 * Packages that must exist once per page. A trailing slash shares every subpath (react/jsx-runtime).
 * A singleton ships whole (it cannot be tree-shaken), so a package remotes use only a little of
 * reaches them through '@site/shared' instead: react-router (src/router), react-i18next's
 * useTranslation and react-query's hooks are re-exported there, and shared, itself a singleton,
 * is their one copy.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'jotai',
  'jotai/',
  'i18next',
  'axios',
  'swiper',
  '@site/shared',
];

/**
 * Version ranges come from the package's own package.json, so a bump is one edit.
 * `hostProvidesShared`: a production remote always runs in the shell, which provides
 * '@site/shared', so the remote bundles no copy of its own (it would carry react-router and
 * everything else shared imports, never to be loaded).
 */
function sharedConfig(packageDir, { hostProvidesShared = false } = {}) {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const deps = pkg.dependencies || {};
  const shared = {};
  for (const key of SINGLETONS) {
    const name = key.endsWith('/') ? key.slice(0, -1) : key;
    const requiredVersion = deps[name];
    if (!requiredVersion) throw new Error(`${pkg.name}: dependency ${name} is missing; every package shares it`);
    shared[key] = { singleton: true, strictVersion: true, requiredVersion, ...(hostProvidesShared && key === '@site/shared' ? { import: false } : {}) };
  }
  return shared;
}

/**
 * The federation runtime's packages ship both an ES module and a CommonJS build; parts of the
 * runtime import one and parts require the other, which put two copies of the runtime (and the
 * retry plugin's own older SDK, a third) into the shell's first script. One build of each, once.
 */
const FEDERATION_RUNTIME_ONCE = Object.fromEntries(
  ['runtime-core', 'sdk', 'runtime', 'webpack-bundler-runtime'].map((name) => [
    `@module-federation/${name}$`,
    // The CommonJS entry's folder holds the ES module build beside it.
    path.join(path.dirname(require.resolve(`@module-federation/${name}`)), 'index.js'),
  ]),
);

/**
 * react-router's package names only its development build (warnings and checks included) for
 * every bundler condition; its production build sits beside it.
 */
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.join(path.dirname(require.resolve('react-router')), '..', 'production', 'index.mjs'),
};

/**
 * The first page needs every eagerly used singleton, and the libraries `shared` carries, at once, so
 * they travel as one file: sixteen small chunks (one per shared module) each cost a request and its
 * headers, and compress worse apart. Swiper stays on its own (it loads when the slides first move).
 * Remotes keep webpack's default split: their copies of the singletons never load while the shell
 * provides them.
 */
const FIRST_LOAD_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler|jotai|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|axios|@tanstack|react-router|style-loader|css-loader)[\\/]/;

/**
 * The JavaScript minifier: webpack's own minimizer plugin running swc's minifier instead of terser.
 * Same options (two compress passes); the output is about 1 % smaller gzipped, and the production
 * build of every package takes 70 CPU-seconds instead of 122.
 */
function swcMinifier() {
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } });
}

/** How the host build splits chunks in `mode`. */
function splitChunksFor(mode) {
  if (mode !== 'production') return undefined;
  return {
    cacheGroups: {
      firstLoad: { test: FIRST_LOAD_PACKAGES, name: 'first-load', chunks: 'async', enforce: true },
    },
  };
}

/** How every build resolves modules in `mode`. */
function resolveFor(mode) {
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    // Workspaces are symlinked; resolving them to their real path keeps one module id per file.
    symlinks: true,
    alias: { ...FEDERATION_RUNTIME_ONCE, ...(mode === 'production' ? REACT_ROUTER_PRODUCTION : {}) },
  };
}

/** Bakes `process.env.NODE_ENV` (the mode) and `env` into the bundle. */
function defineEnv(mode, env = {}) {
  return new (require('webpack').DefinePlugin)(
    Object.fromEntries(Object.entries({ NODE_ENV: mode, ...env }).map(([k, v]) => [`process.env.${k}`, JSON.stringify(v)])),
  );
}

function moduleRules(mode) {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2020',
            transform: { react: { runtime: 'automatic', development: mode === 'development' } },
          },
        },
      },
    },
    {
      test: /\.css$/,
      use: [
        'style-loader',
        {
          loader: 'css-loader',
          options: {
            modules: {
              auto: /\.module\.css$/,
              localIdentName: mode === 'production' ? '[hash:base64:6]' : '[name]__[local]',
              namedExport: false,
              exportLocalsConvention: 'as-is',
            },
          },
        },
      ],
    },
    { test: /\.(png|svg|jpe?g|webp|gif)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
  ];
}

/**
 * Build a webpack config.
 * @param {object} options
 * @param {string} options.dir         the package folder (__dirname of its webpack.config.js)
 * @param {string} options.name        federation container name (remote id without dashes, or 'shell')
 * @param {'host'|'remote'} options.kind
 * @param {string} [options.entry]     host entry (default ./src/index.ts)
 * @param {number} [options.port]      dev-server port
 * @param {object} [options.env]       values baked into process.env.* for the bundle
 */
function createWebpackConfig({ dir, name, kind, entry, port = 3000, env = {} }) {
  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isRemote = kind === 'remote';
    const devHarness = isRemote && mode === 'development';
    const entries = {};
    if (!isRemote) entries.main = entry || './src/index.ts';
    if (devHarness) entries.harness = './src/dev/index.ts';

    const plugins = [
      new ModuleFederationPlugin({
        name,
        filename: isRemote ? 'remoteEntry.js' : undefined,
        exposes: isRemote ? { './remote': './src/remote.ts' } : undefined,
        remotes: {},
        shared: sharedConfig(dir, { hostProvidesShared: isRemote && !devHarness }),
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // One federation runtime per page: the shell provides it and production remotes use it,
        // which keeps ~26 KB out of every remoteEntry.js. A remote's dev harness is its own host,
        // so in development it bundles its own (a container that exposes modules cannot provide it).
        // Remotes are registered by their remoteEntry.js, never by a manifest snapshot, and only in
        // browsers: the runtime's snapshot and Node code paths are left out of the first load.
        experiments: {
          ...(isRemote ? (devHarness ? {} : { externalRuntime: true }) : { provideExternalRuntime: true }),
          optimization: { disableSnapshot: true, target: 'web' },
        },
        runtimePlugins: isRemote ? [] : [path.join(dir, 'src/app/federation-runtime-plugin.ts')],
      }),
      defineEnv(mode, env),
      // Every package declares its routes as data in one file; the build ships them as routes.json.
      new RouteDeclarationsPlugin(path.join(dir, 'src/app/route-declarations.ts'), { hostApi: isRemote }),
    ];
    if (!isRemote || devHarness) {
      plugins.push(
        new HtmlWebpackPlugin({
          template: path.join(dir, isRemote ? 'src/dev/index.html' : 'src/index.html'),
          chunks: isRemote ? ['harness'] : ['main'],
          scriptLoading: 'defer',
        }),
      );
    }

    return {
      mode,
      context: dir,
      entry: entries,
      devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Remotes are served from a versioned folder chosen at release time, so their
        // public path is found at run time; the shell is always served from the root.
        publicPath: isRemote ? 'auto' : '/',
        filename: '[name].js',
        chunkFilename: mode === 'production' ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: resolveFor(mode),
      module: { rules: moduleRules(mode) },
      optimization: { minimizer: [swcMinifier()], ...(isRemote ? {} : { splitChunks: splitChunksFor(mode) }) },
      plugins,
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
        buildDependencies: { config: [__filename, require.resolve('./route-declarations-plugin.cjs'), path.join(dir, 'webpack.config.js')] },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // Every platform prefix (one list, shared with the site server), and the remotes of a running site.
        proxy: [{ context: [...require('../contract/platform-prefixes.json'), '/remotes.json', '/remotes'], target: process.env.SITE_URL || 'http://127.0.0.1:8080' }],
      },
    };
  };
}

module.exports = { createWebpackConfig, sharedConfig, SINGLETONS, moduleRules, resolveFor, splitChunksFor, swcMinifier, defineEnv, RouteDeclarationsPlugin };
