// hreflang alternates: absolute URLs, valid language-region codes, a self-reference and x-default.
import { defineCheck, legacyPartial, legacyPass, legacySkip } from "../../check.ts";
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

/** Share of the score each kind of problem costs. */
const PENALTIES = { noSelf: 0.35, invalidCode: 0.3, relativeUrl: 0.25, duplicate: 0.15, noXDefault: 0.15 } as const;

function codeProblem(code: string): string | null {
  if (code.toLowerCase() === "x-default") return null;
  const match = CODE.exec(code);
  if (!match) return `"${code}" is not language[-REGION]${code.includes("_") ? " (use a hyphen, not an underscore)" : ""}`;
  if (!ISO_639_1.has(match[1]!.toLowerCase())) return `"${code}": "${match[1]}" is not an ISO 639-1 language${/^(?:jp|cn|kr|gr|dk|cz|se)$/i.test(match[1]!) ? " (a country code?)" : ""}`;
  if (match[3] && NOT_REGIONS.has(match[3].toLowerCase())) return `"${code}": "${match[3]}" is not an ISO 3166-1 region${match[3].toLowerCase() === "uk" ? ' (the United Kingdom is "GB")' : ""}`;
  return null;
}

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
  run(ctx) {
    const entries = ctx.meta.hreflang;
    if (entries.length === 0) return legacySkip("No hreflang annotations: a single-locale site needs none.");
    const page = ctx.input.url;
    const ownKey = page.hostname === "invalid.invalid" ? null : urlKey(page);
    const problems: string[] = [];
    let penalty = 0;

    const badCodes = entries.map((entry) => codeProblem(entry.lang)).filter((problem): problem is string => problem !== null);
    if (badCodes.length > 0) {
      problems.push(`invalid codes: ${[...new Set(badCodes)].slice(0, 4).join("; ")}`);
      penalty += PENALTIES.invalidCode;
    }
    const relative = entries.filter((entry) => !/^https?:\/\//i.test(entry.href));
    if (relative.length > 0) {
      problems.push(`${relative.length} relative or empty URL${relative.length === 1 ? "" : "s"} (${relative.slice(0, 3).map((entry) => `${entry.lang} → "${entry.href}"`).join(", ")})`);
      penalty += PENALTIES.relativeUrl;
    }
    const byCode = new Map<string, Set<string>>();
    for (const entry of entries) {
      const code = entry.lang.toLowerCase();
      byCode.set(code, (byCode.get(code) ?? new Set()).add(urlKey(entry.href, page) ?? entry.href));
    }
    const duplicates = [...byCode].filter(([, urls]) => urls.size > 1).map(([code]) => code);
    if (duplicates.length > 0) {
      problems.push(`${duplicates.join(", ")} point${duplicates.length === 1 ? "s" : ""} to more than one URL`);
      penalty += PENALTIES.duplicate;
    }
    if (ownKey !== null && !entries.some((entry) => urlKey(entry.href, page) === ownKey)) {
      problems.push("no entry names this page itself (each version must list itself and the others)");
      penalty += PENALTIES.noSelf;
    }
    if (!byCode.has("x-default")) {
      problems.push("no x-default for readers whose language is not listed");
      penalty += PENALTIES.noXDefault;
    }

    const summary = `${entries.length} hreflang alternates (${[...byCode.keys()].slice(0, 8).join(", ")}${byCode.size > 8 ? ", …" : ""})`;
    if (problems.length === 0) return legacyPass(`${summary}: absolute URLs, valid codes, this page and x-default included.`);
    const self = page.href;
    return legacyPartial(
      Math.max(0, 1 - penalty),
      `${summary}: ${problems.join("; ")}.`,
      "List every language version, this one included, with absolute URLs and ISO codes (language, optionally -REGION), plus an x-default; repeat the same set on every version.",
      `<link rel="alternate" hreflang="${ctx.meta.lang ?? "en"}" href="${self}">\n<link rel="alternate" hreflang="x-default" href="${page.origin}/">`,
    );
  },
});
