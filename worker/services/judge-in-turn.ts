// The order in which a site's pages are judged on the scorer (services/analysis.ts): as each is handed
// over, several at once only while their HTML is small together, so the scorer never holds more parse at
// once than it did judging one page at a time.
import { SMALL_PAGE_CHARS } from "../../gather/pause.ts";
import type { AnalyzeInput, PageJudgment } from "../../scoring/index.ts";
import type { SiteRole } from "../../scoring/site.ts";

export type JudgeNext = (input: AnalyzeInput, role: SiteRole) => Promise<PageJudgment>;

/**
 * Characters of HTML judged at once: small pages share the scorer up to this much in all, and a larger page
 * is judged alone. The scorer then never holds more parse than one page of this size, or one larger page,
 * as when every page was judged alone (a hostile page may take tens of MB); meanwhile a round of small
 * pages, which land together, is judged in the gaps where each pauses for the scorer's other work, rather
 * than one after another once the last has landed.
 */
export const JUDGED_TOGETHER_CHARS = SMALL_PAGE_CHARS;

/**
 * `judge` in the order pages are handed over, several at once only while their HTML fits
 * JUDGED_TOGETHER_CHARS: the home page, handed first, starts first, and a large page waits for the scorer
 * to itself (and the pages after it for the large one).
 */
export function judgeInTurn(judge: JudgeNext): JudgeNext {
  let judging = 0;
  let chars = 0;
  const waiting: { size: number; start: () => void }[] = [];
  const admit = () => {
    for (let next = waiting[0]; next && (judging === 0 || chars + next.size <= JUDGED_TOGETHER_CHARS); next = waiting[0]) {
      waiting.shift();
      judging++;
      chars += next.size;
      next.start();
    }
  };
  return async (input, role) => {
    const size = (input.html ?? input.text ?? "").length;
    await new Promise<void>((start) => {
      waiting.push({ size, start });
      admit();
    });
    try {
      return await judge(input, role);
    } finally {
      judging--;
      chars -= size;
      admit();
    }
  };
}
