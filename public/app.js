// Home page: scores a URL through the agent endpoint and shows the result. Everything that comes from a
// scored site is inserted as text, never as HTML.
const form = document.getElementById("score-form");
const input = document.getElementById("url");
const status = document.getElementById("status");
const result = document.getElementById("result");

function say(text) {
  status.textContent = text;
}

function errorText(response, body) {
  if (response.status === 429) {
    return `${body.error ?? "Rate limit reached."} (Retry ${body.retryAfter ?? "later"}.)`;
  }
  if (response.status === 422) {
    return body.detail ? `${body.error} (${body.detail})` : body.error;
  }
  return body.error ?? `The service answered ${response.status}.`;
}

function show(data) {
  document.getElementById("result-title").textContent = data.url;
  document.getElementById("score").textContent = `${data.score}/100`;
  document.getElementById("grade").textContent = `Grade ${data.grade}`;
  document.getElementById("summary").textContent = data.summary;
  const list = document.getElementById("categories");
  list.replaceChildren(
    ...Object.entries(data.category_scores).map(([name, score]) => {
      const item = document.createElement("li");
      item.textContent = `${name}: ${score}`;
      return item;
    }),
  );
  const link = document.getElementById("report-link");
  link.href = `/report/${encodeURIComponent(data.url)}`;
  result.hidden = false;
}

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  const url = input.value.trim();
  if (!url) {
    say("Enter a domain such as example.com or a full address.");
    input.focus();
    return;
  }
  result.hidden = true;
  say("Fetching the site, reading robots.txt, llms.txt and the sitemap, and scoring… this takes a few seconds.");
  try {
    const response = await fetch(`/api/agent/score?url=${encodeURIComponent(url)}&fast=1`);
    const body = await response.json();
    if (!response.ok) {
      say(errorText(response, body));
      return;
    }
    say("");
    show(body);
  } catch {
    say("Could not reach Citable. Check your connection and try again.");
  }
});
