// A small .proto reader: messages (nested), fields, oneofs, maps, enums, services, and the comments around them.
// It is tolerant: anything it does not understand is kept as text or skipped to the next `;` / closing brace.

export interface Commented {
  line: number;
  /** First line of the leading comments (or `line`). */
  from: number;
  /** Own-line comments since the previous declaration (leading and detached). */
  comments: string[];
  /** Comments after the declaration on its last line. */
  trailing: string[];
}

export interface ProtoField extends Commented {
  name: string;
  type: string;
  number: string;
  label: '' | 'optional' | 'repeated' | 'required' | 'map';
  options: string;
  oneof?: string;
}

export interface ProtoMessage extends Commented {
  name: string;
  endLine: number;
  fields: ProtoField[];
  /** reserved / extensions / option statements, as written. */
  statements: string[];
}

export interface ProtoEnum extends Commented {
  name: string;
  endLine: number;
  values: Array<Commented & { name: string; number: string; options: string }>;
  statements: string[];
}

export interface ProtoRpc extends Commented {
  name: string;
  request: string;
  response: string;
  requestStream: boolean;
  responseStream: boolean;
  options: string;
}

export interface ProtoService extends Commented {
  name: string;
  endLine: number;
  rpcs: ProtoRpc[];
  statements: string[];
}

export interface ProtoFile {
  syntax?: string;
  package?: string;
  imports: string[];
  options: string[];
  header: string[];
  messages: ProtoMessage[];
  enums: ProtoEnum[];
  services: ProtoService[];
  /** Top-level statements the reader did not understand, as text. */
  unknown: string[];
}

interface Tok {
  t: string;
  line: number;
  str?: boolean;
}

interface Comment {
  line: number;
  text: string;
  trailing: boolean;
}

function tokenize(src: string): { toks: Tok[]; comments: Comment[] } {
  const toks: Tok[] = [];
  const comments: Comment[] = [];
  let line = 1;
  let lastTokLine = 0;
  for (let i = 0; i < src.length; ) {
    const c = src[i]!;
    if (c === '\n') {
      line++;
      i++;
      continue;
    }
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '/' && src[i + 1] === '/') {
      const end = src.indexOf('\n', i);
      const text = src.slice(i + 2, end === -1 ? src.length : end);
      comments.push({ line, text: text.replace(/^ /, '').trimEnd(), trailing: lastTokLine === line });
      i = end === -1 ? src.length : end;
      continue;
    }
    if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      const body = src.slice(i + 2, end === -1 ? src.length : end);
      const trailing = lastTokLine === line;
      body.split('\n').forEach((l, k) => {
        const text = l.replace(/^\s*\*?\s?/, '').trimEnd();
        if (text) comments.push({ line: line + k, text, trailing: trailing && k === 0 });
      });
      line += body.split('\n').length - 1;
      i = end === -1 ? src.length : end + 2;
      continue;
    }
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < src.length && src[j] !== c) j += src[j] === '\\' ? 2 : 1;
      toks.push({ t: src.slice(i + 1, j), line, str: true });
      lastTokLine = line;
      i = j + 1;
      continue;
    }
    const m = /^[A-Za-z0-9_.+-]+/.exec(src.slice(i, i + 200));
    const t = m ? m[0] : c;
    toks.push({ t, line });
    lastTokLine = line;
    i += t.length;
  }
  return { toks, comments };
}

