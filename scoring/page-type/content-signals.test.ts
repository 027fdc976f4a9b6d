// Page-type signals read from content (issue 13, round 4): a help centre's feedback question, release headings,
// short runs of undated cards, add-to-cart buttons inside a shop's blog post rather than a product's buy box,
// and an event's start time with its booking button.
import { describe, expect, it } from "vitest";
import { detectPageType } from "../page-type.ts";
import { page } from "../test-helpers.ts";

const SENTENCE = "Grants in many countries cover part of the installation, and the paperwork is simpler than it looks to most owners.";
const para = (words = 3) => `<p>${Array.from({ length: words }, () => SENTENCE).join(" ")}</p>`;
const doc = (body: string, lang = "en") => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Acme</title></head><body>${body}</body></html>`;
const typeOf = (body: string, url: string, lang?: string) => detectPageType(page(doc(body, lang), { url }));

describe("help centres", () => {
  const article = (prompt: string) =>
    `<main><h1>Change the billing email</h1><div class="avatar__info">Written by Maya Ortiz</div>${para()}${para()}${para()}<div class="reactions"><div>${prompt}</div><button>Yes</button><button>No</button></div></main>`;

  it("types a bylined help article with the feedback question as documentation", () => {
    const result = typeOf(article("Did this answer your question?"), "https://help.acme.example/en/articles/88-change-billing-email");
    expect(result.type).toBe("docs");
    expect(result.because?.map((reason) => reason.key)).toContain("feedback-question");
  });

  it("reads the question in other languages", () => {
    expect(typeOf(article("¿Te ha resultado útil este artículo?"), "https://ayuda.acme.example/hc/es/articles/88", "es").because?.map((r) => r.key)).toContain("feedback-question");
    expect(typeOf(article("この記事は役に立ちましたか？"), "https://acme.example/support/faq/88", "ja").because?.map((r) => r.key)).toContain("feedback-question");
  });

  it("does not take the question asked inside a sentence for the widget", () => {
    const body = `<main><h1>Our survey</h1><p>By Ann Lee, March 3, 2026</p>${para()}<p>We asked readers "was this article helpful?" and most said yes, which surprised us.</p>${para()}</main>`;
    expect(typeOf(body, "https://acme.example/blog/survey").type).toBe("article");
  });
});

describe("release notes", () => {
  const release = (heading: string, under = "") => `<section><h2>${heading}</h2>${under}<ul><li>Fixed exports with accents in names.</li><li>Faster loading.</li></ul></section>`;

  it("types three or more headings of versions and their dates as documentation", () => {
    const body = `<main><h1>What's new</h1>${release("Version 5.3.0 — 17 February 2026")}${release("Version 5.2 — 29 January 2026")}${release("v5.1 (8 January 2026)")}</main>`;
    const result = typeOf(body, "https://acme.example/whats-new");
    expect(result.type).toBe("docs");
    expect(result.because?.[0]).toEqual({ key: "release-headings", params: { releases: 3 } });
  });

  it("reads the release's date on the line under its number", () => {
    const body = `<main><h1>Changelog</h1>${release("2.14.0", "<p>February 26, 2026</p>")}${release("2.13.2", "<p>February 11, 2026</p>")}${release("2.13.0", "<p>January 28, 2026</p>")}</main>`;
    expect(typeOf(body, "https://acme.example/changelog").type).toBe("docs");
  });

  it("takes neither dated headings nor numbered sections for releases", () => {
    const minutes = `<main><h1>Minutes</h1>${release("Meeting of 24.02.2026")}${release("Meeting of 17.02.2026")}${release("Meeting of 10.02. 2026")}</main>`;
    expect(typeOf(minutes, "https://acme.example/minutes").because?.map((r) => r.key)).not.toContain("release-headings");
    const sections = `<main><h1>Report</h1>${release("1.1 Background")}${release("1.2 Method")}${release("1.3 Results")}</main>`;
    expect(typeOf(sections, "https://acme.example/report").because?.map((r) => r.key)).not.toContain("release-headings");
  });
});

