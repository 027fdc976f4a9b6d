// What analyze() takes: a page's HTML (or pasted text) and what the fetcher learned about its site.
import { z } from "zod";

export const ReadViaSchema = z.enum(["fetch", "browser", "paste"]);
export type ReadVia = z.infer<typeof ReadViaSchema>;

export const AnalyzeInputSchema = z
  .object({
    /** The page's HTML; or give `text` for pasted plain text. */
    html: z.string().optional(),
    text: z.string().optional(),
    /** Where the page lives (final URL after redirects); a bare domain is read as https://domain/. */
    url: z.string().min(1),
    /** The analysis time, passed in: the library never reads the clock. */
    now: z.union([z.date(), z.iso.datetime({ offset: true })]),
    /** Response headers of the page (any case). */
    headers: z.record(z.string(), z.string()).optional(),
    /** HTTP status of the page as read (default 200). */
    status: z.number().int().min(100).max(599).optional(),
    /** Site resources; null or absent when missing or unfetchable. */
    robotsTxt: z.string().nullable().optional(),
    /** Why robots.txt could not be read when the server failed (5xx, timeout): RFC 9309 then means
     * "disallow everything". A missing robots.txt (4xx) is robotsTxt null with no error. */
    robotsTxtError: z.string().nullable().optional(),
    llmsTxt: z.string().nullable().optional(),
    sitemapXml: z.string().nullable().optional(),
    /** How the page was read; with "browser", `plainHtml` is what a plain fetch got (for the no-JavaScript check). */
    readVia: ReadViaSchema.optional(),
    plainHtml: z.string().nullable().optional(),
    /** The plain fetch's HTTP status when the page was rendered in a browser. */
    plainStatus: z.number().int().min(100).max(599).nullable().optional(),
  })
  .refine((input) => input.html !== undefined || input.text !== undefined, { message: "html or text is required" });

export type AnalyzeInput = z.input<typeof AnalyzeInputSchema>;

/** The input as checks read it: parsed, defaults applied, header names lower-cased. */
export interface PageInput {
  url: URL;
  now: Date;
  /** Response headers, lower-cased names. */
  headers: ReadonlyMap<string, string>;
  /** HTTP status of the page as read. */
  status: number;
  robotsTxt: string | null;
  /** Why robots.txt could not be read when its server failed; null when read or simply missing. */
  robotsTxtError: string | null;
  llmsTxt: string | null;
  sitemapXml: string | null;
  /** "html" for a page's markup, "text" for pasted plain text (markup-only checks are left out). */
  mode: "html" | "text";
  readVia: ReadVia;
  /** The plain fetch's HTML and status when the page was rendered in a browser. */
  plainHtml: string | null;
  plainStatus: number | null;
  /** Size of the HTML as given, in characters. */
  htmlChars: number;
}
