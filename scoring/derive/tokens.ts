// Markup read as a stream of tokens by htmlparser2's own Tokenizer (linkedom's, so raw text, comments and
// odd characters end where the parser ends them), with names, attribute values and text decoded. For
// scans of raw bytes that need no tree: it is linear whatever the nesting, where the parser's tree is not.
import { Tokenizer } from "htmlparser2";
import { runAtOnce, type Steps } from "../steps.ts";

export interface TokenHandler {
  /** A start tag; names lower-cased in HTML. `selfClosing` is the written `/>`, which HTML ignores but XML does not. */
  open?(name: string, attributes: ReadonlyMap<string, string>, selfClosing: boolean): void;
  close?(name: string): void;
  /** A run of text, entities decoded (raw text of <script> and <style> as written). */
  text?(text: string): void;
}

export interface TokenOptions {
  xml?: boolean;
  /** Characters of an attribute value kept (the rest of a hostile 5 MB value is dropped). */
  maxAttributeChars?: number;
  /** Tokens (start tags and pieces of text, as the tokenizer emits them) read before reading stops; the rest of the markup is left unread. */
  maxTokens?: number;
}

/** Slices the tokenizer is given, so that reading stops soon after the token budget is spent. */
const SLICE_CHARS = 64 * 1024;

const NO_ATTRIBUTES: ReadonlyMap<string, string> = new Map();

/** Reads the markup's tokens into the handler; true when the token budget stopped it before the end. */
export function readTokens(markup: string, handler: TokenHandler, options: TokenOptions = {}): boolean {
  return runAtOnce(tokenSteps(markup, handler, options));
}

/** readTokens in steps, one slice of markup each (steps.ts). */
export function* tokenSteps(markup: string, handler: TokenHandler, { xml = false, maxAttributeChars = 8_192, maxTokens = Infinity }: TokenOptions = {}): Steps<boolean> {
  let tokens = 0;
  const name = (start: number, end: number) => (xml ? markup.slice(start, end) : markup.slice(start, end).toLowerCase());
  let tag = "";
  let attributes: Map<string, string> | null = null;
  let attribute = "";
  let value = "";
  let text: string[] = [];

  const flushText = () => {
    if (text.length === 0) return;
    handler.text?.(text.join(""));
    text = [];
  };
  const endTag = (selfClosing: boolean) => {
    tokens++;
    handler.open?.(tag, attributes ?? NO_ATTRIBUTES, selfClosing);
    attributes = null;
  };

  const tokenizer = new Tokenizer(
    { xmlMode: xml, decodeEntities: true },
    {
      ontext(start, end) {
        tokens++;
        text.push(markup.slice(start, end));
      },
      ontextentity(codepoint) {
        tokens++;
        text.push(String.fromCodePoint(codepoint));
      },
      onopentagname(start, end) {
        flushText();
        tag = name(start, end);
      },
      onattribname(start, end) {
        attribute = name(start, end);
        value = "";
      },
      onattribdata(start, end) {
        if (value.length < maxAttributeChars) value += markup.slice(start, Math.min(end, start + maxAttributeChars - value.length));
      },
      onattribentity(codepoint) {
        if (value.length < maxAttributeChars) value += String.fromCodePoint(codepoint);
      },
      onattribend() {
        attributes ??= new Map();
        // Of duplicate attributes, the first wins (HTML tokenizer).
        if (!attributes.has(attribute)) attributes.set(attribute, value);
      },
      onopentagend() {
        endTag(false);
      },
      onselfclosingtag() {
        endTag(true);
      },
      onclosetag(start, end) {
        flushText();
        handler.close?.(name(start, end));
      },
      oncomment() {
        flushText();
      },
      oncdata(start, end, offset) {
        text.push(markup.slice(start, end - offset));
      },
      ondeclaration() {
        flushText();
      },
      onprocessinginstruction() {
        flushText();
      },
      onend() {
        flushText();
      },
    },
  );
  for (let at = 0; at < markup.length; at += SLICE_CHARS) {
    if (tokens >= maxTokens) return true;
    tokenizer.write(markup.slice(at, at + SLICE_CHARS));
    yield;
  }
  tokenizer.end();
  return false;
}
