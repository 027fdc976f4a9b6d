// The load test's fixture sites (scripts/loadtest.ts), in a process of their own: a hostile analysis reads
// its 5 MiB page once and the home page again as each of 14 AI crawlers (512 KiB each), so the sites send
// tens of MiB a second, and served from the load generator's own event loop that work would delay
// autocannon's reading of the answers it times. The hostile page is sent from bytes encoded once, by a
// server of its own: the fixture server builds each answer anew (its placeholders filled in, then encoded),
// which for 5 MiB sent 15 times an analysis cost this process more CPU than the service's thread spent on
// the analysis, on the same two cores. The bytes, the rate and the connections are the scenario's as before.
// Prints the origins and the article's size as one JSON line, then serves until its standard input closes
// (the parent ends or exits).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { HOSTILE_BODIES } from "../test/fixtures/hostile-bodies.ts";
import { SiteServer } from "../test/fixtures/site-server.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** A ~200 KB article: the fixture article's sections repeated as a long guide, with navigation around it. */
function bigPage(): string {
  const article = readFileSync(join(ROOT, "test/fixtures/pages/en-article.html"), "utf8");
  const body = /<main[^>]*>([\s\S]*)<\/main>/i.exec(article)?.[1] ?? article;
  const nav = `<nav>${Array.from({ length: 120 }, (_, i) => `<a href="/guide/part-${i}">Part ${i} of the guide</a>`).join(" ")}</nav>`;
  let sections = "";
  for (let i = 1; sections.length < 190_000; i++) sections += `<section id="part-${i}">${body.replace(/<h1[^>]*>[\s\S]*?<\/h1>/i, `<h2>Part ${i}</h2>`)}</section>`;
  return article.replace(/<main[^>]*>[\s\S]*<\/main>/i, `${nav}<main>${body}${sections}</main>`);
}

const page = bigPage();
const sites = new SiteServer();
const origin = await sites.listen();
sites.setRules("load.example", [{ path: "/", body: page, headers: { "content-type": "text/html; charset=utf-8" } }]);
// The hostile site: its home page (as the analysis and each AI crawler ask for it), and nothing else (404).
const hostilePage = Buffer.from(HOSTILE_BODIES["tiny <p> elements"]!());
const hostile = createServer((request, response) => {
  const home = request.url === "/" || request.url === "/?";
  response.writeHead(home ? 200 : 404, { "content-type": "text/html; charset=utf-8", "content-length": String(home ? hostilePage.length : 9) });
  response.end(home ? hostilePage : "Not found");
});
await new Promise<void>((resolve) => hostile.listen(0, "127.0.0.1", resolve));
const address = hostile.address();
if (address === null || typeof address === "string") throw new Error("the hostile site is not listening");
console.log(JSON.stringify({ origin, hostileOrigin: `http://127.0.0.1:${address.port}`, pageBytes: page.length }));
process.stdin.on("end", () => void Promise.all([sites.close(), new Promise((resolve) => hostile.close(resolve))]).then(() => process.exit(0)));
process.stdin.resume();
