// A .proto file page: header comments, every message (fields with number, label, type, comments), enum, service and view.
import { badge, esc } from './html.js';
import type { PageBuilder } from './page.js';
import type { Commented, ProtoEnum, ProtoFile, ProtoMessage } from './proto-parse.js';

const VIEW = /^view:\s*([A-Za-z0-9_.:-]+)/;

/** Comment lines: `assumption:` / `not-shown:` highlighted as gaps, `view:` as a badge, the rest as text. */
export function commentHtml(lines: string[]): string {
  const out: string[] = [];
  let text: string[] = [];
  const flush = () => {
    if (text.length) out.push(`<div class="prose">${esc(text.join('\n')).replace(/`([^`\n]+)`/g, '<code>$1</code>')}</div>`);
    text = [];
  };
  for (const l of lines) {
    const gap = /^\s*(assumption|not-shown):\s*(.*)$/.exec(l);
    const view = VIEW.exec(l.trim());
    if (gap) {
      flush();
      out.push(
        `<div class="gap ${gap[1] === 'assumption' ? 'assumption' : 'not-shown'}"><b>${esc(gap[1])}:</b> ${esc(gap[2]).replace(/`([^`\n]+)`/g, '<code>$1</code>')}</div>`,
      );
    } else if (view) {
      flush();
      out.push(`${badge(`view ${view[1]}`, 'view')} <span class="prose inline">${esc(l.trim().slice(view[0].length))}</span>`);
    } else text.push(l);
  }
  flush();
  return out.join('');
}

const notesOf = (c: Commented): string => commentHtml([...c.comments, ...c.trailing]);

/** Proto message / enum name -> anchor, for every declaration of the file; filled before rendering. */
export function protoAnchors(b: PageBuilder, file: ProtoFile): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of file.messages) map.set(m.name, b.item('message', m.name, `msg-${m.name}`));
  for (const e of file.enums) map.set(e.name, b.item('enum', e.name, `enum-${e.name}`));
  return map;
}

/** Resolves a type as protoc does: innermost scope first, then the package. */
function typeLink(type: string, scope: string, anchors: Map<string, string>, pkg?: string): string {
  let name = type.replace(/^\./, '');
  if (pkg && name.startsWith(`${pkg}.`)) name = name.slice(pkg.length + 1);
  const parts = scope.split('.');
  for (let k = parts.length; k >= 0; k--) {
    const candidate = [...parts.slice(0, k), name].join('.');
    const a = anchors.get(candidate);
    if (a) return `<a href="#${esc(a)}"><code>${esc(type)}</code></a>`;
  }
  return `<code>${esc(type)}</code>`;
}

