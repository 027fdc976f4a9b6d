// A site's JUnit XML (cli/formats/site-junit.ts), validated and parsed for the CLI tests of a built site and
// of a live one.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { expect } from "vitest";

export interface TestCase {
  "@_name": string;
  "@_classname": string;
  "@_file"?: string;
  failure?: { "@_message": string; "#text": string };
  error?: { "@_message": string };
  skipped?: { "@_message": string };
  "system-out"?: string;
}

export interface Suite {
  "@_name": string;
  "@_tests": string;
  "@_failures": string;
  "@_errors": string;
  "@_skipped": string;
  testcase: TestCase[];
}

export function parseSiteJUnit(xml: string): { "@_tests": string; "@_failures": string; "@_errors": string; "@_skipped": string; testsuite: Suite[] } {
  expect(XMLValidator.validate(xml)).toBe(true);
  return new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "testsuite" || name === "testcase" }).parse(xml).testsuites;
}
