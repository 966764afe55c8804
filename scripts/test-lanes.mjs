#!/usr/bin/env node
/**
 * The test command's slow suites in two lanes at once, each lane's steps one after another:
 * the browser journeys, fault drills and bundle check (each starts servers and Chromium, so they
 * never overlap each other), beside the consumer fixtures and Storybook (mostly npm, bundling
 * and their own Chromium). On two cores the lanes overlap the journeys' waiting; run one after
 * the other they took about 25 minutes of the test command's 40.
 *
 * Every line is prefixed with its step; both lanes run to the end, so one run names every
 * failure; the summary gives each step's time and the exit code is 1 if any step failed.
 *
 *   node scripts/test-lanes.mjs            # both lanes
 *   node scripts/test-lanes.mjs --list     # the steps, without running them
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const pnpm = ['npx', '-y', 'pnpm@10.34.9'];
// `--only`: the builds the tasks depend on are made once, before the lanes start (`prepare`),
// so two turbo runs never restore the same outputs while a lane's server is reading them.
const turbo = (task) => [...pnpm, 'exec', 'turbo', 'run', task, '--only', '--concurrency=1'];
const prepare = [...pnpm, 'exec', 'turbo', 'run', 'build'];

/** Lanes of [name, command]: a lane's steps run in order, lanes side by side. */
const lanes = [
  [
    ['e2e', turbo('test:e2e')],
    ['faults', turbo('test:faults')],
    ['bundle', turbo('check-bundle')],
  ],
  [
    ['consumer', turbo('test:consumer')],
    ['storybook-build', [...pnpm, 'build-storybook']],
    ['storybook-test', [...pnpm, 'storybook:test'], { after: 'storybook-build' }],
  ],
];

if (process.argv.includes('--list')) {
  lanes.forEach((lane, number) => {
    console.log(`lane ${number + 1}: ${lane.map(([name]) => name).join(' -> ')}`);
  });
  process.exit(0);
}

const width = Math.max(...lanes.flat().map(([name]) => name.length), 'prepare'.length);

function run(name, [command, ...args]) {
  const started = Date.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `${name.padEnd(width)} | `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      process.stdout.write(`${prefix}${line}\n`);
    });
  }
  return new Promise((resolve) => {
    child.once('error', (error) => {
      process.stdout.write(`${prefix}could not start: ${error.message}\n`);
      resolve({ name, code: 1, seconds: (Date.now() - started) / 1000 });
    });
    child.once('close', (code, signal) => {
      resolve({ name, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 });
    });
  });
}

const prepared = await run('prepare', prepare);
const results = [prepared];
if (prepared.code === 0) {
  const laneResults = await Promise.all(
    lanes.map(async (lane) => {
      const done = [];
      for (const [name, command, { after } = {}] of lane) {
        const needed = done.find((step) => step.name === after);
        if (needed && needed.code !== 0) {
          done.push({ name, code: 1, seconds: 0, skipped: `${after} failed` });
          continue;
        }
        done.push(await run(name, command));
      }
      return done;
    }),
  );
  results.push(...laneResults.flat());
}

console.log('\nstep'.padEnd(width + 2), 'seconds  result');
for (const { name, code, seconds, skipped } of results) {
  const result = skipped ? `not run: ${skipped}` : code === 0 ? 'passed' : `FAILED (exit ${code})`;
  console.log(name.padEnd(width + 1), seconds.toFixed(0).padStart(7), ' ', result);
}
process.exit(results.every(({ code }) => code === 0) ? 0 : 1);
