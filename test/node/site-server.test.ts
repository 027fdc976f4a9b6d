import { get as httpGet, type IncomingMessage } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SiteServer } from "../fixtures/site-server.ts";

let server: SiteServer;
let origin: string;

beforeAll(async () => {
  server = new SiteServer();
  origin = await server.listen();
});
afterAll(() => server.close());

const get = (path: string, init?: RequestInit) => fetch(`${origin}${path}`, { redirect: "manual", ...init });

describe("fixture-site server", () => {
  it("serves a site's files by host, index.html for directories, with content types", async () => {
    const page = await get("/acme.example/");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await page.text()).toContain("<h1>Drop-forged anvils");
    const robots = await get("/acme.example/robots.txt");
    expect(robots.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await robots.text()).toContain("User-agent: GPTBot");
  });

  it("answers 404 for missing files and never serves outside the host's folder", async () => {
    expect((await get("/acme.example/nope.html")).status).toBe(404);
    expect((await get("/acme.example/..%2F..%2Fsite-server.ts")).status).toBe(404);
    expect((await get("/unknown.example/")).status).toBe(404);
  });

  it("logs every request by host and path", async () => {
    await get("/log.example/a?b=1");
    expect(server.requestsFor("log.example").map((r) => r.path)).toEqual(["/a?b=1"]);
    const log = (await (await get("/__requests?host=log.example")).json()) as { path: string }[];
    expect(log.map((r) => r.path)).toEqual(["/a?b=1"]);
  });

  it("applies programmed status, headers, body and redirects, per path", async () => {
    server.setRules("prog.example", [
      { path: "/gone", status: 410, body: "gone", headers: { "x-robots-tag": "noindex" } },
      { path: "/moved", redirect: "https://prog.example/new", status: 301 },
    ]);
    const gone = await get("/prog.example/gone");
    expect(gone.status).toBe(410);
    expect(gone.headers.get("x-robots-tag")).toBe("noindex");
    expect(await gone.text()).toBe("gone");
    const moved = await get("/prog.example/moved");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("https://prog.example/new");
  });

  it("programs rules over HTTP and limits a rule to N uses", async () => {
    const put = await fetch(`${origin}/__rules/flaky.example`, {
      method: "PUT",
      body: JSON.stringify([{ path: "/", status: 503, body: "busy", times: 1 }, { path: "/", body: "ok" }]),
    });
    expect(put.status).toBe(204);
    expect((await get("/flaky.example/")).status).toBe(503);
    const second = await get("/flaky.example/");
    expect(second.status).toBe(200);
    expect(await second.text()).toBe("ok");
    const bad = await fetch(`${origin}/__rules/flaky.example`, { method: "PUT", body: JSON.stringify([{ status: 99 }]) });
    expect(bad.status).toBe(400);
  });

  it("delays the response", async () => {
    server.setRules("delay.example", [{ delayMs: 300, body: "late" }]);
    const started = performance.now();
    expect(await (await get("/delay.example/")).text()).toBe("late");
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it("generates bodies of a given size, and gzip bombs that expand on the client", async () => {
    server.setRules("size.example", [
      { path: "/big", bodyBytes: 1_000_000 },
      { path: "/bomb", bodyBytes: 20_000_000, gzip: true },
    ]);
    const big = await (await get("/size.example/big")).arrayBuffer();
    expect(big.byteLength).toBeGreaterThanOrEqual(1_000_000);
    expect(big.byteLength).toBeLessThan(1_100_000);
    // node:http, since fetch would decompress the bomb itself.
    const bomb = await new Promise<IncomingMessage>((resolve) => httpGet(`${origin}/size.example/bomb`, resolve));
    expect(bomb.headers["content-encoding"]).toBe("gzip");
    const chunks: Buffer[] = [];
    for await (const chunk of bomb) chunks.push(chunk as Buffer);
    const compressed = Buffer.concat(chunks);
    expect(compressed.byteLength).toBe(Number(bomb.headers["content-length"]));
    expect(compressed.byteLength).toBeLessThan(100_000);
    expect(gunzipSync(compressed).byteLength).toBe(20_000_000);
  });

  it("streams an endless body until the client goes away", async () => {
    const response = await get("/endless.example/");
    const reader = response.body!.getReader();
    let received = 0;
    while (received < 3_000_000) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      received += value!.byteLength;
    }
    await reader.cancel();
    expect(received).toBeGreaterThanOrEqual(3_000_000);
  });

  it("sends headers and then hangs without a body", async () => {
    server.setRules("stall.example", [{ hang: true }]);
    const controller = new AbortController();
    const response = await get("/stall.example/", { signal: controller.signal });
    expect(response.status).toBe(200);
    const read = response.text().then(() => "ended", () => "aborted");
    const outcome = await Promise.race([read, new Promise((resolve) => setTimeout(() => resolve("hanging"), 300))]);
    expect(outcome).toBe("hanging");
    controller.abort();
    expect(await read).toBe("aborted");
  });

  it("walls a site behind a JavaScript challenge that a plain client cannot pass", async () => {
    const wall = await get("/challenge.example/");
    expect(wall.status).toBe(503);
    expect(wall.headers.get("cf-mitigated")).toBe("challenge");
    const html = await wall.text();
    expect(html).toContain("Just a moment...");
    const forged = await get("/challenge.example/", { headers: { cookie: "fixture_clearance=5.5" } });
    expect(forged.status).toBe(503);
    // Running the page's own script (what a browser does) yields a cookie that passes.
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const jar = { cookie: "" };
    new Function("document", "location", script)(jar, { reload() {} });
    const cleared = await get("/challenge.example/", { headers: { cookie: jar.cookie.split(";")[0]! } });
    expect(cleared.status).toBe(200);
    expect(await cleared.text()).toContain("Guarded Garden Supplies");
  });

  it.each([
    ["sjis.example", "shift_jis", "東京の天気ガイド"],
    ["euckr.example", "euc-kr", "서울 맛집 안내"],
    ["gbk.example", "gbk", "北京旅游指南"],
    ["cp1252.example", "windows-1252", "Café Crème à Paris — « Déjà vu »"],
  ])("serves %s with its real charset, %s, so it reads as written", async (host, charset, title) => {
    const page = await get(`/${host}/`);
    expect(page.headers.get("content-type")).toBe(`text/html; charset=${charset}`);
    const text = new TextDecoder(charset).decode(await page.arrayBuffer());
    expect(text).toContain(`<title>${title}</title>`);
  });

  it("serves a page's root-relative address (/app.js) from the site the Referer names, as its own host would", async () => {
    const script = await get("/app.js", { headers: { referer: `${origin}/spa.example/` } });
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await script.text()).toContain("Sparrow: budgeting for small teams");
    expect(server.requestsFor("spa.example").map((r) => r.path)).toContain("/app.js");
    // Without a Referer from this server, app.js is just an unknown host.
    expect((await get("/app.js")).status).toBe(404);
    expect((await get("/app.js", { headers: { referer: "http://elsewhere.invalid/spa.example/" } })).status).toBe(404);
  });
});
