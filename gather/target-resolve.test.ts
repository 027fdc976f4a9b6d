import { describe, expect, it } from "vitest";
import { parseTargetResolve, resolveTarget, type TargetRule } from "./target-resolve.ts";

function rules(spec: string): TargetRule[] {
  const parsed = parseTargetResolve(spec);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
}

describe("TARGET_RESOLVE", () => {
  it("maps a suffix pattern with {host}, keeping path and query", () => {
    const mapped = resolveTarget(new URL("https://shop.example/robots.txt?x=1"), rules("*.example=http://127.0.0.1:9100/{host}"));
    expect(mapped.href).toBe("http://127.0.0.1:9100/shop.example/robots.txt?x=1");
  });

  it("matches exact hosts, case- and trailing-dot-insensitively, first rule wins", () => {
    const table = rules("a.example=http://127.0.0.1:1/one, *.example=http://127.0.0.1:2/{host}");
    expect(resolveTarget(new URL("https://A.example./p"), table).href).toBe("http://127.0.0.1:1/one/p");
    expect(resolveTarget(new URL("https://b.example/p"), table).href).toBe("http://127.0.0.1:2/b.example/p");
  });

  it("leaves other hosts, and the bare suffix of a *. pattern, alone", () => {
    const table = rules("*.example=http://127.0.0.1:9100/{host}");
    expect(resolveTarget(new URL("https://example.com/"), table).href).toBe("https://example.com/");
    expect(resolveTarget(new URL("https://example/"), table).href).toBe("https://example/");
    expect(resolveTarget(new URL("https://notexample/"), table).href).toBe("https://notexample/");
  });

  it("is empty for an empty spec and rejects malformed entries", () => {
    expect(rules("")).toEqual([]);
    expect(parseTargetResolve("no-equals-sign").ok).toBe(false);
    expect(parseTargetResolve("*.example=not a url").ok).toBe(false);
    expect(parseTargetResolve("http://x=http://127.0.0.1").ok).toBe(false);
  });
});
