// throw-away: logs each pg query of the api with hrtime stamps, per HTTP request
const pg = require('pg');
const http = require('http');
const fs = require('fs');
const out = '/tmp/trace-' + process.pid + '.log';
let cur = null; let n = 0;
const origEmit = http.Server.prototype.emit;
http.Server.prototype.emit = function (ev, req, res) {
  if (ev === 'request' && req.method === 'POST' && /\/api\/orders(\?|$)/.test(req.url)) {
    const t0 = process.hrtime.bigint(); const id = ++n; const lines = [];
    cur = { t0, id, lines };
    res.on('finish', () => { const t = Number(process.hrtime.bigint() - t0) / 1e6; if (id % 50 === 0) fs.appendFileSync(out, `#${id} ${t.toFixed(2)} ms\n` + lines.join('\n') + '\n'); });
  }
  return origEmit.apply(this, arguments);
};
const q = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, cb) {
  const c = cur; const start = process.hrtime.bigint();
  const text = (typeof config === 'string' ? config : config && config.text || '').replace(/\s+/g, ' ').slice(0, 90);
  const r = q.apply(this, arguments);
  if (c && r && typeof r.then === 'function') r.then(() => { const s = Number(start - c.t0) / 1e6, d = Number(process.hrtime.bigint() - start) / 1e6; c.lines.push(`  ${s.toFixed(2)} +${d.toFixed(2)} ${text}`); }, () => {});
  return r;
};
