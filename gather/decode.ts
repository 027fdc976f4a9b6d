// Bytes to text, honouring the charset the way browsers do (WHATWG Encoding, HTML §13.2.3.2): a BOM
// first, then the Content-Type charset, then a <meta> charset in the first 1024 bytes, else UTF-8.
// Unknown labels fall back to UTF-8 instead of throwing.

export interface MediaType {
  type: string;
  charset: string | null;
}

/** The first media type of a Content-Type header ("image/png, text/html" is image/png: no smuggling). */
export function parseContentType(header: string | null): MediaType | null {
  if (!header) return null;
  const first = header.split(",")[0]!;
  const [type = "", ...params] = first.split(";");
  const charset = params
    .map((param) => param.trim())
    .find((param) => /^charset=/i.test(param))
    ?.slice("charset=".length)
    .replace(/^["']|["']$/g, "")
    .trim();
  return { type: type.trim().toLowerCase(), charset: charset || null };
}

function bomCharset(bytes: Uint8Array): { charset: string; skip: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { charset: "utf-8", skip: 3 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { charset: "utf-16be", skip: 2 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { charset: "utf-16le", skip: 2 };
  return null;
}

function metaCharset(bytes: Uint8Array): string | null {
  const head = new TextDecoder("windows-1252").decode(bytes.subarray(0, 1024));
  const direct = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head);
  return direct?.[1] ?? null;
}

function decoderFor(label: string | null): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.toLowerCase());
  } catch {
    return null;
  }
}

export interface Decoded {
  text: string;
  charset: string;
}

export function decodeBody(bytes: Uint8Array, contentType: MediaType | null, html: boolean): Decoded {
  const bom = bomCharset(bytes);
  if (bom) return { text: new TextDecoder(bom.charset).decode(bytes.subarray(bom.skip)), charset: bom.charset };
  const header = decoderFor(contentType?.charset ?? null);
  if (header) return { text: header.decode(bytes), charset: header.encoding };
  const meta = html ? decoderFor(metaCharset(bytes)) : null;
  // A <meta> that says UTF-16 was read as ASCII, so the page is not UTF-16; browsers read it as UTF-8.
  const decoder = meta && !meta.encoding.startsWith("utf-16") ? meta : new TextDecoder("utf-8");
  return { text: decoder.decode(bytes), charset: decoder.encoding };
}

/** Whether bytes look like HTML when the server sent no usable content type. */
export function sniffsAsHtml(bytes: Uint8Array): boolean {
  const head = new TextDecoder("windows-1252").decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  return head.startsWith("<!doctype html") || head.startsWith("<html") || /^<(?:head|body|meta|title)\b/.test(head);
}
