/**
 * @jest-environment node
 */
// The architecture rules live in eslint.config.js; this proves they fire.
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '../..');

async function lint(file: string, code: string): Promise<string[]> {
  // Jest cannot run ESLint's dynamic import of the config file, so hand it the same config object.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = require(path.join(root, 'eslint.config.js'));
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('architecture lint rules', () => {
  jest.setTimeout(60_000);

  it('refuses a remote importing another remote', async () => {
    const messages = await lint('mf-games/src/features/x/y.ts', "import { a } from '../../../../mf-lottery/src/remote';\nexport const b = a;\n");
    expect(messages.join()).toMatch(/never imports another remote/);
  });

  it('refuses the shell importing a remote', async () => {
    const messages = await lint('shell/src/app/x.ts', "import d from 'mf-auth/src/remote';\nexport const b = d;\n");
    expect(messages.join()).toMatch(/never imports another remote/);
  });

  it('refuses deep imports of shared', async () => {
    const messages = await lint('mf-auth/src/app/x.ts', "import { store } from '@site/shared/src/session/store';\nexport const s = store;\n");
    expect(messages.join()).toMatch(/package name only/);
  });

  it('refuses relative imports into another package from deploy and shared', async () => {
    const fromDeploy = await lint('deploy/platform/src/x.ts', "import type { Banner } from '../../../shared/contract';\nexport type B = Banner;\n");
    expect(fromDeploy.join()).toMatch(/by package name/);
    const fromShared = await lint('shared/src/x.ts', "import { a } from '../../shell/src/app/a';\nexport const b = a;\n");
    expect(fromShared.join()).toMatch(/by package name/);
  });

  it('allows relative imports inside a package and the contract entry by name', async () => {
    expect(await lint('deploy/server/src/x.ts', "import { a } from '../../platform/src/app';\nexport const b = a;\n")).toEqual([]);
    expect(await lint('deploy/platform/src/x.ts', "import { checkField } from '@site/shared/contract';\nexport const c = checkField;\n")).toEqual([]);
    expect(await lint('mf-auth/src/app/x.ts', "import { checkField } from '@site/shared/contract';\nexport const c = checkField;\n")).toEqual([]);
  });

  it('refuses react-router in remotes and the centre kit, which take the router from shared', async () => {
    for (const [file, from] of [
      ['mf-games/src/features/x/y.tsx', 'react-router-dom'],
      ['mf-lottery/src/x.test.tsx', 'react-router-dom'],
      ['mf-auth/src/x.ts', 'react-router'],
      ['shared/centre-kit/x.tsx', 'react-router-dom'],
    ]) {
      const messages = await lint(file!, `import { Link } from '${from}';\nexport const l = Link;\n`);
      expect({ file, messages: messages.join() }).toEqual({ file, messages: expect.stringMatching(/from '@site\/shared'/) });
    }
    expect(await lint('mf-games/src/features/x/y.tsx', "import { Link } from '@site/shared';\nexport const l = Link;\n")).toEqual([]);
    // The shell owns the router: react-router-dom is the same module as shared's re-export in its build.
    expect(await lint('shell/src/app/x.tsx', "import { BrowserRouter } from 'react-router-dom';\nexport const r = BrowserRouter;\n")).toEqual([]);
  });

  it('allows the package name and the dev harness', async () => {
    expect(await lint('mf-auth/src/app/x.ts', "import { store } from '@site/shared';\nexport const s = store;\n")).toEqual([]);
    expect(await lint('mf-auth/src/dev/x.ts', "import { mountDevHarness } from '@site/shared/dev-harness';\nexport const m = mountDevHarness;\n")).toEqual([]);
  });
});
