/**
 * Splits one compiled validator module (ajv standalone output after `compact`) into one module per operation, so a
 * program (or a bundler: it cannot drop parts of a CommonJS module) loads only the validators of the operations it
 * calls. A top-level declaration that only one operation reaches goes into that operation's module; declarations
 * reached by the same several operations go together into one shared module (`_shared<N>.cjs`), which the modules
 * that use them `require`. The code of each declaration is not changed.
 */

interface Item {
  name: string;
  code: string;
}

const DECL = /\b(?:validate|pattern|formats|func|schema|wrapper|root)\d+\b|\b(?:pushError|concatErrors|typeError|patternError|requiredError)\b/g;

/** `{` minus `}` on a line, outside double-quoted strings. */
export function braces(line: string): number {
  let n = 0;
  for (let j = 0; j < line.length; j++) {
    const c = line[j];
    if (c === '"') {
      for (j++; j < line.length && line[j] !== '"'; j++) if (line[j] === '\\') j++;
    } else if (c === '{') n++;
    else if (c === '}') n--;
  }
  return n;
}

/** Top-level declarations of a compacted module, in order, and its exports (export name -> declaration name). */
function parse(code: string): { items: Map<string, Item>; exports: Map<string, string> } {
  const lines = code.split('\n');
  const items = new Map<string, Item>();
  const exports = new Map<string, string>();
  const requires = new Map<string, string>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '' || line === '"use strict";' || line.startsWith('// Generated')) continue;
    const fn = /^function (\w+)\(/.exec(line);
    if (fn) {
      const start = i;
      let depth = 0;
      // ajv writes no template literals, comments or regex literals: braces outside "strings" are the code's.
      for (; i < lines.length; i++) {
        depth += braces(lines[i]!);
        if (depth === 0) break;
      }
      if (i >= lines.length) throw new Error(`split: function ${fn[1]} has no end`);
      items.set(fn[1]!, { name: fn[1]!, code: lines.slice(start, i + 1).join('\n') });
      continue;
    }
    const decl = /^const (\w+) = (.*);$/.exec(line);
    if (decl) {
      items.set(decl[1]!, { name: decl[1]!, code: line });
      continue;
    }
    const exp = /^exports\.(\w+) = (.*);$/.exec(line);
    if (exp) {
      const value = exp[2]!;
      const alias = /^exports\.(\w+)$/.exec(value);
      if (alias) exports.set(exp[1]!, exports.get(alias[1]!)!);
      else if (/^\w+$/.test(value)) exports.set(exp[1]!, value);
      else {
        // `require("@gw/runtime/common-validators").X`: becomes a declaration of its own.
        const name = requires.get(value) ?? `shared${requires.size}`;
        requires.set(value, name);
        items.set(name, { name, code: `const ${name} = ${value};` });
        exports.set(exp[1]!, name);
      }
      continue;
    }
    throw new Error(`split: unexpected top-level line ${i + 1}: ${line.slice(0, 80)}`);
  }
  return { items, exports };
}

/**
 * `groups`: operation file name -> the exports it uses, each [its name in the compiled module, its name in the
 * operation's module]. Returns file name (in one folder) -> module text.
 */
export function splitModule(code: string, header: string, groups: Map<string, ReadonlyArray<readonly [plan: string, local: string]>>): Map<string, string> {
  const { items, exports } = parse(code);
  const deps = new Map<string, string[]>();
  for (const item of items.values())
    deps.set(
      item.name,
      [...new Set(item.code.match(DECL) ?? [])].filter((n) => n !== item.name && items.has(n)),
    );
  const users = new Map<string, string[]>();
  for (const [group, names] of groups) {
    const seen = new Set<string>();
    const visit = (n: string) => {
      if (seen.has(n)) return;
      seen.add(n);
      for (const d of deps.get(n) ?? []) visit(d);
    };
    for (const [n] of names) {
      const d = exports.get(n);
      if (!d) throw new Error(`split: ${group}: no export ${n}`);
      visit(d);
    }
    for (const n of seen) users.set(n, [...(users.get(n) ?? []), group]);
  }
  // Declarations with the same users share a module; a dependency always has the same users or more, so the
  // shared modules require each other without cycles.
  const home = new Map<string, string>();
  const chunks = new Map<string, string>();
  for (const name of items.keys()) {
    const u = users.get(name);
    if (!u) continue; // reached by no operation
    if (u.length === 1) home.set(name, u[0]!);
    else {
      // What a quarter of the operations or more use (the error helpers, the common shapes) is one module: fewer
      // modules for each operation to require, for a few hundred bytes more in a one-operation bundle.
      const key = u.length > 2 && u.length * 4 >= groups.size ? 'common' : u.join('\0');
      if (!chunks.has(key)) chunks.set(key, `_shared${chunks.size + 1}`);
      home.set(name, chunks.get(key)!);
    }
  }
  const members = new Map<string, string[]>();
  for (const [name, file] of home) members.set(file, [...(members.get(file) ?? []), name]);
  const exported = new Set<string>();
  // A module requires, from the module that holds it, every dependency of its declarations held elsewhere, and (an
  // operation's module) every function it exports that is held in a shared module.
  const body = (file: string, roots: string[]) => {
    const own = members.get(file) ?? [];
    const needs = new Map<string, Set<string>>();
    for (const d of [...own.flatMap((n) => deps.get(n)!), ...roots]) {
      const from = home.get(d)!;
      if (from === file) continue;
      exported.add(d);
      needs.set(from, (needs.get(from) ?? new Set()).add(d));
    }
    const lines = [header];
    for (const [from, names] of [...needs].sort(([x], [y]) => x.localeCompare(y))) lines.push(`const {${[...names].join(',')}} = require("./${from}.cjs");`);
    lines.push(...own.map((n) => items.get(n)!.code));
    return lines;
  };
  const out = new Map<string, string>();
  for (const [group, names] of groups) {
    const lines = [
      ...body(
        group,
        names.map(([n]) => exports.get(n)!),
      ),
      ...names.map(([n, local]) => `exports.${local} = ${exports.get(n)};`),
    ];
    out.set(group, `${lines.join('\n')}\n`);
  }
  const shared = [...new Set(chunks.values())].map((file) => [file, body(file, [])] as const);
  // Exports last: by now `exported` holds every declaration some other module requires.
  for (const [file, lines] of shared) {
    const exp = members.get(file)!.filter((n) => exported.has(n));
    out.set(file, `${[...lines, `module.exports = {${exp.join(',')}};`].join('\n')}\n`);
  }
  return out;
}
