#!/usr/bin/env node
// What a published package's tarball must hold beside its code: the licence its package.json
// names and the README its registry page shows. Run from a package folder (its check-package).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const [packed] = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8' }),
);
const files = new Set(packed.files.map((file) => file.path));
const missing = ['LICENSE', 'README.md', 'package.json'].filter((name) => !files.has(name));
if (!manifest.license) missing.push('a "license" field in package.json');
if (missing.length > 0) {
  console.error(`${manifest.name}: the tarball lacks ${missing.join(', ')}`);
  process.exit(1);
}
console.log(
  `${manifest.name}: ${files.size} files, LICENSE (${manifest.license}) and README.md included`,
);
