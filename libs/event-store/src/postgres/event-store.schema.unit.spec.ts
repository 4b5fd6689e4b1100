import { createHash } from 'node:crypto';
import { eventStoreMigrations } from './event-store.schema';

// Applied migrations are never edited: a deployed database has run exactly this SQL. The append
// functions' bodies are composed from shared pieces (takeRevisions, insertAndAnswer), so a change to a
// piece would silently change an applied migration; these digests make it fail here instead.
const APPLIED = [
  [1, 'events-and-streams', 'cace3706a96ab535a744ac627faf7d23b8c83e3b0bf21c95971cbb617f798634'],
  [2, 'append-function', '7362c12cc6f56e4d8cbf3d8451451d0085d7704191c35dd87dff9b27d1a36404'],
  [3, 'append-function-json', '4b8fc48969a73a20af5e5237552cb2332db69cec5acd862fe1f8c02209cc60c4'],
  [4, 'append-batch-json', '4c365222974f6a6abc8cc7b11f116bc4959196d5e7350c5c64c875a04dd1dfd9'],
] as const;

describe('event store schema', () => {
  it.each(APPLIED)(
    'migration %i (%s) is the SQL deployments applied, to the byte',
    (version, name, sha256) => {
      const migration = eventStoreMigrations.find((m) => m.version === version);
      expect(migration?.name).toBe(name);
      expect(createHash('sha256').update(migration!.sql).digest('hex')).toBe(sha256);
    },
  );
});
