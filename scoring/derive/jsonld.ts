// JSON-LD, parsed once: every <script type="application/ld+json"> block, whether it parsed, and every
// typed node in it (the @graph flattened, arrays and nested objects walked), so checks ask "is there a
// Product?" without re-parsing. Broken blocks are findings, not crashes.

export interface JsonLdBlock {
  index: number;
  ok: boolean;
  error?: string;
  chars: number;
}

export interface SchemaNode {
  /** Types without the schema.org prefix: "Article", "Organization". */
  types: string[];
  data: Record<string, unknown>;
  /** Nested inside another node (e.g. an Offer inside a Product), rather than top level or in @graph. */
  nested: boolean;
}

export interface JsonLd {
  blocks: JsonLdBlock[];
  nodes: SchemaNode[];
}

/** Bounds on hostile pages: 5 MB of JSON-LD still parses, but we stop collecting nodes at this many. */
const MAX_NODES = 5_000;
const MAX_DEPTH = 64;

export function schemaType(value: string): string {
  return value.replace(/^https?:\/\/schema\.org\//i, "").replace(/^schema:/i, "");
}

function typesOf(value: unknown): string[] {
  const raw = Array.isArray(value) ? value : [value];
  return raw.filter((item): item is string => typeof item === "string").map(schemaType);
}

/** Strips what CMSs wrap around JSON-LD: HTML comments, CDATA markers. */
function unwrap(text: string): string {
  return text
    .trim()
    .replace(/^<!--/, "")
    .replace(/-->$/, "")
    .replace(/^\/\/\s*<!\[CDATA\[/, "")
    .replace(/\/\/\s*\]\]>$/, "")
    .trim();
}

function collect(root: unknown, nodes: SchemaNode[]): void {
  const stack: { value: unknown; depth: number; nested: boolean }[] = [{ value: root, depth: 0, nested: false }];
  while (stack.length > 0 && nodes.length < MAX_NODES) {
    const { value, depth, nested } = stack.pop()!;
    if (depth > MAX_DEPTH || value === null || typeof value !== "object") continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], depth: depth + 1, nested });
      continue;
    }
    const data = value as Record<string, unknown>;
    const types = typesOf(data["@type"]);
    if (types.length > 0) nodes.push({ types, data, nested });
    for (const [key, child] of Object.entries(data)) {
      if (key === "@context") continue;
      // @graph members are top-level nodes; anything else below a typed node is nested in it.
      stack.push({ value: child, depth: depth + 1, nested: key === "@graph" ? nested : nested || types.length > 0 });
    }
  }
}

export function readJsonLd(document: Document): JsonLd {
  const blocks: JsonLdBlock[] = [];
  const nodes: SchemaNode[] = [];
  const scripts = [...document.querySelectorAll("script")].filter((script) =>
    /^\s*application\/ld\+json\s*(;|$)/i.test(script.getAttribute("type") ?? ""),
  );
  scripts.forEach((script, index) => {
    const text = unwrap(script.textContent ?? "");
    try {
      const parsed: unknown = JSON.parse(text);
      blocks.push({ index, ok: true, chars: text.length });
      collect(parsed, nodes);
    } catch (error) {
      blocks.push({ index, ok: false, error: error instanceof Error ? error.message : String(error), chars: text.length });
    }
  });
  return { blocks, nodes };
}

/** The nodes of any of `types` (e.g. ["Article", "BlogPosting", "NewsArticle"]). */
export function nodesOfType(jsonLd: JsonLd, types: readonly string[]): SchemaNode[] {
  return jsonLd.nodes.filter((node) => node.types.some((type) => types.includes(type)));
}
