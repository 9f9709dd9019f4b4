import { CHAT_LINKS } from "../links";
import type { GlossaryTerm } from "./term";

/** The policyholder's rights: cancelling, being advised, checking a broker, complaining. */
export const RIGHTS_TERMS: GlossaryTerm[] = [
  {
    id: "hamon-law",
    url: CHAT_LINKS.cancellation,
    text: {
      fr: {
        title: "La loi Hamon",
        keywords:
          "loi Hamon, loi consommation 2014, résilier après un an, résilier à tout moment assurance auto, assurance habitation, moto, sans frais, sans motif, le nouvel assureur s'occupe de tout, changer d'assurance auto avant la date anniversaire, quitter mon assureur après un an, changer d'assureur habitation",
        answer:
          "La loi Hamon (2014) vous permet, après la première année, de résilier à tout moment votre assurance auto, moto ou habitation, sans frais ni motif. La résiliation prend effet un mois après que l'assureur l'a reçue, et pour l'auto et l'habitation votre nouvel assureur peut faire la démarche pour vous, sans interruption de couverture. La part de cotisation déjà payée pour la période restante vous est remboursée.",
      },
      en: {
        title: "The Hamon law (cancelling after one year)",
        keywords:
          "Hamon law, 2014 consumer law, cancel after one year, cancel car insurance any time, home insurance, motorbike, no fees, no reason, new insurer handles it, switch car insurer after the first year, leave my insurer after a year",
        answer:
          "The Hamon law (2014) lets you cancel your car, motorbike or home insurance at any time after the first year, with no fees and no reason needed. Cancellation takes effect one month after the insurer receives it, and for car and home insurance your new insurer can do it for you, with no gap in cover. The premium already paid for the remaining period is refunded.",
      },
      it: {
        title: "La legge Hamon (disdetta dopo un anno)",
        keywords:
          "legge Hamon, disdire dopo un anno, disdire l'assicurazione auto in qualsiasi momento, assicurazione casa, moto, senza costi, senza motivo, cambiare assicurazione auto dopo un anno",
        answer:
          "La legge francese Hamon (2014) vi permette, dopo il primo anno, di disdire in qualsiasi momento l'assicurazione auto, moto o casa, senza costi né motivo. La disdetta ha effetto un mese dopo la ricezione da parte dell'assicuratore, e per auto e casa il nuovo assicuratore può occuparsene per voi, senza interruzione della copertura. La parte di premio già pagata per il periodo restante vi viene rimborsata.",
      },
      es: {
        title: "La ley Hamon (cancelar tras un año)",
        keywords:
          "ley Hamon, cancelar después de un año, cancelar el seguro de coche en cualquier momento, seguro de hogar, moto, sin gastos, sin motivo, cambiar de seguro de coche después de un año",
        answer:
          "La ley francesa Hamon (2014) le permite, tras el primer año, cancelar en cualquier momento su seguro de coche, moto u hogar, sin gastos ni motivo. La cancelación surte efecto un mes después de que la aseguradora la reciba, y para el coche y el hogar su nueva aseguradora puede hacer el trámite por usted, sin interrupción de la cobertura. Se le devuelve la prima ya pagada por el periodo restante.",
      },
      ru: {
        title: "Закон Амона (расторжение после года)",
        keywords:
          "закон Амона, loi Hamon, расторгнуть после года, расторгнуть автостраховку в любой момент, страховка жилья, мотоцикл, без комиссии, без причины, поменять страховку машины через год, сменить страховщика после года",
        answer:
          "Закон Амона (2014) позволяет после первого года в любой момент расторгнуть страховку автомобиля, мотоцикла или жилья без комиссии и без объяснения причин. Расторжение вступает в силу через месяц после получения страховщиком, а для авто и жилья это может сделать за вас новый страховщик, без перерыва в покрытии. Уже оплаченная часть взноса за оставшийся период возвращается.",
      },
    },
  },
  {
    id: "chatel-law",
    url: CHAT_LINKS.cancellation,
    text: {
      fr: {
        title: "La loi Châtel",
        keywords:
          "loi Châtel, loi Chatel, avis d'échéance, date d'échéance, date limite de résiliation, tacite reconduction, préavis, oublié l'échéance, trop tard pour résilier, 20 jours, date anniversaire du contrat, reconduction automatique, l'assureur augmente le prix, hausse de tarif, je n'ai pas été prévenu",
        answer:
          "La loi Châtel (2005) oblige l'assureur à vous rappeler, avec l'avis d'échéance, la date limite pour résilier un contrat reconduit tacitement. Si ce rappel arrive moins de 15 jours avant cette date ou après, vous avez 20 jours pour résilier ; s'il n'arrive pas, vous pouvez résilier à tout moment après la reconduction. Après un an de contrat, la loi Hamon vous laisse de toute façon résilier l'auto et l'habitation à tout moment.",
      },
      en: {
        title: "The Châtel law (renewal reminder)",
        keywords:
          "Chatel law, Châtel law, renewal notice, renewal date, cancellation deadline, tacit renewal, notice period, missed the deadline, too late to cancel, automatic renewal, price increase at renewal, not warned, anniversary date",
        answer:
          "The Châtel law (2005) requires the insurer to remind you, with the renewal notice, of the deadline for cancelling a tacitly renewed contract. If the reminder arrives less than 15 days before that deadline or after it, you have 20 days to cancel; if it never arrives, you can cancel at any time after renewal. After one year, the Hamon law lets you cancel car and home insurance at any time anyway.",
      },
      it: {
        title: "La legge Châtel (avviso di scadenza)",
        keywords:
          "legge Chatel, legge Châtel, avviso di scadenza, data di scadenza, rinnovo tacito, preavviso, scadenza dimenticata, troppo tardi per disdire, rinnovo automatico, aumento del premio",
        answer:
          "La legge francese Châtel (2005) obbliga l'assicuratore a ricordarvi, con l'avviso di scadenza, la data limite per disdire un contratto a rinnovo tacito. Se l'avviso arriva meno di 15 giorni prima di quella data o dopo, avete 20 giorni per disdire; se non arriva, potete disdire in qualsiasi momento dopo il rinnovo. Dopo un anno, la legge Hamon vi consente comunque di disdire auto e casa in qualsiasi momento.",
      },
      es: {
        title: "La ley Châtel (aviso de vencimiento)",
        keywords:
          "ley Chatel, ley Châtel, aviso de vencimiento, fecha de vencimiento, renovación tácita, preaviso, se me pasó el plazo, demasiado tarde para cancelar, renovación automática, subida de precio",
        answer:
          "La ley francesa Châtel (2005) obliga a la aseguradora a recordarle, con el aviso de vencimiento, la fecha límite para cancelar un contrato de renovación tácita. Si el aviso llega menos de 15 días antes de esa fecha o después, tiene 20 días para cancelar; si no llega, puede cancelar en cualquier momento tras la renovación. Tras un año, la ley Hamon le permite de todos modos cancelar coche y hogar cuando quiera.",
      },
      ru: {
        title: "Закон Шателя (напоминание о сроке)",
        keywords:
          "закон Шателя, loi Châtel, уведомление о сроке, дата окончания, автоматическое продление, предупреждение, пропустил срок, поздно расторгать, автоматическое продление, повышение цены",
        answer:
          "Закон Шателя (2005) обязывает страховщика напоминать вам в уведомлении о продлении крайний срок расторжения договора с автоматическим продлением. Если напоминание пришло менее чем за 15 дней до этого срока или позже, у вас есть 20 дней на расторжение; если его не было, расторгнуть можно в любой момент после продления. А после года действия закон Амона и так позволяет расторгнуть автостраховку и страховку жилья в любой момент.",
      },
    },
  },
  {
    id: "cancel-any-time",
    url: CHAT_LINKS.cancellation,
    text: {
      fr: {
        title: "La résiliation infra-annuelle (à tout moment)",
        keywords:
          "résiliation infra-annuelle, résilier à tout moment, résilier en cours d'année, avant l'échéance, résilier ma mutuelle après un an, décembre 2020, un mois de préavis, changer de mutuelle, résilier avant la date anniversaire, changer de mutuelle quand je veux",
        answer:
          "La résiliation infra-annuelle, c'est résilier en cours d'année sans attendre l'échéance : après un an de contrat pour l'auto, la moto et l'habitation (loi Hamon) et, depuis le 1er décembre 2020, pour la mutuelle santé ; dès le premier jour pour l'assurance de prêt (loi Lemoine). Pour l'auto, l'habitation et la mutuelle, elle prend effet un mois après la demande, sans frais. C'est le bon moment pour comparer : nos devis sont gratuits.",
      },
      en: {
        title: "Cancelling at any time (résiliation infra-annuelle)",
        keywords:
          "cancel at any time, cancel mid-year, before the renewal date, cancel my health insurance after one year, December 2020, one month notice, switch health plan, switch health plan whenever I want, cancel before the anniversary date",
        answer:
          "Mid-term cancellation (résiliation infra-annuelle) means cancelling during the year without waiting for the renewal date: after one year for car, motorbike and home insurance (Hamon law) and, since 1 December 2020, for health insurance; from day one for loan insurance (Lemoine law). For car, home and health insurance it takes effect one month after your request, free of charge. A good moment to compare: our quotes are free.",
      },
      it: {
        title: "La disdetta in corso d'anno (résiliation infra-annuelle)",
        keywords:
          "disdetta in qualsiasi momento, disdire in corso d'anno, prima della scadenza, disdire la mutua dopo un anno, dicembre 2020, preavviso di un mese, cambiare mutua quando voglio",
        answer:
          "La disdetta in corso d'anno («résiliation infra-annuelle») consiste nel disdire senza aspettare la scadenza: dopo un anno per auto, moto e casa (legge Hamon) e, dal 1° dicembre 2020, per la mutua sanitaria; dal primo giorno per l'assicurazione del mutuo (legge Lemoine). Per auto, casa e mutua ha effetto un mese dopo la richiesta, senza costi. È il momento giusto per confrontare: i nostri preventivi sono gratuiti.",
      },
      es: {
        title: "La cancelación en cualquier momento (résiliation infra-annuelle)",
        keywords:
          "cancelar en cualquier momento, cancelar a mitad de año, antes del vencimiento, cancelar mi mutua tras un año, diciembre 2020, un mes de preaviso, cambiar de mutua cuando quiera, antes de que termine el año",
        answer:
          "La cancelación en curso de año («résiliation infra-annuelle») es cancelar sin esperar al vencimiento: tras un año para coche, moto y hogar (ley Hamon) y, desde el 1 de diciembre de 2020, para la mutua de salud; desde el primer día para el seguro de préstamo (ley Lemoine). Para coche, hogar y mutua surte efecto un mes después de la solicitud, sin gastos. Buen momento para comparar: nuestros presupuestos son gratuitos.",
      },
      ru: {
        title: "Расторжение в любой момент (résiliation infra-annuelle)",
        keywords:
          "расторгнуть в любой момент, расторгнуть в течение года, до окончания срока, сменить медицинскую страховку в середине года, расторгнуть медицинскую страховку после года, декабрь 2020, месяц на расторжение, сменить страховку когда захочу",
        answer:
          "«Résiliation infra-annuelle» — расторжение в течение года, не дожидаясь даты продления: после года действия для авто, мотоцикла и жилья (закон Амона) и, с 1 декабря 2020 года, для медицинской страховки; с первого дня — для страховки кредита (закон Лемуана). Для авто, жилья и медицинской страховки расторжение вступает в силу через месяц после запроса, бесплатно. Хороший момент сравнить предложения: наш расчёт бесплатный.",
      },
    },
  },
  {
    id: "three-click-cancellation",
    url: CHAT_LINKS.cancellation,
    text: {
      fr: {
        title: "La résiliation en trois clics",
        keywords:
          "résiliation en trois clics, résilier en 3 clics, résiliation en ligne, bouton résilier, fonctionnalité de résiliation, décret 2023-182, 1er juin 2023, résilier sur internet, résilier sur internet, résilier sur le site, résilier par internet, résiliation électronique",
        answer:
          "Depuis le 1er juin 2023 (décret n° 2023-182), un contrat d'assurance qu'on peut souscrire en ligne doit aussi pouvoir se résilier en ligne, par une fonction facile d'accès, en « trois clics ». Vous recevez un accusé de réception qui date votre demande. La résiliation doit tout de même être permise par la loi à ce moment-là (loi Hamon, échéance ou mutuelle après un an).",
      },
      en: {
        title: "Three-click online cancellation",
        keywords:
          "three-click cancellation, cancel in 3 clicks, cancel online, cancel button, online cancellation feature, decree 2023-182, June 2023, cancel on the website, cancel over the internet",
        answer:
          "Since 1 June 2023 (decree 2023-182), an insurance contract that can be taken out online must also be cancellable online, through an easy-to-find feature, in 'three clicks'. You receive an acknowledgement that dates your request. The cancellation itself must still be allowed by law at that time (Hamon law, renewal date, or health insurance after one year).",
      },
      it: {
        title: "La disdetta in tre clic",
        keywords:
          "disdetta in tre clic, disdire in 3 clic, disdetta online, pulsante disdici, decreto 2023-182, giugno 2023, disdire su internet, disdire dal sito",
        answer:
          "Dal 1° giugno 2023 (decreto 2023-182), un contratto assicurativo sottoscrivibile online deve poter essere disdetto anche online, con una funzione facile da trovare, «in tre clic». Ricevete una conferma di ricezione che data la richiesta. La disdetta deve comunque essere consentita dalla legge in quel momento (legge Hamon, scadenza o mutua dopo un anno).",
      },
      es: {
        title: "La cancelación en tres clics",
        keywords:
          "cancelación en tres clics, cancelar en 3 clics, cancelar en línea, cancelar por internet, botón cancelar, decreto 2023-182, junio 2023, cancelar en la web",
        answer:
          "Desde el 1 de junio de 2023 (decreto n.º 2023-182), un contrato de seguro que puede contratarse en línea también debe poder cancelarse en línea, con una función fácil de encontrar, «en tres clics». Recibe un acuse de recibo que fecha su solicitud. La cancelación debe estar permitida por la ley en ese momento (ley Hamon, vencimiento o mutua tras un año).",
      },
      ru: {
        title: "Расторжение в три клика",
        keywords:
          "расторжение в три клика, расторгнуть в 3 клика, расторгнуть онлайн, кнопка расторжения, декрет 2023-182, июнь 2023, расторгнуть через интернет, на сайте",
        answer:
          "С 1 июня 2023 года (декрет № 2023-182) договор страхования, который можно оформить онлайн, должно быть можно и расторгнуть онлайн — через легко доступную функцию, «в три клика». Вы получаете подтверждение с датой запроса. При этом само расторжение в этот момент должно быть разрешено законом (закон Амона, дата продления или медицинская страховка после года).",
      },
    },
  },
  {
    id: "duty-to-advise",
    url: CHAT_LINKS.quoteChooser,
    text: {
      fr: {
        title: "La DDA et le devoir de conseil",
        keywords:
          "DDA, directive sur la distribution d'assurances, devoir de conseil, obligation de conseil, recueil des besoins, courtier doit conseiller, document d'information IPID, 2018, recommandation personnalisée, vous êtes obligés de me conseiller, le courtier doit-il me conseiller, vous vendez juste, conseil personnalisé",
        answer:
          "La directive sur la distribution d'assurances (DDA), appliquée en France depuis octobre 2018, impose à tout courtier un devoir de conseil. Avant toute souscription, nous recueillons vos besoins, vous recommandons un contrat adapté en expliquant pourquoi, par écrit, et vous remettons le document d'information du produit. C'est pourquoi nos formulaires de devis commencent par quelques questions sur votre situation.",
      },
      en: {
        title: "DDA and the duty to advise",
        keywords:
          "DDA, insurance distribution directive, IDD, duty to advise, duty of advice, needs assessment, broker must advise, IPID information document, 2018, does a broker have to advise me, are you obliged to advise me",
        answer:
          "The Insurance Distribution Directive (DDA in French), applied in France since October 2018, places a duty to advise on every broker. Before you sign anything, we collect your needs, recommend a suitable contract and explain why in writing, and give you the product information document (IPID). That is why our quote forms begin with a few questions about your situation.",
      },
      it: {
        title: "La IDD (DDA) e il dovere di consulenza",
        keywords:
          "DDA, IDD, direttiva sulla distribuzione assicurativa, dovere di consulenza, analisi dei bisogni, il broker deve consigliare, documento informativo IPID, il broker deve consigliarmi",
        answer:
          "La direttiva sulla distribuzione assicurativa (DDA in francese), applicata in Francia da ottobre 2018, impone a ogni broker un dovere di consulenza. Prima di qualsiasi sottoscrizione raccogliamo i vostri bisogni, vi raccomandiamo un contratto adatto spiegando per iscritto perché, e vi consegniamo il documento informativo del prodotto. Per questo i nostri moduli di preventivo iniziano con alcune domande sulla vostra situazione.",
      },
      es: {
        title: "La IDD (DDA) y el deber de asesoramiento",
        keywords:
          "DDA, IDD, directiva de distribución de seguros, deber de asesoramiento, obligación de asesorarme, análisis de necesidades, el corredor debe aconsejar, documento de información IPID, el corredor debe aconsejarme",
        answer:
          "La directiva de distribución de seguros (DDA en francés), aplicada en Francia desde octubre de 2018, impone a todo corredor un deber de asesoramiento. Antes de cualquier contratación recogemos sus necesidades, le recomendamos un contrato adecuado explicando por escrito el porqué y le entregamos el documento de información del producto. Por eso nuestros formularios de presupuesto empiezan con unas preguntas sobre su situación.",
      },
      ru: {
        title: "Директива DDA и обязанность консультировать",
        keywords:
          "DDA, IDD, директива о распространении страхования, обязанность консультировать, анализ потребностей, брокер должен консультировать, информационный документ IPID, должен ли брокер консультировать",
        answer:
          "Директива о распространении страховых продуктов (DDA), действующая во Франции с октября 2018 года, обязывает каждого брокера консультировать клиента. До оформления мы выясняем ваши потребности, письменно рекомендуем подходящий договор с объяснением причин и передаём информационный документ о продукте. Поэтому наши формы расчёта начинаются с нескольких вопросов о вашей ситуации.",
      },
    },
  },
  {
    id: "orias",
    url: CHAT_LINKS.regulation,
    text: {
      fr: {
        title: "L'ORIAS",
        keywords:
          "ORIAS, registre des intermédiaires en assurance, numéro ORIAS, immatriculation courtier, vérifier un courtier, courtier agréé, courtier enregistré, orias.fr, courtier sérieux, vérifier un courtier, êtes-vous un vrai courtier, courtier enregistré",
        answer:
          "L'ORIAS est le registre officiel des intermédiaires en assurance, banque et finance : un courtier doit y être immatriculé pour exercer. Vous pouvez vérifier son numéro gratuitement sur orias.fr avant de lui confier votre dossier. Le nôtre figure dans nos mentions légales.",
      },
      en: {
        title: "ORIAS (register of insurance intermediaries)",
        keywords:
          "ORIAS, register of insurance intermediaries, ORIAS number, broker registration, check a broker, licensed broker, registered broker, is this broker legit, check a broker, registered broker",
        answer:
          "ORIAS is the official French register of insurance, banking and finance intermediaries: a broker must be registered there to operate. You can check a broker's number free of charge on orias.fr before trusting them with your file. Ours is in our legal notice.",
      },
      it: {
        title: "L'ORIAS (registro degli intermediari)",
        keywords:
          "ORIAS, registro degli intermediari assicurativi, numero ORIAS, iscrizione del broker, verificare un broker, broker autorizzato, broker serio, verificare un broker registrato",
        answer:
          "L'ORIAS è il registro ufficiale francese degli intermediari in assicurazione, banca e finanza: un broker deve esservi iscritto per operare. Potete verificarne gratuitamente il numero su orias.fr prima di affidargli la vostra pratica. Il nostro è indicato nelle note legali.",
      },
      es: {
        title: "El ORIAS (registro de intermediarios)",
        keywords:
          "ORIAS, registro de intermediarios de seguros, número ORIAS, inscripción del corredor, verificar un corredor, corredor autorizado, corredor serio, verificar un corredor registrado",
        answer:
          "El ORIAS es el registro oficial francés de intermediarios de seguros, banca y finanzas: un corredor debe estar inscrito en él para ejercer. Puede comprobar gratis su número en orias.fr antes de confiarle su expediente. El nuestro figura en el aviso legal.",
      },
      ru: {
        title: "ORIAS (реестр страховых посредников)",
        keywords:
          "ORIAS, реестр страховых посредников, номер ORIAS, регистрация брокера, проверить брокера, лицензированный брокер, проверить брокера, надёжный брокер",
        answer:
          "ORIAS — официальный французский реестр посредников в страховании, банковской сфере и финансах: брокер обязан быть в нём зарегистрирован. Номер брокера можно бесплатно проверить на orias.fr, прежде чем доверить ему своё дело. Наш номер указан в правовой информации сайта.",
      },
    },
  },
  {
    id: "insurance-ombudsman",
    url: CHAT_LINKS.regulation,
    text: {
      fr: {
        title: "Le médiateur de l'assurance",
        keywords:
          "médiateur de l'assurance, médiation de l'assurance, médiateur, réclamation, se plaindre, plainte, refus d'indemnisation, contester, litige avec mon assureur, assureur ne répond pas, désaccord, recours, saisir le médiateur, gratuit, contester un refus, contester un remboursement, médiation gratuite, recours contre l'assureur",
        answer:
          "En cas de litige, adressez d'abord une réclamation écrite à votre assureur ou à votre courtier. Sans réponse satisfaisante sous deux mois, vous pouvez saisir gratuitement La Médiation de l'Assurance, qui rend un avis dans les 90 jours suivant la réception du dossier complet. Vous restez libre d'aller ensuite en justice ; nos coordonnées de réclamation figurent dans nos mentions légales.",
      },
      en: {
        title: "The insurance ombudsman (médiateur de l'assurance)",
        keywords:
          "insurance ombudsman, insurance mediator, mediation, complaint, dispute with my insurer, insurer does not answer, disagreement, appeal, free, complain about my insurer, dispute a refusal, free mediation",
        answer:
          "In a dispute, first send a written complaint to your insurer or broker. Without a satisfactory answer within two months, you can refer the matter free of charge to La Médiation de l'Assurance, which gives its opinion within 90 days of receiving the complete file. You remain free to go to court afterwards; our complaints contact is in our legal notice.",
      },
      it: {
        title: "Il mediatore assicurativo (médiateur de l'assurance)",
        keywords:
          "mediatore assicurativo, mediazione, reclamo, controversia con l'assicuratore, l'assicuratore non risponde, disaccordo, ricorso, gratuito, contestare un rifiuto, reclamare contro l'assicuratore",
        answer:
          "In caso di controversia, inviate prima un reclamo scritto all'assicuratore o al broker. Senza una risposta soddisfacente entro due mesi, potete rivolgervi gratuitamente a La Médiation de l'Assurance, che emette un parere entro 90 giorni dal ricevimento della pratica completa. Restate liberi di ricorrere poi al giudice; i nostri recapiti per i reclami sono nelle note legali.",
      },
      es: {
        title: "El mediador de seguros (médiateur de l'assurance)",
        keywords:
          "mediador de seguros, mediación, reclamación, litigio con mi aseguradora, la aseguradora no responde, desacuerdo, recurso, gratuito, reclamar contra la aseguradora, contestar un rechazo",
        answer:
          "En caso de litigio, envíe primero una reclamación por escrito a su aseguradora o corredor. Sin una respuesta satisfactoria en dos meses, puede acudir gratis a La Médiation de l'Assurance, que emite su opinión en los 90 días siguientes a la recepción del expediente completo. Sigue siendo libre de acudir después a los tribunales; nuestros datos para reclamaciones figuran en el aviso legal.",
      },
      ru: {
        title: "Страховой омбудсмен (médiateur de l'assurance)",
        keywords:
          "медиатор по страхованию, омбудсмен, медиация, жалоба, спор со страховщиком, страховщик не отвечает, разногласие, бесплатно, жалоба на страховую, оспорить отказ, страховая не отвечает на жалобу",
        answer:
          "При споре сначала направьте письменную жалобу страховщику или брокеру. Если за два месяца удовлетворительного ответа нет, можно бесплатно обратиться в La Médiation de l'Assurance, которая даёт заключение в течение 90 дней после получения полного досье. После этого вы по-прежнему можете обратиться в суд; наши контакты для жалоб указаны в правовой информации сайта.",
      },
    },
  },
];
