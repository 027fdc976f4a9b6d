// A JavaScript-only shell: the page a crawler that runs no JavaScript gets shows next to no text beside a
// client-side app's markers (AEO-CHECKS.md fact 1: "hydration markers *and* thin text"; Vercel/MERJ
// crawler study, 2024). Judged on the plain-fetch observation (input.ts PlainFetch).
import type { PlainFetch } from "../input.ts";

/** A shell shows less visible text than this. */
export const SHELL_MAX_TEXT_CHARS = 200;
/** Main text in the raw HTML that reads as a real page on its own (AEO-CHECKS.md: ≥ ~1,200 characters). */
export const SERVER_RENDERED_MAIN_CHARS = 1_200;
/** Inline script code this large on a thin page is an app's bundle or state. */
const SHELL_INLINE_SCRIPT_CHARS = 20_000;

type Markers = Pick<PlainFetch, "emptyMount" | "noscriptAsksForJs" | "bundles" | "inlineScriptChars">;
type Plain = Pick<PlainFetch, "challenge" | "textChars" | "mainChars"> & Markers;

export interface ShellVerdict {
  empty: boolean;
  reason: string;
}

/** The hydration markers present, for evidence. */
export function hydrationMarkers(page: Markers): string[] {
  const markers: string[] = [];
  if (page.emptyMount) markers.push(`an empty ${page.emptyMount}`);
  if (page.noscriptAsksForJs) markers.push('a <noscript> asking to "enable JavaScript"');
  if (page.bundles > 0) markers.push(`${page.bundles} app bundle script${page.bundles === 1 ? "" : "s"}`);
  if (page.inlineScriptChars >= SHELL_INLINE_SCRIPT_CHARS) markers.push(`${page.inlineScriptChars.toLocaleString("en")} characters of inline script`);
  return markers;
}

/** Whether the page is a shell: thin visible text and at least one hydration marker. */
export function shellOf(page: Markers & Pick<PlainFetch, "textChars">): ShellVerdict {
  const chars = `${page.textChars.toLocaleString("en")} characters of visible text`;
  if (page.textChars >= SHELL_MAX_TEXT_CHARS) return { empty: false, reason: `not a shell: ${chars}` };
  const markers = hydrationMarkers(page);
  if (markers.length === 0) return { empty: false, reason: `a short page (${chars}) without client-side app markers` };
  return { empty: true, reason: `${chars} and ${markers.join(", ")}` };
}

/**
 * What makes the plain HTML look client-rendered, or null when it looks server-rendered: a shell, or thin
 * main text (under SERVER_RENDERED_MAIN_CHARS) beside an empty mount point, a <noscript> asking for
 * JavaScript, or more inline script than visible text. Bundles alone do not count: they ride on
 * server-rendered pages too. A bot wall is not a page at all. Such a page is worth rendering in a browser
 * to compare (render parity); 6 of the 89 corpus pages and its 2 shells qualify.
 */
export function clientRenderedSign(page: Plain): string | null {
  if (page.challenge !== null) return null;
  const shell = shellOf(page);
  if (shell.empty) return shell.reason;
  if (page.mainChars >= SERVER_RENDERED_MAIN_CHARS) return null;
  const thin = `${page.mainChars.toLocaleString("en")} characters of main text`;
  if (page.emptyMount) return `${thin} beside an empty ${page.emptyMount}`;
  if (page.noscriptAsksForJs) return `${thin} beside a <noscript> asking to "enable JavaScript"`;
  if (page.inlineScriptChars > page.textChars) return `${thin}, and more inline script (${page.inlineScriptChars.toLocaleString("en")} characters) than visible text (${page.textChars.toLocaleString("en")})`;
  return null;
}
