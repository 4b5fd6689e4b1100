// Preloaded into the bench's api process (node -r): counts database and Redis round trips and takes a
// CPU profile between two SIGUSR2 signals, so the bench can profile one window of commands without
// slowing the timed ones. The second signal writes {pg, redis, profile} to BENCH_PROBE_FILE.
'use strict';
const { renameSync, writeFileSync } = require('node:fs');
const { Session } = require('node:inspector');
const { performance } = require('node:perf_hooks');

// connects: new PostgreSQL sessions opened (a fresh backend's first statements cost tens of ms).
const counts = { pg: 0, redis: 0, connects: 0 };
// Which statements the window sent (first words, numbers folded) and how long each waited for its
// answer, so a report names each round trip and what it cost.
let statements = new Map();
const statementOf = (arg) => {
  const text = typeof arg === 'string' ? arg : arg && typeof arg.text === 'string' ? arg.text : '(prepared)';
  return text.replace(/\s+/g, ' ').trim().slice(0, 90);
};
try {
  const pg = require('pg');
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function countedQuery(...args) {
    counts.pg += 1;
    if (!session) return query.apply(this, args);
    const key = statementOf(args[0]);
    const seen = statements.get(key) || { n: 0, ms: 0 };
    seen.n += 1;
    statements.set(key, seen);
    // From the call to its answer: the statement's wait on the server. A pool's query hands the
    // client a callback; a client's own query returns a promise.
    const sent = performance.now();
    const answered = () => (seen.ms += performance.now() - sent);
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last];
      args[last] = function timedCallback(...results) {
        answered();
        return callback.apply(this, results);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result && typeof result.then === 'function') result.then(answered, answered);
    return result;
  };
  const connect = pg.Client.prototype.connect;
  pg.Client.prototype.connect = function countedConnect(...args) {
    counts.connects += 1;
    return connect.apply(this, args);
  };
} catch {
  // no pg here: nothing to count
}
try {
  const Redis = require('ioredis');
  const send = Redis.prototype.sendCommand;
  Redis.prototype.sendCommand = function countedCommand(...args) {
    counts.redis += 1;
    return send.apply(this, args);
  };
} catch {
  // no ioredis here: nothing to count
}

/** Where a frame's code lives: our module, a package, Node itself or the engine. */
function areaOf(frame) {
  const url = frame.url || '';
  if (!url) return `(${frame.functionName || 'native'})`.replace(/^\(\((.*)\)\)$/, '($1)');
  if (url.startsWith('node:')) return 'node internals';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const ours = /\/(services\/[^/]+\/src\/[^/]+|libs\/[^/]+)\//.exec(url);
  return ours ? ours[1] : url.replace(/^.*\//, '');
}

function summarise(profile, top = 12) {
  const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length) / 1000;
  const frames = new Map();
  const areas = new Map();
  let busy = 0;
  let idle = 0;
  for (const node of profile.nodes) {
    const ms = node.hitCount * interval;
    if (node.callFrame.functionName === '(idle)') {
      idle += ms;
      continue;
    }
    busy += ms;
    const f = node.callFrame;
    const where = f.url
      ? `${f.url.replace(/^.*?(node_modules\/|services\/|libs\/|node:)/, '$1')}:${f.lineNumber + 1}`
      : '';
    const key = `${f.functionName || '(anonymous)'} ${where}`.trim();
    frames.set(key, (frames.get(key) || 0) + ms);
    const area = areaOf(f);
    areas.set(area, (areas.get(area) || 0) + ms);
  }
  const ranked = (map) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({
        name,
        ms: Math.round(ms),
        share: Number((ms / Math.max(busy, 1)).toFixed(3)),
      }));
  return { busyMs: Math.round(busy), idleMs: Math.round(idle), frames: ranked(frames), areas: ranked(areas) };
}

let session;
process.on('SIGUSR2', () => {
  const file = process.env.BENCH_PROBE_FILE;
  if (!session) {
    counts.pg = 0;
    counts.redis = 0;
    counts.connects = 0;
    statements = new Map();
    session = new Session();
    session.connect();
    session.post('Profiler.enable', () =>
      session.post('Profiler.setSamplingInterval', { interval: 200 }, () => session.post('Profiler.start')),
    );
    return;
  }
  const taken = {
    ...counts,
    statements: [...statements.entries()]
      .sort((a, b) => b[1].n - a[1].n)
      .map(([text, { n, ms }]) => ({ text, n, ms: Math.round(ms * 100) / 100 })),
  };
  const done = session;
  session = undefined;
  done.post('Profiler.stop', (error, result) => {
    done.disconnect();
    const profile = error ? undefined : result.profile;
    if (profile && process.env.BENCH_PROFILE_DIR)
      writeFileSync(`${process.env.BENCH_PROFILE_DIR}/api-${Date.now()}.cpuprofile`, JSON.stringify(profile));
    if (!file) return;
    // Written aside and renamed, so the bench never reads half a file.
    writeFileSync(`${file}.part`, JSON.stringify({ ...taken, profile: profile ? summarise(profile) : null }));
    renameSync(`${file}.part`, file);
  });
});
