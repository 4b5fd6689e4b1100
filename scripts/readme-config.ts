// Rewrites the configuration table between the markers in README.md from libs/config.
import { readFileSync, writeFileSync } from 'node:fs';
import { configTable } from './config-table-lines';

const readme = readFileSync('README.md', 'utf8');
const start = '<!-- config-table:start -->';
const end = '<!-- config-table:end -->';
const next = readme.replace(new RegExp(`${start}[\\s\\S]*?${end}`), `${start}\n${configTable()}\n${end}`);
writeFileSync('README.md', next);
