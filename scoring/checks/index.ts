// The one registry of checks. A new check is a file in checks/<category>/ plus one line in that
// category's index.ts.
import type { CheckDefinition } from "../check.ts";
import { CONTENT_STRUCTURE } from "./content-structure/index.ts";
import { DIRECT_ANSWER } from "./direct-answer/index.ts";
import { ENTITY_COVERAGE } from "./entity-coverage/index.ts";
import { FRESHNESS } from "./freshness/index.ts";
import { SCHEMA_MARKUP } from "./schema-markup/index.ts";
import { TECHNICAL } from "./technical/index.ts";

export const CHECKS: readonly CheckDefinition[] = [
  ...DIRECT_ANSWER,
  ...CONTENT_STRUCTURE,
  ...SCHEMA_MARKUP,
  ...TECHNICAL,
  ...ENTITY_COVERAGE,
  ...FRESHNESS,
];
