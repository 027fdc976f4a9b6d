import { describe, expect, it } from "vitest";
import { ConfigSchema } from "./config.ts";

describe("configuration", () => {
  it("applies the documented defaults", () => {
    const config = ConfigSchema.parse({});
    expect(config).toMatchObject({
      RATE_LIMIT_PER_HOUR: 10,
      DAILY_CAP: 5000,
      PASTE_LIMIT_PER_HOUR: 60,
      CACHE_TTL_SECONDS: 86_400,
      SITE_PAGES: 5,
      AI_MODEL: "claude-haiku-4-5",
      TARGET_RESOLVE: [],
    });
    expect(config.ANTHROPIC_API_KEY).toBeUndefined();
  });

  it("coerces numbers from strings and treats blank optional values as unset", () => {
    const config = ConfigSchema.parse({ RATE_LIMIT_PER_HOUR: "3", ANTHROPIC_API_KEY: "  ", PUBLIC_BASE_URL: "" });
    expect(config.RATE_LIMIT_PER_HOUR).toBe(3);
    expect(config.ANTHROPIC_API_KEY).toBeUndefined();
    expect(config.PUBLIC_BASE_URL).toBeUndefined();
  });

  it("refuses nonsense rather than running with it", () => {
    expect(ConfigSchema.safeParse({ DAILY_CAP: "0" }).success).toBe(false);
    expect(ConfigSchema.safeParse({ PASTE_LIMIT_PER_HOUR: "-1" }).success).toBe(false);
    expect(ConfigSchema.safeParse({ CACHE_TTL_SECONDS: "10" }).success).toBe(false);
    expect(ConfigSchema.safeParse({ SITE_PAGES: "0" }).success).toBe(false);
    expect(ConfigSchema.safeParse({ SITE_PAGES: "21" }).success).toBe(false);
    expect(ConfigSchema.safeParse({ PUBLIC_BASE_URL: "not a url" }).success).toBe(false);
    expect(ConfigSchema.safeParse({ TARGET_RESOLVE: "garbage" }).success).toBe(false);
  });
});
