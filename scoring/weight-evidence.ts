// Why the weights are what they are: the field's evidence for what weighs much and what little, as data the
// methodology page shows beside the points each check is worth. Sources are public, by name.

export interface WeightEvidence {
  /** The checks the note is about: their share of the score is computed from the weights, never written here. */
  checks: readonly string[];
  /** What the evidence says, and so what the weight does. */
  says: string;
  sources: readonly string[];
}

export const WEIGHT_EVIDENCE: readonly WeightEvidence[] = [
  {
    checks: ["ai-search-crawlers", "reachability", "server-rendered-content"],
    says: "Weighs much. A page an answer engine's search or user-triggered crawler cannot fetch, or whose text appears only after JavaScript runs, is never read, so it can never be cited: a robots.txt block of OAI-SearchBot, Claude-SearchBot, PerplexityBot, ChatGPT-User, Claude-User, Googlebot or Bingbot removes the site from those answers. AI crawlers fetch HTML and run no JavaScript: when the home page looks client-rendered (or needed a browser to be read), it is rendered and the share of the browser's main-text words that the plain HTML holds is server-rendered-content's score (render parity), so a page whose text mostly appears only in a browser fails it.",
    sources: [
      "OpenAI, Overview of OpenAI crawlers (OAI-SearchBot and ChatGPT-User apart from GPTBot)",
      "Anthropic, crawler documentation (Claude-SearchBot and Claude-User apart from ClaudeBot)",
      "Perplexity, Perplexity crawlers (PerplexityBot and Perplexity-User)",
      "Vercel and MERJ, The rise of the AI crawler (December 2024)",
      "RFC 9309, Robots Exclusion Protocol",
    ],
  },
  {
    checks: ["ai-training-crawlers"],
    says: "Costs nothing. Blocking GPTBot, ClaudeBot, CCBot, Google-Extended or Applebot-Extended opts out of model training, not of AI search or answers; it is a legitimate policy choice, shown as information with weight 0.",
    sources: ["OpenAI, Overview of OpenAI crawlers", "Google Search Central, Google's crawlers and fetchers (Google-Extended does not affect inclusion in Google Search)", "Apple, About Applebot (Applebot-Extended)"],
  },
  {
    checks: ["answer-first-paragraph", "question-heading-answers", "definition-sentence"],
    says: "Weighs much. Whether a page answers the question, up front and in words an engine can lift, is what answer engines quote; readiness scores that reward formatting instead barely predict citations. Direct Answer Quality therefore measures where the answer is, not whether an opening paragraph exists.",
    sources: ["Google Search Central, Featured snippets and your website", "Liu et al., Lost in the Middle: How Language Models Use Long Contexts (TACL 2024, arXiv 2307.03172)", "Nielsen Norman Group, Inverted pyramid: writing for comprehension"],
  },
  {
    checks: ["statistics", "quotations", "cited-sources"],
    says: "Real but modest. In the GEO experiments, adding statistics, quotations from named sources and citations raised a source's visibility in generative answers the most of all edits tried, and keyword stuffing lowered it; the gains shrink when every competing page does the same.",
    sources: ["Aggarwal et al., GEO: Generative Engine Optimization (KDD 2024, arXiv 2311.09735)", "C-SEO Bench: Does Conversational SEO Work? (NeurIPS 2025, arXiv 2506.11097)"],
  },
  {
    checks: ["llms-txt"],
    says: "Weighs little. No answer engine has said it reads llms.txt to choose what to cite, and no measured effect on citations has been shown; Google states its AI features need no llms.txt. A well-formed file is credited a little, never required.",
    sources: ["llmstxt.org, The /llms.txt file (proposal, 2024)", "Google Search Central, AI features and your website"],
  },
  {
    checks: ["structured-data", "faq-schema"],
    says: "Weighs little as presence. Google states its AI features need no special markup, and FAQ and HowTo rich results are no longer shown for most sites; structured data earns its points through what it identifies (the organization, the page's main entity and its properties), not for being there.",
    sources: ["Google Search Central, AI features and your website", "Google Search Central blog, Changes to HowTo and FAQ rich results (August 2023)", "Google Search Central, Introduction to structured data markup"],
  },
];
