// Korean. Words are spaced, but particles attach to them (히트펌프는, 무엇인가요): interrogatives and labels are
// substrings. The detector settles Korean by script (Hangul); the stop words are common standalone function
// words and the particles, for checks that want them.
import type { Lexicon } from "./types.ts";

export const ko: Lexicon = {
  code: "ko",
  script: "korean",
  name: "Korean",
  stopwords: [
    "이", "그", "저", "것", "수", "등", "및", "더", "또는", "그리고", "하지만", "그러나", "또한", "있다", "있는",
    "없는", "하는", "한다", "할", "된다", "되는", "이다", "있습니다", "합니다", "입니다", "때문에", "위해", "대한",
    "통해", "같은", "어떤", "이런", "모든", "다른", "많은", "가장", "매우", "잘", "때", "중", "은", "는", "가",
    "을", "를", "의", "에", "에서", "으로", "로", "와", "과", "도", "만",
  ],
  interrogatives: [
    "무엇", "뭐", "뭘", "어떻게", "왜", "언제", "어디", "누구", "누가", "어느", "어떤", "몇", "얼마", "얼마나",
    "인가요", "일까요", "나요", "습니까", "까요", "는가",
  ],
  definitionPatterns: [
    /^[^.?!]{1,40}?(?:이란|란)\s[^.?!]{1,200}?(?:입니다|이다|말합니다|말한다|뜻합니다|뜻한다|의미합니다|의미한다)/u,
    /^[^.?!]{1,40}?[은는]\s[^.?!]{1,200}?(?:입니다|이다|이에요|예요)/u,
    /(?:을|를)\s*(?:말합니다|말한다|뜻합니다|뜻한다|의미합니다|의미한다|가리킵니다|가리킨다)/u,
    /(?:의\s*일종|중\s*하나)(?:입니다|이다)/u,
  ],
  fillerOpeners: [
    /^이\s*(?:글|기사|포스팅|포스트|게시물|가이드)에서(?:는)?/u,
    /^(?:혹시\s*)?[^.?!]{0,40}?(?:궁금하신\s*적|궁금해\s*본\s*적|생각해\s*본\s*적|고민해\s*본\s*적)[이은]?\s*있(?:으신가요|나요|으세요|습니까)/u,
    /^안녕하세요/u,
    /^(?:오늘은|이번\s*시간에는|이번\s*글에서는|이번\s*포스팅에서는)/u,
    /^[^.?!]{0,30}?(?:찾고\s*계신가요|찾고\s*있나요|고민이신가요|고민하고\s*계신가요)/u,
    /^(?:지금부터|그럼|자,)\s*[^.?!]{0,30}?(?:알아보겠습니다|알아볼까요|살펴보겠습니다|살펴볼까요)/u,
    /^(?:요즘|요즈음|오늘날)\s/u,
  ],
  answers: {
    kinds: {
      quantity: ["얼마", "얼마나", "몇"],
      time: ["언제", "기간", "시기", "며칠"],
      comparison: ["차이", "비교", "vs"],
      choice: ["추천", "어떤", "어느", "순위"],
      definition: ["이란", "란 무엇", "무엇인가", "뜻", "의미"],
      howto: ["방법", "하는 법", "어떻게", "팁", "요령", "하려면"],
      reason: ["왜", "이유", "원인"],
      yesno: [],
      open: ["누가", "누구", "어디", "무엇", "뭐", "뭘"],
    },
    questionEndings: ["나요", "까요", "인가요", "습니까", "는가", "을까"],
    joiners: ["그리고"],
    ignore: ["인가요", "일까요", "나요", "습니까", "까요", "는가", "하나요", "있나요", "되나요"],
    purpose: ["려면", "위해", "위해서는"],
    steps: ["먼저", "다음으로", "마지막으로", "세요", "해야", "것이 좋", "것이 중요", "효과적"],
    yesNo: ["네", "예", "아니요", "아니오", "가능합니다", "필요합니다"],
    because: ["때문", "이유는", "원인은", "므로", "니까"],
    compare: ["보다", "반면", "비해", "차이", "달리"],
  },
  danglingOpeners: [
    "이는", "이것은", "그것은", "이러한", "그러한", "이런", "그런", "이", "그", "그러나", "하지만", "또한", "게다가",
    "더욱이", "그는", "그녀는", "그들은", "앞서 언급했듯이", "앞서 말했듯이", "위에서 언급한", "이와 같이",
  ],
  summaryLabels: [
    "tl;dr", "tldr", "요약", "핵심 요약", "핵심 정리", "한눈에 보기", "요점", "결론", "간단히 말해",
    "한 줄 요약", "세 줄 요약", "3줄 요약",
  ],
  dateLabels: {
    published: ["게시일", "게시", "작성일", "발행일", "등록일", "입력", "공개일"],
    updated: ["업데이트", "최종 업데이트", "수정일", "최종 수정일", "수정", "갱신일", "갱신"],
  },
  months: [
    ["1월"], ["2월"], ["3월"], ["4월"], ["5월"], ["6월"], ["7월"], ["8월"], ["9월"], ["10월"], ["11월"], ["12월"],
  ],
  attributionPhrases: [
    "에 따르면", "따르면", "말했다", "말했습니다", "밝혔다", "밝혔습니다", "설명했다", "설명했습니다",
    "강조했다", "강조했습니다", "전했다", "덧붙였다", "주장했다", "지적했다",
  ],
  bylineLabels: ["글", "작성자", "기자", "저자", "필자", "글쓴이", "에디터"],
  nameParticles: [],
  // Counted in English-equivalent words (derive/text.ts weighs each Korean word 1.5), like English's 25.
  longSentenceWords: 26,
  dateWords: { dayOrdinals: [], between: [], numericMonthFirst: false, dayFirstRegions: [], units: ["년", "월", "일"] },
  honorifics: [],
  quoteMarks: [["“", "”"], ["「", "」"]],
  pages: {
    pricing: { slugs: ["요금*", "가격*"], headings: ["요금", "요금제", "가격"] },
    contact: { slugs: ["문의*", "연락처*"], headings: ["문의", "문의하기", "연락처"] },
    about: { slugs: ["회사소개*", "회사-소개*"], headings: ["회사 소개", "회사소개"] },
    docs: { slugs: ["도움말", "문서"], hosts: [] },
    listing: { folders: [], search: [], indexes: [] },
    product: [],
    article: [],
  },
  commerce: { cartButtons: ["장바구니", "바로 구매"], periods: ["월"], per: [], units: [], before: ["매월", "월"] },
  numbers: { percent: ["퍼센트"], magnitudes: ["만", "억", "조"], currencies: ["원", "유로"], numerals: null },
  challenge: { waitTitles: [], enableJavascript: [/자바스크립트를?\s*활성화/] },
  genericTitles: ["홈", "메인"],
  companyForms: [],
};
