// Parses a page's JSON-LD blocks: which schema.org types they declare and which blocks are broken,
// the way Google's Rich Results Test would report them.

export interface JsonLdSummary {
  blocks: number;
  /** Distinct top-level @type values, including the members of an @graph. */
  types: string[];
  /** One message per block that is not valid JSON (or is empty). */
  errors: string[];
  /** Blocks that parsed but declare no @context, so they are not read as schema.org. */
  missingContext: number;
}

function typesOf(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(typesOf);
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  const own = record['@type'];
  const direct =
    typeof own === 'string'
      ? [own]
      : Array.isArray(own)
        ? own.filter((t): t is string => typeof t === 'string')
        : [];
  return [...direct, ...typesOf(record['@graph'])];
}

function hasContext(node: unknown): boolean {
  if (Array.isArray(node)) return node.length > 0 && node.every(hasContext);
  return typeof node === 'object' && node !== null && '@context' in node;
}

/** Some CMSs wrap JSON-LD in an HTML comment or CDATA section; Google reads through both. */
function unwrap(block: string): string {
  return block
    .trim()
    .replace(/^(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
    .replace(/(?:-->|\/\/\s*\]\]>|\]\]>)$/, '')
    .trim();
}

export function summariseJsonLd(blocks: string[]): JsonLdSummary {
  const types = new Set<string>();
  const errors: string[] = [];
  let missingContext = 0;
  blocks.forEach((block, index) => {
    const label = `Block ${index + 1}`;
    const body = unwrap(block);
    if (!body) {
      errors.push(`${label} is empty.`);
      return;
    }
    try {
      const parsed: unknown = JSON.parse(body);
      typesOf(parsed).forEach((type) => types.add(type));
      if (!hasContext(parsed)) missingContext += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'invalid JSON';
      errors.push(`${label} is not valid JSON: ${reason.replace(/\.?$/, '.')}`);
    }
  });
  return { blocks: blocks.length, types: [...types], errors, missingContext };
}
