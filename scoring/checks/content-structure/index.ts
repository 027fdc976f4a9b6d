// Content Structure: headings, sections, lists and tables, paragraph length, main content, semantic HTML.
import type { CheckDefinition } from "../../check.ts";
import singleH1 from "./single-h1.ts";

export const CONTENT_STRUCTURE: readonly CheckDefinition[] = [singleH1];
