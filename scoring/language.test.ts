import { describe, expect, it } from "vitest";
import { detectLanguage, primarySubtag } from "./language.ts";

// Realistic paragraphs, two topics per supported language (a news item and a how-to), written as a native
// writer would, not as word lists.
const SUPPORTED: Record<string, string[]> = {
  en: [
    "Our team spent the last three months rebuilding the checkout so that it loads faster on older phones. Most customers will not notice anything new, which is exactly the point. If you run into a problem with a payment, write to us and we will answer within a day. We are grateful to everyone who sent feedback during the beta.",
    "The old harbour was rebuilt after the war, and today it is one of the busiest places in the city. In the summer the ferries leave every twenty minutes for the islands. Many visitors take the early boat to avoid the crowds, then have lunch at one of the small fish restaurants by the pier.",
  ],
  es: [
    "El barrio cambió mucho en los últimos diez años. Donde antes había talleres y almacenes, ahora hay cafeterías, estudios de diseño y viviendas nuevas. Muchos vecinos de toda la vida se alegran de la mejora, pero también se quejan de que los alquileres han subido demasiado. El ayuntamiento promete más vivienda pública para el año que viene.",
    "Para preparar una buena tortilla de patatas hace falta paciencia. Primero se fríen las patatas a fuego lento con un poco de cebolla, hasta que quedan tiernas. Después se mezclan con los huevos batidos y se dejan reposar unos minutos. El secreto está en darle la vuelta con decisión y no cocinarla demasiado por dentro.",
  ],
  fr: [
    "La bibliothèque municipale rouvrira ses portes le mois prochain après deux ans de travaux. Les lecteurs y trouveront une grande salle de lecture, un espace pour les enfants et des ordinateurs en libre accès. L'inscription reste gratuite pour tous les habitants de la commune. Les horaires d'ouverture seront aussi élargis le samedi.",
    "Nous avons modifié notre politique de retour pour la rendre plus simple. Vous disposez désormais de trente jours pour renvoyer un article qui ne vous convient pas. Le remboursement est effectué sur votre moyen de paiement dans un délai d'une semaine. Si vous avez une question, notre service client vous répond du lundi au vendredi.",
  ],
  de: [
    "Die Stadt plant, die Straßenbahnlinie bis zum neuen Wohngebiet im Norden zu verlängern. Die Bauarbeiten sollen im kommenden Frühjahr beginnen und etwa drei Jahre dauern. Anwohner können sich bei einer Informationsveranstaltung im Rathaus über die Pläne informieren. Kritiker bemängeln vor allem die hohen Kosten und den Verlust von Parkplätzen.",
    "Wer zum ersten Mal Brot backt, sollte mit einem einfachen Rezept anfangen. Mehl, Wasser, Salz und etwas Hefe reichen völlig aus. Der Teig muss lange genug gehen, damit das Brot locker wird. Am besten backt man es bei hoher Temperatur und stellt eine Schale mit Wasser in den Ofen.",
  ],
  pt: [
    "A prefeitura anunciou que as obras na avenida principal devem terminar até o fim do ano. Durante esse período, os ônibus vão seguir por um trajeto alternativo pelas ruas do centro. Os comerciantes da região reclamam da queda no movimento, mas esperam que a reforma traga mais clientes depois. Uma nova ciclovia também faz parte do projeto.",
    "Para quem nunca fez pão em casa, a receita mais simples é a melhor forma de começar. Basta misturar farinha, água, sal e um pouco de fermento, e deixar a massa descansar por algumas horas. O forno precisa estar bem quente. Com o tempo, você vai perceber que cada detalhe faz diferença no resultado.",
  ],
  it: [
    "Il museo civico ha inaugurato una nuova sala dedicata alla storia della città. I visitatori possono vedere mappe antiche, fotografie e oggetti che raccontano la vita quotidiana del secolo scorso. L'ingresso è gratuito la prima domenica di ogni mese. Per i gruppi e le scuole è consigliata la prenotazione.",
    "Per preparare un buon risotto bisogna avere pazienza e mescolare spesso. Si comincia tostando il riso con un filo d'olio, poi si aggiunge il brodo caldo poco alla volta. Quando il riso è quasi cotto, si spegne il fuoco e si manteca con burro e parmigiano. Il risultato deve essere cremoso ma non troppo liquido.",
  ],
  nl: [
    "De gemeente wil het centrum de komende jaren autoluw maken. Er komen meer fietspaden en de parkeergarages aan de rand van de stad worden uitgebreid. Winkeliers zijn verdeeld: sommigen verwachten meer klanten, anderen zijn bang dat mensen wegblijven. Volgend voorjaar wordt er een proef gehouden in twee straten.",
    "Wie voor het eerst een moestuin aanlegt, kan het beste klein beginnen. Kies een zonnige plek en zorg voor goede grond. Sla, radijs en bonen groeien snel en zijn makkelijk te verzorgen. Geef de planten in droge periodes 's avonds water, dan verdampt er minder.",
  ],
  ja: [
    "市立図書館は来月から開館時間を延長し、平日は午後九時まで利用できるようになります。仕事帰りの人でも本を借りやすくするための取り組みです。また、館内には新しく自習スペースが設けられ、学生にも好評です。詳しい情報は図書館のホームページで確認できます。",
    "おいしいご飯を炊くためには、お米をていねいに洗うことが大切です。洗ったあとは三十分ほど水に浸しておくと、ふっくらと仕上がります。炊き上がったら十分ほど蒸らし、しゃもじで軽く混ぜてください。",
  ],
  ko: [
    "시립 도서관은 다음 달부터 평일 운영 시간을 밤 아홉 시까지 연장합니다. 퇴근 후에도 책을 빌릴 수 있도록 하기 위한 조치입니다. 또한 도서관 안에 새로운 열람 공간이 마련되어 학생들에게 좋은 반응을 얻고 있습니다. 자세한 내용은 도서관 홈페이지에서 확인할 수 있습니다.",
    "맛있는 밥을 지으려면 쌀을 깨끗하게 씻는 것이 중요합니다. 씻은 쌀은 삼십 분 정도 물에 불려 두면 더 부드럽게 됩니다. 밥이 다 되면 십 분 정도 뜸을 들인 뒤 주걱으로 가볍게 섞어 주세요.",
  ],
  zh: [
    "市图书馆将从下个月起延长开放时间，工作日晚上九点才闭馆。这一举措是为了方便上班族下班后借书。此外，馆内新设了自习区，受到学生们的欢迎。具体信息可以在图书馆官网上查询。",
    "想煮出好吃的米飯，洗米是很重要的一步。洗好的米最好先泡水三十分鐘，這樣煮出來會更加鬆軟。飯煮好後再燜十分鐘，然後用飯勺輕輕拌勻。",
  ],
};

