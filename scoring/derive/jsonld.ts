// JSON-LD, parsed once: every <script type="application/ld+json"> block, whether it parsed, and every
// typed node in it (the @graph flattened, arrays and nested objects walked), so checks ask "is there a
// Product?" without re-parsing. Broken blocks are findings, not crashes.
import { decodeHTMLStrict } from "entities/decode";

export interface JsonLdBlock {
  index: number;
  ok: boolean;
  error?: string;
  /** A few characters around the parse error's position, for evidence. */
  near?: string;
  /**
   * Set when the block parsed only after a repair that strict parsers do not make (raw control characters
   * in strings, trailing commas, HTML-escaped quotes): its nodes are read, but the markup still needs fixing.
   */
  repaired?: string;
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
/** Values visited per page: a 1M-element array is walked this far, not to the end. */
const MAX_VISITS = 200_000;
/** Characters either side of a parse error shown as evidence. */
const NEAR_CHARS = 30;

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

/**
 * Decodes the HTML entities CMSs leave in JSON-LD text and values (&amp; &quot; &#39; &#x2019; &eacute;).
 * A <script> holds raw text, so any entity there is the publisher's double escaping, repaired here as a
 * browser decodes text: strict mode, only entities closed by a semicolon, so that "?a=1&copy=2" in a URL
 * stays as written; numbers as HTML reads them (&#150; is the en dash Windows-1252 meant, &#0; and lone
 * surrogates U+FFFD).
 */
export function decodeEntities(text: string): string {
  return text.includes("&") ? decodeHTMLStrict(text) : text;
}

const WHITESPACE = new Set([" ", "\n", "\r", "\t"]);
const CONTROL_ESCAPES: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * One linear pass that makes the two commonest CMS mistakes parseable: raw control characters inside
 * strings (RFC 8259 §7 requires them escaped) and trailing commas before } or ] (§4 and §5 forbid them).
 */
function repairJson(text: string): { text: string; repairs: string[] } {
  const out: string[] = [];
  let start = 0;
  let inString = false;
  let escaped = false;
  let control = false;
  let trailing = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (inString) {
      if (escaped) escaped = false;
      else if (char === "\\") escaped = true;
      else if (char === '"') inString = false;
      else if (char < " ") {
        out.push(text.slice(start, i), CONTROL_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
        start = i + 1;
        control = true;
      }
      continue;
    }
    if (char === '"') inString = true;
    else if (char === ",") {
      let next = i + 1;
      while (next < text.length && WHITESPACE.has(text[next]!)) next++;
      if (text[next] === "}" || text[next] === "]") {
        out.push(text.slice(start, i));
        start = i + 1;
        trailing = true;
      }
    }
  }
  out.push(text.slice(start));
  const repairs = [control ? "unescaped line breaks or tabs inside strings" : "", trailing ? "trailing commas" : ""].filter(Boolean);
  return { text: out.join(""), repairs };
}

type Parsed = { ok: true; value: unknown; repaired?: string } | { ok: false; error: string; near?: string };

function nearPosition(text: string, message: string): string | undefined {
  const position = /position (\d+)/.exec(message)?.[1];
  if (position === undefined) return undefined;
  const at = Number(position);
  return text.slice(Math.max(0, at - NEAR_CHARS), at + NEAR_CHARS).replace(/\s+/g, " ");
}

function tryParse(text: string): unknown {
  return JSON.parse(text) as unknown;
}

/** Strict parse first; then the repairs lenient consumers make, reported so the markup gets fixed. */
function parseBlock(text: string): Parsed {
  let firstError: string;
  try {
    return { ok: true, value: tryParse(text) };
  } catch (error) {
    // V8 appends its own excerpt of the text ('Unexpected token, "…" is not valid JSON'); the evidence quotes the block itself.
    firstError = (error instanceof Error ? error.message : String(error)).replace(/, (?:\.\.\.)?".*$/su, "");
  }
  const attempts: { text: string; note: string[] }[] = [];
  const repaired = repairJson(text);
  if (repaired.repairs.length > 0) attempts.push({ text: repaired.text, note: repaired.repairs });
  if (/&(?:quot|#34|#x22);/i.test(text)) {
    const decoded = repairJson(decodeEntities(text));
    attempts.push({ text: decoded.text, note: ["HTML-escaped quotes (&quot;)", ...decoded.repairs] });
  }
  for (const attempt of attempts) {
    try {
      return { ok: true, value: tryParse(attempt.text), repaired: attempt.note.join(" and ") };
    } catch {
      // Still broken: the strict error below is the finding.
    }
  }
  const near = nearPosition(text, firstError);
  return near === undefined ? { ok: false, error: firstError } : { ok: false, error: firstError, near };
}

function collect(root: unknown, nodes: SchemaNode[], budget: { visits: number }): void {
  const stack: { value: unknown; depth: number; nested: boolean }[] = [{ value: root, depth: 0, nested: false }];
  while (stack.length > 0 && nodes.length < MAX_NODES && budget.visits < MAX_VISITS) {
    const { value, depth, nested } = stack.pop()!;
    budget.visits++;
    if (depth > MAX_DEPTH || value === null || typeof value !== "object") continue;
    if (Array.isArray(value)) {
      const from = Math.max(0, value.length - (MAX_VISITS - budget.visits));
      for (let i = value.length - 1; i >= from; i--) stack.push({ value: value[i], depth: depth + 1, nested });
      continue;
    }
    const data = value as Record<string, unknown>;
    const types = typesOf(data["@type"]);
    if (types.length > 0) nodes.push({ types, data, nested });
    for (const key in data) {
      if (key === "@context") continue;
      // @graph members are top-level nodes; anything else below a typed node is nested in it.
      stack.push({ value: data[key], depth: depth + 1, nested: key === "@graph" ? nested : nested || types.length > 0 });
    }
  }
}

export function readJsonLd(scriptElements: readonly Element[]): JsonLd {
  const blocks: JsonLdBlock[] = [];
  const nodes: SchemaNode[] = [];
  const budget = { visits: 0 };
  const scripts = scriptElements.filter((script) =>
    /^\s*application\/ld\+json\s*(;|$)/i.test(script.getAttribute("type") ?? ""),
  );
  scripts.forEach((script, index) => {
    const text = unwrap(script.textContent ?? "");
    const parsed = parseBlock(text);
    if (!parsed.ok) {
      blocks.push({ index, ok: false, error: parsed.error, ...(parsed.near === undefined ? {} : { near: parsed.near }), chars: text.length });
      return;
    }
    blocks.push({ index, ok: true, ...(parsed.repaired ? { repaired: parsed.repaired } : {}), chars: text.length });
    collect(parsed.value, nodes, budget);
  });
  return { blocks, nodes };
}

