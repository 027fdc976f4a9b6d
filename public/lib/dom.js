// Building the page from data without ever parsing it as HTML: elements are created and filled with
// textContent, links accept only http(s), and text from a scored site is clipped and bidi-isolated.

/** Longest text shown from a scored site; longer strings (a 1 MB title) are clipped with an ellipsis. */
export const MAX_SITE_TEXT = 400;

/** `text` shortened to `max` characters, never splitting a surrogate pair. */
export function clip(text, max = MAX_SITE_TEXT) {
  const value = String(text ?? "");
  if (value.length <= max) return value;
  let cut = max - 1;
  if (/[\uD800-\uDBFF]/.test(value.charAt(cut - 1))) cut -= 1;
  return `${value.slice(0, cut)}…`;
}

/**
 * An element with optional class, attributes and children. Children are nodes or strings (as text).
 * Attributes are set one by one; `href` must go through safeHref.
 */
export function el(tag, options = {}, ...children) {
  const node = document.createElement(tag);
  if (options.className) node.className = options.className;
  for (const [name, value] of Object.entries(options.attrs ?? {})) {
    if (value !== undefined && value !== null && value !== false) node.setAttribute(name, value === true ? "" : String(value));
  }
  node.append(...children.filter((child) => child !== null && child !== undefined && child !== ""));
  return node;
}

/**
 * Text from a scored site: in a <bdi>, so right-to-left overrides (U+202E) cannot reorder what surrounds
 * it, clipped to `max`.
 */
export function siteText(text, max = MAX_SITE_TEXT) {
  const node = document.createElement("bdi");
  node.textContent = clip(text, max);
  return node;
}

/** The address if it is an absolute http(s) URL, else null: never javascript:, data: or the like. */
export function safeHref(address) {
  try {
    const url = new URL(String(address), location.origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** A link, or plain text when the address is not http(s). */
export function link(address, ...children) {
  const href = safeHref(address);
  return href ? el("a", { attrs: { href } }, ...children) : el("span", {}, ...children);
}

export const byId = (id) => document.getElementById(id);
