/**
 * No import cycles (npm run check:cycles, a step of npm test). Files that import each other in a
 * loop can only be read, tested and loaded together, and between domain folders a loop means a
 * rule lives in the wrong place (docs/architecture.md, "Layers"). Type-only imports count: they
 * tie the design as much as any other. Domain folders are checked as wholes by
 * .dependency-cruiser-domains.cjs, which extends this file.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A file reaches itself through its imports: move what both sides need to a lower module, or pass it in.',
      from: { path: '^(server|shared|client/src|scripts|tests|migrations)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: '^node_modules/' },
    exclude: { path: '^(node_modules|dist|\\.data)/' },
    // import type and type-only imports are dependencies too.
    tsPreCompilationDeps: true,
    // Resolves imports as tsc does, .ts extensions written out included.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
