// Portuguese, Brazilian and European. Boundaries are Unicode-aware lookarounds (\b misses é, ã, ç).
import type { Lexicon } from "./types.ts";

export const pt: Lexicon = {
  code: "pt",
  script: "latin",
  name: "Portuguese",
  stopwords: [
    "de", "a", "o", "que", "e", "do", "da", "em", "um", "para", "é", "com", "não", "uma", "os", "no", "se", "na",
    "por", "mais", "as", "dos", "como", "mas", "foi", "ao", "ele", "das", "tem", "à", "seu", "sua", "ou", "ser",
    "quando", "muito", "há", "nos", "já", "está", "também", "pelo", "pela", "até", "isso", "entre", "sem", "são",
    "pode", "você",
  ],
  interrogatives: [
    "o que", "que", "como", "por que", "por quê", "porque é que", "qual", "quais", "quando", "onde", "quem",
    "quanto", "quanta", "quantos", "quantas", "vale a pena",
  ],
  definitionPatterns: [
    /(?<!\p{L})(?:é|são|era|foi)\s+(?:um|uma|uns|umas|o|a|os|as|um\s+dos|uma\s+das)\s+\p{L}+/iu,
    /(?<!\p{L})(?:refere-se|se\s+refere)\s+a(?!\p{L})/iu,
    /(?<!\p{L})(?:é\s+)?definid[oa]s?\s+como(?!\p{L})/iu,
    /(?<!\p{L})significa(?!\p{L})/iu,
    /(?<!\p{L})consiste\s+em(?!\p{L})/iu,
    /(?<!\p{L})(?:trata-se\s+de|chama-se|é\s+chamad[oa])(?!\p{L})/iu,
  ],
  fillerOpeners: [
    /^(?:neste|nesta)\s+(?:artigo|post|guia|texto|tutorial|blog|publicação|matéria|postagem)(?!\p{L})/iu,
    /^(?:você\s+)?já\s+(?:se\s+perguntou|parou\s+para\s+pensar|pensou\s+(?:em|se))(?!\p{L})/iu,
    /^(?:bem-vind[oa]s?|olá|oi)(?!\p{L})/iu,
    /^(?:você\s+)?(?:está|anda)\s+(?:procurando|à\s+procura|buscando)(?!\p{L})/iu,
    /^hoje\s+(?:vamos|vou|iremos)(?!\p{L})/iu,
    /^(?:vamos\s+(?:descobrir|explorar|ver|conferir|falar)|confira|descubra)(?!\p{L})/iu,
    /^não\s+é\s+(?:nenhum\s+)?segredo(?!\p{L})/iu,
    /^(?:nos\s+dias\s+de\s+hoje|hoje\s+em\s+dia|no\s+mundo\s+(?:de\s+hoje|atual))(?!\p{L})/iu,
  ],
  danglingOpeners: [
    "isso", "isto", "este", "esta", "estes", "estas", "esse", "essa", "esses", "essas", "ele", "ela", "eles",
    "elas", "no entanto", "contudo", "porém", "além disso", "também", "ademais", "como mencionado",
    "como vimos", "como já foi dito", "como referido", "como mostrado acima", "tal", "tais",
  ],
  summaryLabels: [
    "tl;dr", "tldr", "em resumo", "resumo", "resumindo", "em poucas palavras", "pontos-chave", "pontos principais",
    "principais conclusões", "o essencial", "a resposta curta", "resposta rápida", "em síntese", "em suma",
  ],
  dateLabels: {
    published: ["publicado", "publicada", "publicado em", "publicada em", "data de publicação", "postado em", "data"],
    updated: ["atualizado", "atualizada", "atualizado em", "atualizada em", "última atualização", "modificado", "revisado", "revisto"],
  },
  months: [
    ["janeiro", "jan"], ["fevereiro", "fev"], ["março", "mar"], ["abril", "abr"], ["maio", "mai"],
    ["junho", "jun"], ["julho", "jul"], ["agosto", "ago"], ["setembro", "set"], ["outubro", "out"],
    ["novembro", "nov"], ["dezembro", "dez"],
  ],
  attributionPhrases: [
    "disse", "diz", "segundo", "de acordo com", "afirma", "afirmou", "explica", "explicou", "declarou", "escreveu",
    "ressalta", "ressaltou", "destaca", "destacou", "conforme", "relatou", "observa", "observou",
  ],
  bylineLabels: ["por", "escrito por", "autor", "autora", "revisado por", "postado por", "publicado por", "texto"],
  bylines: {
    after: [],
    and: ["e", "&"],
    stops: ["em", "às", "publicado", "atualizado"],
    credits: ["foto", "fotos", "fotografia", "imagem", "imagens", "ilustração", "edição", "editado por", "editor", "revisado por", "revisão", "fonte", "fontes", "vídeo", "tradução", "colaboração"],
    roles: ["repórter", "jornalista", "redator", "redatora", "editor", "editora", "colunista", "correspondente", "colaborador", "colaboradora"],
    otherSections: ["comentários", "comentário", "deixe um comentário", "deixe seu comentário", "avaliações", "opiniões", "leia também", "leia mais", "veja também", "relacionados", "posts relacionados", "artigos relacionados", "notícias relacionadas", "mais lidas", "mais lidos", "populares", "recomendados", "últimas notícias", "mais de", "você também pode gostar", "postagens populares", "postagens relacionadas"],
    authorCards: ["sobre o autor", "sobre a autora", "quem escreve", "o autor", "a autora"],
    readingTime: ["min de leitura", "minutos de leitura", "de leitura"],
    authorPaths: ["autor", "autora", "autores", "autoras", "colunista", "colunistas", "perfil"],
    surnames: [],
  },
  nameParticles: [
    "de", "do", "da", "dos", "das", "van", "von", "der", "den", "di", "del", "della", "du", "des", "la", "le",
    "al", "bin", "ibn",
  ],
  // Portuguese, like Spanish, needs about a fifth more words than English for the same sentence (1.24 times).
  longSentenceWords: 31,
  dateWords: { dayOrdinals: ["º"], between: ["de"], numericMonthFirst: false, dayFirstRegions: [], units: null, eras: [] },
  honorifics: ["dr", "dra", "sr", "sra"],
  quoteMarks: [["“", "”"], ["«", "»"], ["\"", "\""]],
  pages: {
    pricing: { slugs: ["precos", "preços", "planos"], headings: ["preços", "planos", "planos e preços"] },
    contact: { slugs: ["contato", "contacto", "fale-conosco"], headings: ["contato", "fale conosco", "contacto"] },
    about: { slugs: ["sobre-nos", "quem-somos", "sobre"], headings: ["sobre nós", "quem somos"] },
    docs: { slugs: ["ajuda", "documentacao"], hosts: [] },
    listing: { folders: ["categoria", "etiqueta"], search: ["busca"], indexes: ["noticias", "notícias"] },
    product: ["produto", "produtos"],
    article: ["artigo", "artigos", "noticias", "notícias"],
  },
  commerce: { cartButtons: ["adicionar ao carrinho", "comprar agora"], periods: ["mês", "ano"], per: ["por"], units: ["mês", "usuário", "ano"], before: [] },
  numbers: { percent: ["por cento"], magnitudes: ["milhões", "milhão", "bilhões", "bilhão", "mil"], currencies: ["reais", "dólares", "euros"], numerals: null },
  challenge: { waitTitles: ["um momento"], enableJavascript: [/habilit(?:a|e|ar)\s+(?:o\s+)?javascript/i, /ativ(?:a|e|ar)\s+(?:o\s+)?javascript/i] },
  genericTitles: ["início", "página inicial", "bem-vindo"],
  companyForms: ["ltda", "sa", "me", "eireli"],
};
