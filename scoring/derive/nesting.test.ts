import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { MAX_DEPTH, prepareMarkup } from "./nesting.ts";

function depthOf(html: string): number {
  const { document } = parseHTML(html);
  let max = 0;
  for (const element of document.querySelectorAll("*")) {
    let depth = 0;
    for (let node: Element | null = element; node; node = node.parentElement) depth++;
    max = Math.max(max, depth);
  }
  return max;
}

describe("prepareMarkup caps nesting", () => {
  it("returns ordinary pages unchanged, the same string", () => {
    const html = `<html><body>${"<div><p>text<span>x</span></p></div>".repeat(2000)}</body></html>`;
    expect(prepareMarkup(html)).toBe(html);
  });

  it("caps 100,000 nested elements at the browser's depth, keeping the text", () => {
    const html = `<html><body>${"<div>".repeat(100_000)}deep text${"</div>".repeat(100_000)}<p>after</p></body></html>`;
    const capped = prepareMarkup(html);
    expect(capped.length).toBeLessThan(12_000);
    expect(capped).toContain("deep text");
    expect(capped).toContain("<p>after</p>");
    expect(depthOf(capped)).toBeLessThanOrEqual(MAX_DEPTH + 3);
  });

  it("does not count elements with optional end tags, void elements or self-closing tags", () => {
    const html = `<ul>${"<li>item<br><img src=x><p>para".repeat(3000)}</ul>${"<x-el/>".repeat(1000)}`;
    expect(prepareMarkup(html)).toBe(html);
  });

  it("ignores tags inside scripts and styles", () => {
    const html = `<script>${"document.write('<div>');".repeat(2000)}</script><style>${"<div>".repeat(0)}</style><p>ok</p>`;
    expect(prepareMarkup(html)).toBe(html);
  });
});
