// Reads the text of the business facts file (content/business.yaml) and checks it against the facts
// schema, naming the line and the field of every problem so whoever edits the file can find it: a
// YAML syntax error, a value of the wrong kind, a missing field or an unknown (misspelt) one. Pure:
// read-facts-file.ts reads the file; the build, `npm run facts` and Node-side code share both.
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { businessFactsSchema, type FactsFile } from './facts-schema.ts';

export interface FactsProblem {
  /** 1-based line in the file. */
  line: number;
  /** The field as written in the file, e.g. `team.size` or `claims[2].evidence` (lists 1-based). */
  field: string;
  message: string;
}

export type FactsYamlResult = { facts: FactsFile } | { problems: FactsProblem[] };

export type Path = readonly PropertyKey[];

/** `team.size`, `claims[2].name` (list items counted from 1), or `(the whole file)`. */
export function fieldName(path: Path): string {
  const name = path
    .map((key) => (typeof key === 'number' ? `[${key + 1}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '');
  return name || '(the whole file)';
}

/** Where `path` is written: its key's line, or its nearest written parent's when it is missing. */
function locate(doc: Document, path: Path, lines: LineCounter): { line: number; found: boolean } {
  let node: unknown = doc.contents;
  let offset = 0;
  for (const key of path) {
    let next: unknown;
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
      const keyNode = pair?.key;
      if (isScalar(keyNode) && keyNode.range) offset = keyNode.range[0];
      next = pair?.value;
    } else if (isSeq(node) && typeof key === 'number') {
      next = node.items[key];
      if (isScalar(next) || isMap(next) || isSeq(next)) offset = next.range?.[0] ?? offset;
    }
    if (next === undefined || next === null)
      return { line: lines.linePos(offset).line, found: false };
    node = next;
  }
  return { line: lines.linePos(offset).line, found: true };
}

/** The line of `text` where `path` is written, or its nearest written parent's when it is not. */
export function lineOfField(text: string, path: Path): number {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  return locate(doc, path, lines).line;
}

/** The path of the innermost written field whose key precedes `offset`, for a syntax error. */
function pathAt(doc: Document, offset: number, lines: LineCounter): PropertyKey[] {
  const path: PropertyKey[] = [];
  const line = lines.linePos(offset).line;
  let node: unknown = doc.contents;
  while (isMap(node) || isSeq(node)) {
    const items: unknown[] = node.items;
    const start = (item: unknown) => {
      const written = isPair(item) ? item.key : item;
      return (written as { range?: number[] } | null)?.range?.[0] ?? Infinity;
    };
    const index = items.findLastIndex((item) => start(item) <= offset);
    const item = items[index];
    if (item === undefined) break;
    if (isPair(item)) {
      if (!isScalar(item.key)) break;
      path.push(item.key.value as PropertyKey);
      // A key on the error's own line is the field; a value after it may be the broken part.
      if (lines.linePos(start(item)).line === line) break;
      node = item.value;
    } else {
      path.push(index);
      node = item;
    }
  }
  return path;
}

/** The offset of the first line at or after `offset`'s that holds more than a comment. */
function firstWrittenLine(text: string, offset: number): number {
  let start = text.lastIndexOf('\n', offset - 1) + 1;
  while (start < text.length) {
    const end = text.indexOf('\n', start);
    const content = text.slice(start, end === -1 ? undefined : end).trim();
    if (content && !content.startsWith('#')) return start + text.slice(start).search(/\S/);
    if (end === -1) break;
    start = end + 1;
  }
  return offset;
}

/** Keys written in the file that the schema dropped from `parsed`: misspelt or unknown fields. */
function unknownFields(written: unknown, parsed: unknown, path: PropertyKey[] = []): Path[] {
  if (Array.isArray(written) && Array.isArray(parsed))
    return written.flatMap((item, index) => unknownFields(item, parsed[index], [...path, index]));
  if (!written || typeof written !== 'object' || !parsed || typeof parsed !== 'object') return [];
  return Object.entries(written).flatMap(([key, value]) =>
    key in parsed
      ? unknownFields(value, (parsed as Record<string, unknown>)[key], [...path, key])
      : [[...path, key]],
  );
}

/** The facts in `text`, or every problem found, in the order of the file. */
export function loadFactsYaml(text: string): FactsYamlResult {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length > 0)
    return {
      problems: doc.errors.map((error) => {
        const offset = firstWrittenLine(text, error.pos[0]);
        return {
          line: lines.linePos(offset).line,
          field: fieldName(pathAt(doc, offset, lines)),
          message: `not valid YAML (the mistake may be on a line above): ${error.message}`,
        };
      }),
    };
  const written: unknown = doc.toJS();
  const checked = businessFactsSchema.safeParse(written);
  if (!checked.success)
    return {
      problems: checked.error.issues
        .map((issue) => {
          const { line, found } = locate(doc, issue.path, lines);
          const missing = !found && issue.code === 'invalid_type';
          return {
            line,
            field: fieldName(issue.path),
            message: missing ? 'missing: this field is required' : issue.message,
          };
        })
        .sort((a, b) => a.line - b.line),
    };
  const unknown = unknownFields(written, checked.data).map((path) => ({
    line: locate(doc, path, lines).line,
    field: fieldName(path),
    message: 'not a known field (check its spelling and indentation)',
  }));
  return unknown.length > 0 ? { problems: unknown } : { facts: checked.data };
}

/** The problems as the build and `npm run facts` print them, one line each. */
export function formatFactsProblems(file: string, problems: readonly FactsProblem[]): string {
  const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
  return [
    `The business facts in ${file} have ${count}:`,
    ...problems.map(({ line, field, message }) => `  ${file} line ${line}, ${field}: ${message}`),
  ].join('\n');
}
