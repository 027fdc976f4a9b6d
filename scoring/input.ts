// What analyze() takes: a page's HTML (or pasted text) and what was observed around it, each observation
// made once by the gatherer (gather/ for the Worker and the CLI) and handed over as a typed field. An
// observation that was not made is absent, and the checks that need it say "not checked".
import { z } from "zod";

export const ReadViaSchema = z.enum(["fetch", "browser", "paste", "file"]);
export type ReadVia = z.infer<typeof ReadViaSchema>;

const status = z.number().int().min(100).max(599);
const count = z.number().int().nonnegative();

/** The HTTP response the page came with (a fetched or rendered page). */
export const ResponseSchema = z.object({
  status,
  /** Response headers (any case). */
  headers: z.record(z.string(), z.string()),
});
export type ResponseObservation = z.infer<typeof ResponseSchema>;

/**
 * What a crawler that runs no JavaScript receives at the page's address: the HTML of a plain fetch, read
 * once for bot walls and client-side app markers (gather/walls.ts). For a page rendered in a browser, the
 * plain fetch that was walled off or empty; for a fetched page or a built file, the page itself.
 */
export const PlainFetchSchema = z.object({
  status,
  /** Size of the HTML, in characters. */
  chars: count,
  /** What named it a bot challenge or block page (`Cloudflare "Just a moment..." title`), or null. */
  challenge: z.string().nullable(),
  /** Characters of visible text, and of the main content (<main> or <article>, else the body less its furniture). */
  textChars: count,
  mainChars: count,
  /** An empty mount point of a client-side app (`<div id="root">`), or null. */
  emptyMount: z.string().nullable(),
  /** A <noscript> asking to enable JavaScript. */
  noscriptAsksForJs: z.boolean(),
  /** External or module scripts that look like an app bundle. */
  bundles: count,
  /** Characters of inline script code (JSON data blocks left out). */
  inlineScriptChars: count,
});
export type PlainFetch = z.infer<typeof PlainFetchSchema>;

/**
 * Render parity: the main text of the plain HTML (what a crawler that runs no JavaScript reads) against the
 * page rendered in a browser, both counted by scoring's own main-content reader and word count
 * (derive/parity.ts), so each side agrees with `word_count` when that side is the page scored. Or why the
 * browser could not render it. Absent when the page was not rendered (it looked server-rendered).
 */
export const RenderedSchema = z.discriminatedUnion("ok", [
  z.object({
    ok: z.literal(true),
    plainWords: count,
    renderedWords: count,
    /** A little of the main text only the browser shows (clipped), "" when there is none. */
    browserOnlySample: z.string(),
  }),
  z.object({ ok: z.literal(false), detail: z.string() }),
]);
export type RenderedObservation = z.infer<typeof RenderedSchema>;

/** The site's files, each null when it is missing or could not be read. */
export const SiteFilesSchema = z.object({
  robotsTxt: z.string().nullable(),
  /**
   * Why robots.txt could not be read when its server failed (5xx, timeout): RFC 9309 then means "disallow
   * everything". A missing robots.txt (4xx) is robotsTxt null with no error.
   */
  robotsTxtError: z.string().nullable(),
  llmsTxt: z.string().nullable(),
  sitemapXml: z.string().nullable(),
});
export type SiteFiles = z.infer<typeof SiteFilesSchema>;

export const AnalyzeInputSchema = z
  .object({
    /** The page's HTML; or give `text` for pasted plain text. */
    html: z.string().optional(),
    text: z.string().optional(),
    /** Where the page lives (final URL after redirects); a bare domain is read as https://domain/. */
    url: z.string().min(1),
    /** The analysis time, passed in: the library never reads the clock. */
    now: z.union([z.date(), z.iso.datetime({ offset: true })]),
    /** How the page was read: fetched, rendered in a browser, pasted, or a local file (a built site). */
    readVia: ReadViaSchema.optional(),
    /** The HTTP response; absent when the page was not fetched (pasted input, a local file). */
    response: ResponseSchema.optional(),
    /** What a plain fetch without JavaScript gets; absent when not observed (pasted input). */
    plain: PlainFetchSchema.optional(),
    /** The site's robots.txt, llms.txt and sitemap; absent when nobody looked for them (pasted input, the CLI without --root). */
    site: SiteFilesSchema.optional(),
    /** The plain HTML against the page rendered in a browser; absent when nothing was rendered. */
    rendered: RenderedSchema.optional(),
  })
  .refine((input) => input.html !== undefined || input.text !== undefined, { message: "html or text is required" });

export type AnalyzeInput = z.input<typeof AnalyzeInputSchema>;

/** The input as checks read it: parsed, defaults applied, header names lower-cased. */
export interface PageInput {
  url: URL;
  now: Date;
  /** "html" for a page's markup, "text" for pasted plain text. */
  mode: "html" | "text";
  readVia: ReadVia;
  /** Size of the HTML as given, in characters. */
  htmlChars: number;
  response: ResponseObservation | null;
  /** The response's headers, names lower-cased (empty without a response). */
  headers: ReadonlyMap<string, string>;
  plain: PlainFetch | null;
  site: SiteFiles | null;
  rendered: RenderedObservation | null;
}

/** What a check may need beyond the page's text; without it, the check is not checked. */
export type Need = "markup" | "response" | "plain" | "site";

/** Whether the input holds what a check needs. */
export function hasNeed(input: PageInput, need: Need): boolean {
  switch (need) {
    case "markup":
      return input.mode === "html";
    case "response":
      return input.response !== null;
    case "plain":
      return input.plain !== null;
    case "site":
      return input.site !== null;
  }
}
