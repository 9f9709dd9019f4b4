import { CHAT_LINKS } from "../links";
import type { GlossaryTerm } from "./term";

/** Words of borrower (loan) insurance. */
export const BORROWER_TERMS: GlossaryTerm[] = [
  {
    id: "lemoine-law",
    url: CHAT_LINKS.borrower,
    text: {
      fr: {
        title: "La loi Lemoine",
        keywords:
          "loi Lemoine, loi du 28 février 2022, résiliation à tout moment assurance emprunteur, suppression du questionnaire médical, 200 000 €, 60 ans, changer d'assurance de prêt sans frais, c'est la loi, quelle loi pour changer d'assurance emprunteur",
        answer:
          "La loi Lemoine (février 2022) vous permet de changer d'assurance de prêt immobilier à tout moment, sans frais, y compris la première année. Elle supprime le questionnaire de santé quand la part assurée ne dépasse pas 200 000 € par personne et que le prêt se termine avant vos 60 ans, et ramène le droit à l'oubli à 5 ans. Pour votre prêt, cela peut représenter des milliers d'euros d'économie.",
      },
      en: {
        title: "The Lemoine law",
        keywords:
          "Lemoine law, February 2022 law, change loan insurance any time, no medical questionnaire, 200,000 euros, 60 years old, which law, without fees",
        answer:
          "The Lemoine law (February 2022) lets you change your mortgage insurance at any time, free of charge, including in the first year. It removes the health questionnaire when the insured share is at most €200,000 per person and the loan ends before you turn 60, and cuts the 'right to be forgotten' to 5 years. On your loan this can mean thousands of euros saved.",
      },
      it: {
        title: "La legge Lemoine",
        keywords:
          "legge Lemoine, legge di febbraio 2022, cambiare assicurazione mutuo in qualsiasi momento, niente questionario medico, 200.000 euro, 60 anni",
        answer:
          "La legge francese Lemoine (febbraio 2022) vi permette di cambiare l'assicurazione del mutuo in qualsiasi momento, senza costi, anche il primo anno. Elimina il questionario sanitario quando la quota assicurata non supera 200.000 € a persona e il mutuo finisce prima dei vostri 60 anni, e riduce il diritto all'oblio a 5 anni. Sul vostro mutuo può valere migliaia di euro di risparmio.",
      },
      es: {
        title: "La ley Lemoine",
        keywords:
          "ley Lemoine, ley de febrero de 2022, cambiar el seguro de hipoteca en cualquier momento, sin cuestionario médico, 200.000 euros, 60 años",
        answer:
          "La ley francesa Lemoine (febrero de 2022) le permite cambiar el seguro de su hipoteca en cualquier momento, sin gastos, incluso el primer año. Suprime el cuestionario de salud cuando la parte asegurada no supera 200 000 € por persona y el préstamo termina antes de sus 60 años, y reduce el derecho al olvido a 5 años. En su préstamo puede suponer miles de euros de ahorro.",
      },
      ru: {
        title: "Закон Лемуана (loi Lemoine)",
        keywords:
          "закон Лемуана, loi Lemoine, закон 2022 года, сменить страховку ипотеки в любой момент, без медицинской анкеты, 200 000 евро, 60 лет",
        answer:
          "Закон Лемуана (февраль 2022 года) позволяет сменить страховку ипотечного кредита в любой момент и без комиссии, в том числе в первый год. Он отменяет анкету о здоровье, если застрахованная доля не превышает 200 000 € на человека и кредит заканчивается до вашего 60-летия, и сокращает срок «права на забвение» до 5 лет. Для вашего кредита это может означать тысячи евро экономии.",
      },
    },
  },
  {
    id: "aeras",
    url: CHAT_LINKS.borrower,
    text: {
      fr: {
        title: "La convention AERAS",
        keywords:
          "AERAS, convention AERAS, s'assurer et emprunter avec un risque aggravé de santé, risque aggravé, maladie, diabète, cancer, maladie chronique, surprime, refus d'assurance, assurance refusée pour raison de santé, malade peut-on emprunter, grille de référence, emprunter avec une maladie, emprunter après un cancer, hypertension, infarctus, asthme, sclérose, VIH, handicap, assurance de prêt avec un problème de santé",
        answer:
          "La convention AERAS (« s'assurer et emprunter avec un risque aggravé de santé ») aide les personnes malades ou qui l'ont été à obtenir une assurance de prêt. Votre dossier est réexaminé à plusieurs niveaux en cas de refus, les surprimes sont plafonnées sous conditions de ressources, et elle fixe le droit à l'oubli et une grille de pathologies assurées sans surprime. Elle s'applique aux prêts immobiliers et professionnels jusqu'à 420 000 € qui se terminent avant 71 ans.",
      },
      en: {
        title: "The AERAS agreement (health risk and borrowing)",
        keywords:
          "AERAS, AERAS agreement, AERAS convention, borrowing with a health risk, aggravated health risk, illness, diabetes, cancer, chronic disease, surcharge, refused loan insurance, borrow with an illness, borrowing after cancer, heart attack, high blood pressure, asthma, HIV",
        answer:
          "The AERAS agreement ('insuring and borrowing with an aggravated health risk') helps people who are or have been ill to get loan insurance. If you are refused, your file is re-examined at several levels, surcharges are capped depending on income, and it sets the right to be forgotten and a list of conditions insured without surcharge. It applies to home and business loans up to €420,000 ending before age 71.",
      },
      it: {
        title: "La convenzione AERAS (rischio sanitario e mutuo)",
        keywords:
          "AERAS, convenzione AERAS, rischio sanitario aggravato, malattia, diabete, cancro, malattia cronica, sovrappremio, rifiuto assicurazione mutuo, mutuo con una malattia, dopo un tumore, infarto",
        answer:
          "La convenzione AERAS («assicurarsi e prendere in prestito con un rischio sanitario aggravato») aiuta chi è o è stato malato a ottenere l'assicurazione del mutuo. In caso di rifiuto la pratica è riesaminata su più livelli, i sovrappremi sono limitati in base al reddito, e fissa il diritto all'oblio e un elenco di patologie assicurate senza sovrappremio. Si applica ai mutui casa e professionali fino a 420.000 € che terminano prima dei 71 anni.",
      },
      es: {
        title: "El convenio AERAS (riesgo de salud y préstamo)",
        keywords:
          "AERAS, convenio AERAS, convención AERAS, riesgo agravado de salud, seguro de hipoteca con una enfermedad, enfermedad, diabetes, cáncer, enfermedad crónica, sobreprima, rechazo del seguro, préstamo con una enfermedad, después de un cáncer, infarto",
        answer:
          "El convenio AERAS («asegurarse y pedir prestado con un riesgo agravado de salud») ayuda a quienes están o han estado enfermos a obtener un seguro de préstamo. En caso de rechazo, su expediente se reexamina en varios niveles, las sobreprimas se limitan según los ingresos, y fija el derecho al olvido y una lista de patologías aseguradas sin sobreprima. Se aplica a préstamos inmobiliarios y profesionales de hasta 420 000 € que terminan antes de los 71 años.",
      },
      ru: {
        title: "Конвенция AERAS (кредит при проблемах со здоровьем)",
        keywords:
          "AERAS, конвенция AERAS, повышенный риск здоровья, страховка для ипотеки при болезни, болезнь, диабет, рак, хроническое заболевание, надбавка, отказ в страховке кредита, кредит при болезни, после рака, инфаркт, гипертония",
        answer:
          "Конвенция AERAS («страховаться и брать кредит при повышенном риске для здоровья») помогает людям, которые болеют или болели, получить страховку кредита. При отказе ваше досье пересматривается на нескольких уровнях, надбавки ограничены в зависимости от дохода, а также она устанавливает право на забвение и перечень болезней, страхуемых без надбавки. Она действует для ипотечных и профессиональных кредитов до 420 000 €, заканчивающихся до 71 года.",
      },
    },
  },
  {
    id: "right-to-be-forgotten",
    url: CHAT_LINKS.borrower,
    text: {
      fr: {
        title: "Le droit à l'oubli (assurance de prêt)",
        keywords:
          "droit à l'oubli, ancien cancer, cancer guéri, hépatite C, déclarer une maladie passée, fin du protocole thérapeutique, 5 ans, rémission, ancien malade emprunt, dois-je déclarer un ancien cancer, leucémie guérie, maladie guérie il y a longtemps, déclarer un cancer à l'assurance",
        answer:
          "Le droit à l'oubli vous dispense de déclarer à l'assureur de votre prêt un cancer ou une hépatite C guéris, quand votre protocole thérapeutique est terminé depuis plus de 5 ans sans rechute (loi Lemoine de 2022 ; c'était 10 ans auparavant). L'assureur ne peut alors ni surtaxer ni exclure cette maladie. Pour d'autres maladies, la grille de référence AERAS peut aussi éviter une surprime.",
      },
      en: {
        title: "The right to be forgotten (loan insurance)",
        keywords:
          "right to be forgotten, former cancer, cancer survivor, hepatitis C, declare past illness, end of treatment, 5 years, remission, droit à l'oubli, do I have to tell the insurer about a past cancer, cured years ago",
        answer:
          "The right to be forgotten (droit à l'oubli) means you need not declare a cured cancer or hepatitis C to your loan insurer once your treatment protocol ended more than 5 years ago without relapse (Lemoine law of 2022; it used to be 10 years). The insurer can then neither surcharge nor exclude that illness. For other conditions, the AERAS reference list can also avoid a surcharge.",
      },
      it: {
        title: "Il diritto all'oblio (assicurazione mutuo)",
        keywords:
          "diritto all'oblio, ex malato di cancro, tumore guarito, epatite C, dichiarare una malattia passata, fine delle cure, 5 anni, remissione, devo dichiarare un tumore passato, guarito da anni",
        answer:
          "Il diritto all'oblio («droit à l'oubli») vi esonera dal dichiarare all'assicuratore del mutuo un cancro o un'epatite C guariti, quando il protocollo terapeutico è terminato da più di 5 anni senza recidive (legge Lemoine del 2022; prima erano 10 anni). L'assicuratore non può allora né applicare sovrappremi né escludere quella malattia. Per altre patologie, la griglia di riferimento AERAS può evitare un sovrappremio.",
      },
      es: {
        title: "El derecho al olvido (seguro de préstamo)",
        keywords:
          "derecho al olvido, antiguo cáncer, cáncer curado, hepatitis C, declarar una enfermedad pasada, fin del tratamiento, 5 años, remisión, tengo que declarar un cáncer pasado, curado hace años",
        answer:
          "El derecho al olvido («droit à l'oubli») le exime de declarar a la aseguradora de su préstamo un cáncer o una hepatitis C curados cuando su protocolo terapéutico terminó hace más de 5 años sin recaída (ley Lemoine de 2022; antes eran 10 años). La aseguradora no puede entonces ni cobrar sobreprima ni excluir esa enfermedad. Para otras enfermedades, la tabla de referencia AERAS también puede evitar una sobreprima.",
      },
      ru: {
        title: "Право на забвение (страховка кредита)",
        keywords:
          "право на забвение, droit à l'oubli, забвение для ипотеки и кредита, рак в прошлом, вылеченный рак, гепатит C, сообщать о прошлой болезни, окончание лечения, 5 лет, ремиссия, нужно ли сообщать о раке в прошлом, вылечен много лет назад",
        answer:
          "Право на забвение (droit à l'oubli) освобождает вас от обязанности сообщать страховщику кредита о вылеченном раке или гепатите C, если курс лечения закончился более 5 лет назад без рецидива (закон Лемуана 2022 года; раньше было 10 лет). Тогда страховщик не может ни назначить надбавку, ни исключить эту болезнь. Для других заболеваний надбавки может избежать справочная таблица AERAS.",
      },
    },
  },
  {
    id: "cover-share",
    url: CHAT_LINKS.borrower,
    text: {
      fr: {
        title: "La quotité d'assurance",
        keywords:
          "quotité, quotité d'assurance, répartition de la couverture, 50/50, 100 % sur chaque tête, 200 %, emprunter à deux, couple, co-emprunteur, part assurée, comment répartir l'assurance du prêt entre nous, s'assurer à 100 % chacun, acheter à deux, mon conjoint, ma femme, mon mari",
        answer:
          "La quotité est la part du prêt que l'assurance couvre pour chaque emprunteur ; seul, vous êtes assuré à 100 %. À deux, vous pouvez choisir 50 % chacun (ou 60/40 selon les revenus) ou 100 % sur chaque tête : si l'un décède, l'autre ne doit alors plus rien, mais l'assurance coûte plus cher. Le total doit faire au moins 100 %, et nous vous aidons à choisir selon vos revenus.",
      },
      en: {
        title: "Cover share between borrowers (quotité)",
        keywords:
          "quotité, cover share, coverage split, 50/50, 100% each, 200%, borrowing as a couple, co-borrower, insured share, how to split the loan insurance between us, my wife and I, my husband, buying a house together",
        answer:
          "The cover share (quotité) is the part of the loan the insurance covers for each borrower; alone, you are covered at 100%. As a couple you can choose 50% each (or 60/40 depending on income) or 100% each: if one of you dies, the other then owes nothing, but the insurance costs more. The total must be at least 100%, and we help you choose according to your incomes.",
      },
      it: {
        title: "La quota assicurata (quotité)",
        keywords:
          "quotità, quotité, quota assicurata, ripartizione della copertura, 50/50, 100% a testa, mutuo in due, coppia, co-mutuatario, come dividere l'assicurazione del mutuo tra di noi, mia moglie, mio marito, comprare casa insieme",
        answer:
          "La «quotité» è la quota del mutuo che l'assicurazione copre per ciascun mutuatario; da soli, siete assicurati al 100 %. In due potete scegliere il 50 % ciascuno (o 60/40 secondo i redditi) oppure il 100 % a testa: se uno muore, l'altro non deve più nulla, ma l'assicurazione costa di più. Il totale deve essere almeno il 100 % e vi aiutiamo a scegliere in base ai redditi.",
      },
      es: {
        title: "La cuota de cobertura (quotité)",
        keywords:
          "cuota de cobertura, quotité, reparto de la cobertura, 50/50, 100% cada uno, préstamo en pareja, coprestatario, parte asegurada, cómo repartir el seguro del préstamo entre los dos, mi mujer, mi marido, comprar casa juntos",
        answer:
          "La «quotité» es la parte del préstamo que el seguro cubre para cada prestatario; si pide el préstamo solo, está asegurado al 100 %. En pareja pueden elegir el 50 % cada uno (o 60/40 según los ingresos) o el 100 % cada uno: si uno fallece, el otro ya no debe nada, pero el seguro cuesta más. El total debe ser al menos el 100 %, y le ayudamos a elegir según sus ingresos.",
      },
      ru: {
        title: "Доля страхового покрытия (quotité)",
        keywords:
          "доля покрытия, quotité, распределение покрытия, 50/50, 100% на каждого, кредит на двоих, пара, созаёмщик, как распределить страховку между супругами, жена, муж, покупаем квартиру вдвоём",
        answer:
          "Quotité — доля кредита, которую страховка покрывает для каждого заёмщика; если вы берёте кредит один, покрытие — 100 %. Вдвоём можно выбрать по 50 % (или 60/40 в зависимости от доходов) либо по 100 % на каждого: если один умрёт, второй больше ничего не должен, но страховка дороже. В сумме должно быть не меньше 100 %, и мы поможем выбрать с учётом ваших доходов.",
      },
    },
  },
  {
    id: "disability-cover",
    url: CHAT_LINKS.borrower,
    text: {
      fr: {
        title: "PTIA, IPT, IPP et ITT",
        keywords:
          "PTIA, IPT, IPP, ITT, perte totale et irréversible d'autonomie, invalidité permanente totale, invalidité permanente partielle, incapacité temporaire totale de travail, arrêt de travail, taux d'invalidité, 66 %, 33 %, délai de franchise, arrêt maladie, accident du travail, invalidité 40 %, taux d'invalidité, l'assurance paie mes mensualités, je ne peux plus travailler",
        answer:
          "Ce sont les garanties d'une assurance de prêt : la PTIA (perte totale et irréversible d'autonomie) rembourse le prêt comme un décès, l'IPT couvre une invalidité d'au moins 66 % et l'IPP une invalidité de 33 à 66 %. L'ITT (incapacité temporaire totale de travail) paie vos mensualités pendant un arrêt de travail, souvent après une franchise de 90 jours. Notre assurance couvre l'invalidité dès 33 % et l'incapacité dès le premier jour.",
      },
      en: {
        title: "PTIA, IPT, IPP and ITT (loan insurance cover)",
        keywords:
          "PTIA, IPT, IPP, ITT, total loss of autonomy, total permanent disability, partial permanent disability, temporary incapacity for work, sick leave, disability rate, 66%, 33%, sick leave, can't work any more, who pays my loan instalments, disability percentage",
        answer:
          "These are the guarantees of loan insurance: PTIA (total and irreversible loss of autonomy) repays the loan as death does, IPT covers disability of at least 66% and IPP disability from 33 to 66%. ITT (total temporary incapacity for work) pays your instalments during sick leave, often after a 90-day waiting period. Our insurance covers disability from 33% and incapacity from day one.",
      },
      it: {
        title: "PTIA, IPT, IPP e ITT (garanzie del mutuo)",
        keywords:
          "PTIA, IPT, IPP, ITT, perdita totale di autonomia, invalidità permanente totale, invalidità permanente parziale, inabilità temporanea, malattia, percentuale di invalidità, malattia, non posso più lavorare, chi paga le rate",
        answer:
          "Sono le garanzie dell'assicurazione mutuo: la PTIA (perdita totale e irreversibile di autonomia) rimborsa il mutuo come un decesso, l'IPT copre un'invalidità di almeno il 66 % e l'IPP un'invalidità dal 33 al 66 %. L'ITT (inabilità temporanea totale al lavoro) paga le rate durante un'assenza per malattia, spesso dopo una franchigia di 90 giorni. La nostra assicurazione copre l'invalidità dal 33 % e l'inabilità dal primo giorno.",
      },
      es: {
        title: "PTIA, IPT, IPP e ITT (garantías del préstamo)",
        keywords:
          "PTIA, IPT, IPP, ITT, pérdida total de autonomía, invalidez permanente total, invalidez permanente parcial, incapacidad temporal, baja laboral, grado de invalidez, baja por enfermedad, no puedo trabajar, quién paga las cuotas",
        answer:
          "Son las garantías de un seguro de préstamo: la PTIA (pérdida total e irreversible de autonomía) reembolsa el préstamo como un fallecimiento, la IPT cubre una invalidez de al menos el 66 % y la IPP una invalidez del 33 al 66 %. La ITT (incapacidad temporal total para trabajar) paga sus cuotas durante una baja, a menudo tras una franquicia de 90 días. Nuestro seguro cubre la invalidez desde el 33 % y la incapacidad desde el primer día.",
      },
      ru: {
        title: "PTIA, IPT, IPP и ITT (гарантии страховки кредита)",
        keywords:
          "PTIA, IPT, IPP, ITT, полная потеря самостоятельности, полная постоянная инвалидность, частичная инвалидность, временная нетрудоспособность, больничный, процент инвалидности, больничный, не могу работать, кто платит взносы по кредиту",
        answer:
          "Это гарантии страховки кредита: PTIA (полная и необратимая потеря самостоятельности) погашает кредит так же, как при смерти, IPT покрывает инвалидность от 66 %, а IPP — от 33 до 66 %. ITT (полная временная нетрудоспособность) оплачивает ваши платежи во время больничного, часто после франшизы в 90 дней. Наша страховка покрывает инвалидность от 33 % и нетрудоспособность с первого дня.",
      },
    },
  },
  {
    id: "insurance-delegation",
    url: CHAT_LINKS.borrower,
    text: {
      fr: {
        title: "La délégation d'assurance",
        keywords:
          "délégation d'assurance, délégation, assurance externe, autre assurance que celle de la banque, contrat groupe, loi Lagarde, équivalence de garanties, la banque refuse mon assurance, 10 jours ouvrés, la banque m'oblige à prendre son assurance, je ne veux pas l'assurance de ma banque",
        answer:
          "La délégation d'assurance, c'est choisir pour votre prêt une autre assurance que le contrat groupe de la banque, souvent bien moins chère. La banque ne peut pas la refuser si les garanties sont équivalentes, ni modifier le taux du prêt, et doit répondre sous 10 jours ouvrés en motivant un refus. Nous vérifions l'équivalence pour vous et montons le dossier.",
      },
      en: {
        title: "Choosing your own loan insurance (délégation d'assurance)",
        keywords:
          "insurance delegation, external loan insurance, other insurance than the bank's, use my own insurer instead of the bank, group contract, Lagarde law, equivalent cover, bank refuses my insurance, 10 working days, does the bank force me to take its insurance, refuse the bank's insurance",
        answer:
          "Insurance delegation (délégation d'assurance) means choosing loan insurance other than the bank's group contract, often much cheaper. The bank cannot refuse it if the cover is equivalent, nor change the loan rate, and must answer within 10 working days, giving reasons for any refusal. We check the equivalence for you and prepare the file.",
      },
      it: {
        title: "La delega assicurativa (délégation d'assurance)",
        keywords:
          "delega assicurativa, assicurazione esterna, assicurazione diversa da quella della banca, polizza collettiva, equivalenza delle garanzie, la banca rifiuta, la banca mi obbliga a prendere la sua assicurazione",
        answer:
          "La delega assicurativa («délégation d'assurance») consiste nello scegliere per il mutuo un'assicurazione diversa dalla polizza collettiva della banca, spesso molto meno cara. La banca non può rifiutarla se le garanzie sono equivalenti, né modificare il tasso, e deve rispondere entro 10 giorni lavorativi motivando un rifiuto. Verifichiamo noi l'equivalenza e prepariamo la pratica.",
      },
      es: {
        title: "La delegación del seguro (délégation d'assurance)",
        keywords:
          "delegación de seguro, seguro externo, otro seguro distinto del del banco, contrato de grupo, equivalencia de garantías, el banco rechaza mi seguro, el banco me obliga a contratar su seguro",
        answer:
          "La delegación del seguro («délégation d'assurance») consiste en elegir para su préstamo un seguro distinto del contrato de grupo del banco, a menudo mucho más barato. El banco no puede rechazarlo si las garantías son equivalentes, ni cambiar el tipo del préstamo, y debe responder en 10 días hábiles motivando un rechazo. Comprobamos la equivalencia por usted y preparamos el expediente.",
      },
      ru: {
        title: "Внешняя страховка кредита (délégation d'assurance)",
        keywords:
          "внешняя страховка, своя страховка вместо банковской, групповой договор банка, эквивалентность гарантий, банк отказывает в моей страховке, 10 рабочих дней, банк заставляет брать его страховку",
        answer:
          "«Délégation d'assurance» — это выбор для кредита другой страховки вместо группового договора банка, часто гораздо более дешёвой. Банк не может отказать, если гарантии эквивалентны, не может изменить ставку кредита и должен ответить в течение 10 рабочих дней, объяснив причину отказа. Мы проверим эквивалентность за вас и подготовим досье.",
      },
    },
  },
  {
    id: "taea",
    url: CHAT_LINKS.borrower,
    text: {
      fr: {
        title: "Le TAEA (taux annuel effectif de l'assurance)",
        keywords:
          "TAEA, taux annuel effectif de l'assurance, coût de l'assurance en taux, TAEG, taux global, offre de prêt, comparer les assurances, coût total de l'assurance, comparer deux assurances de prêt, taux de l'assurance",
        answer:
          "Le TAEA (taux annuel effectif de l'assurance) exprime le coût de l'assurance de prêt sous forme de taux annuel ; il figure dans toute offre de prêt immobilier. Il est compris dans le TAEG, le coût global du crédit, et permet de comparer des assurances entre elles. Un écart de quelques dixièmes de point représente souvent des milliers d'euros sur la durée du prêt.",
      },
      en: {
        title: "TAEA (annual effective insurance rate)",
        keywords:
          "TAEA, annual effective insurance rate, insurance cost as a rate, APR, TAEG, loan offer, compare insurance, total cost of insurance, compare the cost of two loan insurances, insurance rate on my loan offer",
        answer:
          "The TAEA (annual effective insurance rate) states the cost of loan insurance as a yearly rate; it appears in every French mortgage offer. It is included in the TAEG, the overall cost of credit (APR), and lets you compare insurance offers. A gap of a few tenths of a point often means thousands of euros over the life of the loan.",
      },
      it: {
        title: "Il TAEA (tasso annuo effettivo dell'assicurazione)",
        keywords:
          "TAEA, tasso annuo effettivo dell'assicurazione, costo dell'assicurazione, TAEG, offerta di mutuo, confrontare le assicurazioni",
        answer:
          "Il TAEA (tasso annuo effettivo dell'assicurazione) esprime il costo dell'assicurazione mutuo come tasso annuo; compare in ogni offerta di mutuo francese. È compreso nel TAEG, il costo globale del credito, e permette di confrontare le assicurazioni. Qualche decimo di punto di differenza vale spesso migliaia di euro sulla durata del mutuo.",
      },
      es: {
        title: "El TAEA (tasa anual efectiva del seguro)",
        keywords:
          "TAEA, tasa anual efectiva del seguro, coste del seguro, TAE, TAEG, oferta de préstamo, comparar seguros",
        answer:
          "El TAEA (tasa anual efectiva del seguro) expresa el coste del seguro de préstamo como una tasa anual; figura en toda oferta de hipoteca francesa. Está incluido en el TAEG, el coste global del crédito, y permite comparar seguros. Una diferencia de unas décimas suele suponer miles de euros durante la vida del préstamo.",
      },
      ru: {
        title: "TAEA (эффективная годовая ставка страховки)",
        keywords:
          "TAEA, эффективная годовая ставка страховки, стоимость страховки, TAEG, полная стоимость кредита, кредитное предложение, сравнить страховки",
        answer:
          "TAEA (эффективная годовая ставка страховки) выражает стоимость страховки кредита в виде годовой ставки; она указывается в каждом французском ипотечном предложении. Она входит в TAEG — полную стоимость кредита — и позволяет сравнивать страховки. Разница в несколько десятых процента часто означает тысячи евро за весь срок кредита.",
      },
    },
  },
  {
    id: "health-questionnaire",
    url: CHAT_LINKS.borrower,
    text: {
      fr: {
        title: "Le questionnaire de santé",
        keywords:
          "questionnaire de santé, questionnaire médical, déclaration de santé, antécédents médicaux, maladie préexistante, fausse déclaration, mentir au questionnaire, examens médicaux, surprime, exclusion, dois-je déclarer ma maladie, hypertension, asthme, diabète, traitement en cours, problème de santé pour l'assurance du prêt",
        answer:
          "Le questionnaire de santé sert à l'assureur de prêt à évaluer votre risque ; selon les réponses, il accepte, applique une surprime ou exclut certaines maladies. Répondez exactement : une fausse déclaration peut annuler le contrat et laisser le prêt à votre charge. Depuis la loi Lemoine, il n'y en a plus si la part assurée ne dépasse pas 200 000 € par personne et que le prêt se termine avant vos 60 ans.",
      },
      en: {
        title: "Health questionnaire (questionnaire de santé)",
        keywords:
          "health questionnaire, medical questionnaire for a mortgage, loan insurance health form, health declaration, medical history, pre-existing condition, false declaration, medical exams, surcharge, exclusion, do I have to declare my illness, high blood pressure, asthma, current treatment, health problem for the loan insurance",
        answer:
          "The health questionnaire lets the loan insurer assess your risk; depending on your answers it accepts you, adds a surcharge or excludes some conditions. Answer accurately: a false declaration can void the contract and leave the loan to you. Since the Lemoine law there is none when the insured share is at most €200,000 per person and the loan ends before you turn 60.",
      },
      it: {
        title: "Il questionario sanitario (questionnaire de santé)",
        keywords:
          "questionario sanitario, questionario medico, dichiarazione di salute, precedenti medici, malattia preesistente, falsa dichiarazione, sovrappremio, devo dichiarare la mia malattia, asma, pressione alta",
        answer:
          "Il questionario sanitario permette all'assicuratore del mutuo di valutare il vostro rischio; secondo le risposte accetta, applica un sovrappremio o esclude alcune malattie. Rispondete con esattezza: una falsa dichiarazione può annullare il contratto e lasciare il mutuo a vostro carico. Dalla legge Lemoine non c'è più se la quota assicurata non supera 200.000 € a persona e il mutuo finisce prima dei 60 anni.",
      },
      es: {
        title: "El cuestionario de salud (questionnaire de santé)",
        keywords:
          "cuestionario de salud, cuestionario médico, declaración de salud, antecedentes médicos, enfermedad preexistente, falsa declaración, sobreprima, tengo que declarar mi enfermedad, asma, hipertensión",
        answer:
          "El cuestionario de salud permite a la aseguradora del préstamo evaluar su riesgo; según las respuestas acepta, aplica una sobreprima o excluye algunas enfermedades. Responda con exactitud: una falsa declaración puede anular el contrato y dejar el préstamo a su cargo. Desde la ley Lemoine ya no existe si la parte asegurada no supera 200 000 € por persona y el préstamo termina antes de sus 60 años.",
      },
      ru: {
        title: "Анкета о здоровье (questionnaire de santé)",
        keywords:
          "анкета о здоровье, медицинская анкета, декларация о здоровье, история болезни, хроническое заболевание, ложные сведения, надбавка, исключение, нужно ли сообщать о болезни, астма, давление",
        answer:
          "Анкета о здоровье нужна страховщику кредита, чтобы оценить риск; по ответам он принимает вас, назначает надбавку или исключает некоторые болезни. Отвечайте точно: ложные сведения могут аннулировать договор, и кредит останется на вас. После закона Лемуана анкеты нет, если застрахованная доля не превышает 200 000 € на человека и кредит заканчивается до вашего 60-летия.",
      },
    },
  },
];