export function parseProto(src: string): ProtoFile {
  const { toks, comments } = tokenize(src);
  const out: ProtoFile = { imports: [], options: [], header: [], messages: [], enums: [], services: [], unknown: [] };
  let i = 0;
  let prevEnd = 0; // last line of the previous declaration
  const peek = (k = 0): string => toks[i + k]?.t ?? '';
  const own = (from: number, to: number): string[] => comments.filter((c) => !c.trailing && c.line > from && c.line < to).map((c) => c.text);
  const trailing = (ln: number): string[] => comments.filter((c) => c.trailing && c.line === ln).map((c) => c.text);
  const commented = (start: number, end: number): Commented => {
    const first = comments.find((c) => !c.trailing && c.line > prevEnd && c.line < start);
    const r = { line: start, from: first?.line ?? start, comments: own(prevEnd, start), trailing: trailing(end) };
    prevEnd = end;
    return r;
  };

  /** Skips one statement (to `;`) or block (balanced braces); returns its text and last line. */
  const skip = (): { text: string; end: number } => {
    const parts: string[] = [];
    let depth = 0;
    let end = toks[i]?.line ?? prevEnd;
    while (i < toks.length) {
      const tk = toks[i++]!;
      end = tk.line;
      parts.push(tk.str ? JSON.stringify(tk.t) : tk.t);
      if (tk.t === '{') depth++;
      else if (tk.t === '}') {
        depth--;
        if (depth <= 0) break;
      } else if (tk.t === ';' && depth === 0) break;
    }
    return {
      text: parts
        .join(' ')
        .replace(/ ([;,)\]>]) ?/g, '$1 ')
        .replace(/([([<]) /g, '$1')
        .trim(),
      end,
    };
  };

  const field = (oneof?: string): ProtoField | undefined => {
    const start = toks[i]!.line;
    let label: ProtoField['label'] = '';
    let type: string;
    if (peek() === 'map' && peek(1) === '<') {
      i += 2;
      const k = toks[i++]?.t ?? '';
      i++; // ,
      const v = toks[i++]?.t ?? '';
      i++; // >
      label = 'map';
      type = `map<${k}, ${v}>`;
    } else {
      if (['optional', 'repeated', 'required'].includes(peek())) label = toks[i++]!.t as ProtoField['label'];
      type = toks[i++]?.t ?? '';
    }
    const name = toks[i++]?.t ?? '';
    if (peek() !== '=') {
      skip();
      return undefined;
    }
    i++;
    const number = toks[i++]?.t ?? '';
    let options = '';
    if (peek() === '[') {
      const parts: string[] = [];
      i++;
      while (i < toks.length && peek() !== ']') parts.push(toks[i]!.str ? JSON.stringify(toks[i]!.t) : toks[i]!.t), i++;
      i++;
      options = parts.join(' ');
    }
    const end = toks[i]?.line ?? start;
    if (peek() === ';') i++;
    return { name, type, number, label, options, ...(oneof ? { oneof } : {}), ...commented(start, end) };
  };

  const message = (prefix: string): void => {
    const start = toks[i]!.line;
    i++; // message
    const name = prefix + (toks[i++]?.t ?? '');
    const open = toks[i]?.line ?? start;
    i++; // {
    const msg: ProtoMessage = { name, endLine: start, fields: [], statements: [], ...commented(start, open) };
    out.messages.push(msg);
    while (i < toks.length && peek() !== '}') {
      const kw = peek();
      if (kw === 'message') message(`${name}.`);
      else if (kw === 'enum') enumDecl(`${name}.`);
      else if (kw === 'oneof') {
        const oStart = toks[i]!.line;
        i++;
        const oname = toks[i++]?.t ?? '';
        i++; // {
        const oc = commented(oStart, oStart);
        if (oc.comments.length || oc.trailing.length) msg.statements.push(`oneof ${oname}: ${[...oc.comments, ...oc.trailing].join(' ')}`);
        while (i < toks.length && peek() !== '}') {
          if (peek() === 'option' || peek() === ';') {
            skip();
            continue;
          }
          const f = field(oname);
          if (f) msg.fields.push(f);
        }
        i++;
      } else if (['option', 'reserved', 'extensions', 'extend', 'group'].includes(kw)) {
        const s = toks[i]!.line;
        const { text, end } = skip();
        msg.statements.push(text);
        commented(s, end);
      } else if (kw === ';') i++;
      else {
        const f = field();
        if (f) msg.fields.push(f);
      }
    }
    msg.endLine = toks[i]?.line ?? msg.line;
    prevEnd = msg.endLine;
    i++; // }
  };

  const enumDecl = (prefix: string): void => {
    const start = toks[i]!.line;
    i++;
    const name = prefix + (toks[i++]?.t ?? '');
    const open = toks[i]?.line ?? start;
    i++;
    const en: ProtoEnum = { name, endLine: start, values: [], statements: [], ...commented(start, open) };
    out.enums.push(en);
    while (i < toks.length && peek() !== '}') {
      if (['option', 'reserved'].includes(peek()) || peek(1) !== '=') {
        const s = toks[i]!.line;
        const r = skip();
        en.statements.push(r.text);
        commented(s, r.end);
        continue;
      }
      const s = toks[i]!.line;
      const vname = toks[i++]!.t;
      i++; // =
      const num = toks[i++]?.t ?? '';
      let options = '';
      if (peek() === '[') {
        const r = skip();
        options = r.text.replace(/;$/, '');
        i--;
      }
      const end = toks[i]?.line ?? s;
      if (peek() === ';') i++;
      en.values.push({ name: vname, number: num, options, ...commented(s, end) });
    }
    en.endLine = toks[i]?.line ?? en.line;
    prevEnd = en.endLine;
    i++;
  };

  const service = (): void => {
    const start = toks[i]!.line;
    i++;
    const name = toks[i++]?.t ?? '';
    const open = toks[i]?.line ?? start;
    i++;
    const svc: ProtoService = { name, endLine: start, rpcs: [], statements: [], ...commented(start, open) };
    out.services.push(svc);
    while (i < toks.length && peek() !== '}') {
      if (peek() !== 'rpc') {
        const s = toks[i]!.line;
        const r = skip();
        svc.statements.push(r.text);
        commented(s, r.end);
        continue;
      }
      const s = toks[i]!.line;
      const head = toks.slice(i, i + 12).map((t) => t.t);
      const m = /^rpc (\S+) \( (stream )?(\S+) \) returns \( (stream )?(\S+) \)/.exec(head.join(' '));
      const { text, end } = skip();
      if (m)
        svc.rpcs.push({
          name: m[1]!,
          requestStream: !!m[2],
          request: m[3]!,
          responseStream: !!m[4],
          response: m[5]!,
          options: text.includes('{') ? text.slice(text.indexOf('{')) : '',
          ...commented(s, end),
        });
      else svc.statements.push(text);
    }
    svc.endLine = toks[i]?.line ?? svc.line;
    prevEnd = svc.endLine;
    i++;
  };

  const first = toks[0]?.line ?? Number.MAX_SAFE_INTEGER;
  out.header = own(0, first);
  prevEnd = first - 1;
  while (i < toks.length) {
    const kw = peek();
    if (kw === 'message') message('');
    else if (kw === 'enum') enumDecl('');
    else if (kw === 'service') service();
    else if (kw === ';') i++;
    else {
      const s = toks[i]!.line;
      const { text, end } = skip();
      const c = commented(s, end);
      if (s === first) c.comments = [];
      const body = text.replace(/;$/, '').trim();
      if (kw === 'syntax' || kw === 'edition') out.syntax = body.replace(/^\w+\s*=\s*/, '').replace(/"/g, '');
      else if (kw === 'package') out.package = body.replace(/^package\s+/, '');
      else if (kw === 'import') out.imports.push(body.replace(/^import\s+/, ''));
      else if (kw === 'option') out.options.push(body.replace(/^option\s+/, ''));
      else out.unknown.push(body);
      if (c.comments.length) out.header.push(...c.comments);
    }
  }
  return out;
}