// Neighbours the detector must not force into one of ours (Catalan into Spanish, Danish into German, Afrikaans
// into Dutch, Lorem ipsum into Italian), and other scripts.
const UNSUPPORTED: Record<string, string> = {
  ca: "L'ajuntament ha anunciat que la biblioteca del barri tornarà a obrir les portes el mes vinent. Els veïns podran fer servir una sala d'estudi nova i un espai per als infants. També s'ampliarà l'horari dels dissabtes, perquè molta gent ho havia demanat. La inscripció continua sent gratuïta per a tothom.",
  gl: "O concello anunciou que a biblioteca do barrio volverá abrir as súas portas o mes que vén. Os veciños poderán usar unha sala de estudo nova e un espazo para os nenos. Tamén se ampliará o horario dos sábados, porque moita xente o pedira. A inscrición segue a ser gratuíta para todos.",
  da: "Kommunen har besluttet at bygge en ny cykelsti langs havnen. Arbejdet begynder til foråret og forventes at tage omkring et år. Mange borgere har længe ønsket en sikrere vej til skole og arbejde. Der bliver også plantet træer og sat bænke op, så området bliver mere hyggeligt at opholde sig i.",
  sv: "Biblioteket i centrum öppnar igen nästa månad efter en lång renovering. Besökarna kommer att hitta en större läsesal, ett rum för barn och fler datorer. Det är fortfarande gratis att bli medlem för alla som bor i kommunen. Dessutom blir öppettiderna längre på lördagar.",
  nb: "Kommunen har bestemt at det skal bygges en ny sykkelvei langs havna. Arbeidet starter til våren og ventes å ta omtrent ett år. Mange innbyggere har lenge ønsket seg en tryggere vei til skole og jobb. Det blir også plantet trær og satt opp benker, slik at området blir hyggeligere.",
  af: "Die munisipaliteit het aangekondig dat die nuwe biblioteek volgende maand oopmaak. Inwoners sal 'n groot leeskamer, 'n hoek vir kinders en gratis internet kan gebruik. Baie mense het lank gewag vir hierdie projek, want die ou gebou was te klein. Lidmaatskap bly gratis vir almal wat in die dorp woon.",
  ro: "Primăria a anunțat că biblioteca din centrul orașului se va redeschide luna viitoare. Cititorii vor găsi o sală de lectură mai mare, un spațiu pentru copii și calculatoare noi. Înscrierea rămâne gratuită pentru toți locuitorii. De asemenea, programul va fi prelungit în fiecare sâmbătă.",
  pl: "Miasto ogłosiło, że biblioteka w centrum zostanie ponownie otwarta w przyszłym miesiącu. Czytelnicy znajdą tam większą czytelnię, kącik dla dzieci i nowe komputery. Zapisy nadal są bezpłatne dla wszystkich mieszkańców. Biblioteka będzie też dłużej otwarta w soboty.",
  ru: "Городская библиотека снова откроется в следующем месяце после долгого ремонта. Читатели найдут там большой читальный зал, уголок для детей и новые компьютеры. Запись по-прежнему бесплатная для всех жителей города. Кроме того, по субботам библиотека будет работать дольше.",
  ar: "أعلنت البلدية أن المكتبة العامة في وسط المدينة ستعيد فتح أبوابها الشهر المقبل بعد أعمال تجديد طويلة. وسيجد القراء قاعة مطالعة أكبر وركنا للأطفال وأجهزة حاسوب جديدة. ويبقى التسجيل مجانيا لجميع السكان. كما سيتم تمديد ساعات العمل يوم السبت.",
  id: "Pemerintah kota mengumumkan bahwa perpustakaan di pusat kota akan dibuka kembali bulan depan. Pengunjung dapat menggunakan ruang baca yang lebih besar dan area khusus untuk anak-anak. Pendaftaran anggota tetap gratis untuk semua warga. Selain itu, jam buka pada hari Sabtu juga akan diperpanjang.",
  tr: "Belediye, şehir merkezindeki kütüphanenin gelecek ay yeniden açılacağını duyurdu. Okuyucular daha büyük bir okuma salonu, çocuklar için bir köşe ve yeni bilgisayarlar bulacak. Üyelik tüm şehir sakinleri için ücretsiz olmaya devam ediyor. Ayrıca cumartesi günleri çalışma saatleri uzatılacak.",
  fi: "Kaupunki ilmoitti, että keskustan kirjasto avataan uudelleen ensi kuussa pitkän remontin jälkeen. Lukijat löytävät sieltä suuremman lukusalin, lasten nurkkauksen ja uusia tietokoneita. Jäsenyys on edelleen maksuton kaikille asukkaille. Lisäksi kirjasto on lauantaisin auki pidempään.",
  hu: "A város bejelentette, hogy a belvárosi könyvtár a jövő hónapban újra megnyílik a hosszú felújítás után. Az olvasók egy nagyobb olvasótermet, egy gyereksarkot és új számítógépeket találnak majd. A beiratkozás továbbra is ingyenes minden lakos számára. Emellett szombatonként hosszabb ideig lesz nyitva a könyvtár.",
  cs: "Město oznámilo, že knihovna v centru se příští měsíc znovu otevře po dlouhé rekonstrukci. Čtenáři tam najdou větší studovnu, koutek pro děti a nové počítače. Registrace je i nadále zdarma pro všechny obyvatele. Knihovna bude také déle otevřená o sobotách.",
  la: "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur.",
  el: "Η δημοτική βιβλιοθήκη θα ανοίξει ξανά τον επόμενο μήνα μετά από μεγάλη ανακαίνιση. Οι αναγνώστες θα βρουν μια μεγαλύτερη αίθουσα ανάγνωσης και νέους υπολογιστές.",
};

