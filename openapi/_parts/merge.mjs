// One-off tool while the contract is written in parallel: merges fragments into one document.
// usage: node openapi/_parts/merge.mjs <out.yaml> <fragment.yaml>...
import fs from 'node:fs';
import YAML from 'yaml';
const [out, ...files] = process.argv.slice(2);
const docs = files.map((f) => [f, YAML.parse(fs.readFileSync(f, 'utf8'))]);
const base = docs[0][1];
base.tags ??= []; base.paths ??= {}; base.components ??= {};
const errors = [];
for (const [f, d] of docs.slice(1)) {
  for (const t of d.tags ?? []) { if (base.tags.some((x) => x.name === t.name)) errors.push(`${f}: duplicate tag ${t.name}`); else base.tags.push(t); }
  for (const [p, v] of Object.entries(d.paths ?? {})) {
    if (base.paths[p]) { for (const [m, op] of Object.entries(v)) { if (base.paths[p][m]) errors.push(`${f}: duplicate ${m} ${p}`); else base.paths[p][m] = op; } }
    else base.paths[p] = v;
  }
  for (const [section, entries] of Object.entries(d.components ?? {})) {
    base.components[section] ??= {};
    for (const [k, v] of Object.entries(entries)) { if (base.components[section][k]) errors.push(`${f}: duplicate components.${section}.${k}`); else base.components[section][k] = v; }
  }
}
if (errors.length) { console.error(errors.join('\n')); process.exit(1); }
fs.writeFileSync(out, YAML.stringify(base, { lineWidth: 0, aliasDuplicateObjects: false, blockQuote: 'literal' }));
console.log(`wrote ${out}: ${Object.keys(base.paths).length} paths`);
