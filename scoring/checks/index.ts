// The one registry of checks. A new check is a file in checks/<category>/ plus one line in that
// category's index.ts.
import type { CheckDefinition } from "../check.ts";
import { CONTENT_STRUCTURE } from "./content-structure/index.ts";
import { FRESHNESS } from "./freshness/index.ts";
import { TECHNICAL } from "./technical/index.ts";

export const CHECKS: readonly CheckDefinition[] = [...CONTENT_STRUCTURE, ...TECHNICAL, ...FRESHNESS];
