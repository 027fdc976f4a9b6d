// Internal links: crawlable links from the main content to the site's other pages, and the about and
// contact pages reachable from anywhere on the page.
import { defineCheck, partial, pass } from "../../check.ts";
import type { Reason } from "../../messages.ts";
import type { PageType } from "../../page-types.ts";

/** In-content internal links that make a page part of the site's topic graph, by page type. */
const TARGET_LINKS: Record<PageType, number> = { article: 3, docs: 3, other: 2, home: 5, listing: 5, product: 2, pricing: 2, about: 2, contact: 1 };
/** Shares of the score: links in the content, the about page reachable, the contact page reachable. */
const SHARES = { content: 0.6, about: 0.2, contact: 0.2 } as const;

/** An email or phone link: contact without a contact page. */
const MAIL_OR_PHONE = /^\s*(?:mailto|tel):/i;

/**
 * The evidence: the content's links, then the about and contact findings (details), then links without an
 * href. The fixes come in another order (content, hrefs, about, contact), so the hrefs' finding is part of
 * the main reason rather than a detail.
 */
const LINKED = "{pages|internal page} linked from the content ({target} expected on {an} {type} page); {details}";
const UNCRAWLABLE = "; {uncrawlable|link} without a crawlable href ({examples})";
const LINK_MORE = "Link from the text to at least {target} related pages of the site with descriptive anchor text.";
const GIVE_HREFS = 'Give every link a real href (<a href="/path">); crawlers do not run onclick or javascript: links.';

export default defineCheck({
  id: "internal-links",
  category: "Entity & Topic Coverage",
  title: { pass: "The content links into the site", fail: "The content has few crawlable internal links" },
  why: "Crawlers reach and relate a site's pages through links in HTML; about and contact pages tell engines who stands behind the content.",
  source: "Google Search Central, Link best practices (crawlable links); SEO Starter Guide",
  weight: 10,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["markup"],
  messages: {
    "content-links": { evidence: `${LINKED}.` },
    "few-content-links": { evidence: `${LINKED}.`, fix: LINK_MORE },
    "uncrawlable-links": { evidence: `${LINKED}${UNCRAWLABLE}.`, fix: GIVE_HREFS },
    "few-content-links-uncrawlable": { evidence: `${LINKED}${UNCRAWLABLE}.`, fix: `${LINK_MORE} ${GIVE_HREFS}` },
    "about-page": { evidence: "an about page is reachable" },
    "no-about-page": { evidence: "no link to an about page", fix: "Link to an about page (usually in the header or footer)." },
    "contact-reachable": { evidence: "contact is reachable" },
    "no-contact": { evidence: "no link to a contact page or address", fix: "Link to a contact page or give an email address." },
  },
  run(ctx) {
    const type = ctx.pageType.type;
    const target = TARGET_LINKS[type];
    const { internalPages: distinct, uncrawlable } = ctx.contentLinks;
    const path = (url: URL) => {
      const pathname = url.pathname;
      // decodeURI changes only %-escapes: most paths have none, and need no decoded copy.
      if (!pathname.includes("%")) return pathname;
      try {
        return decodeURI(pathname);
      } catch {
        return pathname;
      }
    };
    // About and contact pages by address and by link text, in every lexicon's words.
    const { aboutPath, contactPath, aboutText, contactText } = ctx.words;
    let about = type === "about" || aboutPath.test(path(ctx.input.url));
    let contact = type === "contact" || contactPath.test(path(ctx.input.url));
    // One pass for both pages, each link's path decoded once, ending when both are found.
    for (const link of ctx.links) {
      if (about && contact) break;
      if (!link.internal) continue;
      const linkPath = path(link.url);
      about ||= aboutPath.test(linkPath) || aboutText.test(link.text);
      contact ||= contactPath.test(linkPath) || contactText.test(link.text);
    }
    contact ||= ctx.elements.byTag("a").some((anchor) => MAIL_OR_PHONE.test(anchor.getAttribute("href") ?? ""));
    const score = SHARES.content * Math.min(1, distinct / target) + (about ? SHARES.about : 0) + (contact ? SHARES.contact : 0);

    const details: Reason[] = [{ key: about ? "about-page" : "no-about-page" }, { key: contact ? "contact-reachable" : "no-contact" }];
    const linked = { pages: String(distinct), target, an: /^[aeiou]/.test(type) ? "an" : "a", type };
    if (uncrawlable.length === 0) {
      if (score >= 1) return pass("content-links", linked, { details });
      return partial(score, distinct < target ? "few-content-links" : "content-links", linked, { details });
    }
    const params = { ...linked, uncrawlable: String(uncrawlable.length), examples: uncrawlable.slice(0, 3).join(", ") };
    return partial(Math.min(score, 0.85), distinct < target ? "few-content-links-uncrawlable" : "uncrawlable-links", params, { details });
  },
});
