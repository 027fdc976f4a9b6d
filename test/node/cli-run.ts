// Runs the CLI in process, capturing what it prints, for the CLI tests.
import { vi } from "vitest";
import { main } from "../../cli/citable.ts";

export async function runCli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, "log").mockImplementation((line: unknown) => void out.push(String(line)));
  vi.spyOn(console, "error").mockImplementation((line: unknown) => void err.push(String(line)));
  const code = await main(args);
  return { code, out: out.join("\n"), err: err.join("\n") };
}
