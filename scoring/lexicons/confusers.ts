// Stop words of languages we do not support that a ten-language detector would otherwise force into a
// neighbour (Catalan into Spanish, Danish into Dutch or German...). Only for detection: a page whose text
// scores best here is "other" and gets neutral credit on language-sensitive checks.

export const CONFUSER_STOPWORDS: Record<string, readonly string[]> = {
  ca: ["els", "les", "amb", "per", "una", "és", "què", "també", "més", "dels", "aquest", "aquesta", "però", "seu", "són", "molt", "fins", "perquè", "com", "hi", "ha", "va"],
  gl: ["unha", "non", "polo", "pola", "cando", "tamén", "máis", "nun", "dun", "dunha", "moi", "ao", "aos", "coa", "isto", "iso", "ese", "esa"],
  da: ["og", "ikke", "det", "er", "en", "til", "af", "på", "med", "som", "for", "har", "jeg", "der", "vi", "kan", "fra", "også", "eller", "hvad", "være", "skal"],
  sv: ["och", "att", "det", "är", "som", "för", "på", "med", "inte", "av", "till", "den", "har", "jag", "de", "om", "ett", "kan", "eller", "också", "från", "vara"],
  nb: ["og", "ikke", "det", "er", "til", "på", "med", "som", "for", "har", "jeg", "av", "kan", "fra", "også", "eller", "hva", "være", "skal", "ble", "blir"],
  af: ["die", "en", "van", "is", "nie", "het", "wat", "in", "te", "dat", "op", "vir", "met", "ook", "sy", "hulle", "word", "kan", "ons", "maar", "baie", "jy"],
  ro: ["și", "în", "de", "la", "cu", "nu", "că", "pe", "este", "sunt", "pentru", "care", "din", "mai", "sau", "fost", "acest", "această", "una", "unei"],
  id: ["dan", "yang", "di", "ini", "itu", "dengan", "untuk", "tidak", "dari", "dalam", "akan", "pada", "juga", "saya", "ke", "bisa", "ada", "atau", "kami", "mereka"],
  pl: ["nie", "się", "jest", "że", "na", "do", "to", "jak", "ale", "od", "przez", "dla", "są", "czy", "już", "tak", "oraz", "który", "która", "też"],
  tr: ["ve", "bir", "bu", "da", "de", "için", "ile", "çok", "daha", "gibi", "olan", "ama", "ne", "var", "değil", "olarak", "kadar", "sonra", "her", "en"],
  cs: ["a", "je", "se", "na", "že", "to", "v", "s", "jsou", "jak", "ale", "pro", "který", "která", "také", "nebo", "jsem", "by", "už", "při"],
};
