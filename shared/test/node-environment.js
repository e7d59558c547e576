// The platform projects' test environment: jest's node environment, with modules compiled so that
// V8 can reuse its work across the test files of a worker (see script-compile.js).
const { TestEnvironment } = require('jest-environment-node');
const { withScriptCompile } = require('./script-compile');

const NodeTestEnvironment = withScriptCompile(TestEnvironment);

module.exports = NodeTestEnvironment;
module.exports.TestEnvironment = NodeTestEnvironment;
