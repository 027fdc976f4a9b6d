// The service under plain `wrangler dev`, without the scoring Worker beside it (a newcomer who skips
// `npm start`): SCORER's dev-registry lookup fails, and the page is scored in the service's own process
// (worker/services/score.ts), with a warning, instead of failing the request.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startWrangler, type Wrangler } from "../../scripts/local-service.ts";

let service: Wrangler;
let state: string;

beforeAll(async () => {
  state = await mkdtemp(join(tmpdir(), "citable-alone-"));
  // An empty registry of its own: no scorer can be found, whatever else runs on this machine.
  service = await startWrangler({ config: "wrangler.toml", port: await freePort(), persist: state, registry: join(state, "registry"), logLevel: "warn" });
}, 90_000);

afterAll(async () => {
  await service?.stop();
  await rm(state, { recursive: true, force: true });
});

describe("the service without the scoring Worker", () => {
  it("scores a paste in its own process and says so", async () => {
    const html = "<!doctype html><html lang=en><head><title>Anvils</title></head><body><main><h1>Anvils</h1><p>An anvil is a forged steel block that smiths hammer hot metal on. It has a flat face for shaping, a horn for bending curves and a hardy hole for tools.</p></main></body></html>";
    const response = await fetch(`${service.origin}/api/analyze`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ html }) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { input: string; score: number; engine_version: number };
    expect(body.input).toBe("html");
    expect(body.score).toBeGreaterThan(0);
    expect(service.output()).toContain("citable-scorer is not running");
  }, 30_000);
});
