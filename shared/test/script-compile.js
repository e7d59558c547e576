// Test environments whose modules are compiled so that V8 can reuse its work across the test files
// of a worker (the web project's jsdom and the platform's node environment).
//
// Jest runs every test file in a fresh context and compiles each module it loads there again, with
// vm.compileFunction. A function compiled that way does not go through V8's compile cache, so React
// DOM, fastify, zod, the shared package and the rest were parsed again for each file, and every
// function they called was compiled to bytecode again in each file. A vm.Script with the same source
// does go through that cache: V8 hands the next file the script it already parsed, with the bytecode
// of every function compiled so far. So here a module's code is wrapped in the same function
// (same parameters, same `this`, the body starting on line 1) and compiled as a script.
// Not used when jest collects coverage (counts would be shared between files) or runs native ES
// modules (a script keeps the dynamic-import handler of the file that compiled it first).
const vm = require('node:vm');

/** Contexts of these environments: only their modules are compiled as scripts, others' are untouched. */
const scriptContexts = new WeakSet();

function compileAsScript(code, params, options) {
  // The wrapper's first line is line 0, so that line and column numbers (and source maps) stay those
  // of the module's own code.
  const script = new vm.Script(`(function (${params.join(', ')}) {\n${code}\n})`, {
    filename: options.filename,
    lineOffset: -1,
    importModuleDynamically: options.importModuleDynamically,
  });
  return script.runInContext(options.parsingContext);
}

function installScriptCompile() {
  if (vm.compileFunction.compilesModulesAsScripts) return;
  const compileFunction = vm.compileFunction;
  const compile = function (code, params, options) {
    const plain = !options || !scriptContexts.has(options.parsingContext) || options.cachedData || options.produceCachedData || options.contextExtensions;
    return plain ? compileFunction.apply(this, arguments) : compileAsScript(code, params ?? [], options);
  };
  compile.compilesModulesAsScripts = true;
  vm.compileFunction = compile;
}

/** Jest's `TestEnvironment` class (node or jsdom), compiling its test files' modules as scripts. */
function withScriptCompile(TestEnvironment) {
  return class ScriptCompileEnvironment extends TestEnvironment {
    constructor(config, context) {
      super(config, context);
      const nativeEsm = typeof vm.SourceTextModule === 'function';
      if (config.globalConfig.collectCoverage || nativeEsm) return;
      installScriptCompile();
      const vmContext = this.getVmContext();
      if (vmContext) scriptContexts.add(vmContext);
    }
  };
}

module.exports = { withScriptCompile };
