// A media page: an audio or video player with little text around it (a podcast episode, a video), which
// is neither an article nor a listing.
import type { PageContext } from "../context.ts";
import { FURNITURE_TAGS, isInside } from "../derive/dom.ts";

/** An embedded player's address: hosted players (not "embed" alone: a map is embedded too). */
const PLAYER_SRC = /player|youtube|youtu\.be|vimeo|spotify|soundcloud|simplecast|transistor\.fm|anchor\.fm|podbean|libsyn|megaphone|acast/i;

/** Where a player is the site's, not the page's: its navigation, footer and asides. A page's own header may hold its episode's player. */
const CHROME = new Set(["NAV", "FOOTER", "ASIDE"]);

/** Whether the page holds an audio or video player of its own. */
export function hasPlayer(ctx: PageContext): boolean {
  const index = ctx.elements;
  const elements = [...index.byTag("audio"), ...index.byTag("video")].some((player) => !isInside(player, CHROME));
  return elements || index.byTag("iframe").some((frame) => PLAYER_SRC.test(frame.getAttribute("src") ?? "") && !isInside(frame, FURNITURE_TAGS));
}
