import { describe, expect, it } from "vitest";
import { en } from "../lexicons/en.ts";
import type { Lexicon } from "../lexicons/types.ts";
import { page } from "../test-helpers.ts";
import { findVisibleDates, labelNear, numericMonthFirst, parseIsoDate } from "./visible-dates.ts";

// Minimal stand-ins for lexicons other engineers are writing: only the fields the finder reads.
const de: Lexicon = {
  ...en,
  code: "de",
  name: "German",
  dateLabels: { published: ["veröffentlicht", "erschienen"], updated: ["aktualisiert", "zuletzt aktualisiert"] },
  months: [["januar", "jan"], ["februar", "feb"], ["märz", "mär"], ["april", "apr"], ["mai"], ["juni", "jun"], ["juli", "jul"], ["august", "aug"], ["september", "sep"], ["oktober", "okt"], ["november", "nov"], ["dezember", "dez"]],
  dateWords: { dayOrdinals: ["."], between: [], numericMonthFirst: false, dayFirstRegions: [], units: null, eras: [] },
};
const es: Lexicon = {
  ...en,
  code: "es",
  name: "Spanish",
  dateLabels: { published: ["publicado"], updated: ["actualizado", "última actualización"] },
  months: [["enero"], ["febrero"], ["marzo"], ["abril"], ["mayo"], ["junio"], ["julio"], ["agosto"], ["septiembre"], ["octubre"], ["noviembre"], ["diciembre"]],
  dateWords: { dayOrdinals: ["º"], between: ["de"], numericMonthFirst: false, dayFirstRegions: [], units: null, eras: [] },
};
const ja: Lexicon = {
  ...en,
  code: "ja",
  name: "Japanese",
  dateLabels: { published: ["公開日", "投稿日"], updated: ["更新日", "更新"] },
  months: [],
  dateWords: { dayOrdinals: [], between: [], numericMonthFirst: false, dayFirstRegions: [], units: null, eras: [] },
};

const days = (text: string, lexicon: Lexicon | undefined = en) => findVisibleDates(text, lexicon).map((date) => date.day);

describe("parseIsoDate", () => {
  it.each([
    ["2026-03-05", "2026-03-05T00:00:00.000Z", "day", false],
    ["2026-03", "2026-03-01T00:00:00.000Z", "month", false],
    ["2026", "2026-01-01T00:00:00.000Z", "year", false],
    ["2026-03-05T10:20:30Z", "2026-03-05T10:20:30.000Z", "time", true],
    ["2026-03-05T10:20:30.123+02:00", "2026-03-05T08:20:30.123Z", "time", true],
    ["2026-03-05T10:20-0500", "2026-03-05T15:20:00.000Z", "time", true],
    ["2026-03-05T10:20:30", "2026-03-05T10:20:30.000Z", "time", false],
  ])("reads %s", (text, iso, precision, hasZone) => {
    expect(parseIsoDate(text)).toMatchObject({ iso, precision, hasZone });
  });

  it.each(["March 5, 2026", "05/03/2026", "2026-02-30", "2026-13-01", "1850-01-01", "20260305", "", "2026-03-05T25:00"])("rejects %j", (text) => {
    expect(parseIsoDate(text)).toBeNull();
  });

  it("rejects what is not a string", () => {
    expect(parseIsoDate(20260305)).toBeNull();
    expect(parseIsoDate(null)).toBeNull();
  });
});

describe("numericMonthFirst", () => {
  it("reads the region from the lang attribute, else from the country-code domain", () => {
    expect(numericMonthFirst(en, "en-US", "shop.example.co.uk")).toBe(true);
    expect(numericMonthFirst(en, "en-GB", "example.com")).toBe(false);
    expect(numericMonthFirst(en, "en_au", "example.com")).toBe(false);
    expect(numericMonthFirst(en, "en", "www.example.co.uk")).toBe(false);
    expect(numericMonthFirst(en, null, "example.ie")).toBe(false);
    expect(numericMonthFirst(en, "en", "example.com")).toBe(true);
    expect(numericMonthFirst(en, null, "localhost")).toBe(true);
  });
});

