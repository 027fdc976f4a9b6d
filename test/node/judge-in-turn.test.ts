// The order a site's pages are judged in (worker/services/judge-in-turn.ts): small pages together, a large
// one alone, in the order handed over; checked with a judge that records what it holds at once.
import { describe, expect, it } from "vitest";
import { JUDGED_TOGETHER_CHARS, judgeInTurn } from "../../worker/services/judge-in-turn.ts";
import type { AnalyzeInput, PageJudgment } from "../../scoring/index.ts";

const page = (name: string, chars: number): AnalyzeInput => ({ url: `https://site.example/${name}`, html: "x".repeat(chars), now: new Date(0) });

/** A judge whose judgments end when the test says, recording when each starts and the HTML it holds at once. */
function recordingJudge() {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  let holding = 0;
  let most = 0;
  const judge = async (input: AnalyzeInput): Promise<PageJudgment> => {
    started.push(input.url);
    holding += input.html!.length;
    most = Math.max(most, holding);
    await new Promise<void>((resolve) => finish.set(input.url, resolve));
    holding -= input.html!.length;
    return { url: input.url } as unknown as PageJudgment;
  };
  const end = async (name: string) => {
    finish.get(`https://site.example/${name}`)!();
    // The judgment's end, then the next page's start, each a turn of the microtask queue.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { judge, started: () => started.map((url) => url.slice("https://site.example/".length)), end, most: () => most };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe("judgeInTurn", () => {
  it("judges small pages together, in the order handed over", async () => {
    const recorder = recordingJudge();
    const next = judgeInTurn(recorder.judge);
    const judged = ["home", "a", "b", "c"].map((name) => next(page(name, 2_000), name === "home" ? "home" : "inner"));
    await settle();
    expect(recorder.started()).toEqual(["home", "a", "b", "c"]);
    for (const name of ["home", "a", "b", "c"]) await recorder.end(name);
    expect((await Promise.all(judged)).map((judgment) => judgment.url)).toEqual(["home", "a", "b", "c"].map((name) => `https://site.example/${name}`));
  });

  it("never holds more HTML at once than one page of the budget, or one larger page alone", async () => {
    const recorder = recordingJudge();
    const next = judgeInTurn(recorder.judge);
    const half = JUDGED_TOGETHER_CHARS / 2;
    const judged = [page("home", 1_000), page("large", JUDGED_TOGETHER_CHARS * 4), page("a", half), page("b", half), page("c", half)].map((input) => next(input, "inner"));
    await settle();
    // The large page waits for the home page, and the pages after it for the large one.
    expect(recorder.started()).toEqual(["home"]);
    await recorder.end("home");
    expect(recorder.started()).toEqual(["home", "large"]);
    await recorder.end("large");
    // Two halves fit the budget; the third waits for one of them.
    expect(recorder.started()).toEqual(["home", "large", "a", "b"]);
    await recorder.end("a");
    expect(recorder.started()).toEqual(["home", "large", "a", "b", "c"]);
    await recorder.end("b");
    await recorder.end("c");
    await Promise.all(judged);
    expect(recorder.most()).toBe(JUDGED_TOGETHER_CHARS * 4);
  });

  it("goes on after a judgment fails: the failure is that page's", async () => {
    const next = judgeInTurn(async (input) => {
      if (input.url.endsWith("/bad")) throw new Error("scorer failed");
      return { url: input.url } as unknown as PageJudgment;
    });
    const large = JUDGED_TOGETHER_CHARS + 1;
    const [bad, good] = [next(page("bad", large), "inner"), next(page("good", large), "inner")];
    await expect(bad).rejects.toThrow("scorer failed");
    await expect(good).resolves.toMatchObject({ url: "https://site.example/good" });
  });
});