export function renderProto(b: PageBuilder, file: ProtoFile, anchors: Map<string, string>): string {
  const pkg = file.package;
  b.page.lines.push({ from: 0, to: Number.MAX_SAFE_INTEGER, anchor: 'top' }); // header comments
  const header = [
    `<header class="doc"><h1>${esc(b.page.title)}</h1>`,
    `<p class="meta">${badge('protobuf', 'kind')} ${file.syntax ? badge(file.syntax, 'ver') : ''} <code>${esc(b.page.source)}</code></p>`,
    `<dl class="kv">${pkg ? `<dt>package</dt><dd><code>${esc(pkg)}</code></dd>` : ''}${file.imports.map((x) => `<dt>import</dt><dd><code>${esc(x)}</code></dd>`).join('')}${file.options.map((x) => `<dt>option</dt><dd><code>${esc(x)}</code></dd>`).join('')}${file.unknown.map((x) => `<dt>statement</dt><dd><code>${esc(x)}</code></dd>`).join('')}</dl>`,
    commentHtml(file.header),
    '</header>',
  ].join('');
  const messages = file.messages.map((m) => message(b, m, anchors, pkg));
  const enums = file.enums.map((e) => enumHtml(b, e, anchors));
  const services = file.services.map((s) => {
    const a = b.item('service', s.name, `service-${s.name}`);
    b.page.lines.push({ from: s.from, to: s.endLine, anchor: a });
    const rows = s.rpcs.map((r) => {
      const ra = b.field(r.name, `${a}.${r.name}`, `service ${s.name}`);
      b.page.lines.push({ from: r.from, to: r.line, anchor: ra });
      return `<tr id="${esc(ra)}"><td class="name">${esc(r.name)}</td><td>${r.requestStream ? 'stream ' : ''}${typeLink(r.request, '', anchors, pkg)}</td><td>${r.responseStream ? 'stream ' : ''}${typeLink(r.response, '', anchors, pkg)}</td><td class="notes">${notesOf(r)}${r.options ? `<code>${esc(r.options)}</code>` : ''}</td></tr>`;
    });
    return `<section class="item service" id="${esc(a)}"><h3><span class="badge kind">service</span> <code>${esc(s.name)}</code></h3>${notesOf(s)}${s.statements.map((x) => `<div><code>${esc(x)}</code></div>`).join('')}<table class="fields"><thead><tr><th>rpc</th><th>request</th><th>response</th><th>notes</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
  });
  b.page.summary = `${file.messages.length} messages${file.enums.length ? `, ${file.enums.length} enums` : ''}${file.services.length ? `, ${file.services.length} services` : ''}`;
  const section = (t: string, items: string[]) => (items.length ? `<section class="group"><h2>${t}</h2>${items.join('')}</section>` : '');
  return header + section('Messages', messages) + section('Enums', enums) + section('Services', services);
}

function message(b: PageBuilder, m: ProtoMessage, anchors: Map<string, string>, pkg?: string): string {
  const a = anchors.get(m.name)!;
  b.page.lines.push({ from: m.from, to: m.endLine, anchor: a });
  for (const c of [...m.comments, ...m.trailing]) {
    const v = VIEW.exec(c.trim());
    if (v) b.alias('view', v[1]!, a);
  }
  const rows = m.fields.map((f) => {
    const fa = b.field(f.name, `${a}.${f.name}`, `message ${m.name}`);
    b.page.lines.push({ from: f.from, to: f.line, anchor: fa });
    const gap = [...f.comments, ...f.trailing].some((c) => /^\s*not-shown:/.test(c));
    return (
      `<tr id="${esc(fa)}"${gap ? ' class="has-gap"' : ''}><td class="num">${esc(f.number)}</td><td class="name"><a class="self" href="#${esc(fa)}">${esc(f.name)}</a></td>` +
      `<td>${f.label ? badge(f.label, `lbl-${f.label}`) : ''}${f.oneof ? ` ${badge(`oneof ${f.oneof}`, 'oneof')}` : ''}</td><td class="type">${typeLink(f.type, m.name, anchors, pkg)}</td>` +
      `<td class="notes">${notesOf(f)}${f.options ? `<code>[${esc(f.options)}]</code>` : ''}</td></tr>`
    );
  });
  const table = rows.length
    ? `<table class="fields"><thead><tr><th>#</th><th>field</th><th>label</th><th>type</th><th>comments</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
    : '<p class="none">no fields (empty message)</p>';
  return `<section class="item message" id="${esc(a)}"><h3><span class="badge kind">message</span> <a class="self" href="#${esc(a)}"><code>${esc(m.name)}</code></a></h3>${notesOf(m)}${m.statements.map((x) => `<div><code>${esc(x)}</code></div>`).join('')}${table}</section>`;
}

function enumHtml(b: PageBuilder, e: ProtoEnum, anchors: Map<string, string>): string {
  const a = anchors.get(e.name)!;
  b.page.lines.push({ from: e.from, to: e.endLine, anchor: a });
  const rows = e.values.map((v) => {
    const va = b.field(v.name, `${a}.${v.name}`, `enum ${e.name}`);
    b.page.lines.push({ from: v.from, to: v.line, anchor: va });
    return `<tr id="${esc(va)}"><td class="num">${esc(v.number)}</td><td class="name">${esc(v.name)}</td><td class="notes">${notesOf(v)}${v.options ? `<code>${esc(v.options)}</code>` : ''}</td></tr>`;
  });
  return `<section class="item enum" id="${esc(a)}"><h3><span class="badge kind">enum</span> <code>${esc(e.name)}</code></h3>${notesOf(e)}${e.statements.map((x) => `<div><code>${esc(x)}</code></div>`).join('')}<table class="fields"><thead><tr><th>#</th><th>value</th><th>comments</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}

/** Links for `x-gw-views`: short and package-qualified message names -> href. */
export function protoLinkEntries(file: ProtoFile, page: string, anchors: Map<string, string>): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [name, a] of anchors) {
    out.push([name, `${page}#${a}`]);
    if (file.package) out.push([`${file.package}.${name}`, `${page}#${a}`]);
  }
  return out;
}
