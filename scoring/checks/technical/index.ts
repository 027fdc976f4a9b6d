// Technical SEO for AI: can crawlers reach, read, index and quote the page (reachability, rendering,
// robots.txt, directives, canonical, HTTPS, language, sitemap, llms.txt, weight, title).
import type { CheckDefinition } from "../../check.ts";
import aiSearchCrawlers from "./ai-search-crawlers.ts";
import aiTrainingCrawlers from "./ai-training-crawlers.ts";
import canonicalUrl from "./canonical-url.ts";
import hreflang from "./hreflang.ts";
import https from "./https.ts";
import indexingDirectives from "./indexing-directives.ts";
import langAttribute from "./lang-attribute.ts";
import llmsTxt from "./llms-txt.ts";
import pageWeight from "./page-weight.ts";
import reachability from "./reachability.ts";
import serverRenderedContent from "./server-rendered-content.ts";
import sitemap from "./sitemap.ts";
import titleAndDescription from "./title-and-description.ts";

export const TECHNICAL: readonly CheckDefinition[] = [
  reachability,
  serverRenderedContent,
  aiSearchCrawlers,
  aiTrainingCrawlers,
  indexingDirectives,
  canonicalUrl,
  https,
  langAttribute,
  hreflang,
  sitemap,
  llmsTxt,
  pageWeight,
  titleAndDescription,
];
