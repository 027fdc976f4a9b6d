import { describe, expect, it } from "vitest";
import { detectPageType } from "./page-type.ts";
import type { PageType } from "./page-types.ts";
import { page } from "./test-helpers.ts";

const SENTENCES = [
  "Heat pumps move heat instead of making it, which is why they use less energy than a boiler.",
  "In winter the unit pulls warmth from the outside air and releases it inside the house.",
  "Most homes need a survey first, so that the installer can size the pump for the rooms it serves.",
  "Running costs depend on the price of electricity and on how well the building keeps its heat.",
  "Grants in many countries cover part of the installation, and the paperwork is simpler than it looks.",
  "A well-insulated house can run the pump at a lower temperature, which raises its efficiency further.",
];

/** `count` paragraphs of plain prose, about 95 words each. */
function prose(count: number): string {
  return Array.from({ length: count }, (_, index) => `<p>${[...SENTENCES.slice(index % 3), ...SENTENCES.slice(0, index % 3)].join(" ")}</p>`).join("");
}

function doc(body: string, head = ""): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme</title>${head}</head><body>${body}</body></html>`;
}

const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const ogType = (type: string) => `<meta property="og:type" content="${type}">`;

function typeOf(html: string, url: string): { type: PageType; reason: string } {
  return detectPageType(page(html, { url }));
}

const NAV = `<header><nav><a href="/">Acme</a> <a href="/pricing">Pricing</a> <a href="/about">About</a></nav></header>`;
const FOOTER = `<footer><address>1 Main St, Springfield</address> <a href="tel:+15551234">Call</a> <a href="mailto:hi@acme.example">Email</a></footer>`;

describe("detectPageType", () => {
  describe("pasted markup", () => {
    it("is typed by its content, not by the placeholder root address it is given", () => {
      const article = doc(`<main><h1>Heat pumps</h1><p>By Ann Lee, March 3, 2026</p>${prose(3)}</main>`);
      expect(detectPageType(page(article, { url: "https://pasted.invalid/", readVia: "paste" })).type).toBe("article");
    });
  });

  describe("home", () => {
    it.each([
      ["the root", "https://acme.example/"],
      ["a locale root", "https://acme.example/es/"],
      ["a region locale root", "https://acme.example/pt-br"],
      ["index.html", "https://acme.example/index.html"],
    ])("is the site's root address: %s", (_name, url) => {
      expect(typeOf(doc(`${NAV}<main><h1>Acme anvils</h1>${prose(2)}</main>${FOOTER}`), url)).toMatchObject({ type: "home" });
    });
    it("is not a one-segment page that merely looks like a locale", () => {
      expect(typeOf(doc("<main><h1>Anvils</h1><p>Our anvils.</p></main>"), "https://acme.example/anvils").type).not.toBe("home");
    });
  });

  describe("article", () => {
    it("from schema.org Article at a neutral address", () => {
      const html = doc(`<main><h1>Heat pumps</h1>${prose(1)}</main>`, jsonLd({ "@context": "https://schema.org", "@type": "Article", headline: "Heat pumps" }));
      expect(typeOf(html, "https://acme.example/x7")).toMatchObject({ type: "article", reason: "schema.org Article on the page" });
    });
    it("from an Article nested as a WebPage's mainEntity", () => {
      const html = doc(`<main><h1>Heat pumps</h1>${prose(1)}</main>`, jsonLd({ "@type": "WebPage", mainEntity: { "@type": "BlogPosting", headline: "Heat pumps" } }));
      expect(typeOf(html, "https://acme.example/x7")).toMatchObject({ type: "article", reason: "schema.org BlogPosting on the page" });
    });
    it("from a top-level Review, not the Product it reviews", () => {
      const html = doc(`<main><h1>Ryzen PRO reviewed</h1>${prose(2)}</main>`, jsonLd({ "@type": "Review", itemReviewed: { "@type": "Product", name: "Ryzen PRO" } }));
      expect(typeOf(html, "https://acme.example/show/11591/ryzen-pro")).toMatchObject({ type: "article", reason: "schema.org Review on the page" });
    });
    it("from og:type article", () => {
      expect(typeOf(doc(`<main><h1>Heat pumps</h1>${prose(1)}</main>`, ogType("article")), "https://acme.example/x7")).toMatchObject({ type: "article", reason: 'og:type "article"' });
    });
    it("from a byline, a date and long prose at /p/xyz, though /p/ is also a shop's product address", () => {
      const html = doc(`${NAV}<main><h1>Why heat pumps</h1><div class="byline">By Laura Bennett, <time datetime="2026-10-02">2 October 2026</time></div>${prose(4)}</main>${FOOTER}`);
      expect(typeOf(html, "https://acme.example/p/xyz")).toMatchObject({ type: "article", reason: expect.stringContaining("a byline, a date") });
    });
    it("from a blog address when nothing else speaks", () => {
      expect(typeOf(doc(`<main><h1>Heat pumps</h1>${prose(1)}</main>`), "https://acme.example/blog/heat-pumps")).toMatchObject({ type: "article", reason: expect.stringContaining("/blog/heat-pumps") });
    });
    it("from a dated address /2026/10/slug", () => {
      expect(typeOf(doc(`<main><h1>Heat pumps</h1>${prose(1)}</main>`), "https://acme.example/2026/10/heat-pumps").type).toBe("article");
    });
    it("from long prose alone at a neutral address", () => {
      expect(typeOf(doc(`<main><h1>Heat pumps</h1>${prose(7)}</main>`), "https://acme.example/x7")).toMatchObject({ type: "article", reason: expect.stringContaining("words of prose") });
    });
    it("not from a byline and a date on a short text", () => {
      const html = doc(`<main><h1>Note</h1><div class="byline">By Laura</div><time datetime="2026-10-02">2 Oct</time><p>Short.</p></main>`);
      expect(typeOf(html, "https://acme.example/x7").type).toBe("other");
    });
    it("from a headline over prose that holds the page, with neither byline nor date", () => {
      const result = typeOf(doc(`${NAV}<main><h1>Heat pumps</h1>${prose(3)}</main>${FOOTER}`), "https://acme.example/x7");
      expect(result).toMatchObject({ type: "article", reason: expect.stringMatching(/^a headline over \d+ words of prose in 3 paragraphs/) });
    });
    it("from a headline over prose, over a shared /p/ folder", () => {
      expect(typeOf(doc(`<main><h1>Heat pumps</h1>${prose(3)}</main>`), "https://acme.example/advice/p/12")).toMatchObject({ type: "article", reason: expect.stringContaining("outweighing the address") });
    });
    it("not from a headline over prose set in documentation's furniture", () => {
      expect(typeOf(doc(`<main><h1>Heat pumps</h1>${prose(3)}<pre><code>pump --status</code></pre></main>`), "https://acme.example/x7").type).toBe("docs");
      expect(typeOf(doc(`<main><h1>Heat pumps</h1>${prose(3)}</main>`), "https://acme.example/manual/v2/heat-pumps").type).toBe("docs");
    });
    it("not from a headline over excerpts under linked headings (teasers the card reader did not take)", () => {
      const excerpts = [1, 2, 3].map((n) => `<h2><a href="/blog/post-${n}">Post ${n}</a></h2>${prose(1)}`).join("");
      expect(typeOf(doc(`<main><h1>Journal</h1>${excerpts}</main>`), "https://acme.example/x7").type).not.toBe("article");
    });
    it("not from a headline over prose when the prose is a small share of the page", () => {
      const table = `<table>${Array.from({ length: 60 }, (_, index) => `<tr><td>Model ${index}</td><td>${index * 3} kW heating capacity rated at seven degrees</td></tr>`).join("")}</table>`;
      expect(typeOf(doc(`<main><h1>Heat pumps</h1>${prose(3)}${table}</main>`), "https://acme.example/x7").type).toBe("other");
    });
    it("not from a commenter's author markup", () => {
      const comments = `<div id="comments"><ol><li class="comment"><div class="comment-author vcard"><b class="fn">Pat</b></div><p>Worked a treat.</p></li></ol></div>`;
      const result = detectPageType(page(doc(`<main><h1>Heat pumps</h1>${prose(3)}${comments}</main>`), { url: "https://acme.example/x7" }));
      expect(result.because?.map((reason) => reason.key)).toEqual(["headline-prose"]);
    });
    it("counts paragraphs set apart by blank lines (<br><br>) in one block", () => {
      const body = SENTENCES.map((sentence) => `${sentence} ${sentence}`).join("<br><br>\n");
      const html = doc(`<main><h1>Heat pumps</h1><div class="post-body">${body}</div><div class="post-footer"><span class="post-author">Posted by Laura Bennett</span></div></main>`);
      expect(typeOf(html, "https://acme.example/x7")).toMatchObject({ type: "article", reason: expect.stringContaining("a byline over") });
    });
    it("from a numbered item of an archives folder, which names a listing only by a name (/archives/tokyo)", () => {
      const html = doc(`<main><h1>Heat pumps</h1><p>Short.</p></main>`, ogType("article"));
      expect(typeOf(html, "https://acme.example/archives/000482.html").type).toBe("article");
      expect(typeOf(html, "https://acme.example/archives/24119077").type).toBe("article");
      expect(typeOf(doc(`<main><h1>Tokyo</h1><p>Posts.</p></main>`), "https://acme.example/archives/tokyo").type).toBe("listing");
    });
  });

  describe("docs", () => {
    it("from schema.org TechArticle", () => {
      const html = doc(`<main><h1>Install the CLI</h1>${prose(1)}</main>`, jsonLd({ "@type": "TechArticle", headline: "Install the CLI" }));
      expect(typeOf(html, "https://acme.example/x7")).toMatchObject({ type: "docs", reason: "schema.org TechArticle on the page" });
    });
    it.each(["/docs/getting-started", "/en/docs/cli/install", "/api/v2/users", "/help/billing", "/hilfe/rechnungen", "/ayuda/facturas", "/帮助/账单"])("from the address %s", (path) => {
      expect(typeOf(doc(`<main><h1>Install</h1>${prose(1)}</main>`, ogType("article")), `https://acme.example${encodeURI(path)}`)).toMatchObject({ type: "docs" });
    });
    it("from a help centre's /hc/ address, though its pages are called articles", () => {
      expect(typeOf(doc(`<main><h1>Export invoices</h1><p>Go to Settings and choose Export.</p></main>`), "https://help.acme.example/hc/fr/articles/360021-export").type).toBe("docs");
    });
    it("from a documentation host", () => {
      expect(typeOf(doc(`<main><h1>Install</h1>${prose(1)}</main>`), "https://docs.acme.example/install")).toMatchObject({ type: "docs", reason: "the documentation host docs.acme.example" });
    });
    it("not from a slug that merely starts with a docs word", () => {
      expect(typeOf(doc(`<main><h1>API design</h1>${prose(1)}</main>`), "https://acme.example/api-design-tips").type).not.toBe("docs");
    });
    const chapters = (current: string, href: (slug: string) => string, mark = `class="active"`) =>
      `<nav class="sidebar"><ul>${["install", "users", "ledgers", "backups", "upgrades"].map((slug) => `<li><a href="${href(slug)}"${slug === current ? ` ${mark}` : ""}>${slug}</a></li>`).join("")}</ul></nav>`;
    it("from a hash-routed single-page manual (/#/chapter), which is not the site's root", () => {
      const html = doc(`${chapters("backups", (slug) => `#/setup/${slug}`)}<main><h1>Backups</h1>${prose(1)}</main>`);
      expect(typeOf(html, "https://manual.acme.example/#/setup/backups")).toMatchObject({ type: "docs", reason: expect.stringContaining("a navigation of") });
      expect(typeOf(html, "https://manual.acme.example/#!/setup/backups").type).toBe("docs");
      expect(typeOf(html, "https://manual.acme.example/#top").type).toBe("home");
    });
    it("from a navigation whose link to this page carries another locale's prefix", () => {
      const html = doc(`${chapters("backups", (slug) => `/pt-br/central/setup/${slug}`, `aria-current="page"`)}<main><h1>Backups</h1>${prose(1)}</main>`);
      expect(typeOf(html, "https://acme.example/central/setup/backups")).toMatchObject({ type: "docs", reason: expect.stringContaining("a navigation of") });
    });
    it("from a navigation marking the page with data-active", () => {
      const html = doc(`${chapters("backups", (slug) => `/docs/setup/${slug}`, `data-active="true"`)}<main><h1>Backups</h1>${prose(1)}</main>`);
      expect(typeOf(html, "https://acme.example/guide/setup/backups")).toMatchObject({ type: "docs", reason: expect.stringContaining("a navigation of") });
    });
    it.each(["/nl/3.2/reports/export/", "/guide/v2/reports", "/en/latest/reports.html"])("from a release folder in the address %s", (path) => {
      expect(typeOf(doc(`<main><h1>Export</h1>${prose(1)}</main>`), `https://acme.example${path}`).type).toBe("docs");
    });
    it("not from a release-like last segment, nor a year folder", () => {
      expect(typeOf(doc(`<main><h1>Release</h1><p>Short.</p></main>`), "https://acme.example/news/2.5").type).not.toBe("docs");
      expect(typeOf(doc(`<main><h1>Heat pumps</h1><p>Short.</p></main>`), "https://acme.example/2026/heat-pumps").type).not.toBe("docs");
    });
  });

  describe("product", () => {
    it("from schema.org Product at a neutral address /item-42", () => {
      const html = doc(`<main><h1>Anvil 42</h1><p>A heavy anvil.</p></main>`, jsonLd({ "@type": "Product", name: "Anvil 42", offers: { "@type": "Offer", price: "99", priceCurrency: "EUR" } }));
      expect(typeOf(html, "https://acme.example/item-42")).toMatchObject({ type: "product", reason: "schema.org Product on the page" });
    });
    it("from a price and an add-to-cart button at a neutral address /item-42", () => {
      const html = doc(`${NAV}<main><h1>Anvil 42</h1><p>A heavy anvil for the workshop.</p><p class="price">€99.00</p><button>Add to cart</button></main>${FOOTER}`);
      expect(typeOf(html, "https://acme.example/item-42")).toMatchObject({ type: "product", reason: "a price and an add-to-cart button" });
    });
    it.each([
      ["Spanish", "<p>99,00 €</p><button>Añadir al carrito</button>"],
      ["German", "<p>99,00 €</p><button>In den Warenkorb</button>"],
      ["Japanese", "<p>9,800円</p><button>カートに入れる</button>"],
      ["Korean", "<p>₩98,000</p><button>장바구니 담기</button>"],
      ["Chinese", "<p>¥680</p><button>加入购物车</button>"],
    ])("from a %s cart button", (_language, content) => {
      expect(typeOf(doc(`<main><h1>Anvil</h1>${content}</main>`), "https://acme.example/x7").type).toBe("product");
    });
    it("from a full-width yen price and an add-to-cart button", () => {
      expect(typeOf(doc(`<main><div class="title">明前碧螺春 100g</div><p>￥128.00</p><a href="#" class="buy">加入购物车</a></main>`), "https://item.acme.example/5208810.htm").type).toBe("product");
    });
    it("from og:type product", () => {
      expect(typeOf(doc(`<main><h1>Anvil</h1><p>Heavy.</p></main>`, ogType("product")), "https://acme.example/x7")).toMatchObject({ type: "product", reason: 'og:type "product"' });
    });
    it("from a product address when nothing else speaks", () => {
      expect(typeOf(doc(`<main><h1>Anvil</h1><p>Heavy.</p></main>`), "https://acme.example/products/anvil")).toMatchObject({ type: "product" });
    });
    it("over a blog address when the page sells the thing", () => {
      expect(typeOf(doc(`<main><h1>Anvil</h1><p>$99</p><button>Buy now</button></main>`), "https://acme.example/blog/anvil").type).toBe("product");
    });
    it.each([
      ["Spanish", `<p>$ 12.990</p><input type="submit" value="Comprar">`],
      ["German", `<p>CHF 59.00</p><button>Kaufen</button>`],
      ["Italian", `<p>39,00 €</p><a class="btn" href="/cart?add=44">Acquista</a>`],
      ["Japanese", `<p>¥3,520</p><button>購入する</button>`],
    ])("from a %s buy button whose whole label is the verb", (_language, content) => {
      expect(typeOf(doc(`<main><h1>Anvil</h1>${content}</main>`), "https://acme.example/x7")).toMatchObject({ type: "product", reason: "a price and an add-to-cart button" });
    });
    it("from a cart control named in the shop engine's markup, whatever its label", () => {
      const woo = `<p class="price">$24.00</p><form class="cart" method="post"><button type="submit" name="add-to-cart" class="single_add_to_cart_button button"><svg aria-hidden="true"></svg></button></form>`;
      expect(typeOf(doc(`<main><h1>Anvil</h1>${woo}</main>`), "https://acme.example/x7")).toMatchObject({ type: "product", reason: "a price and an add-to-cart button" });
      const shopify = `<p>24,00 kr</p><p>€24,00</p><form action="/cart/add" method="post"><button type="submit">Lägg i varukorgen</button></form>`;
      expect(typeOf(doc(`<main><h1>Anvil</h1>${shopify}</main>`), "https://acme.example/x7").type).toBe("product");
    });
    it("by og:type product over a headline over its description", () => {
      expect(typeOf(doc(`<main><h1>Anvil</h1>${prose(3)}</main>`, ogType("product")), "https://acme.example/x7").type).toBe("product");
    });
    it("not from a link that only contains a buy verb", () => {
      const html = doc(`<main><h1>Anvils</h1>${prose(3)}<p>Ours cost $99.</p><p><a href="/guides/where-to-buy">Buy a used anvil safely</a></p></main>`);
      expect(typeOf(html, "https://acme.example/x7").type).toBe("article");
    });
  });

  describe("pricing", () => {
    const plans = `<main><h1>Plans for every team</h1><div class="plan"><h2>Starter</h2><p>$0/month</p></div><div class="plan"><h2>Team</h2><p>$12/month per user</p></div><div class="plan"><h2>Business</h2><p>$30/month per user</p></div></main>`;
    it("from plan cards at a neutral address", () => {
      expect(typeOf(doc(plans), "https://acme.example/x7")).toMatchObject({ type: "pricing", reason: "3 prices with billing periods" });
    });
    it.each(["/pricing", "/en/pricing", "/precios", "/tarifs", "/preise", "/precos", "/prezzi", "/prijzen", "/料金", "/요금제", "/价格"])("from the address %s", (path) => {
      expect(typeOf(doc(`<main><h1>Acme</h1><p>Simple, fair prices.</p></main>`), `https://acme.example${encodeURI(path)}`)).toMatchObject({ type: "pricing" });
    });
    it("from the address even when og:type says article (as WordPress SEO plugins set on every page)", () => {
      expect(typeOf(doc(`<main><h1>Acme</h1><p>Simple, fair prices.</p></main>`, ogType("article")), "https://acme.example/pricing").type).toBe("pricing");
    });
    it("from Product schema with plan prices, rather than product", () => {
      const html = doc(plans, jsonLd({ "@type": "SoftwareApplication", name: "Acme" }) + jsonLd({ "@type": "Product", name: "Acme", offers: [{ "@type": "Offer", price: "0" }, { "@type": "Offer", price: "12" }] }));
      expect(typeOf(html, "https://acme.example/x7")).toMatchObject({ type: "pricing", reason: expect.stringMatching(/^schema\.org Product with plan prices/) });
    });
    it("not from a long interview that quotes monthly prices", () => {
      const talk = Array.from({ length: 30 }, (_, index) => `<p>We charged $10 a month at first, then $${index + 20}/month. ${SENTENCES.join(" ")}</p>`).join("");
      expect(typeOf(doc(`<main><h1>Episode 32</h1>${talk}</main>`), "https://acme.example/podcast/032").type).not.toBe("pricing");
    });
    it.each([
      ["German", "<p>Basis 9,99 € pro Monat</p><p>Team 19,99 €/Monat</p>"],
      ["Japanese", "<p>ライト 月額980円</p><p>スタンダード 月額1,980円</p>"],
      ["Korean", "<p>베이직 월 9,900원</p><p>프로 월 19,900원</p>"],
      ["French, with a tax tag", "<p>Solo 9 € HT/mois</p><p>Équipe 29 € HT / mois</p>"],
    ])("from %s plan prices", (_language, cards) => {
      expect(typeOf(doc(`<main><h1>Acme</h1>${cards}</main>`), "https://acme.example/x7").type).toBe("pricing");
    });
    it("from the page's heading", () => {
      expect(typeOf(doc(`<main><h1>Preise</h1><p>Einfach und fair.</p></main>`), "https://acme.example/x7")).toMatchObject({ type: "pricing", reason: expect.stringContaining('"preise"') });
    });
  });

  describe("contact", () => {
    it("from schema.org ContactPage", () => {
      expect(typeOf(doc(`<main><h1>Talk to us</h1></main>`, jsonLd({ "@type": "ContactPage" })), "https://acme.example/x7")).toMatchObject({ type: "contact" });
    });
    it("from contact details in the page's own content", () => {
      const html = doc(`${NAV}<main><h1>Talk to us</h1><p>Call <a href="tel:+15551234">555 1234</a> or write to <a href="mailto:hi@acme.example">hi@acme.example</a>.</p><form><textarea name="message"></textarea><button>Send</button></form></main>${FOOTER}`);
      expect(typeOf(html, "https://acme.example/x7")).toMatchObject({ type: "contact", reason: "contact details in the page's own content (a tel: link, a mailto: link, a message form)" });
    });
    it("not from the footer's contact details, which are on every page", () => {
      expect(typeOf(doc(`${NAV}<main><h1>Our anvils</h1><p>Forged in Springfield since 1920.</p></main>${FOOTER}`), "https://acme.example/x7").type).toBe("other");
    });
    it.each(["/contact", "/contact-us", "/contacto", "/kontakt", "/contato", "/contatti", "/contactez-nous", "/お問い合わせ", "/문의", "/联系我们"])("from the address %s", (path) => {
      expect(typeOf(doc(`<main><h1>Acme</h1><p>We answer within a day.</p></main>`), `https://acme.example${encodeURI(path)}`)).toMatchObject({ type: "contact" });
    });
    it("from a CJK heading that ends with a contact word", () => {
      expect(typeOf(doc(`<main><h1>市役所へのお問い合わせ</h1><p>電話番号：000-123-4567</p></main>`), "https://city.example/1002345.html")).toMatchObject({ type: "contact" });
    });
    it("from the page's heading at a neutral address", () => {
      expect(typeOf(doc(`<main><h1>Contáctanos</h1><p>Respondemos en un día.</p></main>`), "https://acme.example/x7")).toMatchObject({ type: "contact" });
    });
    it("not from a slug that merely starts with contact", () => {
      expect(typeOf(doc(`<main><h1>Pay by card</h1><p>Tap to pay.</p></main>`), "https://acme.example/contactless-payments").type).toBe("other");
    });
    it.each(["Find us", "Anfahrt", "Nous trouver", "Dove siamo", "Cómo llegar", "アクセス", "오시는 길"])("from a directions page's heading %s", (heading) => {
      expect(typeOf(doc(`<main><h1>${heading}</h1><p>Ten minutes from the station.</p></main>`), "https://acme.example/x7")).toMatchObject({ type: "contact" });
    });
    it("from the title when the h1 is a slogan", () => {
      const html = `<!doctype html><html lang="de"><head><title>Kontakt – Schreinerei Braun</title></head><body><main><h1>Wir freuen uns auf Ihre Nachricht</h1><p>Schreiben Sie uns.</p></main></body></html>`;
      expect(typeOf(html, "https://acme.example/schreiben-sie-uns")).toMatchObject({ type: "contact", reason: expect.stringContaining('"kontakt"') });
    });
    it("from a phone number written out beside a message form, and an embedded map", () => {
      const form = `<form><textarea name="message"></textarea><button>Send</button></form>`;
      expect(typeOf(doc(`<main><h1>Say hello</h1><p>Phone: 0171 000 0000</p>${form}</main>`), "https://acme.example/x7")).toMatchObject({
        type: "contact",
        reason: "contact details in the page's own content (a phone number, a message form)",
      });
      const map = `<iframe src="https://www.google.com/maps/embed?pb=1"></iframe>`;
      expect(typeOf(doc(`<main><h1>Say hello</h1><p>Tel. 0171 000 0000</p>${map}</main>`), "https://acme.example/x7").type).toBe("contact");
    });
    it("not from a year or a price beside a form", () => {
      const form = `<form><textarea name="message"></textarea><button>Send</button></form>`;
      expect(typeOf(doc(`<main><h1>Comments</h1><p>Since 1920, call it 2026.</p>${form}</main>`), "https://acme.example/x7").type).not.toBe("contact");
    });
  });

  describe("about", () => {
    it("from schema.org AboutPage", () => {
      expect(typeOf(doc(`<main><h1>Acme since 1920</h1><p>Forged in Springfield.</p></main>`, jsonLd({ "@type": "AboutPage" })), "https://acme.example/x7")).toMatchObject({ type: "about" });
    });
    it.each(["/about", "/about-us", "/company/about-us", "/über-uns", "/qui-sommes-nous", "/chi-siamo", "/over-ons", "/会社概要", "/关于我们"])("from the address %s", (path) => {
      expect(typeOf(doc(`<main><h1>Acme</h1><p>Forged in Springfield.</p></main>`), `https://acme.example${encodeURI(path)}`)).toMatchObject({ type: "about" });
    });
    it("from the page's heading", () => {
      expect(typeOf(doc(`<main><h1>Über uns</h1><p>Seit 1920.</p></main>`), "https://acme.example/x7")).toMatchObject({ type: "about" });
    });
    it("not from the author's ProfilePage nested in a post's schema", () => {
      const html = doc(`<main><h1>First Model 3</h1><p>Out of the factory.</p></main>`, jsonLd({ "@type": "ImageObject", author: { "@type": "Person", mainEntityOfPage: { "@type": "ProfilePage", "@id": "https://acme.example/teslamotors/" } } }));
      expect(typeOf(html, "https://acme.example/x7").type).not.toBe("about");
    });
    it("from a nested ProfilePage that is this page", () => {
      const html = doc(`<main><h1>Laura Bennett</h1><p>Energy writer.</p></main>`, jsonLd({ "@type": "Person", mainEntityOfPage: { "@type": "ProfilePage", "@id": "https://acme.example/authors/laura/" } }));
      expect(typeOf(html, "https://acme.example/authors/laura").type).toBe("about");
    });
    it("from og:type profile", () => {
      expect(typeOf(doc(`<main><h1>Laura Bennett</h1><p>Energy writer.</p></main>`, ogType("profile")), "https://acme.example/x7")).toMatchObject({ type: "about" });
    });
    it("not from a heading that only starts with About, nor an article slug starting with about", () => {
      expect(typeOf(doc(`<main><h1>About heat pumps</h1><p>They move heat.</p></main>`), "https://acme.example/about-heat-pumps").type).toBe("other");
    });
    it("from the title when the h1 is a slogan", () => {
      const html = `<!doctype html><html lang="en"><head><title>About us | Quillfeather</title></head><body><main><h1>Words that hold up in court</h1><p>Six translators in two cities.</p></main></body></html>`;
      expect(typeOf(html, "https://acme.example/studio")).toMatchObject({ type: "about", reason: expect.stringContaining('"about us"') });
    });
  });

  describe("listing", () => {
    const cards = Array.from({ length: 6 }, (_, index) => `<article><h2><a href="/blog/post-${index}">Post ${index}</a></h2><p>A short excerpt of post ${index}.</p></article>`).join("");
    it("from schema.org CollectionPage or ItemList", () => {
      expect(typeOf(doc(`<main><h1>Anvils</h1></main>`, jsonLd({ "@type": "CollectionPage" })), "https://acme.example/x7")).toMatchObject({ type: "listing" });
      expect(typeOf(doc(`<main><h1>Anvils</h1></main>`, jsonLd({ "@type": "ItemList", itemListElement: [] })), "https://acme.example/x7")).toMatchObject({ type: "listing" });
    });
    it("from several top-level products", () => {
      const products = Array.from({ length: 4 }, (_, index) => ({ "@type": "Product", name: `Anvil ${index}` }));
      expect(typeOf(doc(`<main><h1>Anvils</h1></main>`, jsonLd({ "@graph": products })), "https://acme.example/x7")).toMatchObject({ type: "listing", reason: "4 schema.org products on one page" });
    });
    it("from linked cards at a neutral address", () => {
      expect(typeOf(doc(`<main><h1>Journal</h1>${cards}</main>`), "https://acme.example/x7")).toMatchObject({ type: "listing", reason: "6 teasers linking to other pages" });
    });
    it("from several add-to-cart buttons", () => {
      const shelf = Array.from({ length: 4 }, (_, index) => `<div><h2>Anvil ${index}</h2><p>$${index + 10}</p><button>Add to cart</button></div>`).join("");
      expect(typeOf(doc(`<main><h1>Anvils</h1>${shelf}</main>`), "https://acme.example/x7").type).toBe("listing");
    });
    it.each(["/blog", "/blog/", "/es/noticias/", "/category/anvils", "/tag/forging", "/collections/anvils", "/search"])("from the address %s", (path) => {
      expect(typeOf(doc(`<main><h1>Acme</h1><p>Latest posts.</p></main>`), `https://acme.example${path}`)).toMatchObject({ type: "listing" });
    });
    it("from three teasers that each carry an excerpt and a date", () => {
      const three = [3, 2, 1].map((n) => `<article><h2><a href="/garden/post-${n}/">Sowing tomatoes, week ${n}</a></h2><p>By Carmen Vidal on March ${n}, 2026</p><p>What worked on a twelve-square-metre roof this spring.</p></article>`).join("");
      expect(typeOf(doc(`<main><h1>Category: Garden</h1>${three}</main>`), "https://acme.example/x7")).toMatchObject({ type: "listing", reason: "3 teasers linking to other pages" });
    });
    it("at the site's root, when a run of teasers is nearly all it holds (a blog's index)", () => {
      expect(typeOf(doc(`<main><h1>Latest posts</h1>${cards}</main>`), "https://acme.example/")).toMatchObject({ type: "listing" });
      expect(typeOf(doc(`<main><h1>Acme</h1>${prose(6)}${cards}</main>`), "https://acme.example/")).toMatchObject({ type: "home" });
    });
    it("not from comments whose links are their writers' handles and pictures", () => {
      const comments = Array.from({ length: 6 }, (_, index) => `<div class="c"><a href="/user${index}/"><img src="/a.jpg" alt="user${index}'s profile picture"></a><h3><a href="/user${index}/">user${index}</a></h3><p>Lovely car, congratulations to the whole team!</p></div>`).join("");
      expect(typeOf(doc(`<main><h1>The first car off the line</h1><p>223w</p>${comments}</main>`), "https://acme.example/x7").type).not.toBe("listing");
    });
    it("not from a repository page's few linked sidebar headings", () => {
      const sidebar = ["releases", "packages", "dependents", "contributors", "stargazers"].map((name) => `<h2><a href="/acme/repo/${name}">${name}</a></h2>`).join("");
      expect(typeOf(doc(`<main><h1>acme / repo</h1>${prose(2)}${sidebar}</main>`), "https://acme.example/acme/repo").type).not.toBe("listing");
    });
    it("from links that each wrap a card (a heading, an excerpt, a date), at the root when they are all it holds", () => {
      const wrapped = [20, 3, 1].map((day) => `<a class="card" href="/posts/day-${day}/"><h2>Sowing tomatoes on day ${day}</h2><p>What worked on a small roof this spring.</p><time datetime="2026-02-${String(day).padStart(2, "0")}">${day} Feb 2026</time></a>`).join("");
      expect(typeOf(doc(`<main><div class="feed">${wrapped}</div></main>`), "https://acme.example/")).toMatchObject({ type: "listing", reason: expect.stringContaining("3 teasers") });
      expect(typeOf(doc(`<main><div class="feed">${wrapped}</div></main>`), "https://acme.example/x7")).toMatchObject({ type: "listing" });
      expect(typeOf(doc(`<main><h1>Acme</h1>${prose(2)}<div class="feed">${wrapped}</div></main>`), "https://acme.example/")).toMatchObject({ type: "home" });
    });
    it("from headline cards with a byline and a date but no excerpt", () => {
      const headlines = [26, 25, 24, 23].map((day) => `<div class="item"><h3><a href="/local/story-${day}">Council votes on the new swimming pool ${day}</a></h3><p class="meta">By Theresa Gruber · ${day}.02.2026</p></div>`).join("");
      expect(typeOf(doc(`<main><h1>Local news</h1><div class="list">${headlines}</div></main>`), "https://acme.example/local/")).toMatchObject({ type: "listing", reason: "4 teasers linking to other pages" });
    });
    it("not from an episode's few related episodes beside its player", () => {
      const related = [3, 2, 1].map((n) => `<div class="cell"><a href="/podcast/episode-${n}/"><h3>Episode ${n}: markets and money</h3><span class="date">Mar ${n}, 2023</span><span>Tess Vigeland and guests</span></a></div>`).join("");
      expect(typeOf(doc(`<main><h1>Episode 4</h1><audio src="/e4.mp3" controls></audio><p>Monopoly power, explained.</p><div class="grid">${related}</div></main>`), "https://acme.example/podcast/episode-4/").type).toBe("other");
    });
    it("not from an article's handful of related links", () => {
      const related = Array.from({ length: 5 }, (_, index) => `<h3><a href="/blog/other-${index}">Other ${index}</a></h3>`).join("");
      expect(typeOf(doc(`<main><h1>Heat pumps</h1>${prose(8)}${related}</main>`), "https://acme.example/x7").type).toBe("article");
    });
  });

  describe("other", () => {
    it("when nothing identifies the page", () => {
      expect(typeOf(doc(`<main><h1>Sign in</h1><form><input name="user"><input type="password"></form></main>`), "https://acme.example/login")).toMatchObject({
        type: "other",
        reason: "no schema type, content pattern, heading or address identified the page",
      });
    });
    it("from a scripted player's play selector beside a short description, whatever og:type says", () => {
      const player = `<div class="play-selector flex"><button class="listen-btn" aria-label="Play"><span class="play-icon"></span></button></div>`;
      const html = doc(`<main><h1>Episode 12</h1><p><time datetime="2023-05-02">May 2, 2023</time></p>${player}${prose(1)}</main>`, ogType("article"));
      expect(typeOf(html, "https://acme.example/podcasts/show/episodes/12").type).toBe("other");
    });
    it("on an empty document", () => {
      expect(typeOf("", "https://acme.example/x7").type).toBe("other");
    });
    it("on a malformed percent-encoded address, without throwing", () => {
      expect(typeOf(doc("<p>Hi</p>"), "https://acme.example/%E0%A4%A").type).toBe("other");
    });
  });

  describe("content over address", () => {
    const posted = `<main><article><h1>Repotting a monstera</h1>${prose(3)}<footer class="entry-meta">Posted by Ines Moreau on March 3, 2026</footer></article></main>`;
    it("types the brief's post at /p/88 as an article by its byline, date and prose, and says the address lost", () => {
      const result = detectPageType(page(doc(`${NAV}${posted}`), { url: "https://acme.example/p/88" }));
      expect(result.type).toBe("article");
      expect(result.because?.map((reason) => reason.key)).toEqual(["byline-date-prose", "weak-address"]);
      expect(result.reason).toMatch(/^a byline, a date and \d+ words of prose, outweighing the address \/p\/88 looks like a product page$/);
    });
    it.each(["/x/1", "/s/9f3k2", "/?p=123", "/2026/03/03/monstera", "/node/2718"])("types the same post at %s as an article", (address) => {
      expect(typeOf(doc(`${NAV}${posted}`), `https://acme.example${address}`).type).toBe("article");
    });
    it("types a shop's product at /p/88 by its price and cart button", () => {
      const html = doc(`${NAV}<main><h1>Stoneware mug</h1><p>Hand-thrown in our workshop, 350 ml.</p><p class="price">€28.00</p><button>Add to cart</button></main>${FOOTER}`);
      expect(typeOf(html, "https://acme.example/p/88")).toMatchObject({ type: "product", reason: expect.stringMatching(/^a price and an add-to-cart button/) });
    });
    it("types a blog index at a neutral address by its teasers, over the bylines and dates in them", () => {
      const teasers = Array.from({ length: 6 }, (_, index) => `<div class="card"><h2><a href="/p/${80 + index}">Post number ${index}</a></h2><p>By Ines Moreau · March ${index + 1}, 2026</p><p>A short excerpt of post ${index}.</p></div>`).join("");
      expect(typeOf(doc(`${NAV}<main><h1>Journal</h1>${teasers}</main>`), "https://acme.example/x/1")).toMatchObject({ type: "listing", reason: "6 teasers linking to other pages" });
    });
    it("types documentation by a navigation that marks the page, and its code blocks", () => {
      const pages = ["install", "configure", "deploy", "upgrade", "faq"];
      const nav = `<aside><ul>${pages.map((name) => `<li><a href="/guide/${name}"${name === "configure" ? ' aria-current="page"' : ""}>${name}</a></li>`).join("")}</ul></aside>`;
      const html = doc(`${NAV}${nav}<main><h1>Configure</h1>${prose(1)}<pre><code>acme init</code></pre></main>`);
      const result = detectPageType(page(html, { url: "https://acme.example/guide/configure" }));
      expect(result).toMatchObject({ type: "docs" });
      expect(result.because?.map((reason) => reason.key)).toEqual(["docs-navigation", "code-blocks"]);
    });
    it("keeps an article with related posts under it an article", () => {
      const related = Array.from({ length: 5 }, (_, index) => `<li><a href="/p/${index}">Another good post ${index}</a><span>March ${index + 1}, 2026</span></li>`).join("");
      expect(typeOf(doc(`${NAV}${posted}<section><h2>Related</h2><ul>${related}</ul></section>`), "https://acme.example/p/88").type).toBe("article");
    });
    it("types a press release with a press contact as an article, not a contact page", () => {
      const html = doc(`<main><p>March 3, 2026</p><h1>Acme opens a second forge</h1>${prose(3)}<p>Press: <a href="tel:+15551234">555 1234</a>, <a href="mailto:press@acme.example">press@acme.example</a></p></main>`);
      expect(typeOf(html, "https://acme.example/x/1").type).toBe("article");
    });
    it("types a short episode page with a player as other, over its dated blurb", () => {
      const html = doc(`<main><p>March 3, 2026</p><h1>Episode 12</h1><audio src="/ep12.mp3" controls></audio>${prose(1)}</main>`, ogType("article"));
      expect(typeOf(html, "https://acme.example/episodes/12")).toMatchObject({ type: "other", reason: expect.stringMatching(/^a media player/) });
    });
  });
});
