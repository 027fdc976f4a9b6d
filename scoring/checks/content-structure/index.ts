// Content Structure: headings, sections, lists and tables, paragraph and sentence length, main content,
// semantic HTML and alt text.
import type { CheckDefinition } from "../../check.ts";
import headingHierarchy from "./heading-hierarchy.ts";
import imageAltText from "./image-alt-text.ts";
import listsAndTables from "./lists-and-tables.ts";
import mainContentRatio from "./main-content-ratio.ts";
import paragraphLength from "./paragraph-length.ts";
import sectionLength from "./section-length.ts";
import semanticHtml from "./semantic-html.ts";
import sentenceLength from "./sentence-length.ts";
import singleH1 from "./single-h1.ts";

export const CONTENT_STRUCTURE: readonly CheckDefinition[] = [
  singleH1,
  headingHierarchy,
  sectionLength,
  listsAndTables,
  paragraphLength,
  sentenceLength,
  mainContentRatio,
  semanticHtml,
  imageAltText,
];
