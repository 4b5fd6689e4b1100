import { CONFIG_VARIABLES } from '@slabworks/config';

export function configTable(): string {
  return [
    '| Variable | Default | What it does |',
    '|---|---|---|',
    ...CONFIG_VARIABLES.map((v) => `| \`${v.name}\` | \`${v.default}\` | ${v.description} |`),
  ].join('\n');
}
