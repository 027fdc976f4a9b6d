// The agent endpoint's order of work: normalize → cache → limits → fetch, score, store.
import type { Context } from "hono";
import { ApiError } from "../errors.ts";
import type { AppEnv } from "../router.ts";
import type { ScoreResult } from "../schemas/score-result.ts";

export interface ScoreRequest {
  url: string;
  fast: boolean;
}

export async function scoreForAgent(_c: Context<AppEnv>, request: ScoreRequest): Promise<ScoreResult> {
  if (!request.url.includes(".")) throw ApiError.invalidUrl();
  throw ApiError.unfetchable("the analysis pipeline is not built yet");
}
