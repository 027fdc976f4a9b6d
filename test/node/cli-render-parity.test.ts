// The CLI's text format prints render parity in one line when it says something: a page that looks
// client-rendered (the CLI reads plain HTML only, so it is not measured there) or a measured report.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { render } from "../../cli/formats/index.ts";
import { observePlain } from "../../gather/walls.ts";
import { analyze, renderParity, type AnalyzeInput } from "../../scoring/index.ts";

const read = (host: string) => readFileSync(new URL(`../fixtures/sites/${host}/index.html`, import.meta.url), "utf8");
const fetched = (html: string): AnalyzeInput => ({ html, url: "https://cli.example/", now: "2026-11-22T12:00:00Z", readVia: "fetch", plain: observePlain(html, 200, new Map()) });
const lines = (input: AnalyzeInput) => render("text", analyze(input), { file: null, min: undefined }).split("\n");
const parityLine = (input: AnalyzeInput) => lines(input).filter((line) => line.startsWith("Render parity: "));

describe("render parity in the CLI's text format", () => {
  it("says a client-rendered page was not measured, and why", () => {
    expect(parityLine(fetched(read("spa.example")))).toEqual([
      'Render parity: Not measured: the plain HTML looks client-rendered (0 characters of visible text and an empty <div id="root">, 1 app bundle script), but no browser rendered it to compare.',
    ]);
  });

  it("prints both numbers when measured", () => {
    const shell = read("spa.example");
    const app = `<main><h1>Sparrow</h1><p>${"Sparrow splits shared costs. ".repeat(10)}</p></main>`;
    expect(parityLine({ ...fetched(shell), rendered: renderParity(shell, app) })).toEqual(["Render parity: Without JavaScript the HTML holds 0 words of main text; a browser shows 41 words (0%)."]);
  });

  it("prints nothing for a page that looks server-rendered", () => {
    expect(parityLine(fetched(read("acme.example")))).toEqual([]);
  });
});
