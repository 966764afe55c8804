import { serve } from '@hono/node-server';
import { createApi } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';

/** Runs the API on its own: `pnpm --filter @cairn/api start`. */
async function main() {
  const config = loadConfig();
  const api = await createApi({ config });
  const server = serve(
    { fetch: api.app.fetch, port: config.PORT, hostname: config.HOST },
    (info) => {
      console.log(
        `Cairn API listening on http://${info.address}:${info.port} (${api.database.engine})`,
      );
    },
  );
  const stop = () => server.close(() => void api.close().then(() => process.exit(0)));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
