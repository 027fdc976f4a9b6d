import { describe, expect, it } from "vitest";
import { page } from "../test-helpers.ts";

const PROSE = `<p>${"Anvils are forged from tool steel and hardened on the face before they are ground flat again. ".repeat(4)}</p>`;
const doc = (body: string, head = "", lang = "en") => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Anvils | Smithy Weekly</title>${head}</head><body>${body}</body></html>`;
const jsonLd = (data: object) => `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...data })}</script>`;
const facts = (html: string, url = "https://smithy.example/x/1") => page(html, { url }).facts;

describe("the page's author", () => {
  it("is the person its own schema.org work names, the first the byline shows when it names several", () => {
    const authors = jsonLd({ "@type": "Article", headline: "Anvils", author: [{ "@type": "Person", name: "Bo Chen" }, { "@type": "Person", name: "Ann Lee" }] });
    expect(facts(doc(`<main><h1>Anvils</h1><p>By Jo Park</p>${PROSE}</main>`, authors))).toMatchObject({ author: "Bo Chen", authorSource: "schema" });
    // The reader records the first name the page shows, whatever order the markup lists them in.
    expect(facts(doc(`<main><h1>Anvils</h1><p>By Ann Lee and Bo Chen</p>${PROSE}</main>`, authors))).toMatchObject({ author: "Ann Lee", authorSource: "byline" });
  });

  it("is read from the visible byline, without its label, co-authors, job title or date", () => {
    const cases: [string, string][] = [
      ["By Jess Carter | March 3, 2026", "Jess Carter"],
      ["Posted by Margaret Hale on March 3, 2026", "Margaret Hale"],
      ["By Daniel Ortiz and Helen Park | The Ledger", "Daniel Ortiz"],
      ["<span class=\"byline\">Jonas Becker, Senior Editor</span>", "Jonas Becker"],
      ["Priya Raman · 7 min read · Mar 3, 2026", "Priya Raman"],
    ];
    for (const [byline, author] of cases) {
      expect(facts(doc(`<main><article><h1>Anvils</h1><p class="meta">${byline}</p>${PROSE}</article></main>`)), byline).toMatchObject({ author, authorSource: "byline" });
    }
  });

  it("reads bylines in other languages with their lexicons' words", () => {
    const cases: [string, string, string][] = [
      ["de", "Von Anna Schmidt, 3. März 2026", "Anna Schmidt"],
      ["es", "Por Lucía Fernández el 3 de marzo de 2026", "Lucía Fernández"],
      ["fr", "Par Claire Dubois, le 3 mars 2026", "Claire Dubois"],
      ["nl", "Door Sanne de Vries op 3 maart 2026", "Sanne de Vries"],
      ["it", "di Marco Rossi, 3 marzo 2026", "Marco Rossi"],
      ["pt", "Por Ana Souza em 3 de março de 2026", "Ana Souza"],
      ["ja", "2026年3月3日　文：佐藤健一　写真：森田あや", "佐藤健一"],
      ["ko", "경제부 김민준 기자 | 2026.03.03", "김민준"],
      ["zh", "作者：李明　发布时间：2026-03-03 09:30　来源：本报", "李明"],
    ];
    for (const [lang, byline, author] of cases) {
      expect(facts(doc(`<main><article><h1>Anvils</h1><p>${byline}</p>${PROSE}</article></main>`, "", lang)).author, byline).toBe(author);
    }
  });

  it("takes rel=author links, an article's <address> and author cards, and says so", () => {
    expect(facts(doc(`<main><article><h1>Anvils</h1>${PROSE}<p><a rel="author" href="/u/ann">Ann Lee</a></p></article></main>`))).toMatchObject({ author: "Ann Lee", authorSource: "rel-author" });
    expect(facts(doc(`<main><article><h1>Anvils</h1>${PROSE}<footer><address>Written by Ann Lee, smith</address></footer></article></main>`))).toMatchObject({ author: "Ann Lee", authorSource: "address" });
    expect(facts(doc(`<main><article><h1>Anvils</h1>${PROSE}<section><h2>About the author</h2><p>Ann Lee forges knives in Ohio.</p></section></article></main>`))).toMatchObject({ author: "Ann Lee", authorSource: "author-card" });
  });

  it("is the person the markup declares over a name far down the page, unless that is the name in full", () => {
    const wire = doc(`<main><h1>Anvils</h1><p>May 4, 2016</p>${PROSE}${PROSE}${PROSE}<p>(Reporting by Olivia Oran; Editing by Bill Rigby)</p></main>`, '<meta name="author" content="Anna Reuter">');
    expect(facts(wire)).toMatchObject({ author: "Anna Reuter", authorSource: "meta" });
    const zhProse = `<p>${"三年累计骑行约一万六千公里，换过九条内胎，省下的交通费差不多是这辆车的两倍。".repeat(4)}</p>`;
    const full = doc(`<main><h1>骑车通勤的第三年</h1><p>2026-01-03</p>${zhProse}${zhProse}${zhProse}<p>本文作者：陈一鸣</p></main>`, '<meta name="author" content="一鸣">', "zh");
    expect(facts(full, "https://yiming.example/2026/01/03/bike/").author).toBe("陈一鸣");
  });

  it("is never the site's name, a reviewer, a commenter, a photographer or a teaser's author", () => {
    expect(facts(doc(`<main><h1>Anvils</h1>${PROSE}</main>`, '<meta name="author" content="Smithy Weekly">')).author).toBeNull();
    expect(facts(doc(`<main><h1>Anvils</h1><p>Photos: Ann Lee</p>${PROSE}</main>`)).author).toBeNull();
    const reviews = `<section><h2>Customer reviews</h2><div class="r"><p>Kelsey M. · 02/14/2026</p><p>Great anvil, heavy and true.</p></div></section>`;
    expect(facts(doc(`<main><h1>Anvil 50 kg</h1><p>$499</p>${reviews}</main>`), "https://smithy.example/p/88")).toMatchObject({ author: null, published: null });
    const teasers = [1, 2, 3].map((n) => `<article><h2><a href="/x/${n}">Forging a hammer, part ${n}</a></h2><p>By Bo Chen · March ${n}, 2026</p></article>`).join("");
    expect(facts(doc(`<main><h1>Journal</h1>${teasers}</main>`), "https://smithy.example/journal/")).toMatchObject({ author: null, published: null });
    const comments = `<section><h2>3 Comments</h2><div class="c"><p>Bo Chen · March 4, 2026</p><p>Nice work on the horn, it looks right.</p></div></section>`;
    expect(facts(doc(`<main><article><h1>Anvils</h1>${PROSE}</article>${comments}</main>`)).author).toBeNull();
  });
});

describe("a page that is no work of its own", () => {
  it("has no author or publication date: its meta author is the owner's, its declared dates the CMS's", () => {
    const head = `<meta name="author" content="Rosalind Price">${jsonLd({ "@type": "AboutPage", name: "About us", datePublished: "2018-04-02T10:00:00Z", dateModified: "2025-11-20T16:30:00Z" })}`;
    expect(facts(doc(`<main><h1>About us</h1>${PROSE}</main>`, head), "https://bakery.example/about/")).toMatchObject({ author: null, published: null, modified: null });
  });

  it("keeps an update it shows", () => {
    const html = doc(`<main><h1>Contact us</h1><p>Call <a href="tel:+15550100">555 0100</a> or write to <a href="mailto:hi@council.example">us</a>.</p><address>1 Main St</address><p>Last updated: 12 January 2026</p></main>`, '<meta name="author" content="Borough Council">');
    expect(facts(html, "https://council.example/contact-us")).toMatchObject({ author: null, published: null, modified: "2026-01-12T00:00:00Z" });
  });
});

describe("the page's dates", () => {
  it("keep the page's own offset and say where they were found", () => {
    expect(facts(doc(`<main><h1>Anvils</h1>${PROSE}</main>`, '<meta property="article:published_time" content="2026-02-20T00:00:00+01:00">'))).toMatchObject({ published: "2026-02-20T00:00:00+01:00", publishedSource: "meta" });
    expect(facts(doc(`<main><h1>Anvils</h1><p>By Ann Lee · <time datetime="2026-03-02T18:05:00+01:00">2 days ago</time></p>${PROSE}</main>`))).toMatchObject({ published: "2026-03-02T18:05:00+01:00", publishedSource: "time-element" });
    expect(facts(doc(`<main><h1>Anvils</h1>${PROSE}</main>`), "https://smithy.example/2026/03/03/anvils/")).toMatchObject({ published: "2026-03-03T00:00:00Z", publishedSource: "url" });
  });

  it("read publication apart from update, in either order", () => {
    const html = doc(`<main><h1>Anvils</h1><p>Updated: 05/03/2026 · Published: 03/03/2026</p>${PROSE}</main>`, "", "en-GB");
    expect(facts(html)).toMatchObject({ published: "2026-03-03T00:00:00Z", modified: "2026-03-05T00:00:00Z", modifiedSource: "byline" });
  });

  it("give no update date equal to publication, and no publication date for a docs page's “Last updated”", () => {
    const same = jsonLd({ "@type": "Article", headline: "Anvils", datePublished: "2026-03-03T09:00:00Z", dateModified: "2026-03-03T14:00:00Z" });
    expect(facts(doc(`<main><h1>Anvils</h1>${PROSE}</main>`, same))).toMatchObject({ published: "2026-03-03T09:00:00Z", modified: null });
    expect(facts(doc(`<main><h1>Webhooks</h1>${PROSE}<footer><p>Last updated on Jan 28, 2026</p></footer></main>`))).toMatchObject({ published: null, modified: "2026-01-28T00:00:00Z" });
  });

  it("ignore events, cookie banners and Japanese eras read right", () => {
    expect(facts(doc(`<main><h1>Repair café</h1><p><time datetime="2026-12-17T15:00">Saturday, December 17, 2026</time></p>${PROSE}</main>`)).published).toBeNull();
    expect(facts(doc(`<div><p>We use cookies. Policy updated on 12 January 2026.</p></div><main><h1>Anvils</h1>${PROSE}</main>`)).modified).toBeNull();
    expect(facts(doc(`<main><h1>確定申告</h1><p>更新日：令和8年2月2日 公開日：令和7年11月20日</p><p>${"確定申告は原則として不要です。".repeat(10)}</p></main>`, "", "ja"))).toMatchObject({ published: "2025-11-20T00:00:00Z", modified: "2026-02-02T00:00:00Z" });
  });
});
