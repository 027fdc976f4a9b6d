// hreflang alternates: absolute URLs, valid language-region codes, a self-reference and x-default.
import { defineCheck, partial, pass, skip } from "../../check.ts";
import { listOf, type Reason } from "../../messages.ts";
import { urlKey } from "../../derive/sitemap.ts";

/** ISO 639-1 languages (Google reads hreflang languages in ISO 639-1). */
const ISO_639_1 = new Set(
  ("aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv " +
    "ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my " +
    "na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr " +
    "ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu").split(" "),
);
/** language[-Script][-REGION]; the region is ISO 3166-1 alpha-2 or a UN M.49 number ("es-419"). */
const CODE = /^([a-z]{2})(?:-([a-z]{4}))?(?:-([a-z]{2}|\d{3}))?$/i;
/** Region codes people write that ISO 3166-1 does not have: the United Kingdom is GB. */
const NOT_REGIONS = new Set(["uk", "eu", "en"]);

/** Share of the score each kind of problem costs; invalid codes cost INVALID_CODES once, however many. */
const PENALTIES: Readonly<Record<string, number>> = { "relative-urls": 0.25, "duplicate-code": 0.15, "duplicate-codes": 0.15, "no-self-reference": 0.35, "no-x-default": 0.15 };
const INVALID_CODES = 0.3;
/** Invalid codes listed at most. */
const MAX_CODES = 4;

function codeProblem(code: string): Reason | null {
  if (code.toLowerCase() === "x-default") return null;
  const match = CODE.exec(code);
  if (!match) return { key: code.includes("_") ? "underscore-code" : "malformed-code", params: { code } };
  const language = match[1]!;
  if (!ISO_639_1.has(language.toLowerCase())) return { key: /^(?:jp|cn|kr|gr|dk|cz|se)$/i.test(language) ? "country-as-language" : "unknown-language", params: { code, language } };
  const region = match[3];
  if (region && NOT_REGIONS.has(region.toLowerCase())) return { key: region.toLowerCase() === "uk" ? "uk-region" : "unknown-region", params: { code, region } };
  return null;
}

const FIX =
  "List every language version, this one included, with absolute URLs and ISO codes (language, optionally -REGION), plus an x-default; repeat the same set on every version.";

export default defineCheck({
  id: "hreflang",
  category: "Technical SEO for AI",
  title: { pass: "hreflang alternates are complete and valid", fail: "hreflang alternates are incomplete or invalid" },
  why: "hreflang tells engines which language version to cite for which reader; invalid or one-way annotations are ignored.",
  source: "Google Search Central, tell Google about localized versions of your page",
  weight: 3,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["markup"],
  messages: {
    "no-hreflang": { evidence: "No hreflang annotations: a single-locale site needs none." },
    "hreflang-complete": { evidence: "{count} hreflang alternates ({codes}): absolute URLs, valid codes, this page and x-default included." },
    // Invalid codes come first when there are any: their list opens with "invalid codes: ".
    "invalid-codes": { evidence: "{count} hreflang alternates ({codes}): invalid codes: {details}.", fix: FIX },
    "hreflang-incomplete": { evidence: "{count} hreflang alternates ({codes}): {details}.", fix: FIX },
    "malformed-code": { evidence: '"{code}" is not language[-REGION]' },
    "underscore-code": { evidence: '"{code}" is not language[-REGION] (use a hyphen, not an underscore)' },
    "unknown-language": { evidence: '"{code}": "{language}" is not an ISO 639-1 language' },
    "country-as-language": { evidence: '"{code}": "{language}" is not an ISO 639-1 language (a country code?)' },
    "unknown-region": { evidence: '"{code}": "{region}" is not an ISO 3166-1 region' },
    "uk-region": { evidence: '"{code}": "{region}" is not an ISO 3166-1 region (the United Kingdom is "GB")' },
    "relative-urls": { evidence: "{count|relative or empty URL} ({examples})" },
    "duplicate-code": { evidence: "{codes} points to more than one URL" },
    "duplicate-codes": { evidence: "{codes} point to more than one URL" },
    "no-self-reference": { evidence: "no entry names this page itself (each version must list itself and the others)" },
    "no-x-default": { evidence: "no x-default for readers whose language is not listed" },
  },
  run(ctx) {
    const entries = ctx.meta.hreflang;
    if (entries.length === 0) return skip("no-hreflang");
    const page = ctx.input.url;
    const ownKey = page.hostname === "invalid.invalid" ? null : urlKey(page);

    // Each invalid code once, the first few.
    const badCodes = new Map<string, Reason>();
    for (const entry of entries) {
      const problem = codeProblem(entry.lang);
      if (problem && !badCodes.has(entry.lang)) badCodes.set(entry.lang, problem);
    }
    const problems: Reason[] = [...badCodes.values()].slice(0, MAX_CODES);
    const relative = entries.filter((entry) => !/^https?:\/\//i.test(entry.href));
    if (relative.length > 0) {
      problems.push({ key: "relative-urls", params: { count: relative.length, examples: relative.slice(0, 3).map((entry) => `${entry.lang} → "${entry.href}"`).join(", ") } });
    }
    const byCode = new Map<string, Set<string>>();
    for (const entry of entries) {
      const code = entry.lang.toLowerCase();
      byCode.set(code, (byCode.get(code) ?? new Set()).add(urlKey(entry.href, page) ?? entry.href));
    }
    const duplicates = [...byCode].filter(([, urls]) => urls.size > 1).map(([code]) => code);
    if (duplicates.length > 0) problems.push({ key: duplicates.length === 1 ? "duplicate-code" : "duplicate-codes", params: { codes: duplicates.join(", ") } });
    if (ownKey !== null && !entries.some((entry) => urlKey(entry.href, page) === ownKey)) problems.push({ key: "no-self-reference" });
    if (!byCode.has("x-default")) problems.push({ key: "no-x-default" });

    const summary = { count: entries.length, codes: listOf([...byCode.keys()], 8) };
    if (problems.length === 0) return pass("hreflang-complete", summary);
    const penalty = problems.reduce((sum, problem) => sum + (PENALTIES[problem.key] ?? 0), badCodes.size > 0 ? INVALID_CODES : 0);
    const self = page.href;
    return partial(Math.max(0, 1 - penalty), badCodes.size > 0 ? "invalid-codes" : "hreflang-incomplete", summary, {
      details: problems,
      snippet: `<link rel="alternate" hreflang="${ctx.meta.lang ?? "en"}" href="${self}">\n<link rel="alternate" hreflang="x-default" href="${page.origin}/">`,
    });
  },
});
