// Chinese, simplified and traditional. No spaces between words: interrogatives, labels and openers are
// substrings, and patterns match without word boundaries. The detector settles Chinese by script (Han
// without kana); the stop words are the common function characters and words, for checks that want them.
import type { Lexicon } from "./types.ts";

export const zh: Lexicon = {
  code: "zh",
  script: "chinese",
  name: "Chinese",
  stopwords: [
    "的", "了", "和", "是", "在", "有", "这", "這", "中", "为", "為", "上", "个", "個", "不", "就", "也", "到",
    "对", "對", "与", "與", "及", "而", "但", "或", "等", "被", "把", "从", "從", "以", "于", "於", "其", "之",
    "所", "由", "将", "將", "可以", "一个", "没有", "因为", "所以", "如果", "这些", "它", "很", "都", "还", "更",
  ],
  interrogatives: [
    "什么", "什麼", "如何", "为什么", "為什麼", "为何", "為何", "怎么", "怎麼", "怎样", "怎樣", "哪", "何时", "何時",
    "何为", "何謂", "谁", "誰", "多少", "是否", "吗", "嗎", "呢", "能否",
  ],
  definitionPatterns: [
    /是(?:一种|一種|一个|一個|一类|一類|一项|一項|一套|一款|一门|一門|一台|一組|一组)/u,
    /(?:是指|指的是|就是指|即是)/u,
    /(?:被?定义为|被?定義為|被?称为|被?稱為|的简称|的簡稱|简称为|簡稱為)/u,
    /^所谓|^所謂/u,
  ],
  fillerOpeners: [
    /^(?:在)?(?:本文|本篇文章|这篇文章|這篇文章|本篇)/u,
    /^(?:你|您)(?:是否|有没有|有沒有)(?:曾经|曾經)?(?:想过|想過|好奇|思考过|思考過|遇到过|遇到過)/u,
    /^(?:大家好|欢迎|歡迎|你好|您好)/u,
    /^(?:你|您)(?:是否)?正在(?:寻找|尋找|考虑|考慮|为|為)/u,
    /^今天(?:我们|我們|我)?(?:将|將|来|來|就|要|想)/u,
    /^(?:让我们|讓我們)(?:一起)?(?:来|來)?(?:看看|了解|探讨|探討|深入)/u,
    /^(?:众所周知|眾所周知)/u,
    /^(?:在)?(?:当今|當今)/u,
  ],
  answers: {
    kinds: {
      quantity: ["多少", "几", "幾", "多久", "多长", "多長", "多大", "费用", "費用", "价格", "價格"],
      time: ["什么时候", "什麼時候", "何时", "何時", "哪天", "几月", "幾月", "几号", "幾號"],
      comparison: ["区别", "區別", "差别", "差別", "对比", "對比", "比较", "比較", "哪个好", "哪個好", "还是", "還是", "vs"],
      choice: ["推荐", "推薦", "最好", "哪个", "哪個", "哪些", "排行"],
      definition: ["什么是", "什麼是", "是什么", "是什麼", "何为", "何謂", "含义", "含義", "意思"],
      howto: ["怎么", "怎麼", "怎样", "怎樣", "如何", "方法", "步骤", "步驟", "技巧", "攻略", "教程"],
      reason: ["为什么", "為什麼", "为何", "為何", "原因"],
      yesno: ["要不要", "是否", "能否", "可不可以", "能不能", "会不会", "會不會"],
      open: ["什么", "什麼", "哪里", "哪裡", "谁", "誰"],
    },
    questionEndings: ["吗", "嗎", "呢"],
    joiners: ["和", "以及", "并且", "並且"],
    ignore: ["吗", "嗎", "呢", "的", "了", "吧"],
    purpose: ["要", "想要", "为了", "為了", "时", "時"],
    steps: ["先", "再", "然后", "然後", "最后", "最後", "首先", "接着", "接著", "注意", "记得", "記得", "建议", "建議"],
    yesNo: ["是的", "不是", "可以", "不可以", "需要", "不需要", "不用", "不能"],
    because: ["因为", "因為", "由于", "由於", "所以", "原因是"],
    compare: ["比", "相比", "不同", "区别", "區別"],
  },
  danglingOpeners: [
    "这", "這", "这些", "這些", "该", "該", "它", "它们", "它們", "他", "她", "他们", "他們", "但是", "然而",
    "此外", "另外", "而且", "如上所述", "如前所述", "上述", "前面提到",
  ],
  summaryLabels: [
    "tl;dr", "tldr", "总结", "總結", "摘要", "要点", "要點", "重点", "重點", "概要", "小结", "小結", "简而言之",
    "簡而言之", "简单来说", "簡單來說", "一句话总结", "关键要点", "關鍵要點",
  ],
  dateLabels: {
    published: ["发布于", "發布於", "發佈於", "发布时间", "發布時間", "发表于", "發表於", "发布日期", "發布日期", "发布", "發布", "日期"],
    updated: ["更新于", "更新於", "更新时间", "更新時間", "最后更新", "最後更新", "更新日期", "修改于", "修改於", "更新"],
  },
  months: [
    ["1月", "１月", "一月"], ["2月", "２月", "二月"], ["3月", "３月", "三月"], ["4月", "４月", "四月"],
    ["5月", "５月", "五月"], ["6月", "６月", "六月"], ["7月", "７月", "七月"], ["8月", "８月", "八月"],
    ["9月", "９月", "九月"], ["10月", "１０月", "十月"], ["11月", "１１月", "十一月"], ["12月", "１２月", "十二月"],
  ],
  attributionPhrases: [
    "据", "據", "根据", "根據", "表示", "指出", "称", "稱", "说", "說", "认为", "認為", "强调", "強調", "介绍", "介紹",
  ],
  bylineLabels: ["作者", "撰文", "文", "记者", "記者", "责任编辑", "責任編輯"],
  nameParticles: [],
  // Counted as characters/2: 26 is about 52 characters. A translation runs about 0.9 times the English count,
  // and Chinese sentences between full stops carry more clauses, joined by commas.
  longSentenceWords: 26,
  dateWords: { dayOrdinals: [], between: [], numericMonthFirst: false, dayFirstRegions: [], units: ["年", "月", "日"] },
  honorifics: [],
  quoteMarks: [["“", "”"], ["「", "」"], ["『", "』"]],
  pages: {
    pricing: { slugs: ["价格*", "價格*", "定价*", "定價*"], headings: ["价格", "價格", "定价", "定價"] },
    contact: { slugs: ["联系我们*", "聯絡我們*", "联系方式*", "聯繫我們*"], headings: ["联系我们", "聯絡我們", "联系方式"] },
    about: { slugs: ["关于我们*", "關於我們*"], headings: ["关于我们", "關於我們"] },
    docs: { slugs: ["帮助", "幫助", "文档", "文檔"], hosts: [] },
    listing: { folders: [], search: [], indexes: [] },
    product: [],
    article: [],
  },
  commerce: { cartButtons: ["加入购物车", "加入購物車", "立即购买", "立即購買"], periods: ["月", "年"], per: [], units: [], before: ["每月"] },
  numbers: { percent: ["百分之"], magnitudes: ["万", "萬", "亿", "億", "千"], currencies: ["元", "美元"], numerals: { digits: "一二三四五六七八九两〇零", units: "十百千万萬億亿兆", percentBefore: ["百分之"] } },
  challenge: { waitTitles: [], enableJavascript: [/(?:启用|啟用|开启|開啟)\s*javascript/i] },
  genericTitles: ["首页", "首頁", "主页"],
  companyForms: [],
};
