/**
 * Domain folders as wholes (the second half of npm run check:cycles): a folder under
 * server/domains may not reach itself through other domain folders, even when no single file
 * does (forms/a.ts -> billing/b.ts -> forms/c.ts). Only domain files are in this graph, so a
 * loop through start-up code, routers or tests is the file rule's business, not this one's.
 * Payments reach the domains they pay for through the purpose table (domains/payments), jobs
 * their handlers through the job handler table (server/jobs/job-handlers.ts).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  extends: './.dependency-cruiser.cjs',
  forbidden: [
    {
      name: 'no-circular-domain-folders',
      severity: 'error',
      scope: 'folder',
      comment: 'Two domain folders reach each other. Move what the lower one needs down (or to a neutral module), or let the higher one pass it in.',
      from: { path: '^server/domains/' },
      to: { path: '^server/domains/', circular: true },
    },
  ],
  options: {
    includeOnly: { path: '^server/domains/' },
  },
};
