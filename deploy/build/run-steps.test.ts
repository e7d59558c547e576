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
    // Bounded: steps that wait for each other would otherwise hang the test when run one after another.
    const result = spawnSync(process.execPath, [SCRIPT, ...steps], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    return { status: result.status, stdout: result.stdout };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The table's row of `step` (the table is the output's end, from its `step` header on). */
const row = (stdout: string, step: string) =>
  stdout
    .slice(stdout.lastIndexOf('\nstep '))
    .split('\n')
    .find((line) => line.startsWith(`${step} `))
    ?.replace(/\s+/g, ' ');

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

  it('runs steps joined by commas at the same time, each one\'s output in one piece, and goes on only when all passed', () => {
    // Each waits for the other's file: only steps running at the same time can both finish.
    const meet = (mine: string, other: string) =>
      `node -e "const fs=require('fs');fs.writeFileSync('${mine}','');console.log('${mine} started');const t=setInterval(()=>{if(fs.existsSync('${other}')){clearInterval(t);console.log('${mine} done')}},20)"`;
    const { status, stdout } = runSteps({ a: meet('a', 'b'), b: meet('b', 'a'), after: 'node -e "console.log(\'ran after\')"' }, ['a,b', 'after']);
    expect(status).toBe(0);
    expect(stdout).toMatch(/a started\s+a done/);
    expect(stdout).toMatch(/b started\s+b done/);
    expect(stdout.indexOf('ran after')).toBeGreaterThan(Math.max(stdout.indexOf('a done'), stdout.indexOf('b done')));
    expect(row(stdout, 'a')).toMatch(/^a \d+\.\d passed$/);
    expect(row(stdout, 'b')).toMatch(/^b \d+\.\d passed$/);
  });

  it('finishes the other steps of a group when one fails, then stops with the failure', () => {
    const { status, stdout } = runSteps(
      { broken: 'node -e "process.exit(4)"', slow: 'node -e "setTimeout(()=>console.log(\'slow done\'),300)"', later: 'node -e ""' },
      ['broken,slow', 'later'],
    );
    expect(status).toBe(4);
    expect(stdout).toContain('slow done');
    expect(row(stdout, 'broken')).toMatch(/^broken \d+\.\d failed \(exit 4\)$/);
    expect(row(stdout, 'slow')).toMatch(/^slow \d+\.\d passed$/);
    expect(row(stdout, 'later')).toBe('later - not run');
  });
});
