import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterServerBuild, withoutHandoffStream } from './react-router-server-build.ts';

const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
/** The installed React Router's production chunk that renders documents. */
const documentChunk = readdirSync(dist)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => readFileSync(join(dist, file), 'utf8'))
  .find((code) => code.includes('function encodeViaTurboStream('));

describe('React Router in the server build', () => {
  it('resolves react-router to its production dist, in the server build only', () => {
    const plugin = reactRouterServerBuild();
    const resolved = (plugin.resolveId as (source: string) => string | undefined)('react-router');
    expect(resolved).toMatch(/react-router\/dist\/production\/index\.mjs$/);
    expect(existsSync(resolved!)).toBe(true);
    expect(plugin.apply).toBe('build');
    expect((plugin.applyToEnvironment as (environment: { name: string }) => boolean)({ name: 'ssr' })).toBe(true);
    expect((plugin.applyToEnvironment as (environment: { name: string }) => boolean)({ name: 'client' })).toBe(false);
  });

  it("leaves the installed React Router's document renders without the loader data's turbo-stream", () => {
    expect(documentChunk).toBeDefined();
    expect(documentChunk).toMatch(/serverHandoffStream: encodeViaTurboStream\(/);
    const patched = withoutHandoffStream(documentChunk!);
    expect(patched).not.toMatch(/serverHandoffStream: encodeViaTurboStream\(/);
    expect(patched.match(/serverHandoffStream: undefined/g)).toHaveLength(2);
  });

  it('fails the build when React Router no longer has the shape patched', () => {
    expect(() => withoutHandoffStream('function encodeViaTurboStream() {}')).toThrow(/expected 2 places .* found 0/);
  });
});
