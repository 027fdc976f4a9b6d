import { describe, expect, it } from "vitest";
import { observePlain } from "../../gather/walls.ts";
import { analyze } from "../index.ts";
import { parityPercent, plainWall, renderParity } from "./parity.ts";
import { clientRenderedSign } from "./shell.ts";

const NOW = "2026-11-22T12:00:00Z";
const prose = (sentence: string, times: number) => `<p>${`${sentence} `.repeat(times).trim()}</p>`;
const doc = (body: string) => `<!doctype html><html lang="en"><head><title>Sparrow</title></head><body>${body}</body></html>`;

const shell = doc(`<div id="root"></div><script src="/static/js/main.1a2b.js"></script>`);
const app = doc(
  `<nav><a href="/">Home</a></nav><main><h1>Sparrow: budgeting for small teams</h1>${prose("Sparrow links bank accounts and splits shared costs.", 12)}${prose("Reports export to accountants every month.", 8)}</main>`,
);

describe("renderParity", () => {
  it("counts each side as the report's word_count does", () => {
    const parity = renderParity(shell, app);
    const wordCount = (html: string) => analyze({ html, url: "https://sparrow.example/", now: NOW }).page.word_count;
    expect(parity).toMatchObject({ ok: true, plainWords: wordCount(shell), renderedWords: wordCount(app) });
    expect(parity.plainWords).toBe(0);
    expect(parity.renderedWords).toBeGreaterThan(100);
  });

  it("samples the text only the browser shows, from the start of the main text, clipped", () => {
    const { browserOnlySample } = renderParity(shell, app);
    expect(browserOnlySample.startsWith("Sparrow links bank accounts and splits shared costs.")).toBe(true);
    expect(browserOnlySample.length).toBeLessThanOrEqual(240);
    expect(browserOnlySample.endsWith("…")).toBe(true);
  });

  it("finds no browser-only text when the plain HTML holds it, wherever it sits there", () => {
    expect(renderParity(app, app)).toMatchObject({ plainWords: renderParity(app, app).renderedWords, browserOnlySample: "" });
    // The same words in the plain page's body, outside any <main>, are not browser-only.
    const moved = doc(`<div>${prose("Sparrow links bank accounts and splits shared costs.", 12)}${prose("Reports export to accountants every month.", 8)}</div>`);
    expect(renderParity(moved, app).browserOnlySample).toBe("");
  });

  it("finds nothing browser-only in the same page, however its inline text nodes join (words of one node, or run together)", () => {
    const page = doc(`<main><h1>Sharing</h1><div><div><button><span></span>Copy link</button></div><a href="/about">About sharing</a></div><div><a href="/p">Popular</a><a href="/a">Articles</a></div>${prose("Share the page with a link.", 30)}</main>`);
    expect(renderParity(page, page).browserOnlySample).toBe("");
  });

  it("skips blocks the browser only reworded and samples the one it added", () => {
    const plain = doc(`<main>${prose("Sparrow links bank accounts and splits shared costs.", 12)}</main>`);
    const rendered = doc(`<main>${prose("Sparrow links bank accounts and splits shared costs today.", 12)}${prose("Reviews: teams love the monthly export.", 3)}</main>`);
    expect(renderParity(plain, rendered).browserOnlySample).toBe("Reviews: teams love the monthly export. Reviews: teams love the monthly export. Reviews: teams love the monthly export.");
  });

  it("takes script, style and noscript for nothing on either side", () => {
    const plain = doc(`<noscript>Sparrow links bank accounts</noscript><script>document.write("Sparrow links bank accounts")</script><div id="root"></div>`);
    expect(renderParity(plain, app)).toMatchObject({ plainWords: 0 });
    expect(renderParity(plain, app).browserOnlySample).toMatch(/^Sparrow links bank accounts/);
  });
});

describe("parityPercent", () => {
  it("is the plain share of what the browser shows, 100 when the browser shows nothing", () => {
    expect(parityPercent(25, 100)).toBe(25);
    expect(parityPercent(0, 0)).toBe(100);
    expect(parityPercent(120, 100)).toBe(120);
  });
});

describe("plainWall", () => {
  it("names a challenge, or a refusing status, or nothing", () => {
    expect(plainWall({ challenge: 'Cloudflare "Just a moment..." title', status: 503 })).toBe('Cloudflare "Just a moment..." title');
    expect(plainWall({ challenge: null, status: 403 })).toBe("HTTP 403");
    expect(plainWall({ challenge: null, status: 200 })).toBeNull();
  });
});

describe("clientRenderedSign: whether the plain HTML is worth rendering to compare", () => {
  const sign = (html: string, status = 200) => clientRenderedSign(observePlain(html, status, new Map()));
  const thinMain = `<header>${prose("Sparrow home pricing blog careers login", 8)}</header><main><h1>Sparrow</h1>${prose("Budgeting for teams.", 10)}</main>`;

  it("an empty shell", () => {
    expect(sign(shell)).toMatch(/characters of visible text and an empty <div id="root">/);
  });

  it("thin main text beside an empty mount point, a noscript asking for JavaScript, or more script than text", () => {
    expect(sign(doc(`${thinMain}<div id="app"></div>`))).toBe('216 characters of main text beside an empty <div id="app">');
    expect(sign(doc(`${thinMain}<noscript>You need to enable JavaScript to run this app.</noscript>`))).toMatch(/beside a <noscript> asking to "enable JavaScript"$/);
    expect(sign(doc(`${thinMain}<script>window.__STATE__=${JSON.stringify("x".repeat(3_000))}</script>`))).toMatch(/more inline script \(3,0\d\d characters\) than visible text \(\d+\)$/);
  });

  it("not a server-rendered page: plenty of main text, or thin text with bundles only, or no markers", () => {
    expect(sign(doc(`<main>${prose("Sparrow links bank accounts and splits shared costs.", 30)}</main><div id="root"></div>`))).toBeNull();
    expect(sign(doc(`${thinMain}<script src="/_next/static/chunks/main.js"></script>`))).toBeNull();
    expect(sign(doc(thinMain))).toBeNull();
  });

  it("not a bot wall: that is no page at all", () => {
    expect(sign(`<html><head><title>Just a moment...</title></head><body><div id="root"></div></body></html>`, 503)).toBeNull();
  });
});
