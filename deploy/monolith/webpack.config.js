// The monolith: the shell and the five remotes as ONE application, built by one webpack build
// without Module Federation. It exists to measure what federation costs: `npm run bench` serves it
// beside the federated build and compares their JavaScript and paint times. Same entry, loaders,
// resolve options, production optimisation and chunk splitting as the shell's own build
// (shared/build/webpack.cjs); only the federation runtime is swapped for a static stand-in whose
// loadRemote imports each remote's descriptor as a lazy chunk of this build.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { moduleRules, resolveFor, splitChunksFor, swcMinifier, defineEnv, RouteDeclarationsPlugin } = require('@site/shared/build/webpack.cjs');

const ROOT = path.resolve(__dirname, '../..');
const SHELL = path.join(ROOT, 'shell');
/** The async chunk the shell's entry imports first (its webpackChunkName). */
const BOOTSTRAP_CHUNK = 'bootstrap';

/**
 * Preloads in index.html for every file of the bootstrap chunk group. The site server preloads the
 * federated shell's bootstrap and shared chunks from its federation manifest; the monolith has no
 * manifest, so its build names them itself, and both builds start fetching them alongside main.js.
 */
class PreloadBootstrapPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadBootstrapPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadBootstrapPlugin', (data) => {
        const group = compilation.namedChunkGroups.get(BOOTSTRAP_CHUNK);
        if (!group) throw new Error(`no chunk group "${BOOTSTRAP_CHUNK}": the shell's entry no longer imports it by that name`);
        const files = group.getFiles().filter((file) => file.endsWith('.js'));
        const links = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: data.publicPath + file }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = (_env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  return {
    mode,
    context: SHELL,
    entry: { main: './src/index.ts' },
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: '/',
      filename: '[name].js',
      chunkFilename: mode === 'production' ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: 'monolith',
      clean: true,
    },
    resolve: {
      ...resolveFor(mode),
      alias: {
        ...resolveFor(mode).alias,
        // The only federation API the shell calls; `$`: exactly this request, nothing beneath it.
        '@module-federation/enhanced/runtime$': path.join(__dirname, 'src/federation-runtime.ts'),
      },
    },
    module: { rules: moduleRules(mode) },
    optimization: { minimizer: [swcMinifier()], splitChunks: splitChunksFor(mode) },
    plugins: [
      defineEnv(mode),
      // The server learns the shell's own pages (banner groups, widget remotes) from routes.json.
      new RouteDeclarationsPlugin(path.join(SHELL, 'src/app/route-declarations.ts')),
      new HtmlWebpackPlugin({ template: path.join(SHELL, 'src/index.html'), chunks: ['main'], scriptLoading: 'defer' }),
      new PreloadBootstrapPlugin(),
    ],
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(__dirname, 'node_modules/.cache/webpack'),
      buildDependencies: { config: [__filename, require.resolve('@site/shared/build/webpack.cjs')] },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
