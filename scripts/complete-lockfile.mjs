// npm 11 on these machines writes package-lock.json without the other platforms' optional binaries
// (npm/cli#4828, #8805), and `npm ci` then refuses the lock ("Missing: @swc/core-darwin-arm64@").
// This adds each missing optional dependency at its hoisted place with its version and os/cpu/libc
// (asked of the registry with `npm view`), so `npm ci` accepts the lock and still installs only the
// binaries for the machine it runs on. Run after any `npm install`: node scripts/complete-lockfile.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const file = 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;

// Other platforms' binaries may be absent from the registry this machine reaches; then the platform
// is read from the package name (the convention every one of these packages follows).
function platformOf(name, version) {
  try {
    return JSON.parse(
      execFileSync('npm', ['view', `${name}@${version}`, 'os', 'cpu', 'libc', '--json'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }) || '{}',
    );
  } catch {
    const os = [
      'darwin',
      'linux',
      'win32',
      'freebsd',
      'android',
      'openharmony',
      'sunos',
      'aix',
      'netbsd',
      'openbsd',
    ].find((o) => name.includes(`-${o}-`));
    const cpu = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'].find(
      (c) => new RegExp(`-${c}(-|$)`).test(name),
    );
    const libc = /-(musl|musleabihf)(-|$)/.test(name)
      ? 'musl'
      : /-(gnu|gnueabihf)(-|$)/.test(name)
        ? 'glibc'
        : undefined;
    return { os, cpu, libc };
  }
}

for (const [path, entry] of Object.entries({ ...packages })) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range)) {
      console.warn(`skipping ${name}@${range}: not an exact version`);
      continue;
    }
    const view = platformOf(name, range);
    const complete = { version: range };
    if (entry.dev) complete.dev = true;
    complete.optional = true;
    for (const key of ['os', 'cpu', 'libc']) if (view[key]) complete[key] = [].concat(view[key]);
    packages[hoisted] = complete;
    added += 1;
  }
}

// npm keeps the packages map sorted by path.
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform entries`);
