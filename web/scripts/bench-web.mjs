// Builds the app and reports gzipped JS per route: the entry closure plus the route's own chunks; then serves
// it from the real api and measures, in Debian's Chromium, the home page's transferred (compressed) bytes and
// its Largest Contentful Paint on a throttled phone (4x CPU slowdown, 1.6 Mbps down, 150 ms RTT).
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { measureHome } from './home-load.mjs';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
if (!process.argv.includes('--no-build')) execSync('npx vite build', { cwd: webDir, stdio: 'ignore' });

const dist = join(webDir, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzKiB = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

const closure = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
};
const sizeOf = (keys) => [...keys].reduce((sum, key) => sum + gzKiB(manifest[key].file), 0);

// Every entry of index.html: the app's and the early script (src/boot/early.ts) that loads beside it.
const entry = new Set();
for (const key of Object.keys(manifest).filter((name) => manifest[name].isEntry)) closure(key, entry);
const routeKeys = Object.keys(manifest).filter((key) => key.startsWith('src/app/routes/'));

// Every screen but home renders inside antd's provider, loaded beside its chunk (src/app/antd/with-antd.tsx).
const antdProvider = 'src/app/antd/antd-provider.tsx';
const withoutAntd = new Set(['src/app/routes/home.tsx']);

const rows = routeKeys.map((key) => {
  const keys = closure(key, new Set(entry));
  if (!withoutAntd.has(key)) closure(antdProvider, keys);
  return {
    route: key.replace('src/app/routes/', '').replace('.tsx', ''),
    kib: sizeOf(keys),
    own: sizeOf(keys) - sizeOf(entry),
  };
});
rows.sort((a, b) => b.kib - a.kib);

const entryKiB = sizeOf(entry);
const home = rows.find((row) => row.route === 'home');
console.log(`entry (shell, router, store, i18n; the early script): ${entryKiB.toFixed(1)} KiB gz`);
for (const row of rows)
  console.log(
    `  ${row.route.padEnd(18)} ${row.kib.toFixed(1).padStart(7)} KiB gz (route chunks ${row.own.toFixed(1)})`,
  );
const result = {
  initial_kib: Number((home?.kib ?? entryKiB).toFixed(1)),
  worst_route_kib: Number((rows[0]?.kib ?? entryKiB).toFixed(1)),
  worst_route: rows[0]?.route,
  entry_kib: Number(entryKiB.toFixed(1)),
};
if (!process.argv.includes('--no-browser')) Object.assign(result, await measureHome({ webDir, dist }));
console.log(JSON.stringify(result));
