import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const src = join(root, 'src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every module specifier a file names: imports and re-exports (type-only too) and `import()`. */
function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      found.push(node.argument.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The module graph of src/ as TypeScript resolves it (the `@/` alias included). */
function moduleGraph(): Map<string, string[]> {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(src)) {
    const targets = specifiers(file)
      .map((name) => ts.resolveModuleName(name, file, options, ts.sys).resolvedModule)
      .filter((resolved) => resolved && !resolved.isExternalLibraryImport)
      .map((resolved) => resolved!.resolvedFileName)
      .filter((target) => target.startsWith(src) && !target.endsWith('.d.ts'));
    graph.set(
      relative(root, file),
      [...new Set(targets)].map((target) => relative(root, target)),
    );
  }
  return graph;
}

/** Strongly connected groups of more than one module (Tarjan): each is an import cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member) group.push(member);
    } while (member && member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** `shared/api`, `features/panel`, `app`: the folder a module belongs to, for layer questions. */
function folderOf(file: string): string {
  const parts = relative('src', file).split('/');
  return parts[0] === 'shared' || parts[0] === 'features' ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * Test code (test files, the `testing/` folders and test-utils): it may reach any layer (a shared
 * test builds the app's store), so it is left out of the folders' graph.
 */
const isTestCode = (file: string) =>
  /\.test\.tsx?$|(^|\/)testing\/|(^|\/)test-utils\.tsx?$/.test(file);

/** The folders' graph: `[from, to]` for each folder whose code imports another's. */
function folderEdges(graph: Map<string, string[]>): Set<[string, string]> {
  const edges = new Map<string, [string, string]>();
  for (const [file, targets] of graph)
    for (const target of isTestCode(file) ? [] : targets)
      if (folderOf(file) !== folderOf(target))
        edges.set(`${folderOf(file)} -> ${folderOf(target)}`, [folderOf(file), folderOf(target)]);
  return new Set(edges.values());
}

/** Pairs of folders whose code imports each other, as "a <-> b" (a before b). */
function mutualFolders(graph: Map<string, string[]>): string[] {
  const edges = new Set([...folderEdges(graph)].map(([from, to]) => `${from} -> ${to}`));
  return [...edges]
    .map((edge) => edge.split(' -> ') as [string, string])
    .filter(([from, to]) => from < to && edges.has(`${to} -> ${from}`))
    .map(([from, to]) => `${from} <-> ${to}`)
    .sort();
}

describe('the module graph of src/', () => {
  const graph = moduleGraph();

  it('reads the imports it is meant to check', () => {
    // A graph that resolved nothing would have no cycles either.
    expect(graph.get('src/app/store.ts')).toContain('src/shared/api/base-api.ts');
    expect(graph.get('src/shared/api/http-client-loader.ts')).toContain(
      'src/shared/api/http-client.ts',
    );
  });

  it('has no import cycle, counting type-only imports and import()', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no pair of folders that import each other (test code aside)', () => {
    expect(mutualFolders(graph)).toEqual([]);
  });

  it("has no loop among shared/'s folders: every import goes down its layers", async () => {
    const config = pathToFileURL(join(root, 'eslint.config.js')).href;
    const { sharedLayers } = (await import(/* @vite-ignore */ config)) as {
      sharedLayers: string[][];
    };
    const layerOf = (folder: string) =>
      sharedLayers.findIndex((folders) => folders.includes(folder.replace(/^shared\//, '')));
    const shared = [...folderEdges(graph)].filter(([from, to]) =>
      [from, to].every((folder) => folder.startsWith('shared/')),
    );
    // A graph that found no edge between shared/'s folders would pass anything.
    expect(shared).toContainEqual(['shared/api', 'shared/session']);
    expect(shared.filter(([from, to]) => layerOf(from) < 0 || layerOf(to) < 0)).toEqual([]);
    expect(
      shared
        .filter(([from, to]) => layerOf(to) >= layerOf(from))
        .map(([from, to]) => `${from} -> ${to}`),
    ).toEqual([]);
  });
}, 60_000);
