import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, 'run-steps.mjs');

/** Runs run-steps.mjs in a throw-away package whose npm scripts are `scripts`. */
function runSteps(scripts: Record<string, string>, steps: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'run-steps-'));
  try {
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'steps', private: true, scripts }));
    const result = spawnSync(process.execPath, [SCRIPT, ...steps], { cwd: dir, encoding: 'utf8' });
    return { status: result.status, stdout: result.stdout };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const row = (stdout: string, step: string) => stdout.split('\n').find((line) => line.startsWith(`${step} `))?.replace(/\s+/g, ' ');

describe('run-steps', () => {
  it('runs every step in order and ends with a table of their times', () => {
    const { status, stdout } = runSteps({ one: 'node -e "console.log(\'ran one\')"', two: 'node -e "console.log(\'ran two\')"' }, ['one', 'two']);
    expect(status).toBe(0);
    expect(stdout.indexOf('ran one')).toBeLessThan(stdout.indexOf('ran two'));
    expect(row(stdout, 'one')).toMatch(/^one \d+\.\d passed$/);
    expect(row(stdout, 'two')).toMatch(/^two \d+\.\d passed$/);
    expect(row(stdout, 'total')).toMatch(/^total \d+\.\d passed$/);
  });

  it('stops at the first failing step with its exit code, and still prints the table', () => {
    const { status, stdout } = runSteps(
      { ok: 'node -e ""', broken: 'node -e "process.exit(3)"', later: 'node -e "console.log(\'ran later\')"' },
      ['ok', 'broken', 'later'],
    );
    expect(status).toBe(3);
    expect(stdout).not.toContain('ran later');
    expect(row(stdout, 'ok')).toMatch(/^ok \d+\.\d passed$/);
    expect(row(stdout, 'broken')).toMatch(/^broken \d+\.\d failed \(exit 3\)$/);
    expect(row(stdout, 'later')).toBe('later - not run');
    expect(row(stdout, 'total')).toMatch(/^total \d+\.\d failed$/);
  });
});
