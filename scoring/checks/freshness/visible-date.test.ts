import { describe, expect, it } from "vitest";
import { checkResult } from "../../test-helpers.ts";
import check from "./visible-date.ts";

const prose = `<p>${"Anvils are forged from tool steel and their faces are hardened so they ring when struck. ".repeat(25)}</p>`;
const article = (header: string, body = prose) => `<main><article><header><h1>How anvils are made</h1>${header}</header>${body}</article></main>`;
const run = (html: string) => checkResult(check, html, { pageType: "article" });

describe("visible-date", () => {
  it("passes an 'Updated' date under the title, in the article's own header", () => {
    const result = run(article("<p>By Ann Lee · Last updated on March 5, 2026</p>"));
    expect(result).toMatchObject({
      status: "pass",
      reason: "labelled-date",
      params: { labelText: "Last updated", text: "March 5, 2026", label: "updated", day: "2026-03-05" },
    });
    expect(result.evidence).toBe('Shown: "Last updated … March 5, 2026" (updated, 2026-03-05).');
  });

  it("passes a 'Published' date, and prefers the update date when both are shown", () => {
    expect(run(article("<p>Published: 2026-01-02</p>")).params).toMatchObject({ label: "published", day: "2026-01-02" });
    expect(run(article("<p>Published 2 Jan 2026 · Updated 5 Mar 2026</p>")).params).toMatchObject({ label: "updated", day: "2026-03-05" });
  });

  it("reads a labelled <time> whose text is relative", () => {
    expect(run(article('<p>Updated <time datetime="2026-11-20T10:00:00Z">2 days ago</time></p>')).params).toEqual({
      labelText: "Updated",
      text: "2 days ago",
      label: "updated",
      day: "2026-11-20",
    });
  });

  it("warns on an unlabelled date near the top", () => {
    const result = run(article("<p>Ann Lee · March 5, 2026</p>"));
    expect(result).toMatchObject({ status: "warn", score: 0.7, reason: "unlabelled-date", params: { text: "March 5, 2026", day: "2026-03-05", updated: "Updated" } });
    expect(result.snippet).toBe('<p>Updated <time datetime="2026-11-22">2026-11-22</time></p>');
  });

  it("fails a page without any date, and one whose only dates sit deep in the text", () => {
    expect(run(article("<p>By Ann Lee</p>"))).toMatchObject({ status: "fail", score: 0, reason: "no-date-shown" });
    expect(run(article("", `${prose}<p>The standard changed on June 1, 2019.</p>`))).toMatchObject({ status: "fail", reason: "dates-only-in-text", params: { text: "June 1, 2019" } });
  });

  it("ignores dates in the future (events, deadlines)", () => {
    expect(run(article("<p>Updated March 5, 2029</p>")).status).toBe("fail");
  });

  it("gives neutral credit on a language without a lexicon", () => {
    const danish = `<main><h1>Ambolte</h1><p>${"Ambolten er det værktøj, som enhver smed har brug for, og den er lavet af stål til arbejdet i smedjen. ".repeat(8)}</p><p>Opdateret 5. marts 2026</p></main>`;
    expect(checkResult(check, danish, { pageType: "article" }).status).toBe("neutral");
  });
});
