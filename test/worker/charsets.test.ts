// Pages in legacy encodings decode correctly under workerd, whether the charset comes from the
// Content-Type header or only from <meta charset>.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { score, setSite } from "./helpers.ts";

const PAGES = [
  ["sjis.example", "shift_jis", "東京の天気ガイド", "ja"],
  ["euckr.example", "euc-kr", "서울 맛집 안내", "ko"],
  ["gbk.example", "gbk", "北京旅游指南", "zh"],
  ["cp1252.example", "windows-1252", "Café Crème à Paris — « Déjà vu »", "fr"],
] as const;

async function reportOf(domain: string): Promise<{ page: { title: string; language: string } }> {
  return (await exports.default.fetch(`https://citable.test/api/report/${domain}`)).json();
}

describe("charsets", () => {
  it.each(PAGES)("%s: charset %s from the Content-Type header", async (host, charset, title) => {
    await setSite(host, [{ path: "/", file: "/index.html", headers: { "content-type": `text/html; charset=${charset}` } }]);
    expect((await score(host, { fast: true, ip: `10.1.1.${host.length}` })).status).toBe(200);
    expect((await reportOf(host)).page.title).toBe(title);
  });

  it.each(PAGES)("%s: charset %s from <meta charset> alone", async (host, _charset, title, language) => {
    const alias = `meta-${host}`;
    await setSite(alias, [{ path: "/", site: host, headers: { "content-type": "text/html" } }]);
    expect((await score(alias, { fast: true, ip: `10.1.2.${host.length}` })).status).toBe(200);
    const report = await reportOf(alias);
    expect(report.page.title).toBe(title);
    expect(report.page.language).toBe(language);
  });
});
