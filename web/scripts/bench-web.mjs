// Builds the app and reports gzipped JS per route (the collector's screens and each console screen) against the
// budgets of issue 38 item 7 (every route ≤ 300 KiB, the first page ≤ 200): the entry closure plus the route's
// own chunks; then serves
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

// The staff console is one lazy chunk (console-app, inside antd's provider) whose screens load lazily in turn:
// a console address downloads the entry, the provider, the shell and its screen's chunks.
const consoleApp = 'src/app/console/console-app.tsx';
const consoleScreens = (manifest[consoleApp]?.dynamicImports ?? []).filter((key) =>
  key.startsWith('src/features/'),
);

const row = (name, ...keys) => {
  const all = new Set(entry);
  for (const key of keys) closure(key, all);
  return { route: name, kib: sizeOf(all), own: sizeOf(all) - sizeOf(entry) };
};
const rows = [
  ...routeKeys.map((key) =>
    row(
      key.replace('src/app/routes/', '').replace('.tsx', ''),
      key,
      ...(withoutAntd.has(key) ? [] : [antdProvider]),
    ),
  ),
  ...consoleScreens.map((key) =>
    row(
      `console/${key.replace(/^src\/features\//, '').replace(/\.tsx$/, '')}`,
      consoleApp,
      antdProvider,
      key,
    ),
  ),
];
rows.sort((a, b) => b.kib - a.kib);

// Issue 38 item 7: every route ≤ 300 KiB gz, the first page (home) ≤ 200.
const ROUTE_BUDGET_KIB = 300;
const INITIAL_BUDGET_KIB = 200;
const entryKiB = sizeOf(entry);
const home = rows.find((row) => row.route === 'home');
const initialKiB = home?.kib ?? entryKiB;
const ratio = (kib, budget) => `${(kib / budget).toFixed(2)} of ${budget}`;
console.log(`entry (shell, router, store, i18n; the early script): ${entryKiB.toFixed(1)} KiB gz`);
for (const row of rows)
  console.log(
    `  ${row.route.padEnd(40)} ${row.kib.toFixed(1).padStart(7)} KiB gz (route chunks ${row.own
      .toFixed(1)
      .padStart(5)}) ${ratio(row.kib, row.route === 'home' ? INITIAL_BUDGET_KIB : ROUTE_BUDGET_KIB)}${
      row.kib > ROUTE_BUDGET_KIB ? '  OVER' : ''
    }`,
  );
const over = rows.filter((row) => row.kib > ROUTE_BUDGET_KIB);
const result = {
  initial_kib: Number(initialKiB.toFixed(1)),
  initial_ratio: Number((initialKiB / INITIAL_BUDGET_KIB).toFixed(2)),
  worst_route_kib: Number((rows[0]?.kib ?? entryKiB).toFixed(1)),
  worst_route: rows[0]?.route,
  worst_route_ratio: Number(((rows[0]?.kib ?? entryKiB) / ROUTE_BUDGET_KIB).toFixed(2)),
  routes: rows.length,
  routes_over_budget: over.length,
  entry_kib: Number(entryKiB.toFixed(1)),
};
if (!process.argv.includes('--no-browser')) Object.assign(result, await measureHome({ webDir, dist }));
console.log(JSON.stringify(result));