describe("short runs of undated cards", () => {
  const card = (n: number) => `<article class="card"><h2><a href="/guides/guide-${n}">Guide number ${n} to watering</a></h2><p>Drip lines, emitters every thirty centimetres and a tap timer: the parts and the order to fit them.</p></article>`;

  it("types three cards, each a linked heading over an excerpt, as a small listing", () => {
    const result = typeOf(`<main><h1>Drip irrigation</h1><section>${card(1)}${card(2)}${card(3)}</section></main>`, "https://acme.example/x/drip");
    expect(result.type).toBe("listing");
    expect(result.because?.[0]).toEqual({ key: "teasers", params: { cards: 3 } });
  });

  it("lets the page's own heading outweigh them (an about page's cards of services)", () => {
    expect(typeOf(`<main><h1>About us</h1><section>${card(1)}${card(2)}${card(3)}</section></main>`, "https://acme.example/about").type).toBe("about");
  });
});

describe("add-to-cart buttons in a shop's blog post", () => {
  const buyBox = (n = 1) => `<div class="featured"><a href="/products/pan-${n}">Cast iron pan ${n}</a><span class="price">€44.95</span><button class="btn-cart">Add to cart</button></div>`;
  const header = `<h1>How to care for a cast iron pan</h1><p class="byline">By Ruud Verhagen · <time datetime="2026-03-04">March 4, 2026</time></p>`;

  it("types a bylined, dated post with a featured product below its opening as an article", () => {
    const result = typeOf(`<main>${header}${para()}${para()}${para()}${buyBox()}${para()}</main>`, "https://acme.example/journal/cast-iron");
    expect(result.type).toBe("article");
    expect(result.because?.map((r) => r.key)).toContain("cart-in-post");
  });

  it("types the same post with a shelf of products below it as an article", () => {
    const result = typeOf(`<main>${header}${para()}${para()}${para()}<div class="slider">${buyBox(1)}${buyBox(2)}${buyBox(3)}${buyBox(4)}</div></main>`, "https://acme.example/journal/cast-iron");
    expect(result.type).toBe("article");
  });

  it("keeps a product page whose byline and date are the book's, with its buy box above the description", () => {
    const body = `<main><h1>The Salt Roads</h1><p>by <a rel="author" href="/author/helen-marsh">Helen Marsh</a></p><p>Published <time datetime="2026-02-05">February 5, 2026</time></p><span class="price">£18.99</span><form action="/cart/add"><button>Add to basket</button></form>${para()}${para()}${para()}</main>`;
    expect(typeOf(body, "https://acme.example/books/the-salt-roads").type).toBe("product");
  });
});

describe("event pages without an Event schema", () => {
  const event = (when: string, action: string) =>
    `<main><h1>Closing the books faster</h1><p class="when">${when}</p>${para()}${para()}${para()}<form action="/register"><input type="email" name="email"><button>${action}</button></form></main>`;

  it("types a start time at the head and a booking button as an event's page", () => {
    const result = typeOf(event("Thursday, April 9, 2026 · 12:00 PM ET", "Save my seat"), "https://acme.example/x/closing");
    expect(result.type).toBe("other");
    expect(result.because?.[0]).toEqual({ key: "event-details" });
    expect(typeOf(event("Samstag, 21. März 2026, 19 Uhr", "Jetzt anmelden"), "https://acme.example/x/konzert", "de").type).toBe("other");
  });

  it("needs both: a dated post with a time in its dateline and no booking button stays an article", () => {
    expect(typeOf(event("March 3, 2026, 10:30 am", "Subscribe"), "https://acme.example/x/closing").type).toBe("article");
    expect(typeOf(event("March 3, 2026", "Register"), "https://acme.example/x/closing").type).toBe("article");
  });

  it("lets a byline over the prose outweigh them (a report on an event, with its booking button)", () => {
    const body = `<main><h1>Closing the books faster</h1><p>By Ann Lee · March 3, 2026</p><p>April 9, 2026 · 12:00 PM ET</p>${para()}${para()}${para()}<a href="/register">Register</a></main>`;
    expect(typeOf(body, "https://acme.example/x/closing").type).toBe("article");
  });
});
