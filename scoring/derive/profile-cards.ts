// A personal blog's profile card beside or under the post: the writer's photo, the name alone on its line and
// a line about them, in a side column (an <aside>, a "sidebar") or marked as a bio after the post. It names
// the writer of a blog that signs its posts nowhere else; bylines.ts reads it last.
import type { BylinePatterns } from "../lexicons/byline-patterns.ts";
import { classOf } from "./dom.ts";
import { letters } from "./letters.ts";
import type { Line } from "./lines.ts";
import { nameAt } from "./names.ts";
import { textHead } from "./visible-dates.ts";
import { HAN_KANA_HANGUL } from "./chars.ts";

/** What the card reader asks of the byline reader: the page's lines and how it judged them. */
export interface ProfileReader {
  lines: readonly Line[];
  anchor: number;
  otherSection: readonly boolean[];
  words: BylinePatterns;
  spacedCjk: boolean;
  /** Why a line's names are not the page's own (comments, teasers), or null. */
  exclusion(line: Line): string | null;
  /** Whether a name alone on its line reads as a person's in its script. */
  readsAsName(name: string): boolean;
  /** Whether a line stands right under the story's last paragraph (an author box under the post, whatever its classes). */
  closesStory(line: Line): boolean;
}


/** A profile card's class in English, read in every language (a theme's "author__bio", "sidebar-profile", "SidebarUserBio"); the lexicons add theirs. */
const PROFILE_CLASS = /profile|author|bio|blogger|owner|about-?me|avatar|h-card|vcard|writer/i;
/** A side column's class, or an <aside>. */
const SIDE_CLASS = /sidebar|side-bar|(?:^|[\s_-])side(?:$|[\s_-])|widget/i;
/** Ancestors climbed from a name to its profile card, and from the card to a side column. */
const PROFILE_CLIMB = 3;
const SIDE_CLIMB = 6;
const PROFILE_CHARS = 600;
/** Lines of a profile card: the name, a line or two about the person, a place, a link or two. More is a column. */
const PROFILE_LINES = 6;
const PROFILE_NAME_CHARS = 40;
/** A class marking a name: "site-name", "author__name", "blogger-name". */
const NAME_CLASS = /name|author|profile/i;

const hasClass = (element: Element, pattern: RegExp): boolean => element.hasAttributes() && (pattern.test(classOf(element)) || pattern.test(element.getAttribute("id") ?? ""));

/** A line about the person in their card, beside the name ("Cucio, rammendo e scrivo da Torino…"). */
const BIO_CHARS = 20;
const BIO_CJK_CHARS = 12;
/** A picture's class naming it a person's: an avatar, a profile picture, a portrait. */
const PICTURE_CLASS = /avatar|profile|portrait|headshot/i;

/** Whether an image is a person's picture: named for them, or its alt or class (or its link's) says it is an avatar or a portrait. */
export function isAvatar(img: Element, words: BylinePatterns, name?: string): boolean {
  const alt = img.getAttribute("alt")?.trim() ?? "";
  // Or its file's address ("/profile/solbi.jpg", "/avatars/12.png"), where the markup's classes are a build's hashes.
  return (name !== undefined && alt === name) || words.pictureAlt.test(alt) || hasClass(img, PICTURE_CLASS) || hasClass(img.parentElement ?? img, PICTURE_CLASS) || PICTURE_CLASS.test(img.getAttribute("src") ?? "");
}

/** The profile card a line is the name of: a small block around it with the person's photo, or null. */
function profileOf(line: Line, name: string, words: BylinePatterns): Element | null {
  for (let node = line.block as Element | null, depth = 0; node && depth <= PROFILE_CLIMB && node.localName !== "body"; node = node.parentElement, depth++) {
    if (letters(node, PROFILE_CHARS) > PROFILE_CHARS) return null;
    if ([...node.querySelectorAll("img")].some((img) => isAvatar(img, words, name))) return node;
  }
  return null;
}

/** How many of the page's lines a block holds. */
const linesIn = (reader: ProfileReader, block: Element) => reader.lines.filter((line) => block.contains(line.block)).length;

/** Whether a profile card holds a line about the person besides their name. */
function hasBio(reader: ProfileReader, card: Element, line: Line): boolean {
  return reader.lines.some((other) => other !== line && card.contains(other.block) && (other.chars >= BIO_CHARS || (HAN_KANA_HANGUL.test(other.text) && other.chars >= BIO_CJK_CHARS)));
}

/** Whether a profile card stands in a side column (an <aside>, a "sidebar"), or, marked as one, under the post. */
function besideThePost(reader: ProfileReader, card: Element, line: Line): boolean {
  for (let node: Element | null = card, depth = 0; node && depth < SIDE_CLIMB && node.localName !== "body"; node = node.parentElement, depth++) {
    if (node.localName === "aside" || hasClass(node, SIDE_CLASS)) return true;
  }
  return (hasClass(card, PROFILE_CLASS) || hasClass(card, reader.words.profileClass)) && line.index > reader.anchor;
}

/** Whether an element stands in a side column or a profile card, memoized per element (one pass over the page's lines). */
function inSideOrProfile(reader: ProfileReader, element: Element | null, memo: Map<Element, boolean>): boolean {
  if (!element || element.localName === "body") return false;
  const known = memo.get(element);
  if (known !== undefined) return known;
  const own = element.localName === "aside" || hasClass(element, SIDE_CLASS) || hasClass(element, PROFILE_CLASS) || hasClass(element, reader.words.profileClass);
  const found = own || inSideOrProfile(reader, element.parentElement, memo);
  memo.set(element, found);
  return found;
}

/**
 * The blog owner's or writer's name in a profile card beside the post (their photo, the name alone on its
 * line, a line about them): the author of a personal blog that signs its posts nowhere else. The last resort.
 */
export function profileCard(reader: ProfileReader): { name: string; line: number } | null {
  const memo = new Map<Element, boolean>();
  for (const line of reader.lines) {
    if (line.furniture || line.chars > PROFILE_NAME_CHARS || reader.otherSection[line.index]) continue;
    const underPost = reader.closesStory(line);
    if (!underPost && !inSideOrProfile(reader, line.block, memo)) continue;
    // A heading is a widget's title ("Google Profile", "会社情報") unless it is marked as a name ("site-name", "author__name").
    if (line.heading > 0 && ![line.block, ...line.inlines].some((element) => hasClass(element, NAME_CLASS) || hasClass(element, reader.words.profileClass))) continue;
    // Several links on one line are a row of icons ("Facebook Twitter Youtube").
    if (line.inlines.filter((element) => element.localName === "a" && textHead(element, 1) !== "").length > 1) continue;
    const name = nameAt(line.text, reader.words, { spacedCjk: reader.spacedCjk });
    if (!name || name !== line.text.trim() || !reader.readsAsName(name) || reader.words.isStaff(name)) continue;
    // The cheap tests first: the card and where it stands, then whether the line belongs to something else.
    const card = profileOf(line, name, reader.words);
    if (!card || !(underPost || besideThePost(reader, card, line)) || !hasBio(reader, card, line) || linesIn(reader, card) > PROFILE_LINES) continue;
    const reason = reader.exclusion(line);
    if (reason === null || reason === "card") return { name, line: line.index };
  }
  return null;
}
