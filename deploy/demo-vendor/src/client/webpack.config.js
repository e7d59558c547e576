// The demo provider's game client: plain TypeScript and one style sheet, bundled into play.html,
// client.js and client.css in deploy/demo-vendor/dist/client/. The provider serves play.html
// at <provider>/play and the rest at <provider>/assets/, so the page refers to its files relatively.
// No inline script or style anywhere: the play page's policy allows its own origin only.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

module.exports = (_env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  return {
    mode,
    context: __dirname,
    entry: { client: './main.ts' },
    output: {
      path: path.resolve(__dirname, '../../dist/client'),
      filename: '[name].js',
      cssFilename: '[name].css',
      publicPath: 'assets/',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.js'] },
    experiments: { css: true },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './play.html',
        filename: 'play.html',
        scriptLoading: 'defer',
        // The file names stay fixed for the provider's routes; the query changes with the content.
        hash: true,
      }),
    ],
    devtool: mode === 'development' ? 'source-map' : false,
    performance: { maxAssetSize: 100_000, maxEntrypointSize: 100_000, hints: 'error' },
  };
};
