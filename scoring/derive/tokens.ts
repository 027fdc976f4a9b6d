// Markup read as a stream of tokens by htmlparser2's own Tokenizer (linkedom's, so raw text, comments and
// odd characters end where the parser ends them), with names, attribute values and text decoded. For
// scans of raw bytes that need no tree: it is linear whatever the nesting, where the parser's tree is not.
import { Tokenizer } from "htmlparser2";

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
}

const NO_ATTRIBUTES: ReadonlyMap<string, string> = new Map();

export function readTokens(markup: string, handler: TokenHandler, { xml = false, maxAttributeChars = 8_192 }: TokenOptions = {}): void {
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
    handler.open?.(tag, attributes ?? NO_ATTRIBUTES, selfClosing);
    attributes = null;
  };

  const tokenizer = new Tokenizer(
    { xmlMode: xml, decodeEntities: true },
    {
      ontext(start, end) {
        text.push(markup.slice(start, end));
      },
      ontextentity(codepoint) {
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
  tokenizer.write(markup);
  tokenizer.end();
}
