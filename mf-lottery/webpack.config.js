const { createWebpackConfig } = require('@site/shared/build/webpack.cjs');

module.exports = createWebpackConfig({ dir: __dirname, name: 'lottery', kind: 'remote', port: 3003 });
