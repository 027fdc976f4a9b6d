// An event page without an Event schema: near its head a short line with the time it starts ("Samedi 18 avril
// 2026, de 14 h à 17 h", "Thursday, April 9 · 12:00 PM ET"), and a button to book or register. Either alone
// is common elsewhere (a byline's time, a newsletter's button); together they make the page an invitation,
// whose date is the event's, not a publication's.
import type { PageContext } from "../context.ts";
import { FURNITURE_TAGS, isInside, textOf } from "../derive/dom.ts";

/** The head of the content: its first text blocks, where an event page sets its date, time and place. */
const HEAD_BLOCKS = 8;
/** A line of details, not a paragraph that mentions a time. */
const MAX_DETAIL_WORDS = 30;

function hasStartTime(ctx: PageContext): boolean {
  let read = 0;
  for (const block of ctx.main.blocks) {
    if (block.kind !== "text") continue;
    if (++read > HEAD_BLOCKS) break;
    if (block.words <= MAX_DETAIL_WORDS && ctx.words.clockTime.test(block.text)) return true;
  }
  return false;
}

function hasBookingButton(ctx: PageContext): boolean {
  const root = ctx.main.root;
  const index = ctx.elements;
  const candidates = [
    ...index.byTag("button"),
    ...index.byTag("input").filter((input) => /^(?:submit|button)$/i.test(input.getAttribute("type") ?? "")),
    // A link too, whatever it is styled as: its whole label is the action ("Réserver ma place", "参加申し込み").
    ...index.byTag("a"),
  ];
  return candidates.some(
    (element) => root.contains(element) && !isInside(element, FURNITURE_TAGS) && ctx.words.eventAction.test(textOf(element) || element.getAttribute("value") || ""),
  );
}

/** Whether the page reads as an event's page: a start time at its head and a button to book or register. */
export function isEventInvitation(ctx: PageContext): boolean {
  return hasBookingButton(ctx) && hasStartTime(ctx);
}
