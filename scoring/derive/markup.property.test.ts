import fc from "fast-check";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { CLASS_ATTRIBUTE, READ_ATTRIBUTES } from "./attributes.ts";
import { NON_CONTENT_TAGS, textOf } from "./dom.ts";
import { prepareMarkup } from "./markup.ts";
import { textHead } from "./visible-dates.ts";

const words = (value: string | null | undefined) => [...new Set((value ?? "").split(/\s+/).filter(Boolean))].join(" ");

/**
 * What checks can see of a document, as a browser reads it: every element outside SVG drawings (links and
 * scripts count wherever they are), at its depth, with the attributes checks read, names lower-cased, the first of a name
 * winning, class as its words; the text as textOf and textHead read it; scripts' code (their text
 * children); and comments.
 */
function visible(html: string, prepared: boolean) {
  const { document } = parseHTML(html);
  const elements = [...document.querySelectorAll("*")]
    .filter((element) => {
      const svg = element.parentElement?.closest("svg");
      const link = element.closest("a");
      return !svg || element.localName === "script" || (link !== null && svg.contains(link));
    })
    .map((element) => {
      const attributes = new Map<string, string>();
      for (const { name, value } of element.attributes) {
        const lower = prepared && name === CLASS_ATTRIBUTE ? "class" : name.toLowerCase();
        if (lower === "class" && !prepared && name !== "class") {
          // linkedom only turns an exact `class` into a class list; a browser reads `CLASS` the same way.
          if (!attributes.has("class")) attributes.set("class", words(value));
          continue;
        }
        if (!attributes.has(lower) && (READ_ATTRIBUTES.has(lower) || lower === "class")) attributes.set(lower, lower === "class" ? words(value) : value);
      }
      const code = [...element.childNodes].filter((node) => node.nodeType === 3).map((node) => (node as Text).data);
      const script = element.localName === "script" ? ` {${code.join("")}}` : "";
      let depth = 0;
      for (let node = element.parentElement; node; node = node.parentElement) depth++;
      return `${depth} ${element.localName}${[...attributes].map(([name, value]) => ` ${name}=${value}`).join("")}${script}`;
    });
  const comments: string[] = [];
  const walker = document.createTreeWalker(document, 128);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!node.parentElement?.closest("svg")) comments.push((node as Comment).data);
  const root = document.documentElement ?? document;
  return { elements, comments, text: textOf(root, NON_CONTENT_TAGS), head: textHead(root, 10_000) };
}

const piece = fc.constantFrom(
  // Attributes: read and unread, any case, odd syntax, duplicates, our own class name.
  `<a href='/x' class="one  two one" data-track="t">link</a>`, `<A HREF="/y" CLASS=up Style="x">up</A>`, `<div class=a/>`,
  `<div/>`, `<p data-x="1" style="color:red" id=i title="t>t">para</p>`, `<img src=a.png alt="" loading=lazy>`,
  `<meta NAME="robots" CONTENT="noindex">`, `<span =x>s</span>`, `<b a=b=c role=note>b</b>`, `<i x="1"y="2" role=note>i</i>`,
  `<a/href=z>z</a>`, `<a / href=z>z</a>`, `<a href=z/>z</a>`, `<div  class = "spaced" >d</div>`,
  `<span data-citable-class="fake" class="real">r</span>`, `<span class="x" class="y">x</span>`, `<span CLASS="x" class="y">x</span>`,
  `<span class="y" ${CLASS_ATTRIBUTE}="fake">y</span>`, `<time datetime='2024-01-02' data-x>t</time>`, `<div itemscope itemType="https://schema.org/Thing" itemProp=about>`,
  `<input type=submit value="Add to cart" onclick="x()" disabled>`, `<a href="/q" tabindex=0 aria-hidden="true" aria-expanded=false>q</a>`,
  // Comments, declarations, raw text.
  "<!-- <div class=c> -->", "<!-->", "<!--->", "<!-x class=y>", "<![CDATA[ <p class=q> ]]>", "<?php echo 1 ?>", "<!DOCTYPE html>",
  `<script>var s = "<div class=s>";</script>`, `<script type="application/ld+json">{"@type":"Thing"}</script>`,
  `<script>x</scripty><p class=z>y</script>`, "<SCRIPT>a</SCRIPT >", "<style>.a{}</style>", "<STYLE>p{}</STYLE>", "<style/>",
  "<title>T <b class=t></title>", "<textarea class=ta><p></textarea>", "<xmp><i></xmp>", "<script/>",
  // SVG: drawings, links, scripts, special text, foreign content, stray end tags.
  "<svg viewBox='0 0 9 9'><path d='M0 0'/><title>Icon</title></svg>", "<svg><a href='/in-svg'><text>t</text></a></svg>",
  "<svg><svg><circle/></svg></svg>", "<svg/>", "<svg><!-- </svg> --><g/></svg>", "<svg><script>var s = '</svg>';</script></svg>",
  "<svg><style>.a{fill:red}</style><g class='a'/></svg>", "<svg><title></svg><a href=/t></title></svg>",
  "<svg><foreignObject><div/><p>x</p></foreignObject></svg>", "<svg><g></div>", "<math><mi/></math>", "<svg><g/data-x=1>",
  // Structure and stray markup.
  "<div>", "</div>", "<p>", "</p>", "<li>", "<ul>", "</ul>", "<table><tr><td>c", "</br>", "</>", "</ div>", "</3>", "text", "a < b",
  "<", "<iframe>", "</iframe>", "<noembed>",
  // Whitespace, which is left out before block start tags and in the head.
  " ", "\n  ", "\t", "<head>", "</head>", "<body>", "<h2>Q?</h2>", "<section>", "</section>", "<br>", "<span>s</span>",
);

describe("prepareMarkup", () => {
  it("leaves what checks read as a browser reads it: elements, read attributes, class words, text, scripts, comments", () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const html = `<html><body>${pieces.join("")}</body></html>`;
        expect(visible(prepareMarkup(html), true)).toEqual(visible(html, false));
      }),
      { numRuns: 2000 },
    );
  });

});
