// Named entities: the distinct people, organizations, products and places the text names, and schema
// about/mentions that tie the topic to known entities.
import { defineCheck, partial, pass, skip } from "../../check.ts";
import type { PageContext } from "../../context.ts";
import { entitySample, profileOf, readNamedEntities } from "../../derive/entities.ts";
import { isObject, textValue, urlValue, values } from "../../derive/schema-properties.ts";
import { excerpt } from "../../derive/text.ts";
import type { Lexicon } from "../../lexicons/types.ts";
import { listOf, type Reason } from "../../messages.ts";
import { NEUTRAL_CREDIT } from "../../weights.ts";

/** Entities expected: one per this many words, within the bounds below. */
const WORDS_PER_ENTITY = 150;
const MIN_TARGET = 3;
const MAX_TARGET = 8;
/** Below this, a text is too short to judge. */
const MIN_WORDS = 50;
/** Bonus for schema about/mentions, larger when they link to Wikipedia or Wikidata. */
const SCHEMA_BONUS = 0.2;
const LINKED_SCHEMA_BONUS = 0.3;
const MAX_SHOWN = 6;

interface NameWords {
  common: ReadonlySet<string>;
  particles: ReadonlySet<string> | undefined;
}

/**
 * The lexicon's help, built once per lexicon: its stop words, byline labels and attribution phrases are never
 * names ("By Jane Doe", "Selon l'Agence"), and its particles join the words of one ("Agenzia delle Entrate").
 */
const nameWords = new WeakMap<Lexicon, NameWords>();
const NO_HELP: NameWords = { common: new Set(), particles: undefined };

function nameWordsOf(lexicon: Lexicon | undefined): NameWords {
  if (!lexicon) return NO_HELP;
  let words = nameWords.get(lexicon);
  if (!words) {
    words = {
      common: new Set([...lexicon.stopwords, ...lexicon.bylineLabels, ...lexicon.attributionPhrases]),
      particles: lexicon.nameParticles.length > 0 ? new Set(lexicon.nameParticles) : undefined,
    };
    nameWords.set(lexicon, words);
  }
  return words;
}

/** Names in schema about/mentions, and whether any links to a knowledge-graph profile. */
function schemaTopics(ctx: PageContext): { names: string[]; linked: boolean } {
  const graph = ctx.schemaGraph;
  const names: string[] = [];
  let linked = false;
  for (const node of graph.nodes) {
    for (const topic of [...values(graph, node.data, "about"), ...values(graph, node.data, "mentions")]) {
      const name = textValue(topic);
      if (name && !names.includes(name)) names.push(name);
      if (isObject(topic)) {
        const links = [...values(graph, topic, "sameAs").map((value) => urlValue(value)), typeof topic["@id"] === "string" ? topic["@id"] : null];
        if (links.some((link) => link !== null && profileOf(link)?.knowledge)) linked = true;
      }
    }
  }
  return { names, linked };
}

export default defineCheck({
  id: "named-entities",
  category: "Entity & Topic Coverage",
  title: { pass: "The content names specific entities", fail: "The content names few specific entities" },
  why: "Engines answer about entities; text that names the people, organizations and products involved is easier to match and to cite.",
  source: "Google Search Central, Creating helpful content; schema.org about and mentions",
  weight: 15,
  appliesTo: "answers",
  languageSensitive: false,
  needs: [],
  readsProse: true,
  messages: {
    "entities-named": { evidence: "{details}." },
    "few-entities": {
      evidence: "{details}.",
      fix: 'Name the specific people, organizations, products and places involved, in full ("the European Commission", not "regulators"), and list the main ones in schema about/mentions with sameAs links to Wikidata.',
    },
    entities: { evidence: "{count|named entity|named entities} in {words} words (about {target} expected): {names}" },
    "no-entities": { evidence: "0 named entities in {words} words (about {target} expected)" },
    "caseless-script": { evidence: "the script has no letter case, so names are partly detected" },
    "schema-topics": { evidence: "schema about/mentions: {topics}" },
    "linked-schema-topics": { evidence: "schema about/mentions: {topics} (linked to a knowledge graph)" },
    "too-short": { evidence: "Too little text ({words} words) to judge named entities." },
  },
  run(ctx) {
    const main = ctx.main;
    if (main.words < MIN_WORDS) return skip("too-short", { words: String(main.words) });
    const { common, particles } = nameWordsOf(ctx.lexicon);
    const text = main.paragraphs.length > 0 ? entitySample(main.paragraphs) : main.text;
    // Without the page's language, the particles of every language.
    const { entities, caseMarked } = readNamedEntities(text, particles ?? ctx.words.nameParticles, common);
    const target = Math.min(MAX_TARGET, Math.max(MIN_TARGET, Math.round(main.words / WORDS_PER_ENTITY)));
    const found = Math.min(1, entities.length / target);
    // Without letter case, names are only partly visible to us: never below neutral credit.
    const textScore = caseMarked ? found : Math.max(found, NEUTRAL_CREDIT);
    const topics = schemaTopics(ctx);
    const bonus = topics.linked ? LINKED_SCHEMA_BONUS : topics.names.length > 0 ? SCHEMA_BONUS : 0;
    const score = Math.min(1, textScore + bonus);

    const counted = { words: String(main.words), target };
    const names = listOf(entities.slice(0, MAX_SHOWN).map((entity) => `"${excerpt(entity, 40)}"`), MAX_SHOWN, entities.length);
    const details: Reason[] = [entities.length > 0 ? { key: "entities", params: { ...counted, count: String(entities.length), names } } : { key: "no-entities", params: counted }];
    if (!caseMarked) details.push({ key: "caseless-script" });
    if (topics.names.length > 0) {
      const shown = topics.names.slice(0, MAX_SHOWN).map((name) => excerpt(name, 30)).join(", ");
      details.push({ key: topics.linked ? "linked-schema-topics" : "schema-topics", params: { topics: shown } });
    }
    return score >= 0.9 ? pass("entities-named", undefined, { details }) : partial(score, "few-entities", undefined, { details });
  },
});
