import { describe, expect, it } from "vitest";
import { authorityOf, brandKey, mentionsBrand, profileOf, readNamedEntities, registrableDomain, sameBrand } from "./entities.ts";
import { LEXICONS } from "../lexicons/index.ts";
import { patternsOf } from "../lexicons/patterns.ts";

const { companyForm: forms, nameParticles: particles } = patternsOf(LEXICONS);

describe("domains", () => {
  it.each([
    ["news.bbc.co.uk", "bbc.co.uk"], ["www.example.com", "example.com"], ["a.b.example.org", "example.org"], ["www.ox.ac.uk", "ox.ac.uk"],
  ])("%s → %s", (host, domain) => expect(registrableDomain(host)).toBe(domain));

  it.each([
    ["www.cdc.gov", "government"], ["www.gov.uk", "government"], ["www.service-public.gouv.fr", "government"], ["ec.europa.eu", "government"],
    ["web.mit.edu", "academic"], ["www.u-tokyo.ac.jp", "academic"], ["www.who.int", "intergovernmental"], ["de.wikipedia.org", "encyclopedia"],
    ["doi.org", "journal"], ["www.rfc-editor.org", "standards body"], ["blog.example.com", null],
  ])("authority of %s is %s", (host, kind) => expect(authorityOf(host)).toBe(kind));
});

describe("profiles", () => {
  it("recognizes knowledge and social profiles, not home pages or share links", () => {
    expect(profileOf("https://en.wikipedia.org/wiki/Acme")).toEqual({ site: "Wikipedia", knowledge: true });
    expect(profileOf("https://x.com/acme")).toEqual({ site: "X", knowledge: false });
    expect(profileOf("https://www.linkedin.com/")).toBeNull();
    expect(profileOf("https://www.linkedin.com/shareArticle?url=x")).toBeNull();
    expect(profileOf("not a url")).toBeNull();
  });
});

describe("brands", () => {
  it("compares names loosely", () => {
    expect(brandKey("Acme, Inc.", forms)).toBe("acme");
    expect(sameBrand("Acme", "ACME Corp", forms)).toBe(true);
    expect(sameBrand("Acme", "Acme Anvils", forms)).toBe(true);
    expect(sameBrand("Acme", "Anvil World", forms)).toBe(false);
    expect(mentionsBrand("Pricing — Café Crème", "Cafe Creme", forms)).toBe(true);
    expect(sameBrand("Wärme GmbH", "Wärme", forms)).toBe(true);
    expect(mentionsBrand("OpenAI pricing", "Open AI", forms)).toBe(true);
    expect(mentionsBrand("Acmex tools", "Acme", forms)).toBe(false);
  });
});

describe("readNamedEntities", () => {
  it("finds multiword names, acronyms and inner-capital brands", () => {
    const { entities, caseMarked } = readNamedEntities("The United Nations met in New York. Later, the WHO and eBay joined Leonardo da Vinci fans.", particles);
    expect(caseMarked).toBe(true);
    expect(entities).toEqual(["United Nations", "New York", "WHO", "eBay", "Leonardo da Vinci"]);
  });

  it("joins names across an elided article and the language's particles", () => {
    expect(readNamedEntities("Le rapport du département de l'Énergie des États-Unis est clair.", particles).entities).toEqual(["Énergie des États-Unis"]);
    const it = new Set(["di", "del", "della", "delle", "dei", "degli"]);
    expect(readNamedEntities("I dati dell'Agenzia delle Entrate e del Dipartimento dell'Energia degli Stati Uniti.", it).entities).toEqual([
      "Agenzia delle Entrate",
      "Dipartimento dell'Energia degli Stati Uniti",
    ]);
  });

  it("makes no names of German nouns joined by articles when the lexicon leaves those out", () => {
    const de = new Set(["van", "de", "da"]);
    expect(readNamedEntities("Die Leistung von Wärmepumpen im Vergleich zu Elektroheizungen.", de, new Set(["die", "im"])).entities).toEqual([]);
  });

  it("is linear on long capitalized runs", () => {
    expect(readNamedEntities("Word ".repeat(50_000), particles).entities).toHaveLength(1);
  });
});