/** Wrong attributes a real page might carry: a template's default, a close neighbour's code. */
const WRONG_ATTRIBUTES = [null, "en", "es", "pt", "it", "fr", "de", "nl", "ja"];

describe("detectLanguage", () => {
  describe("finds each supported language from the text, whatever the lang attribute says", () => {
    for (const [code, paragraphs] of Object.entries(SUPPORTED)) {
      it.each(paragraphs.flatMap((text, index) => WRONG_ATTRIBUTES.map((lang) => [index, lang, text] as const)))(
        `${code}: paragraph %i with lang=%s`,
        (_index, lang, text) => {
          const result = detectLanguage(text, lang);
          expect(result).toMatchObject({ code, supported: true, declared: lang });
          expect(result.lexicon?.code).toBe(code);
        },
      );
    }
  });

  describe("leaves other languages unsupported rather than forcing them into a neighbour", () => {
    it.each(Object.entries(UNSUPPORTED).flatMap(([code, text]) => [null, "es", "pt", "it", "nl", "de", "en"].map((lang) => [code, lang, text] as const)))(
      "%s with lang=%s",
      (_code, lang, text) => {
        const result = detectLanguage(text, lang);
        expect(result.supported).toBe(false);
        expect(result.lexicon).toBeUndefined();
      },
    );
    it.each(["ca", "da", "sv", "af", "ro", "pl", "gl", "nb"])("names the neighbour it found: %s", (code) => {
      expect(detectLanguage(UNSUPPORTED[code]!, null)).toMatchObject({ code, supported: false, reason: expect.stringContaining("not a supported language") });
    });
    it("names other scripts by the page's own lang attribute, or und", () => {
      expect(detectLanguage(UNSUPPORTED.ru!, "ru")).toMatchObject({ code: "ru", supported: false, reason: expect.stringContaining("Cyrillic") });
      expect(detectLanguage(UNSUPPORTED.ru!, "en")).toMatchObject({ code: "und", supported: false });
      expect(detectLanguage(UNSUPPORTED.ar!, null)).toMatchObject({ code: "und", supported: false, reason: expect.stringContaining("Arabic") });
      expect(detectLanguage(UNSUPPORTED.el!, "en")).toMatchObject({ code: "el", supported: false });
    });
  });

  describe("short text", () => {
    it("falls back to the lang attribute", () => {
      expect(detectLanguage("Hola, bienvenidos", "es-MX")).toMatchObject({ code: "es", supported: true, reason: expect.stringContaining('lang="es"') });
      expect(detectLanguage("Olá", "pt-BR")).toMatchObject({ code: "pt", supported: true });
      expect(detectLanguage("Contact", "de")).toMatchObject({ code: "de", supported: true });
    });
    it("is unsupported without a lang attribute, or with one we have no lexicon for", () => {
      expect(detectLanguage("Hola, bienvenidos", null)).toMatchObject({ code: "und", supported: false });
      expect(detectLanguage("Bon dia a tothom", "ca")).toMatchObject({ code: "ca", supported: false });
      expect(detectLanguage("", "en")).toMatchObject({ code: "en", supported: true });
    });
    it("is settled by its script when the script belongs to one language", () => {
      expect(detectLanguage("お問い合わせ", "en")).toMatchObject({ code: "ja", supported: true });
      expect(detectLanguage("문의하기", "en")).toMatchObject({ code: "ko", supported: true });
      expect(detectLanguage("联系我们", null)).toMatchObject({ code: "zh", supported: true });
    });
    it("in kanji only follows a Japanese lang attribute", () => {
      expect(detectLanguage("会社概要", "ja")).toMatchObject({ code: "ja" });
      expect(detectLanguage("会社概要", "zh")).toMatchObject({ code: "zh" });
    });
    it("believes the attribute when terse text is inconclusive but does not contradict it", () => {
      const terse = "Anvil 42 steel 50 kg black free shipping warranty 5 years size M in stock";
      expect(detectLanguage(terse, "en")).toMatchObject({ code: "en", supported: true, reason: expect.stringContaining("inconclusive") });
      expect(detectLanguage(terse, null)).toMatchObject({ code: "und", supported: false });
    });
  });

  describe("mixed-language pages pick the dominant language", () => {
    it("Spanish with English navigation and an English quote", () => {
      const text = `Home Blog Pricing Sign in ${SUPPORTED.es!.join(" ")} "It was the best decision we made," said one neighbour.`;
      expect(detectLanguage(text, "en")).toMatchObject({ code: "es" });
    });
    it("English with a Spanish quotation", () => {
      const text = `${SUPPORTED.en!.join(" ")} The sign at the door read: "El secreto está en la paciencia."`;
      expect(detectLanguage(text, "es")).toMatchObject({ code: "en" });
    });
    it("Japanese with English product names", () => {
      const text = `${SUPPORTED.ja!.join("")} 対応機種は iPhone 15 Pro、Galaxy S24、Pixel 8 などです。Apple Pay と Google Pay も使えます。`;
      expect(detectLanguage(text, "en")).toMatchObject({ code: "ja" });
    });
    it("English with a Japanese quotation", () => {
      const text = `${SUPPORTED.en!.join(" ")} The banner over the shop said 「いらっしゃいませ」, which means welcome.`;
      expect(detectLanguage(text, "ja")).toMatchObject({ code: "en" });
    });
    it("Chinese quoting a Japanese brand name stays Chinese", () => {
      const text = `${SUPPORTED.zh!.join("")}这家店还出售「ユニクロ」的衣服。`;
      expect(detectLanguage(text, null)).toMatchObject({ code: "zh" });
    });
    it("Korean with English terms", () => {
      const text = `${SUPPORTED.ko!.join(" ")} 예약은 Naver 또는 Kakao 앱에서 할 수 있습니다.`;
      expect(detectLanguage(text, "en")).toMatchObject({ code: "ko" });
    });
  });

  it("reports why it chose", () => {
    expect(detectLanguage(SUPPORTED.de![0]!, null).reason).toMatch(/^the text reads as German: \d+% of words are its common words/);
    expect(detectLanguage(SUPPORTED.ja![0]!, null).reason).toMatch(/kana is \d+%/);
  });
});

describe("primarySubtag", () => {
  it.each([
    ["pt-BR", "pt"],
    ["zh_Hant_TW", "zh"],
    [" EN ", "en"],
    ["fil", "fil"],
    ["", null],
    ["x", null],
    ["12", null],
    [null, null],
    [undefined, null],
  ])("%s → %s", (input, expected) => {
    expect(primarySubtag(input)).toBe(expected);
  });
});
