// Japanese. No spaces between words: interrogatives, labels and openers are substrings, and patterns match
// without word boundaries. The detector settles Japanese by script (kana); the stop words are the common
// particles and function words (after the SlothLib list) for checks that want them.
import type { Lexicon } from "./types.ts";

export const ja: Lexicon = {
  code: "ja",
  script: "japanese",
  name: "Japanese",
  stopwords: [
    "の", "に", "は", "を", "た", "が", "で", "て", "と", "し", "も", "な", "や", "へ", "か", "だ", "です", "ます",
    "ある", "いる", "する", "から", "こと", "として", "など", "ない", "この", "その", "これ", "それ", "ため",
    "よう", "また", "もの", "という", "まで", "なる", "により", "について", "しかし", "さらに", "ので", "できる",
    "られる", "および", "または",
  ],
  interrogatives: [
    "とは", "なぜ", "どう", "どの", "どんな", "どれ", "どこ", "いつ", "何", "誰", "いくら", "どのくらい",
    "どれくらい", "ですか", "ますか", "でしょうか", "のか",
  ],
  definitionPatterns: [
    /(?:とは|というのは)[^。]{1,150}?(?:です|である|だ|をいう|を言う|を指す|を指します|のこと|を意味)/u,
    /は[^。]{1,150}?(?:の一種|の一つ|のひとつ)(?:です|である|だ)/u,
    /(?:を指します|を指す|を意味します|を意味する|と呼ばれ(?:ます|る)|と定義され)/u,
  ],
  fillerOpeners: [
    /^(?:この|本|今回の)(?:記事|ページ|ブログ|投稿|ガイド|コラム)では/u,
    /^[^。]{0,40}?(?:と思ったこと|と疑問に思ったこと|と考えたこと|が気になったこと)はありませんか/u,
    /^(?:(?:皆|みな)さん、?)?こんにちは/u,
    /^ようこそ/u,
    /^今回は/u,
    /^[^。]{0,30}?(?:をお探しですか|でお悩みですか|で悩んでいませんか)/u,
    /^(?:早速|それでは)[^。]{0,20}?(?:見ていきましょう|解説します|ご紹介します|紹介します)/u,
    /^(?:ご存知|ご存じ)の(?:通り|とおり)/u,
  ],
  danglingOpeners: [
    "これは", "それは", "これら", "それら", "この", "その", "こうした", "そうした", "しかし", "ただし", "また",
    "さらに", "加えて", "前述の", "前述したように", "上記の", "先述の", "彼は", "彼女は", "彼らは",
  ],
  summaryLabels: [
    "tl;dr", "tldr", "まとめ", "要約", "要点", "概要", "結論", "この記事のポイント", "この記事の要点",
    "3行まとめ", "簡単に言うと", "ひとことで言うと",
  ],
  dateLabels: {
    published: ["公開日", "投稿日", "掲載日", "作成日", "公開", "投稿"],
    updated: ["更新日", "最終更新日", "最終更新", "更新", "改訂日", "修正日"],
  },
  months: [
    ["1月", "１月"], ["2月", "２月"], ["3月", "３月"], ["4月", "４月"],
    ["5月", "５月"], ["6月", "６月"], ["7月", "７月"], ["8月", "８月"],
    ["9月", "９月"], ["10月", "１０月"], ["11月", "１１月"], ["12月", "１２月"],
  ],
  attributionPhrases: [
    "によると", "によれば", "と述べた", "と述べています", "と語った", "と語る", "と話す", "と話した",
    "と説明する", "と説明した", "と説明しています", "と指摘する", "と指摘した",
  ],
  bylineLabels: ["著者", "著", "執筆者", "執筆", "筆者", "文", "監修", "投稿者", "取材・文", "文・写真", "ライター", "書いた人"],
  bylines: {
    after: [],
    and: ["、"],
    stops: [],
    credits: ["写真", "撮影", "編集", "監修", "イラスト", "画像", "出典", "翻訳", "構成", "協力", "取材協力"],
    roles: ["税理士", "弁護士", "社労士", "司法書士", "行政書士", "フリーライター", "ライター", "編集者", "編集長", "記者", "エンジニア", "医師", "管理栄養士", "代表"],
    otherSections: ["コメント", "レビュー", "口コミ", "関連記事", "おすすめ記事", "あわせて読みたい", "合わせて読みたい", "人気記事", "よく読まれている記事", "新着記事", "最新記事", "この記事を読んだ人", "こちらもおすすめ", "ランキング"],
    authorCards: ["この記事を書いた人", "この記事の著者", "著者プロフィール", "執筆者プロフィール", "著者について", "筆者について", "プロフィール", "執筆者"],
    readingTime: ["分で読めます", "分で読める", "読了時間"],
    authorPaths: [],
    surnames: [],
    staff: ["編集部", "編集者", "管理人", "運営", "運営事務局"],
    otherDates: ["賞味期限", "消費期限", "有効期限", "締め切り", "締切", "応募締切", "創業", "設立", "製造日", "製造年月日", "生年月日"],
  },
  nameParticles: [],
  // Counted as characters/2: 32 is about 65 characters. A translation runs about 1.1 times the English count,
  // and Japanese style guides call a sentence long past 60-80 characters.
  longSentenceWords: 32,
  dateWords: { dayOrdinals: [], between: [], numericMonthFirst: false, dayFirstRegions: [], units: ["年", "月", "日"], eras: [["令和", 2018], ["平成", 1988], ["昭和", 1925]] },
  honorifics: [],
  quoteMarks: [["「", "」"], ["『", "』"]],
  pages: {
    pricing: { slugs: ["料金*", "価格*"], headings: ["料金", "料金プラン", "価格"] },
    contact: { slugs: ["お問い合わせ*", "お問合せ*", "問い合わせ*"], headings: ["お問い合わせ", "お問合せ"] },
    about: { slugs: ["会社概要*", "私たちについて*"], headings: ["会社概要", "私たちについて"] },
    docs: { slugs: ["ヘルプ", "ドキュメント"], hosts: [] },
    listing: { folders: [], search: [], indexes: [] },
    product: [],
    article: [],
  },
  commerce: { cartButtons: ["カートに入れる", "今すぐ購入"], periods: ["月", "年"], per: [], units: [], before: ["月額", "毎月"] },
  numbers: { percent: ["パーセント", "割"], magnitudes: ["万", "億", "兆", "千"], currencies: ["円", "ドル"], numerals: { digits: "一二三四五六七八九〇零", units: "十百千万億兆", percentBefore: [] } },
  challenge: { waitTitles: [], enableJavascript: [/javascript\s*を(?:有効|オン)に/i] },
  genericTitles: ["ホーム", "トップページ", "ようこそ"],
  companyForms: ["kk"],
};
