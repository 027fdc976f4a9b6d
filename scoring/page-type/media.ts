// A media page: an audio or video player with little text around it (a podcast episode, a video), which
// is neither an article nor a listing.
import type { PageContext } from "../context.ts";
import { FURNITURE_TAGS, classOf, isInside } from "../derive/dom.ts";

/** An embedded player's address: hosted players (not "embed" alone: a map is embedded too). */
const PLAYER_SRC = /player|youtube|youtu\.be|vimeo|spotify|soundcloud|simplecast|transistor\.fm|anchor\.fm|podbean|libsyn|megaphone|acast/i;

/** A class naming a player block ("player", "audio-player", "episode_player", a "play-selector" of services), not a sports player's card ("player-card"). */
const PLAYER_CLASS = /(?:^|\s)(?:(?:(?:audio|video|podcast|episode|media)[-_])?player|play[-_]?(?:button|btn|selector|pause))(?:\s|$)/i;

/** Where a player is the site's, not the page's: its navigation, footer and asides. A page's own header may hold its episode's player. */
const CHROME = new Set(["NAV", "FOOTER", "ASIDE"]);

/** Whether the page holds an audio or video player of its own. */
export function hasPlayer(ctx: PageContext): boolean {
  const index = ctx.elements;
  const elements = [...index.byTag("audio"), ...index.byTag("video")].some((player) => !isInside(player, CHROME));
  if (elements || index.byTag("iframe").some((frame) => PLAYER_SRC.test(frame.getAttribute("src") ?? "") && !isInside(frame, FURNITURE_TAGS))) return true;
  // A scripted player (an embed's own page): a "player" block with its buttons, the audio loaded by script.
  return index
    .withAttribute("class")
    .some((element) => PLAYER_CLASS.test(classOf(element)) && element.querySelector("button") !== null && !isInside(element, CHROME));
}
