// The attributes checks read: the only ones prepareMarkup() lets through to the parser. linkedom builds a
// node per attribute (an object, plus a Map in a WeakMap for its event listeners), and the `style`,
// `data-*`, `aria-*`, `srcset` or `tabindex` attributes no check reads are a third of a page's attributes
// (49k of the corpus's 160k).
// Reading a new attribute in a check means adding it here; attributes.test.ts fails until it is.

export const READ_ATTRIBUTES: ReadonlySet<string> = new Set([
  // Links, media and forms.
  "href", "rel", "hreflang", "src", "data-src", "alt", "width", "height", "action", "value", "onclick", "cite", "data",
  // Meta and language.
  "name", "content", "property", "http-equiv", "lang", "xml:lang", "type", "datetime",
  // Identity and roles.
  "id", "role", "aria-label", "aria-hidden", "data-nosnippet",
  // Microdata and RDFa.
  "itemscope", "itemtype", "itemprop", "itemid", "typeof", "resource",
]);

/**
 * Where the class attribute's value goes. linkedom turns every `class` it parses into a token list (a Set,
 * the value split twice and joined again), the largest single cost of its parse after node creation.
 * Checks only test the value as written, so prepareMarkup() renames `class` to this name, which linkedom
 * stores like any other attribute, and classOf() reads it. A page's own attribute of this name is dropped
 * with the other unread `data-*` attributes.
 */
export const CLASS_ATTRIBUTE = "data-citable-class";
