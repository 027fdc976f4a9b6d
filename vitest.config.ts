// Two projects, one run, one summary: the pure scoring library and Node-side harness in Node, and the
// Worker inside workerd (@cloudflare/vitest-plugin) with the real local KV, Durable Object, Queue and
// Browser bindings from wrangler.toml. The fixture sites and the Anthropic stand-in run in Node (global
// setup) and are reached from workerd over 127.0.0.1.
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "node",
          environment: "node",
          include: ["scoring/**/*.test.ts", "test/node/**/*.test.ts"],
        },
      },
      {
        plugins: [
          cloudflareTest(({ inject }) => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                TARGET_RESOLVE: `*.example=${inject("fixtureOrigin")}/{host}`,
                ANTHROPIC_BASE_URL: inject("anthropicOrigin"),
                ANTHROPIC_API_KEY: "test-key",
              },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["worker/**/*.test.ts", "test/worker/**/*.test.ts"],
          globalSetup: ["./test/fixtures/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
