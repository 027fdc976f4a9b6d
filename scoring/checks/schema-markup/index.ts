// Schema Markup: valid structured data, the page type's main entity and its properties, the organization's
// identity, breadcrumbs, markup that matches the page, and FAQ/HowTo as a small bonus.
import type { CheckDefinition } from "../../check.ts";
import breadcrumbSchema from "./breadcrumb-schema.ts";
import entityProperties from "./entity-properties.ts";
import faqSchema from "./faq-schema.ts";
import mainEntity from "./main-entity.ts";
import organizationIdentity from "./organization-identity.ts";
import schemaConsistency from "./schema-consistency.ts";
import structuredData from "./structured-data.ts";

export const SCHEMA_MARKUP: readonly CheckDefinition[] = [
  structuredData,
  mainEntity,
  entityProperties,
  organizationIdentity,
  breadcrumbSchema,
  schemaConsistency,
  faqSchema,
];
