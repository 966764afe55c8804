/**
 * `pnpm catalogue import|validate|generate` (the root package's script): the catalogue feed's
 * command. This entry is tooling: `generate` writes the demo catalogue as a feed, so it may
 * import @cairn/demo-data, which the production modules never do.
 */
import { generateDemoCatalogue } from '@cairn/demo-data';
import { runCatalogueCommand } from '../src/catalogue-import/catalogue-command.ts';
import { demoFeedLines } from '../src/seed/catalogue-feed.ts';

// `import --from-centra … --every` runs until stopped: between runs, a signal ends it cleanly.
const stop = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort());

process.exitCode = await runCatalogueCommand(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  // `pnpm catalogue` runs this in apps/api; paths are meant from where it was typed.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  env: process.env,
  generateFeed: (options) => demoFeedLines(generateDemoCatalogue(options)),
  signal: stop.signal,
});
