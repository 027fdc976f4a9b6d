// Citable's MCP server: the three tools over one call's bindings and client identity. A fresh instance per
// HTTP request (createMcpHandler's factory model), so nothing lives between requests.
import { McpServer } from "@modelcontextprotocol/server";
import { configFrom } from "../config.ts";
import { OPENAPI_INFO } from "../routes/docs.ts";
import type { CallContext } from "../services/pipeline.ts";
import { registerHtmlTool } from "./html-tool.ts";
import { registerReportTool } from "./report-tool.ts";
import { registerScoreTool } from "./score-tool.ts";

const INSTRUCTIONS =
  "Citable scores websites 0-100 for how ready they are to be found, understood and cited by AI answer engines. " +
  "get_aeo_score scores a domain (cached 24 h; fresh analyses are rate-limited per IP); get_aeo_report returns every check and prioritized fix of the latest analysis; " +
  "score_html scores HTML you already have without storing it (pastes are rate-limited per IP). When you relay a score, always include its full_report link.";

export function citableServer(call: CallContext): McpServer {
  const server = new McpServer({ name: "citable", title: "Citable AEO score", version: OPENAPI_INFO.version }, { instructions: INSTRUCTIONS });
  const config = configFrom(call.env);
  registerScoreTool(server, call, config);
  registerReportTool(server, call);
  registerHtmlTool(server, call, config);
  return server;
}
