import { describe, expect, it } from "vitest";
import { observePlain } from "../gather/walls.ts";
import { renderParity } from "./derive/parity.ts";
import { analyze, type AnalyzeInput } from "./index.ts";

const NOW = "2026-11-22T12:00:00Z";
const doc = (body: string) => `<!doctype html><html lang="en"><head><title>Sparrow</title></head><body>${body}</body></html>`;
const shell = doc(`<div id="root"></div><script src="/static/js/main.1a2b.js"></script>`);
const app = doc(`<main><h1>Sparrow</h1><p>${"Sparrow links bank accounts and splits shared costs. ".repeat(20)}</p></main>`);
const fetched = (html: string, status = 200) => ({ html, url: "https://sparrow.example/", now: NOW, readVia: "fetch" as const, plain: observePlain(html, status, new Map()) });
const parityOf = (input: AnalyzeInput) => analyze(input).render_parity!;

describe("render_parity in the report", () => {
  it("measured: both numbers, the ratio and the sample, the rendered side equal to word_count", () => {
    const input = { ...fetched(app), readVia: "browser" as const, plain: observePlain(shell, 200, new Map()), rendered: renderParity(shell, app) };
    const report = analyze(input);
    expect(report.render_parity).toEqual({
      measured: true,
      reason: "compared",
      detail: `Without JavaScript the HTML holds 0 words of main text; a browser shows ${report.page.word_count} words (0%).`,
      plain_words: 0,
      rendered_words: report.page.word_count,
      ratio: 0,
      browser_only_sample: expect.stringMatching(/^Sparrow links bank accounts/),
    });
  });

  it("measured on a fetched page that looked client-rendered: the plain side equals word_count", () => {
    const thin = doc(`<main><h1>Sparrow</h1><p>${"Sparrow links bank accounts. ".repeat(6)}</p></main><div id="app"></div>`);
    const report = analyze({ ...fetched(thin), rendered: renderParity(thin, app) });
    const parity = report.render_parity!;
    expect(parity).toMatchObject({ measured: true, reason: "compared", plain_words: report.page.word_count });
    expect(parity.rendered_words).toBeGreaterThan(report.page.word_count);
    expect(parity.ratio).toBe(Math.round((report.page.word_count / parity.rendered_words!) * 100) / 100);
  });

  it("behind a bot wall the numbers are the wall's, and it says so", () => {
    const wall = `<html><head><title>Just a moment...</title></head><body><p>Checking your browser before accessing the site.</p></body></html>`;
    const parity = parityOf({ ...fetched(app), readVia: "browser", plain: observePlain(wall, 503, new Map()), rendered: renderParity(wall, app) });
    expect(parity).toMatchObject({ measured: true, reason: "plain-walled", plain_words: 7 });
    expect(parity.detail).toMatch(/^A plain fetch got a bot wall \(Cloudflare "Just a moment\.\.\." title\), so a crawler without JavaScript reads 7 words of it, not the page/);
  });

  it("not measured, with why: looks server-rendered, looks client-rendered but not rendered, render failed, pasted", () => {
    expect(parityOf(fetched(app))).toEqual({
      measured: false,
      reason: "looks-server-rendered",
      detail: expect.stringMatching(/^Not measured: the plain HTML looks server-rendered \(1,0\d\d characters of main text\), so the page was not rendered in a browser to compare\.$/),
      plain_words: null,
      rendered_words: null,
      ratio: null,
      browser_only_sample: null,
    });
    expect(parityOf(fetched(shell))).toMatchObject({ measured: false, reason: "not-rendered", detail: expect.stringContaining('looks client-rendered (0 characters of visible text and an empty <div id="root">') });
    expect(parityOf({ ...fetched(shell), rendered: { ok: false, detail: "browser rendering failed: timeout" } })).toMatchObject({
      reason: "render-failed",
      detail: "Not measured: the browser could not render the page (browser rendering failed: timeout).",
    });
    expect(parityOf({ html: app, url: "https://pasted.invalid/", now: NOW, readVia: "paste" })).toMatchObject({ measured: false, reason: "pasted" });
    expect(parityOf({ ...fetched(app), readVia: "browser" })).toMatchObject({ measured: false, reason: "not-compared" });
  });

  it("a built file is judged like a fetch: its HTML is what crawlers get", () => {
    expect(parityOf({ ...fetched(shell), readVia: "file" })).toMatchObject({ reason: "not-rendered" });
  });
});
