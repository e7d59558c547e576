// @ts-expect-error: a plain .mjs build script without type declarations
import { completeLockfile, platformOf } from './complete-lockfile.mjs';

describe('complete-lockfile', () => {
  it('reads os, cpu and libc from a binary package name', () => {
    expect(platformOf('@swc/core-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] });
    expect(platformOf('@swc/core-linux-arm64-musl')).toEqual({ os: ['linux'], cpu: ['arm64'], libc: ['musl'] });
    expect(platformOf('@rspack/binding-win32-ia32-msvc')).toEqual({ os: ['win32'], cpu: ['ia32'] });
    expect(platformOf('@rspack/binding-wasm32-wasi')).toEqual({ cpu: ['wasm32'] });
    expect(platformOf('left-pad')).toBeUndefined();
  });

  it('adds the missing platform binaries of optional dependencies and nothing else', () => {
    const lock = {
      packages: {
        '': { name: 'site' },
        'node_modules/@swc/core': {
          version: '1.16.22',
          dev: true,
          optionalDependencies: { '@swc/core-linux-x64-gnu': '1.16.22', '@swc/core-darwin-arm64': '1.16.22', 'not-a-binary': '^1.0.0' },
        },
        'node_modules/@swc/core-linux-x64-gnu': { version: '1.16.22', dev: true, optional: true, os: ['linux'], cpu: ['x64'] },
      },
    };
    expect(completeLockfile(lock)).toEqual(['@swc/core-darwin-arm64@1.16.22']);
    expect(lock.packages['node_modules/@swc/core-darwin-arm64' as keyof typeof lock.packages]).toEqual({
      version: '1.16.22',
      dev: true,
      optional: true,
      os: ['darwin'],
      cpu: ['arm64'],
    });
    expect(Object.keys(lock.packages)).not.toContain('node_modules/not-a-binary');
    expect(completeLockfile(lock)).toEqual([]);
  });
});
