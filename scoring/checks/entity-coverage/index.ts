// Entity & Topic Coverage: statistics, attributed quotations, cited sources, a clear brand entity, named
// entities, internal links and topical depth.
import type { CheckDefinition } from "../../check.ts";
import citedSources from "./cited-sources.ts";
import entityClarity from "./entity-clarity.ts";
import internalLinks from "./internal-links.ts";
import namedEntities from "./named-entities.ts";
import quotations from "./quotations.ts";
import statistics from "./statistics.ts";
import topicalDepth from "./topical-depth.ts";

export const ENTITY_COVERAGE: readonly CheckDefinition[] = [
  statistics,
  quotations,
  citedSources,
  entityClarity,
  namedEntities,
  internalLinks,
  topicalDepth,
];
