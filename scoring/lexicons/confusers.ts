// Stop words of Latin-script languages we do not support, which a ten-language detector would otherwise force
// into a neighbour (Catalan into Spanish, Danish into Dutch or German, Afrikaans into Dutch, Lorem ipsum into
// Italian...). Only for detection: a page whose text reads best as one of these is "other" and gets neutral
// credit on language-sensitive checks. Each list holds the language's ~40 most frequent function words,
// shared ones included, so that lists compete on equal terms; elided forms keep their apostrophe.

export const CONFUSER_STOPWORDS: Record<string, readonly string[]> = {
  ca: [
    "de", "la", "i", "que", "el", "a", "en", "les", "els", "es", "un", "per", "una", "amb", "no", "del", "al",
    "com", "més", "va", "ha", "hi", "ho", "seu", "seva", "són", "és", "però", "també", "dels", "aquest",
    "aquesta", "això", "molt", "quan", "fins", "pel", "pels", "perquè", "sobre", "tot", "entre", "li", "on",
    "l'", "d'", "s'", "n'",
  ],
  gl: [
    "de", "a", "o", "que", "e", "do", "da", "en", "un", "unha", "para", "é", "con", "non", "os", "no", "na", "se",
    "por", "máis", "as", "dos", "como", "pero", "foi", "ao", "das", "ten", "súa", "seu", "ou", "ser", "cando",
    "moi", "xa", "está", "tamén", "polo", "pola", "ata", "isto", "iso", "entre", "sen", "nos", "nas", "dun",
    "dunha", "son",
  ],
  da: [
    "og", "i", "at", "det", "er", "en", "til", "på", "de", "med", "af", "for", "som", "den", "har", "ikke", "et",
    "der", "om", "var", "jeg", "vi", "kan", "fra", "eller", "men", "også", "han", "sig", "blev", "skal", "efter",
    "ved", "hvor", "være", "deres", "meget", "når", "hvis", "så", "hun", "hvad", "mere", "kun", "nu", "alle",
    "disse", "denne", "dette",
  ],
  sv: [
    "och", "i", "att", "det", "som", "en", "på", "är", "av", "för", "med", "till", "den", "har", "de", "inte",
    "om", "ett", "han", "men", "var", "jag", "sig", "från", "vi", "så", "kan", "man", "när", "hon", "under",
    "också", "efter", "eller", "nu", "sin", "där", "vid", "mot", "ska", "skulle", "kommer", "finns", "vara",
    "hade", "alla", "andra", "mycket", "än", "detta", "dessa",
  ],
  nb: [
    "og", "i", "det", "er", "som", "på", "en", "til", "av", "for", "med", "at", "har", "ikke", "den", "de", "om",
    "et", "var", "jeg", "seg", "men", "vi", "kan", "fra", "så", "også", "han", "hun", "etter", "skal", "eller",
    "ble", "blir", "være", "når", "hvor", "hva", "dette", "disse", "mange", "noen", "mer", "bare", "sin", "ved",
    "nå", "alle",
  ],
  is: [
    "og", "að", "í", "á", "er", "sem", "það", "ekki", "við", "til", "en", "um", "með", "var", "hann", "hún", "af",
    "sig", "fyrir", "eru", "þetta", "hafa", "eða", "frá", "þegar", "voru", "vera", "eftir", "mjög", "einnig",
    "þeir", "upp", "út", "hefur", "getur", "bara", "allt", "ég", "þá", "þess",
  ],
  af: [
    "die", "en", "van", "is", "in", "nie", "het", "wat", "te", "dat", "op", "vir", "met", "ook", "sy", "hulle",
    "word", "kan", "ons", "maar", "baie", "jy", "n", "as", "aan", "was", "om", "na", "by", "hy", "sal", "of",
    "nog", "uit", "meer", "deur", "tot", "hierdie", "daar", "moet", "ek", "wees", "dit", "oor", "toe", "geen",
    "gaan", "kry",
  ],
  fy: [
    "de", "it", "in", "en", "fan", "is", "dat", "op", "te", "foar", "mei", "hy", "net", "ik", "wy", "se", "oan",
    "har", "ek", "binne", "wie", "hat", "hie", "sa", "mar", "troch", "om", "nei", "út", "as", "dizze", "wêr",
    "doe", "kin", "sil", "moat", "wurdt", "waard", "ús", "jo",
  ],
  lb: [
    "an", "de", "der", "den", "dat", "et", "mat", "ass", "net", "fir", "vun", "och", "e", "eng", "sinn", "hunn",
    "huet", "wéi", "op", "am", "um", "als", "awer", "ze", "sech", "gëtt", "kann", "méi", "hien", "mir", "dir",
    "oder", "wann", "bei", "well", "aus", "ginn", "war", "dës", "d'",
  ],
  ro: [
    "și", "în", "de", "la", "cu", "nu", "că", "pe", "este", "sunt", "pentru", "care", "din", "mai", "sau", "fost",
    "acest", "această", "o", "un", "a", "se", "ce", "ca", "al", "ale", "lui", "fi", "dar", "prin", "după",
    "își", "însă", "poate", "cum", "foarte", "are", "au", "doar", "când", "ei", "acesta", "aceasta", "despre",
    "unei", "unui",
  ],
  la: [
    "et", "in", "est", "non", "ad", "cum", "ut", "quod", "qui", "quae", "sed", "de", "ex", "per", "si", "ab",
    "enim", "nec", "etiam", "autem", "esse", "sunt", "hoc", "eius", "quam", "tamen", "atque", "vel", "aut", "ita",
    "sic", "nam", "inter", "post", "ante", "pro", "sub", "erat", "fuit",
    // Lorem ipsum's own words: placeholder text is not Italian.
    "ipsum", "dolor", "sit", "amet",
  ],
  eo: [
    "la", "de", "kaj", "en", "al", "estas", "ke", "ne", "por", "kun", "mi", "vi", "li", "ŝi", "ni", "ili", "tio",
    "kiu", "kio", "sed", "se", "pri", "el", "ĉe", "ĉiu", "unu", "nur", "ankaŭ", "tre", "povas", "estis", "estos",
    "sia", "siaj", "iu", "tiu", "kiel", "kiam", "post", "oni",
  ],
  eu: [
    "eta", "da", "ez", "ere", "bat", "du", "dira", "zen", "baina", "hau", "hori", "bere", "gero", "oso", "beste",
    "edo", "dute", "izan", "egin", "baita", "behar", "baino", "non", "zer", "nola", "orain", "beti", "guztiak",
    "horrela", "bezala", "gabe", "arte", "eman", "ziren", "zuen", "dago", "daude", "ditu", "dela", "zuten",
  ],
  pl: [
    "w", "i", "nie", "na", "się", "z", "do", "to", "że", "jest", "o", "jak", "a", "co", "po", "ale", "od", "za",
    "przez", "dla", "są", "czy", "już", "tak", "oraz", "który", "która", "które", "też", "tylko", "może", "jego",
    "jej", "ich", "by", "być", "był", "była", "było", "tego", "ten", "ta", "te", "bardzo", "jednak", "gdy", "ze",
    "przy",
  ],
  cs: [
    "a", "je", "se", "na", "že", "to", "v", "s", "jsou", "jak", "ale", "pro", "který", "která", "které", "také",
    "nebo", "jsem", "by", "už", "při", "z", "do", "o", "k", "i", "ve", "jako", "jeho", "jen", "po", "od", "za",
    "tak", "byl", "byla", "bylo", "být", "tento", "tato", "však", "ještě", "aby", "když", "jejich", "mezi",
    "může", "není",
  ],
  sk: [
    "a", "je", "sa", "na", "že", "to", "v", "s", "sú", "ako", "ale", "pre", "ktorý", "ktorá", "ktoré", "aj",
    "alebo", "som", "by", "už", "pri", "z", "do", "o", "k", "vo", "jeho", "len", "po", "od", "za", "tak", "bol",
    "bola", "bolo", "byť", "tento", "táto", "však", "ešte", "aby", "keď", "ich", "medzi", "môže", "nie", "sme",
  ],
  sl: [
    "in", "je", "v", "na", "se", "da", "za", "so", "z", "s", "pa", "ki", "tudi", "ne", "bi", "od", "do", "o",
    "po", "kot", "ali", "to", "bo", "ter", "še", "kar", "že", "ga", "jih", "lahko", "samo", "pri", "iz", "biti",
    "bil", "bila", "bilo", "zelo", "vendar", "če", "ker", "med", "tega",
  ],
  hr: [
    "i", "je", "u", "da", "se", "na", "za", "su", "od", "s", "sa", "a", "o", "kao", "ali", "što", "koji", "koja",
    "koje", "to", "ne", "iz", "po", "ili", "će", "bi", "biti", "bio", "bila", "te", "samo", "još", "već", "jer",
    "kako", "ima", "može", "sve", "nije", "ovo", "ovaj", "ova", "nakon", "prema", "kada", "gdje", "zbog",
  ],
  hu: [
    "a", "az", "és", "hogy", "nem", "is", "egy", "meg", "de", "ez", "van", "csak", "már", "még", "mint", "el",
    "ki", "be", "fel", "volt", "lesz", "lehet", "kell", "vagy", "mert", "ha", "azt", "ezt", "ami", "aki",
    "amely", "amikor", "nagyon", "után", "között", "minden", "sok", "így", "úgy", "pedig", "szerint", "ezért",
    "amit", "majd",
  ],
  fi: [
    "ja", "on", "ei", "se", "että", "oli", "ovat", "mutta", "kun", "myös", "kuin", "tai", "jos", "niin", "hän",
    "ne", "sen", "mitä", "joka", "jotka", "ole", "tämä", "nämä", "vain", "voi", "sitä", "hänen", "vielä", "jo",
    "nyt", "kanssa", "mukaan", "sekä", "siitä", "sillä", "kaikki", "olla", "ollut", "koska", "eli", "kuitenkin",
  ],
  et: [
    "ja", "on", "ei", "et", "see", "oli", "ka", "kui", "mis", "ta", "aga", "siis", "nii", "veel", "või", "kes",
    "mida", "selle", "seda", "üle", "juba", "oma", "ning", "nad", "kuid", "pärast", "ainult", "välja", "olla",
    "olid", "kõik", "väga", "seal", "need", "sest", "nagu", "mitte", "koos", "kus", "tema",
  ],
  lt: [
    "ir", "kad", "yra", "į", "su", "bet", "ar", "kaip", "iš", "tai", "jo", "jų", "buvo", "bus", "jis", "ji", "o",
    "nes", "ne", "dar", "už", "tik", "jau", "apie", "prie", "po", "per", "kur", "kai", "labai", "taip", "mes",
    "jie", "kuris", "kuri", "savo", "nuo", "iki", "tarp", "gali",
  ],
  lv: [
    "un", "ir", "ar", "ka", "uz", "no", "par", "kā", "arī", "bet", "vai", "to", "tas", "tā", "lai", "kas", "jau",
    "tikai", "pie", "pēc", "bija", "būs", "viņš", "viņa", "mēs", "viņi", "kur", "kad", "ļoti", "vēl", "nav",
    "tad", "šo", "šī", "šis", "savu", "tiek", "var", "nekā", "starp",
  ],
  sq: [
    "dhe", "të", "në", "për", "me", "një", "që", "nga", "është", "e", "i", "u", "nuk", "ka", "si", "më", "por",
    "ose", "kjo", "ky", "janë", "do", "ishte", "edhe", "mund", "pas", "deri", "tek", "se", "duke", "atë", "këtë",
    "ata", "ai", "ajo", "shumë", "gjithë", "kanë", "prej", "mbi",
  ],
  tr: [
    "ve", "bir", "bu", "da", "de", "için", "ile", "çok", "daha", "gibi", "olan", "ama", "ne", "var", "değil",
    "olarak", "kadar", "sonra", "her", "en", "o", "ki", "mi", "ya", "şu", "ise", "olduğu", "göre", "ancak",
    "veya", "bunu", "bunun", "diye", "yok", "ben", "biz", "onlar", "oldu", "çünkü", "hem", "kendi", "tüm", "şey",
  ],
  id: [
    "dan", "yang", "di", "ini", "itu", "dengan", "untuk", "tidak", "dari", "dalam", "akan", "pada", "juga", "saya",
    "ke", "bisa", "ada", "atau", "kami", "mereka", "adalah", "karena", "sudah", "oleh", "lebih", "kita", "telah",
    "seperti", "jika", "tersebut", "dapat", "hanya", "harus", "antara", "sebagai", "banyak", "bahwa", "para",
    "saat", "lain", "bagi", "setelah", "masih", "secara",
  ],
  tl: [
    "ang", "ng", "sa", "na", "at", "mga", "ay", "ko", "ka", "si", "ni", "hindi", "para", "kung", "ito", "siya",
    "niya", "sila", "nila", "kami", "tayo", "natin", "ako", "mo", "po", "din", "rin", "lang", "pa", "ba", "naman",
    "may", "mas", "dahil", "pero", "kay", "iyon", "nang", "isang", "kanilang",
  ],
  sw: [
    "na", "ya", "wa", "kwa", "katika", "za", "ni", "la", "cha", "kuwa", "hiyo", "hii", "huo", "hao", "yake",
    "wake", "kama", "lakini", "pia", "au", "sana", "baada", "kabla", "bila", "kwamba", "ambao", "ambayo", "hata",
    "tu", "kila", "watu", "mimi", "wewe", "yeye", "sisi", "wao", "hapa", "sasa", "zaidi", "kutoka",
  ],
  vi: [
    "và", "của", "là", "có", "các", "được", "cho", "trong", "những", "một", "không", "với", "người", "này", "đã",
    "để", "khi", "từ", "đến", "về", "như", "cũng", "theo", "tại", "thì", "nhiều", "sẽ", "ra", "làm", "nhưng",
    "năm", "còn", "đó", "vào", "bị", "hay", "nên", "rất", "lại", "mà", "sau", "trên",
  ],
  cy: [
    "y", "yr", "a", "ac", "yn", "i", "o", "ar", "ei", "mae", "am", "gan", "bod", "ond", "hefyd", "wedi", "fel",
    "sy", "oedd", "roedd", "ydy", "yw", "eu", "gyda", "hyn", "hynny", "ni", "chi", "nhw", "fe", "fod", "dim",
    "bydd", "ein", "eich", "pan", "neu", "dros", "rhwng", "hwn",
  ],
  ga: [
    "an", "na", "agus", "ar", "i", "is", "a", "le", "go", "ag", "ní", "sé", "sí", "bhí", "tá", "atá", "don",
    "leis", "mar", "ach", "ó", "faoi", "seo", "sin", "iad", "é", "níl", "chun", "nó", "gach", "freisin", "féin",
    "aon", "dá", "idir", "beidh", "mé", "muid", "sa", "den",
  ],
};
