// Parse a YAML/JSON spec once and map JSON pointers to 1-based line numbers.
import { encodeToken, splitPointer } from '@gw/codegen/pointer';
import { LineCounter, isMap, isPair, isScalar, isSeq, parseDocument, type Node as YNode } from 'yaml';

export interface LoadedFile {
  path: string;
  text: string;
  data: unknown;
  /** Line of the node at a JSON pointer (of its key when it is a map entry), or of the deepest existing parent. */
  lineOf(pointer: string): number;
}

export { splitPointer };

export function joinPointer(base: string, ...tokens: (string | number)[]): string {
  return base + tokens.map((t) => `/${encodeToken(t)}`).join('');
}

/** Parse text; throws when the YAML has errors. */
export function loadYaml(path: string, text: string): LoadedFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, keepSourceTokens: false, uniqueKeys: false });
  if (doc.errors.length > 0) throw new Error(`${path}: ${doc.errors[0]?.message ?? 'YAML error'}`);
  const data: unknown = doc.toJS({ maxAliasCount: -1 });
  const lineAt = (offset: number | undefined): number => (offset === undefined ? 0 : lineCounter.linePos(offset).line);

  function lineOf(pointer: string): number {
    let node: unknown = doc.contents;
    let line = lineAt((doc.contents as YNode | null)?.range?.[0]);
    for (const token of splitPointer(pointer)) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === token);
        if (!pair) return line;
        line = lineAt((pair.key as YNode).range?.[0]);
        node = pair.value;
      } else if (isSeq(node)) {
        const item = node.items[Number(token)] as YNode | undefined;
        if (!item) return line;
        line = lineAt(item.range?.[0]);
        node = item;
      } else {
        return line;
      }
    }
    return line;
  }

  return { path, text, data, lineOf };
}
