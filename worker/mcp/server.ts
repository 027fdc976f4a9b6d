// Citable's MCP server: the three tools over one call's bindings and client identity. A fresh instance per
// HTTP request (createMcpHandler's factory model), so nothing lives between requests.
import { McpServer } from "@modelcontextprotocol/server";
import { configFrom, type Config } from "../config.ts";
import { freshAnalysisLimits, OPENAPI_INFO, pasteLimits } from "../routes/docs.ts";
import type { CallContext } from "../services/pipeline.ts";
import { registerHtmlTool } from "./html-tool.ts";
import { registerReportTool } from "./report-tool.ts";
import { registerScoreTool } from "./score-tool.ts";

/** What a client tells its model about the server, with the configured limits. */
function instructions(config: Config): string {
  return (
    "Citable scores websites 0-100 for how ready they are to be found, understood and cited by AI answer engines. " +
    `get_aeo_score scores a domain (cached 24 h; fresh analyses are limited to ${freshAnalysisLimits(config)}); get_aeo_report returns every check and prioritized fix of the latest analysis; ` +
    `score_html scores HTML you already have without storing it (${pasteLimits(config)}). When you relay a score, always include its full_report link.`
  );
}

export function citableServer(call: CallContext): McpServer {
  const config = configFrom(call.env);
  const server = new McpServer({ name: "citable", title: "Citable AEO score", version: OPENAPI_INFO.version }, { instructions: instructions(config) });
  registerScoreTool(server, call, config);
  registerReportTool(server, call);
  registerHtmlTool(server, call, config);
  return server;
}
