// The offline demo tells the truth: `npm run fixtures` prints the ports really in use, the README's demo
// commands are the ones it prints (limits raised, and said how), and the README's example response is
// today's, a valid score result of the current engine version.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ENGINE_VERSION } from "../../scoring/version.ts";
import { ScoreResultSchema } from "../../worker/schemas/score-result.ts";
import { demoCommands, DEMO_RATE_LIMIT } from "../fixtures/demo-commands.ts";

const README = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
const SERVE = fileURLToPath(new URL("../fixtures/serve.ts", import.meta.url));

/** Runs `npm run fixtures`'s script with `env` until it has printed the curl line; returns what it printed. */
async function fixturesOutput(env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, [SERVE], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  try {
    let out = "";
    for await (const chunk of child.stdout) {
      out += String(chunk);
      if (/curl .*\n/.test(out)) break;
    }
    // Still listening: the printed origins are checked against the live servers.
    const site = /Fixture sites: +(http:\/\/127\.0\.0\.1:\d+)\//.exec(out)?.[1];
    expect((await fetch(`${site}/acme.example/`)).status).toBe(200);
    return out;
  } finally {
    child.kill("SIGTERM");
  }
}

describe("npm run fixtures", () => {
  it("prints the ports it listens on and the service's PORT, with the limit raised", async () => {
    const out = await fixturesOutput({ PORT: "8123", FIXTURE_PORT: "0", ANTHROPIC_STUB_PORT: "0" });
    const site = /Fixture sites: +(http:\/\/127\.0\.0\.1:\d+)\//.exec(out)?.[1];
    const stub = /Anthropic stand-in: +(http:\/\/127\.0\.0\.1:\d+)\//.exec(out)?.[1];
    expect(site).not.toMatch(/:9100$/);
    expect(out).toContain(demoCommands({ siteOrigin: site!, stubOrigin: stub!, servicePort: "8123" }));
    expect(out).toContain(`PORT=8123 RATE_LIMIT_PER_HOUR=${DEMO_RATE_LIMIT} `);
    expect(out).toContain("curl 'http://127.0.0.1:8123/api/agent/score?url=acme.example'");
    expect(out).not.toContain("8787");
  });
});

describe("the README's demo", () => {
  it("shows the commands `npm run fixtures` prints on the default ports, and says how the limits are raised", () => {
    const commands = demoCommands({ siteOrigin: "http://127.0.0.1:9100", stubOrigin: "http://127.0.0.1:9101", servicePort: "8787" });
    const demo = README.slice(README.indexOf("### Scoring fixture sites offline (demo)"), README.indexOf("## Endpoints"));
    expect(demo).toContain(commands.trimEnd());
    expect(demo).toMatch(/`RATE_LIMIT_PER_HOUR=1000` raises the limit of fresh analyses per client per hour from its default of 10/);
  });

  it("shows today's response: a valid score result of the current engine version", () => {
    const example = README.slice(README.indexOf("Example, from the offline demo above"));
    const json = /```json\n([\s\S]*?)\n```/.exec(example)?.[1];
    const result = ScoreResultSchema.parse(JSON.parse(json!));
    expect(result.engine_version).toBe(ENGINE_VERSION);
    expect(result.url).toBe("acme.example");
  });
});
