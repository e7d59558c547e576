// The web project's test environment: jest's jsdom environment, with modules compiled so that V8
// can reuse its work across the test files of a worker (see script-compile.js).
const { TestEnvironment } = require('jest-environment-jsdom');
const { withScriptCompile } = require('./script-compile');

const WebTestEnvironment = withScriptCompile(TestEnvironment);

module.exports = WebTestEnvironment;
module.exports.TestEnvironment = WebTestEnvironment;
