// Microdata (itemscope/itemtype) and RDFa (typeof) types, for pages that mark up without JSON-LD.
import { schemaType } from "./jsonld.ts";

export interface InlineTypes {
  microdata: string[];
  rdfa: string[];
}

export function readInlineTypes(document: Document): InlineTypes {
  const microdata = [...document.querySelectorAll("[itemscope][itemtype]")].flatMap((element) =>
    (element.getAttribute("itemtype") ?? "").split(/\s+/).filter(Boolean).map(schemaType),
  );
  const rdfa = [...document.querySelectorAll("[typeof]")].flatMap((element) =>
    (element.getAttribute("typeof") ?? "").split(/\s+/).filter(Boolean).map((type) => schemaType(type.replace(/^[a-z]+:/i, ""))),
  );
  return { microdata, rdfa };
}
