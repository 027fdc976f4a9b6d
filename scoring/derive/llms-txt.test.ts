import { describe, expect, it } from "vitest";
import { LLMS_TXT_MAX_CHARS, parseLlmsTxt } from "./llms-txt.ts";

// The example from llmstxt.org, trimmed.
const EXAMPLE = `# FastHTML

> FastHTML is a python library which brings together Starlette, Uvicorn, HTMX, and fastcore's \`FT\` "FastTags" into a library for creating server-rendered hypermedia applications.

Important notes:

- Although parts of its API are inspired by FastAPI, it is *not* compatible with FastAPI syntax

## Docs

- [FastHTML quick start](https://fastht.ml/docs/tutorials/quickstart_for_web_devs.html.md): A brief overview of many FastHTML features
- [HTMX reference](https://github.com/bigskysoftware/htmx/blob/master/www/content/reference.md): Brief description of all HTMX attributes

## Examples

- [Todo list application](https://github.com/AnswerDotAI/fasthtml/blob/main/examples/adv_app.py): Detailed walk-thru of a complete CRUD app

## Optional

- [Starlette full documentation](https://gist.githubusercontent.com/jph00/809e4a4808d4510be0e3dc9565e9cbd3/raw/starlette-sml.md)
`;

describe("parseLlmsTxt", () => {
  it("reads the llmstxt.org example without problems", () => {
    const parsed = parseLlmsTxt(EXAMPLE);
    expect(parsed.problems).toEqual([]);
    expect(parsed.title).toBe("FastHTML");
    expect(parsed.summary).toMatch(/^FastHTML is a python library/);
    expect(parsed.details).toContain("Important notes:");
    expect(parsed.sections.map((section) => [section.name, section.links.length])).toEqual([["Docs", 2], ["Examples", 1], ["Optional", 1]]);
    expect(parsed.sections[0]!.links[0]).toEqual({
      name: "FastHTML quick start",
      url: "https://fastht.ml/docs/tutorials/quickstart_for_web_devs.html.md",
      notes: "A brief overview of many FastHTML features",
    });
    expect(parsed.sections[2]!.links[0]!.notes).toBeNull();
    expect(parsed.hasOptional).toBe(true);
  });

  it("accepts a BOM, CRLF, * and + bullets, closing hashes and relative links", () => {
    const parsed = parseLlmsTxt("\uFEFF# Acme ##\r\n\r\n> Anvils.\r\n\r\n## Products\r\n* [Anvils](/anvils/)\r\n+ [Tongs](/tongs/ \"Tongs\"): forged\r\n");
    expect(parsed.problems).toEqual([]);
    expect(parsed.title).toBe("Acme");
    expect(parsed.sections[0]!.links.map((link) => link.url)).toEqual(["/anvils/", "/tongs/"]);
  });

  it("takes an H1-only file as valid but reports what it lacks", () => {
    const parsed = parseLlmsTxt("# Acme\n");
    expect(parsed.title).toBe("Acme");
    expect(parsed.problems).toEqual([{ key: "no-summary" }, { key: "no-links" }]);
  });

  it("reports a missing or late H1", () => {
    expect(parsed("Acme anvils\n\n## Docs\n- [A](https://a.example/)").problems).toEqual([{ key: "no-title" }]);
    expect(parsed("> Summary first\n# Acme\n## Docs\n- [A](https://a.example/)").problems).toEqual([{ key: "title-not-first" }]);
  });

  it("reports sections without link lists, stray lines, bad URLs and extra H1s", () => {
    const result = parseLlmsTxt("# Acme\n> Anvils.\n## About\nWe make anvils.\n## Docs\n- [A](https://a.example/)\n- plain item\n- [B](http://[bad)\n# Second\n");
    expect(result.problems).toEqual([
      { key: "several-h1", params: { count: "2" } },
      { key: "section-without-links", params: { section: "About" } },
      { key: "section-stray-lines", params: { section: "Docs", lines: "1" } },
      { key: "invalid-urls", params: { count: "1" } },
    ]);
  });

  it("recognizes an HTML page served at /llms.txt", () => {
    expect(parseLlmsTxt("<!DOCTYPE html><html><body>Not found</body></html>")).toMatchObject({ looksLikeHtml: true, title: null, problems: [{ key: "html-page" }] });
  });

  it("reports a file past the size an index should have, and stays fast", () => {
    const big = `# Acme\n> Anvils.\n## Docs\n${"- [Page](https://a.example/p): notes\n".repeat(2_000)}`;
    const started = performance.now();
    const result = parseLlmsTxt(big + "#".repeat(1_000_000));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(result.chars).toBeGreaterThan(LLMS_TXT_MAX_CHARS);
    expect(result.problems.at(-1)).toEqual({ key: "too-long", params: { chars: result.chars, max: LLMS_TXT_MAX_CHARS } });
  });
});

function parsed(text: string) {
  return parseLlmsTxt(text);
}
