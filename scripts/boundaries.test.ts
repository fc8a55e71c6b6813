import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const app = 'apps/web/app';

describe('folder boundaries of the web app (ESLint, eslint.config.js)', () => {
  const eslint = new ESLint({ cwd: root });
  /** The boundary errors of `code` as if it were the file at `path` (its imports resolve against the real tree). */
  const boundaryErrors = async (path: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(root, app, path) });
    return result!.messages.filter((message) => message.ruleId === 'boundaries/dependencies').map((message) => message.message);
  };

  it('fails a feature importing another feature, even through its public entry', async () => {
    expect(await boundaryErrors('features/banner/fixture.ts', "import { seoMeta } from '../seo/seo-meta.ts';\nexport const x = seoMeta;\n")).toEqual([
      expect.stringContaining('Features never import other features (banner imports seo)'),
    ]);
    expect(await boundaryErrors('features/banner/fixture.ts', "import { seoMeta } from '../seo/index.ts';\nexport const x = seoMeta;\n")).toHaveLength(1);
  });

  it('fails lib/ importing a feature, the shell or the app root', async () => {
    for (const target of ['../features/seo/index.ts', '../shell/page-header.tsx', '../island-registry.ts']) {
      expect(await boundaryErrors('lib/fixture.ts', `import * as other from '${target}';\nexport const x = other;\n`), target).toEqual([
        expect.stringContaining('lib/ and ui/ serve the whole app'),
      ]);
    }
  });

  it("fails the shell or a route reaching into a feature's files, and allows its public entries", async () => {
    const internal = "import { seoMeta } from '../features/seo/seo-meta.ts';\nexport const x = seoMeta;\n";
    for (const path of ['shell/fixture.ts', 'routes/fixture.ts']) {
      expect(await boundaryErrors(path, internal), path).toEqual([
        expect.stringContaining('Import the seo feature through its public entry (features/seo/index.ts'),
      ]);
    }
    const entries =
      "import { seoMeta } from '../features/seo/index.ts';\nimport { sitemapFiles } from '../features/seo/index.server.ts';\nexport const x = [seoMeta, sitemapFiles];\n";
    expect(await boundaryErrors('shell/fixture.ts', entries)).toEqual([]);
  });

  it('allows a feature its own files, lib/ and ui/', async () => {
    const code =
      "import { CONTENT_DATE } from './content-date.ts';\nimport { isSlug } from '../../lib/slug.ts';\nimport { LazyImage } from '../../ui/lazy-image.tsx';\nexport const x = [CONTENT_DATE, isSlug, LazyImage];\n";
    expect(await boundaryErrors('features/seo/fixture.ts', code)).toEqual([]);
  });
}, 60_000);

describe('what island code reaches (dependency-cruiser, apps/web/.dependency-cruiser.mjs)', () => {
  let fixture: string;
  const write = (path: string, code: string) => {
    mkdirSync(dirname(join(fixture, path)), { recursive: true });
    writeFileSync(join(fixture, path), code);
  };
  beforeAll(() => {
    // A web app in miniature, with the repository's packages so zod and React Router resolve.
    fixture = mkdtempSync(join(tmpdir(), 'mc-boundaries-'));
    symlinkSync(join(root, 'node_modules'), join(fixture, 'node_modules'));
    write('app/features/quiz/quiz.island.tsx', "import { score } from './quiz.ts';\nexport const Quiz = () => score(1);\n");
    write('app/features/quiz/quiz.ts', "import { parseQuiz } from './quiz-schema.ts';\nexport const score = (data: unknown) => parseQuiz(data);\n");
    write('app/features/quiz/quiz-schema.ts', "import { z } from 'zod';\nexport const parseQuiz = (data: unknown) => z.number().parse(data);\n");
    write('app/features/quiz/plain.island.tsx', "import type { Quiz } from './quiz-types.server.ts';\nexport const Plain = (quiz: Quiz) => quiz;\n");
    write('app/features/quiz/quiz-types.server.ts', 'export type Quiz = number;\n');
    write('app/features/quiz/link.island.tsx', "import { Link } from 'react-router';\nexport const Go = Link;\n");
    write('app/features/quiz/loader.island.tsx', "import { load } from './quiz-api.server.ts';\nexport const Load = load;\n");
    write('app/features/quiz/quiz-api.server.ts', 'export const load = () => 1;\n');
    // Two modules that need each other, one of them lazily.
    write('app/features/quiz/round.ts', "import { total } from './tally.ts';\nexport const round = () => total();\n");
    write('app/features/quiz/tally.ts', "export const total = () => 1;\nexport const later = () => import('./round.ts');\n");
    write(
      'app/island-registry.ts',
      "export const ISLANDS = { quiz: { load: () => import('./features/quiz/quiz.island.tsx') }, other: { load: () => import('./features/quiz/quiz.ts') } };\n",
    );
  });
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('fails zod, React Router or a *.server module anywhere in an island graph, and a registry entry that is no island file', () => {
    // As `npm run lint` runs it: the exit code fails the lint, each error names its rule and path.
    const run = spawnSync(join(root, 'node_modules/.bin/depcruise'), ['--config', join(root, 'apps/web/.dependency-cruiser.mjs'), 'app'], {
      cwd: fixture,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).not.toBe(0);
    const found = [...run.stdout.matchAll(/^ *error (\S+): (\S+) → (\S+)$/gm)].map(
      ([, rule, from, to]) => `${rule}: ${from} → ${to!.replace(/^.*node_modules\//, 'node_modules/')}`,
    );
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^browser-code-stays-light: app\/features\/quiz\/quiz\.island\.tsx → node_modules\/zod\//),
        expect.stringMatching(/^browser-code-stays-light: app\/features\/quiz\/link\.island\.tsx → node_modules\/react-router\//),
        'browser-code-stays-light: app/features/quiz/loader.island.tsx → app/features/quiz/quiz-api.server.ts',
        'islands-are-island-files: app/island-registry.ts → app/features/quiz/quiz.ts',
      ]),
    );
    // A type from a server module ships nothing: the island that only uses one passes.
    expect(found.filter((line) => line.includes('plain.island.tsx'))).toEqual([]);
    expect(found).toHaveLength(4);
  });

  it('fails an import cycle anywhere, a lazy import included (the repository config, /.dependency-cruiser.mjs)', () => {
    const run = spawnSync(join(root, 'node_modules/.bin/depcruise'), ['--config', join(root, '.dependency-cruiser.mjs'), 'app'], {
      cwd: fixture,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).not.toBe(0);
    // depcruise names each cycle once, from one of its modules, then the modules round it.
    const cycles = run.stdout.split(/^ *error /m).filter((block) => block.startsWith('no-circular:'));
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toContain('app/features/quiz/round.ts');
    expect(cycles[0]).toContain('app/features/quiz/tally.ts');
  });
}, 60_000);
