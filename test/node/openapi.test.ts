// The published OpenAPI document, generated from the route schemas, passes a real OpenAPI 3.1 validator.
// It runs in Node (the validator compiles schemas with code generation, which workerd forbids); the
// Worker's Hono app runs in Node unchanged for this.
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app.ts";

async function document(): Promise<Record<string, any>> {
  const response = await app.request("https://citable.test/openapi.json", {}, {} as Env);
  expect(response.status).toBe(200);
  return response.json();
}

describe("/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(await document());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("describes getAeoScore with every response of the contract", async () => {
    const doc = await document();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe("1.0.0");
    const operation = doc.paths["/api/agent/score"].get;
    expect(operation.operationId).toBe("getAeoScore");
    expect(Object.keys(operation.responses).sort()).toEqual(["200", "400", "422", "429"]);
    const parameters = operation.parameters.map((p: { name: string; required?: boolean }) => [p.name, p.required ?? false]);
    expect(parameters).toEqual(expect.arrayContaining([["url", true], ["fast", false]]));
    const result = doc.components.schemas.ScoreResult;
    expect(result.required).toEqual(expect.arrayContaining(["tool", "url", "score", "grade", "summary", "category_scores", "full_report", "note"]));
    expect(doc.servers).toEqual([{ url: "https://citable.test" }]);
  });
});
