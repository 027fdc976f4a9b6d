// A media page: an audio or video player with little text around it (a podcast episode, a video), which
// is neither an article nor a listing.
import type { PageContext } from "../context.ts";
import { FURNITURE_TAGS, isInside } from "../derive/dom.ts";

/** An embedded player's address: hosted players and embeds. */
const PLAYER_SRC = /player|embed|\/e\/|youtube|youtu\.be|vimeo|spotify|soundcloud|simplecast|transistor\.fm|anchor\.fm|podbean|libsyn|megaphone|acast/i;

/** Whether the page holds an audio or video player outside its header and footer. */
export function hasPlayer(ctx: PageContext): boolean {
  const index = ctx.elements;
  const players = [...index.byTag("audio"), ...index.byTag("video"), ...index.byTag("iframe").filter((frame) => PLAYER_SRC.test(frame.getAttribute("src") ?? ""))];
  return players.some((player) => !isInside(player, FURNITURE_TAGS));
}
