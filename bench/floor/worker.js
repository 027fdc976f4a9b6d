// The load test's floor: a Worker that only reads one KV key and answers it, under the same wrangler dev
// as the service, so figures are compared with what this machine's local runtime can do at all.
export default {
  async fetch(request, env) {
    let value = await env.FLOOR.get("key");
    if (value === null) {
      value = JSON.stringify({ tool: "floor", score: 80 });
      await env.FLOOR.put("key", value);
    }
    return new Response(value, { headers: { "content-type": "application/json" } });
  },
};
