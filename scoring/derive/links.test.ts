import fc from "fast-check";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { indexElements } from "./elements.ts";
import { readLinks, siteHost } from "./links.ts";

const PAGE = new URL("https://www.site.example/guide/topic");

function linksOf(hrefs: readonly string[]) {
  const markup = `<html><body>${hrefs.map((href) => `<a href="${href.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}">x</a>`).join("")}</body></html>`;
  const { document } = parseHTML(markup);
  return readLinks(indexElements(document), PAGE);
}

describe("readLinks", () => {
  it("calls a link internal exactly when the URL parser resolves it to this site", () => {
    const prefix = fc.constantFrom("", "/", "//", "\\\\", "/\\", "\\/", "/\t/", "\n//", "ht\ttps://", "https://", "https:", "mailto:", "javascript:", "./", "../", "?", "#");
    const host = fc.constantFrom("site.example", "www.site.example", "blog.site.example", "evil.example", "SITE.example", "");
    const rest = fc.constantFrom("", "/path", "?q=1", "#top", "/a b");
    fc.assert(
      fc.property(fc.array(fc.tuple(prefix, host, rest).map((parts) => parts.join("")), { maxLength: 6 }), (hrefs) => {
        for (const link of linksOf(hrefs)) {
          const resolved = new URL(link.href, PAGE);
          const host = siteHost(resolved.hostname);
          expect(["http:", "https:"]).toContain(resolved.protocol);
          expect(link.internal, link.href).toBe(host === "site.example" || host.endsWith(".site.example"));
          expect(link.url.href).toBe(resolved.href);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("treats backslash and tab-split scheme-relative hrefs as the other host they name", () => {
    const links = linksOf(["\\\\evil.example/x", "/\\evil.example/x", "/\t/evil.example/x", "/local"]);
    expect(links.map((link) => link.internal)).toEqual([false, false, false, true]);
  });
});
