// Alt text on the main content's images, so what they show can be read and quoted.
import { defineCheck, partial, pass, skip } from "../../check.ts";
import { attr } from "../../derive/dom.ts";
import { quote } from "../../derive/sections.ts";

/** Alt text that names a file or camera frame says nothing about the picture. */
const FILENAME_ALT = /^[\w\- ]{0,80}\.(?:jpe?g|png|gif|webp|avif|svg|bmp|tiff?)$|^(?:img|image|dsc|dscn|photo|pic|screenshot)[\s_-]?\d+$/i;
/** Tracking pixels and spacers: width or height attributes this small. */
const MAX_PIXEL = 2;
/** Every image marked decorative (alt="") on a page with several: likely a template default, not a choice. */
const ALL_DECORATIVE = { minImages: 2, score: 0.6 } as const;

type Verdict = "described" | "decorative" | "missing" | "filename" | "hidden";

function verdictOf(image: Element): Verdict {
  if (attr(image, "aria-hidden") === "true" || /^(?:presentation|none)$/i.test(attr(image, "role") ?? "")) return "hidden";
  const width = Number(attr(image, "width") ?? NaN);
  const height = Number(attr(image, "height") ?? NaN);
  if (width <= MAX_PIXEL || height <= MAX_PIXEL) return "hidden";
  const alt = attr(image, "alt");
  if (alt === null) return "missing";
  if (alt === "") return "decorative";
  return FILENAME_ALT.test(alt) ? "filename" : "described";
}

/** The image's file name, for evidence: lazy loaders keep the real address in data-src. */
function nameOf(image: Element): string {
  const src = attr(image, "data-src") ?? attr(image, "src") ?? "";
  const file = src.startsWith("data:") ? "" : (src.split(/[?#]/)[0]!.split("/").pop() ?? "");
  return file ? `<img src="…/${quote(file, 40)}">` : "<img>";
}

export default defineCheck({
  id: "image-alt-text",
  category: "Content Structure",
  title: { pass: "Content images have alt text", fail: "Content images lack alt text" },
  why: "Engines read text, not pixels: alt text is what lets a chart, diagram or product photo count as content.",
  source: "WCAG 2.2 SC 1.1.1 Non-text Content; Google Search Central, image SEO best practices (alt text)",
  weight: 5,
  appliesTo: "all",
  languageSensitive: false,
  needs: ["markup"],
  messages: {
    "no-images": { evidence: "No content images in the main content." },
    "one-decorative-image": { evidence: 'The only image is marked decorative (alt="").' },
    "all-decorative": {
      evidence: 'All {count} images are marked decorative (alt=""), for example {image}.',
      fix: 'Give images that carry content (photos, charts, diagrams) alt text saying what they show; keep alt="" only for decoration.',
    },
    "alt-text": { evidence: "{count#The one content image has|All # content images have} alt text." },
    "missing-alt": {
      evidence: "{bad} of {count} content images {bad#lacks|lack} a useful alt text: {examples}.",
      fix: 'Add alt text saying what each image shows, starting with {image}; use alt="" only for decoration.',
    },
    "missing-alt-only-image": {
      evidence: "The one content image lacks a useful alt text: {examples}.",
      fix: 'Add alt text to {image} saying what it shows; use alt="" only for decoration.',
    },
  },
  run(ctx) {
    const images = ctx.structure.blocks.flatMap((block) => (block.kind === "image" ? [block.element] : []));
    const judged = images.map((image) => ({ image, verdict: verdictOf(image) })).filter(({ verdict }) => verdict !== "hidden");
    if (judged.length === 0) return skip("no-images");
    const content = judged.filter(({ verdict }) => verdict !== "decorative");
    if (content.length === 0) {
      if (judged.length < ALL_DECORATIVE.minImages) return skip("one-decorative-image");
      return partial(ALL_DECORATIVE.score, "all-decorative", { count: String(judged.length), image: nameOf(judged[0]!.image) });
    }
    const bad = content.filter(({ verdict }) => verdict !== "described");
    const described = content.length - bad.length;
    if (bad.length === 0) return pass("alt-text", { count: String(content.length) });
    // A list inside the sentence: each image with what is wrong with its alt.
    const examples = bad
      .slice(0, 3)
      .map(({ image, verdict }) => `${nameOf(image)} (${verdict === "missing" ? "no alt" : "alt is a file name"})`)
      .join(", ");
    return partial(described / content.length, content.length === 1 ? "missing-alt-only-image" : "missing-alt", { bad: String(bad.length), count: String(content.length), examples, image: nameOf(bad[0]!.image) });
  },
});
