import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;

describe('npm test on a machine without the Debian packages', () => {
  it('stops at once with one line naming what is missing and the command that installs it', () => {
    const run = spawnSync(process.execPath, ['scripts/test.mjs'], {
      cwd: root,
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/missing \(chromium: .*install them with: sudo apt-get install -y --no-install-recommends chromium$/);
  });

  it('tells CI what to install', () => {
    const run = spawnSync(process.execPath, ['scripts/prerequisites.mjs'], {
      cwd: root,
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium', TEST_CHROMIUM_PATH: '/nonexistent/chromium-headless-shell' },
      encoding: 'utf8',
    });
    expect(run.stdout.trim().split(' ')).toEqual(expect.arrayContaining(['chromium', 'chromium-headless-shell']));
  });
});
