const { createWebpackConfig } = require('@site/shared/build/webpack.cjs');

module.exports = createWebpackConfig({ dir: __dirname, name: 'agent_centre', kind: 'remote', port: 3005 });
