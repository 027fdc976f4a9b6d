// Three projects, one run, one summary: the pure scoring library and Node-side harness in Node; the
// Worker inside workerd (@cloudflare/vitest-plugin) with the real local KV, Durable Object, Queue and
// Browser bindings from wrangler.toml; and the browser UI in headless Chromium against wrangler dev. The
// fixture sites and the Anthropic stand-in run in Node (global setups) and are reached over 127.0.0.1.
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "node",
          environment: "node",
          include: ["scoring/**/*.test.ts", "test/node/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "test/node/ui-*.test.ts"],
        },
      },
      // The browser UI in headless Chromium against the service under wrangler dev (started once, in the
      // global setup); files run one after another, as they share that service.
      {
        test: {
          name: "ui",
          environment: "node",
          include: ["test/node/ui-*.test.ts"],
          globalSetup: ["./test/node/ui-setup.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 90_000,
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
              serviceBindings: { SCORER: { name: "citable", entrypoint: "Scorer" } },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["worker/**/*.test.ts", "gather/**/*.test.ts", "test/worker/**/*.test.ts"],
          globalSetup: ["./test/fixtures/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      // The same Worker with a daily cap of 40, the red team's setting (issue 17): whether one network can
      // use up the day for everyone shows within a few dozen requests, without prefilled counters.
      {
        plugins: [
          cloudflareTest(({ inject }) => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                DAILY_CAP: "40",
                TARGET_RESOLVE: `*.example=${inject("fixtureOrigin")}/{host}`,
                ANTHROPIC_BASE_URL: inject("anthropicOrigin"),
                ANTHROPIC_API_KEY: "test-key",
              },
              serviceBindings: { SCORER: { name: "citable", entrypoint: "Scorer" } },
            },
          })),
        ],
        test: {
          name: "worker-cap40",
          include: ["test/worker-cap40/**/*.test.ts"],
          globalSetup: ["./test/fixtures/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
