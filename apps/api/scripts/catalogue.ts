/**
 * `pnpm catalogue import|validate|generate` (the root package's script): the catalogue feed's
 * command. This entry is tooling: `generate` writes the demo catalogue as a feed, so it may
 * import @cairn/demo-data, which the production modules never do.
 */
import { type DemoCatalogue, generateDemoCatalogue } from '@cairn/demo-data';
import { runCatalogueCommand } from '../src/catalogue-import/catalogue-command.ts';
import { demoFeedLines } from '../src/seed/catalogue-feed.ts';

// SEAM: generateDemoCatalogue takes { products } once the demo generator's scaling (branch
// `scale`) is on main; until then the option is ignored and the demo's own 920 come out.
const generate: (options?: { products?: number }) => DemoCatalogue = generateDemoCatalogue;

process.exitCode = await runCatalogueCommand(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  // `pnpm catalogue` runs this in apps/api; paths are meant from where it was typed.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  env: process.env,
  generateFeed: (options) => {
    const catalogue = generate(options);
    if (options.products !== undefined && catalogue.products.length !== options.products) {
      process.stderr.write(
        `This demo generator makes ${catalogue.products.length} products, not ${options.products}.\n`,
      );
    }
    return demoFeedLines(catalogue);
  },
});
