// The local platform the Worker runs on, exercised for real: KV, the queue round trip to our consumer,
// the fixture sites through TARGET_RESOLVE, and Browser Rendering against the Chromium on this machine.
import puppeteer from "@cloudflare/puppeteer";
import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { configFrom } from "../../worker/config.ts";
import { readCached, writeCached, type CachedAnalysis } from "../../worker/services/cache.ts";
import { resolveTarget } from "../../gather/target-resolve.ts";

const analysis = (domain: string, now: number): CachedAnalysis => ({
  domain,
  score: 71,
  grade: "C",
  summary: "Template summary.",
  summary_source: "template",
  category_scores: { "Content Structure": 80, "Schema Markup": 55 },
  top_fixes: ["Add Organization schema with sameAs"],
  engine_version: 1,
  analyzed_at: new Date(now).toISOString(),
  expires_at: now + 86_400_000,
});

async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("local platform", () => {
  it("KV: a stored analysis reads back, and an expired one is a miss", async () => {
    const now = Date.now();
    expect(await writeCached(env.CACHE, analysis("kv.example", now), now)).toBe(true);
    expect(await readCached(env.CACHE, "kv.example", now)).toMatchObject({ domain: "kv.example", score: 71 });
    expect(await readCached(env.CACHE, "kv.example", now + 86_400_001)).toBeUndefined();
    expect(await readCached(env.CACHE, "absent.example", now)).toBeUndefined();
  });

  it("Queue: a summary job reaches the consumer, which writes the AI summary from the stand-in", async () => {
    const now = Date.now();
    const record = analysis("queued.example", now);
    await writeCached(env.CACHE, record, now);
    await env.SUMMARIES.send({ domain: record.domain, analyzed_at: record.analyzed_at });
    const updated = await eventually(async () => {
      const cached = await readCached(env.CACHE, record.domain, Date.now());
      return cached?.summary_source === "ai" ? cached : undefined;
    });
    expect(updated.summary).toContain("AI summary (stand-in): queued.example");
    const sent = (await (await fetch(`${inject("anthropicOrigin")}/__requests`)).json()) as { prompt: string }[];
    const prompt = sent.find((request) => request.prompt.includes("queued.example"))?.prompt ?? "";
    expect(prompt).toContain('"score":71');
  });

  it("TARGET_RESOLVE: the Worker reaches fixture sites by host", async () => {
    const target = resolveTarget(new URL("https://acme.example/robots.txt"), configFrom(env).TARGET_RESOLVE);
    expect(target.href).toBe(`${inject("fixtureOrigin")}/acme.example/robots.txt`);
    const response = await fetch(target);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Sitemap: https://acme.example/sitemap.xml");
  });

  it("Browser Rendering: a real Chromium passes the JavaScript challenge a plain fetch cannot", async () => {
    const target = resolveTarget(new URL("https://challenge.example/"), configFrom(env).TARGET_RESOLVE);
    expect((await fetch(target)).status).toBe(503);
    const browser = await puppeteer.launch(env.BROWSER);
    try {
      const page = await browser.newPage();
      await page.goto(target.href, { waitUntil: "load", timeout: 20_000 });
      await page.waitForSelector("h1", { timeout: 10_000 });
      expect(await page.title()).toBe("Guarded Garden Supplies");
      expect(await page.content()).toContain("open-pollinated vegetable seeds");
    } finally {
      await browser.close();
    }
  });
});
