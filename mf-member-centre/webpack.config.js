const { createWebpackConfig } = require('@site/shared/build/webpack.cjs');

module.exports = createWebpackConfig({ dir: __dirname, name: 'member_centre', kind: 'remote', port: 3004 });