describe("findVisibleDates", () => {
  it("reads ISO, numeric and CJK dates in any language", () => {
    expect(days("Released 2026-03-05 and 2026/4/7 and 2026.05.09", undefined)).toEqual(["2026-03-05", "2026-04-07", "2026-05-09"]);
    expect(days("2026年3月5日に公開、2026년 4월 7일")).toEqual(["2026-03-05", "2026-04-07"]);
    expect(days("発売 2026年3月")).toEqual(["2026-03-01"]);
    expect(days("2026. 3. 5. 업데이트", undefined)).toEqual(["2026-03-05"]);
  });

  it("reads day-first and month-first numeric dates", () => {
    expect(days("on 25/03/2026")).toEqual(["2026-03-25"]); // a part over 12 settles it
    expect(days("on 03/05/2026", en)).toEqual(["2026-03-05"]); // US English: month first
    expect(findVisibleDates("on 03/05/2026", en, { monthFirst: false }).map((date) => date.day)).toEqual(["2026-05-03"]); // British English
    expect(days("am 03/05/2026", de)).toEqual(["2026-05-03"]);
    expect(days("am 5.3.2026", en)).toEqual(["2026-03-05"]); // dots: day first
  });

  it("reads month names from the lexicon", () => {
    expect(days("March 5, 2026 · Mar 6th 2026 · 7 March 2026 · Sept. 8, 2026 · June 2026")).toEqual(["2026-03-05", "2026-03-06", "2026-03-07", "2026-09-08", "2026-06-01"]);
    expect(days("Stand: 5. März 2026", de)).toEqual(["2026-03-05"]);
    expect(days("el 5 de marzo de 2026", es)).toEqual(["2026-03-05"]);
  });

  it("skips impossible dates and years out of range", () => {
    expect(days("2026-02-30, 31/02/2026, 1850-01-01, 2026-13-01")).toEqual([]);
  });

  it("finds the label before or after a date", () => {
    const [updated] = findVisibleDates("By Ann Lee · Last updated on Monday, March 5, 2026", en);
    expect(updated).toMatchObject({ label: "updated", labelText: "last updated", text: "March 5, 2026" });
    const [published] = findVisibleDates("Published: 2026-01-02", en);
    expect(published).toMatchObject({ label: "published", labelText: "published" });
    expect(findVisibleDates("Zuletzt aktualisiert am 5. März 2026", de)[0]).toMatchObject({ label: "updated", labelText: "zuletzt aktualisiert" });
    expect(findVisibleDates("Última actualización: 5 de marzo de 2026", es)[0]).toMatchObject({ label: "updated" });
    expect(findVisibleDates("更新日：2026年3月5日", ja)[0]).toMatchObject({ label: "updated", labelText: "更新日" });
    expect(findVisibleDates("2026年3月5日 更新", ja)[0]).toMatchObject({ label: "updated", labelText: "更新" });
  });

  it("does not take a label inside a longer word, or one far from the date", () => {
    expect(findVisibleDates("Candidates 2026-03-05", en)[0]!.label).toBeNull(); // "date" inside "candidates"
    expect(findVisibleDates(`Updated ${"filler words here ".repeat(3)}March 5, 2026`, en)[0]!.label).toBeNull();
    expect(labelNear("Posted", " ", undefined)).toEqual({ label: null, labelText: null });
  });

  it("stays fast on long text", () => {
    const started = performance.now();
    findVisibleDates(`${"Updated March 5, 2026. 12/12/2026 ".repeat(20_000)}${"9".repeat(1_000_000)}`, en);
    findVisibleDates("2026-".repeat(200_000), en);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("the visible dates view", () => {
  it("reads the article's own header and labels <time> elements from the text before them", () => {
    const ctx = page(`<main><article><header><h1>Anvils</h1><p>Updated <time datetime="2026-03-05T10:00:00Z">3 days ago</time></p></header><p>${"Text about anvils. ".repeat(20)}</p></article></main>`);
    const { dates } = ctx.dates.visible;
    expect(dates).toEqual([expect.objectContaining({ day: "2026-03-05", label: "updated", fromTimeElement: true, text: "3 days ago" })]);
  });

  it("reads ambiguous numeric dates day first on a British page", () => {
    const body = `<body><main><p>Updated 03/05/2026</p><p>${"Text about anvils and the smiths who use them. ".repeat(20)}</p></main></body>`;
    expect(page(`<html lang="en-GB">${body}</html>`).dates.visible.dates.map((date) => date.day)).toEqual(["2026-05-03"]);
    expect(page(`<html lang="en-US">${body}</html>`).dates.visible.dates.map((date) => date.day)).toEqual(["2026-03-05"]);
  });

  it("is read once per page", () => {
    const ctx = page("<main><p>Published 2026-01-02</p></main>");
    expect(ctx.dates.visible).toBe(ctx.dates.visible);
  });
});
