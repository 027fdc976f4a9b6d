// The report's render_parity: the render-parity observation (input.ts `rendered`) as numbers and a
// sentence, or why it was not measured. Words are templates by reason key, as a check's are.
import { clip, LIMITS } from "./clip.ts";
import { parityPercent, plainWall } from "./derive/parity.ts";
import { clientRenderedSign } from "./derive/shell.ts";
import type { PageInput } from "./input.ts";
import { render, type Params } from "./messages.ts";
import type { RenderParityReport } from "./report.ts";

type Reason = RenderParityReport["reason"];

const DETAILS: Record<Reason, string> = {
  compared: "Without JavaScript the HTML holds {plain|word} of main text; a browser shows {rendered|word} ({percent}%).",
  "plain-walled": "A plain fetch got a bot wall ({wall}), so a crawler without JavaScript reads {plain|word} of it, not the page; a browser shows {rendered|word} of main text.",
  "looks-server-rendered": "Not measured: the plain HTML looks server-rendered ({chars} characters of main text), so the page was not rendered in a browser to compare.",
  "not-rendered": "Not measured: the plain HTML looks client-rendered ({sign}), but no browser rendered it to compare.",
  "render-failed": "Not measured: the browser could not render the page ({detail}).",
  "not-compared": "Not measured: what a plain fetch gets was not compared with what a browser shows.",
  pasted: "Not measured: pasted input was not fetched, so there is no plain HTML to compare with what a browser shows.",
};

const notMeasured = (reason: Reason, params?: Params): RenderParityReport => ({
  measured: false,
  reason,
  detail: render(DETAILS[reason], params),
  plain_words: null,
  rendered_words: null,
  ratio: null,
  browser_only_sample: null,
});

export function renderParityReport(input: PageInput): RenderParityReport {
  const { plain, rendered } = input;
  if (rendered?.ok) {
    const wall = plain === null ? null : plainWall(plain);
    const params = { plain: rendered.plainWords, rendered: rendered.renderedWords, percent: parityPercent(rendered.plainWords, rendered.renderedWords), wall: wall ?? "" };
    const reason = wall === null ? "compared" : "plain-walled";
    return {
      measured: true,
      reason,
      detail: render(DETAILS[reason], params),
      plain_words: rendered.plainWords,
      rendered_words: rendered.renderedWords,
      ratio: rendered.renderedWords > 0 ? Math.round((rendered.plainWords / rendered.renderedWords) * 100) / 100 : null,
      browser_only_sample: rendered.browserOnlySample === "" ? null : clip(rendered.browserOnlySample, LIMITS.param),
    };
  }
  if (rendered) return notMeasured("render-failed", { detail: rendered.detail });
  if (input.readVia === "paste") return notMeasured("pasted");
  if (plain === null || input.readVia === "browser") return notMeasured("not-compared");
  const sign = clientRenderedSign(plain);
  return sign === null ? notMeasured("looks-server-rendered", { chars: plain.mainChars }) : notMeasured("not-rendered", { sign });
}
