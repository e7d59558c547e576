const { createWebpackConfig } = require('@site/shared/build/webpack.cjs');

module.exports = createWebpackConfig({ dir: __dirname, name: 'games', kind: 'remote', port: 3002 });
