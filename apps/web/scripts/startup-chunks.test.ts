import { describe, expect, it } from 'vitest';
import { startupChunks } from './startup-chunks.ts';

type Hook = (this: { environment: { name: string } }, info: { id: string; importedIds: readonly string[] }) => void;
type Group = { name: string; priority: number; test: (id: string) => boolean };

/** A client build's static imports, as the bundler reports them module by module. */
function chunking(graph: Record<string, string[]>, environment = 'client') {
  const plugin = startupChunks(
    '/app',
    [
      { name: 'page-start', roots: ['entry.tsx'] },
      { name: 'later', roots: ['runtime.ts'] },
    ],
    'entry.tsx',
  );
  for (const [id, importedIds] of Object.entries(graph)) (plugin.moduleParsed as Hook).call({ environment: { name: environment } }, { id, importedIds });
  const config = (plugin.configEnvironment as (name: string) => { build: { rolldownOptions: { output: { codeSplitting: { groups: Group[] } } } } } | undefined)(
    'client',
  );
  const groups = config!.build.rolldownOptions.output.codeSplitting.groups;
  return (id: string) => groups.filter((group) => group.test(id)).map((group) => group.name);
}

describe('startup chunks', () => {
  const graph = {
    '/app/entry.tsx': ['/app/a.ts', '/app/shared.ts'],
    '/app/a.ts': ['/app/b.ts'],
    '/app/b.ts': [],
    '/app/shared.ts': [],
    '/app/runtime.ts': ['/app/shared.ts', '/app/c.ts'],
    '/app/c.ts': [],
    '/app/island.tsx': ['/node_modules/react/index.js'],
  };

  it('puts the static closure of each group in it, a module two groups reach in the earlier one', () => {
    const groupOf = chunking(graph);
    expect(['/app/a.ts', '/app/b.ts', '/app/shared.ts'].map(groupOf)).toEqual([['page-start'], ['page-start'], ['page-start']]);
    expect(['/app/runtime.ts', '/app/c.ts'].map(groupOf)).toEqual([['later'], ['later']]);
  });

  it('leaves the entry module in its own chunk and what no root reaches to the bundler', () => {
    const groupOf = chunking(graph);
    expect(groupOf('/app/entry.tsx')).toEqual([]);
    expect(groupOf('/app/island.tsx')).toEqual([]);
    expect(groupOf('/node_modules/react/index.js')).toEqual([]);
  });

  it('reads only the client build: the server build of the same modules changes nothing', () => {
    expect(chunking(graph, 'ssr')('/app/a.ts')).toEqual([]);
  });

  it('configures the client build only, the earlier group first', () => {
    const configure = startupChunks('/app').configEnvironment as (
      name: string,
    ) => { build: { rolldownOptions: { output: { codeSplitting: { groups: Group[] } } } } } | undefined;
    expect(configure('ssr')).toBeUndefined();
    const priorities = configure('client')!.build.rolldownOptions.output.codeSplitting.groups.map((group) => group.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(new Set(priorities).size).toBe(priorities.length);
  });
});
