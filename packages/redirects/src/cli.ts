#!/usr/bin/env node
import { runCli } from './cli/run.ts';

const status = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(`${text}\n`),
  stderr: (text) => process.stderr.write(`${text}\n`),
});
process.exitCode = status;
