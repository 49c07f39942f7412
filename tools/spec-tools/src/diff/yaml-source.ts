// Parse a YAML/JSON spec once and map JSON pointers to 1-based line numbers.
import { encodeToken, splitPointer } from '@gw/codegen/pointer';
import { LineCounter, isMap, isPair, isScalar, isSeq, parseDocument, type Node as YNode } from 'yaml';

export interface LoadedFile {
  path: string;
  text: string;
  data: unknown;
  /** Line of the node at a JSON pointer (of its key when it is a map entry), or of the deepest existing parent. */
  lineOf(pointer: string): number;
  /** First and last line of the node at a JSON pointer (key included), or undefined when it is not in the file. */
  rangeOf(pointer: string): [number, number] | undefined;
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

  /** The deepest node on the pointer's path: its start and end offsets, and whether the whole pointer was found. */
  function walk(pointer: string): { start?: number; end?: number; found: boolean } {
    let node: unknown = doc.contents;
    let start = (doc.contents as YNode | null)?.range?.[0];
    let end = (doc.contents as YNode | null)?.range?.[1];
    for (const token of splitPointer(pointer)) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === token);
        if (!pair) return { start, end, found: false };
        start = (pair.key as YNode).range?.[0];
        node = pair.value;
        end = (pair.value as YNode | null)?.range?.[1] ?? (pair.key as YNode).range?.[1];
      } else if (isSeq(node)) {
        const item = node.items[Number(token)] as YNode | undefined;
        if (!item) return { start, end, found: false };
        start = item.range?.[0];
        end = item.range?.[1];
        node = item;
      } else {
        return { start, end, found: false };
      }
    }
    return { start, end, found: true };
  }

  const lineOf = (pointer: string): number => lineAt(walk(pointer).start);

  function rangeOf(pointer: string): [number, number] | undefined {
    const { start, end, found } = walk(pointer);
    if (!found || start === undefined) return undefined;
    const from = lineAt(start);
    return [from, Math.max(from, lineAt(Math.max(start, (end ?? start) - 1)))];
  }

  return { path, text, data, lineOf, rangeOf };
}
