// Freshness Signals: dates in structured data and on the page, their recency and agreement, the sitemap's lastmod.
import type { CheckDefinition } from "../../check.ts";
import contentRecency from "./content-recency.ts";
import copyrightYear from "./copyright-year.ts";
import dateConsistency from "./date-consistency.ts";
import schemaDates from "./schema-dates.ts";
import sitemapLastmod from "./sitemap-lastmod.ts";
import visibleDate from "./visible-date.ts";

export const FRESHNESS: readonly CheckDefinition[] = [schemaDates, visibleDate, contentRecency, dateConsistency, sitemapLastmod, copyrightYear];
