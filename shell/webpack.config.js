const { createWebpackConfig } = require('@site/shared/build/webpack.cjs');

module.exports = createWebpackConfig({ dir: __dirname, name: 'shell', kind: 'host', port: 3000 });
