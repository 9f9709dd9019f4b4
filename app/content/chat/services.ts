import type { KnowledgeTopic } from "./knowledge";
import { CHAT_LINKS } from "./links";

/** The concierge's topics about services, laws and the company (not a product line). */
export const SERVICE_TOPICS: KnowledgeTopic[] = [
  {
    id: "quote-process",
    url: CHAT_LINKS.quoteChooser,
    text: {
      fr: {
        title: "Demande de devis",
        keywords:
          "devis gratuit, est-ce payant, faire un devis, obtenir un devis, combien ça coûte, prix, tarif, délai de réponse, quand serai-je rappelé, en combien de temps on me rappelle, conseiller, souscrire, comment ça marche, engagement",
        answer:
          "Choisissez votre assurance puis répondez à 3 courtes étapes : cela prend environ 2 minutes. Un conseiller vous recontacte sous 24h avec les meilleures offres de nos plus de 15 assureurs partenaires. Le devis est gratuit et sans engagement.",
      },
      en: {
        title: "Quote request",
        keywords:
          "free quote, get a quote, how much does it cost, price, rate, response time, when will I be called back, adviser, how does it work, subscribe",
        answer:
          "Choose your insurance and answer 3 short steps: it takes about 2 minutes. An adviser contacts you within 24 hours with the best offers from our 15+ partner insurers. The quote is free and without commitment.",
      },
      it: {
        title: "Richiesta di preventivo",
        keywords:
          "preventivo gratuito, fare un preventivo, quanto costa, prezzo, tariffa, tempi di risposta, quando mi richiamate, consulente, come funziona",
        answer:
          "Scegliete la vostra assicurazione e rispondete a 3 brevi passaggi: ci vogliono circa 2 minuti. Un consulente vi ricontatta entro 24 ore con le migliori offerte di oltre 15 assicuratori partner. Il preventivo è gratuito e senza impegno.",
      },
      es: {
        title: "Solicitud de presupuesto",
        keywords:
          "presupuesto gratis, pedir presupuesto, cotización, cuánto cuesta, precio, tarifa, plazo de respuesta, cuándo me llaman, asesor, cómo funciona",
        answer:
          "Elija su seguro y responda a 3 pasos cortos: se tarda unos 2 minutos. Un asesor le contacta en 24 horas con las mejores ofertas de nuestras más de 15 aseguradoras. El presupuesto es gratuito y sin compromiso.",
      },
      ru: {
        title: "Запрос расчёта стоимости",
        keywords:
          "бесплатный расчёт, получить предложение, сколько стоит, цена, тариф, срок ответа, когда перезвонят, консультант, как это работает",
        answer:
          "Выберите страховку и ответьте на 3 коротких шага — это займёт около 2 минут. Консультант свяжется с вами в течение 24 часов с лучшими предложениями более 15 страховщиков-партнёров. Расчёт бесплатный и ни к чему не обязывает.",
      },
    },
  },
  {
    id: "borrower-switch",
    url: CHAT_LINKS.borrower,
    text: {
      fr: {
        title: "Changer d'assurance emprunteur (loi Lemoine)",
        keywords:
          "changer d'assurance de prêt, résilier assurance emprunteur, loi Lemoine, loi Lagarde, amendement Bourquin, substitution, la banque refuse, équivalence de garanties, à tout moment",
        answer:
          "Depuis la loi Lemoine (2022), vous pouvez changer d'assurance emprunteur à tout moment, sans frais. Il n'y a plus de questionnaire médical si la part assurée est inférieure à 200 000 € par personne et si le prêt se termine avant vos 60 ans. La banque doit répondre sous 10 jours ouvrés ; nous nous occupons des démarches.",
      },
      en: {
        title: "Switching borrower insurance (Lemoine law)",
        keywords:
          "switch loan insurance, change mortgage insurance, cancel borrower insurance, Lemoine law, bank refuses, any time",
        answer:
          "Since the Lemoine law (2022) you can change borrower insurance at any time, free of charge. No medical questionnaire is needed when the insured share is under €200,000 per person and the loan ends before you turn 60. The bank must answer within 10 working days; we handle the paperwork.",
      },
      it: {
        title: "Cambiare assicurazione mutuo (legge Lemoine)",
        keywords:
          "cambiare assicurazione mutuo, sostituire polizza prestito, legge Lemoine, la banca rifiuta, in qualsiasi momento",
        answer:
          "Dalla legge Lemoine (2022) in Francia potete cambiare assicurazione mutuo in qualsiasi momento, senza costi. Non serve il questionario medico se la quota assicurata è inferiore a 200.000 € a persona e il prestito termina prima dei 60 anni. La banca deve rispondere entro 10 giorni lavorativi; ci occupiamo noi delle pratiche.",
      },
      es: {
        title: "Cambiar de seguro de préstamo (ley Lemoine)",
        keywords:
          "cambiar seguro hipotecario, cambiar de seguro de préstamo, ley Lemoine, el banco rechaza, en cualquier momento",
        answer:
          "Desde la ley Lemoine (2022) en Francia puede cambiar de seguro de préstamo en cualquier momento, sin gastos. No hay cuestionario médico si la parte asegurada es inferior a 200 000 € por persona y el préstamo termina antes de los 60 años. El banco debe responder en 10 días hábiles; nosotros nos ocupamos de los trámites.",
      },
      ru: {
        title: "Смена страховки заёмщика (закон Лемуана)",
        keywords:
          "сменить страховку ипотеки, поменять страховку кредита, закон Лемуана, банк отказывает, в любой момент",
        answer:
          "С 2022 года по закону Лемуана страховку заёмщика можно сменить в любой момент бесплатно. Медицинская анкета не нужна, если застрахованная сумма меньше 200 000 € на человека и кредит заканчивается до 60 лет. Банк обязан ответить в течение 10 рабочих дней; оформление мы берём на себя.",
      },
    },
  },
  {
    id: "cancellation",
    url: CHAT_LINKS.cancellation,
    text: {
      fr: {
        title: "Résilier un contrat",
        keywords:
          "résilier, résiliation, arrêter mon contrat, changer d'assurance auto, résilier ma mutuelle, loi Hamon, loi Chatel, échéance, préavis, résiliation en ligne, combien de temps pour résilier",
        answer:
          "Avec la loi Hamon, vous pouvez résilier votre assurance auto ou habitation à tout moment après 1 an ; la loi Chatel oblige l'assureur à vous rappeler l'échéance. Depuis décembre 2020, une mutuelle santé se résilie aussi à tout moment après 1 an. Depuis juin 2023, la résiliation en ligne se fait « en trois clics », par exemple depuis votre espace client.",
      },
      en: {
        title: "Cancelling a contract",
        keywords:
          "cancel, cancellation, terminate my policy, stop my contract, Hamon law, Chatel law, renewal date, notice, cancel online",
        answer:
          'Under the Hamon law you can cancel car or home insurance at any time after 1 year; the Chatel law requires insurers to remind you of the renewal date. Since December 2020, health insurance can also be cancelled at any time after 1 year. Since June 2023, online cancellation takes "three clicks", for example from your customer area.',
      },
      it: {
        title: "Disdire un contratto",
        keywords:
          "disdire, disdetta, recesso, annullare la polizza, legge Hamon, legge Chatel, scadenza, disdetta online",
        answer:
          "Con la legge francese Hamon potete disdire l'assicurazione auto o casa in qualsiasi momento dopo 1 anno; la legge Chatel obbliga l'assicuratore a ricordarvi la scadenza. Da dicembre 2020 anche l'assicurazione sanitaria si disdice in qualsiasi momento dopo 1 anno. Da giugno 2023 la disdetta online si fa «in tre clic», ad esempio dall'area clienti.",
      },
      es: {
        title: "Cancelar un contrato",
        keywords:
          "cancelar, rescindir, baja del seguro, anular mi póliza, ley Hamon, ley Chatel, vencimiento, cancelar en línea",
        answer:
          "Con la ley francesa Hamon puede cancelar el seguro de coche o de hogar en cualquier momento después de 1 año; la ley Chatel obliga a la aseguradora a recordarle el vencimiento. Desde diciembre de 2020, el seguro de salud también se cancela en cualquier momento tras 1 año. Desde junio de 2023, la cancelación en línea se hace «en tres clics», por ejemplo desde su área de cliente.",
      },
      ru: {
        title: "Расторжение договора",
        keywords:
          "расторгнуть договор, отказаться от страховки, прекратить полис, закон Амона, закон Шателя, срок, онлайн расторжение",
        answer:
          "По закону Амона страховку автомобиля или жилья можно расторгнуть в любой момент после 1 года; закон Шателя обязывает страховщика напоминать о сроке продления. С декабря 2020 года медицинскую страховку также можно расторгнуть в любой момент после 1 года. С июня 2023 года онлайн-расторжение занимает «три клика», например в личном кабинете.",
      },
    },
  },
  {
    id: "sponsorship",
    url: CHAT_LINKS.customerArea,
    text: {
      fr: {
        title: "Parrainage",
        keywords:
          "parrainage, parrainer un ami, recommander, filleul, code parrain, cadeau, récompense, prime de parrainage, inviter un proche",
        answer:
          "Parrainez vos proches depuis votre espace client : vous recevez un cadeau tous les 3 parrainages. Votre progression, le nombre de filleuls restants avant le prochain cadeau et vos économies y sont affichés. Partagez simplement votre lien de parrainage.",
      },
      en: {
        title: "Referral programme",
        keywords: "referral, sponsorship, refer a friend, recommend, referral code, gift, reward, invite",
        answer:
          "Refer your friends and family from your customer area: you receive a gift for every 3 referrals. Your progress, the referrals still needed for the next gift and your savings are shown there. Just share your referral link.",
      },
      it: {
        title: "Programma di referral",
        keywords: "presentare un amico, sponsorizzazione, invita un amico, codice amico, regalo, premio",
        answer:
          "Presentate i vostri amici dall'area clienti: ricevete un regalo ogni 3 presentazioni. Lì trovate i progressi, quante presentazioni mancano al prossimo regalo e i risparmi. Basta condividere il vostro link.",
      },
      es: {
        title: "Programa de padrinazgo",
        keywords: "apadrinar, recomendar a un amigo, padrino, código de amigo, regalo, recompensa, invitar",
        answer:
          "Recomiende a sus allegados desde su área de cliente: recibe un regalo cada 3 recomendaciones. Allí verá su progreso, cuántas faltan para el próximo regalo y sus ahorros. Solo tiene que compartir su enlace.",
      },
      ru: {
        title: "Реферальная программа",
        keywords: "пригласить друга, рекомендовать, реферальная ссылка, подарок, награда, бонус за друга",
        answer:
          "Приглашайте близких из личного кабинета: за каждые 3 рекомендации вы получаете подарок. Там же видно ваш прогресс, сколько осталось до следующего подарка и вашу экономию. Просто поделитесь своей ссылкой.",
      },
    },
  },
  {
    id: "documents-appointments",
    url: CHAT_LINKS.customerArea,
    text: {
      fr: {
        title: "Documents et rendez-vous (espace client)",
        keywords:
          "envoyer un document, justificatif, facture, attestation, télécharger mon attestation, mémo véhicule assuré, carte verte, mes contrats, prendre rendez-vous, rdv avec un conseiller, espace client, mon compte",
        answer:
          "Dans votre espace client, vous pouvez envoyer un document (facture, devis, justificatif, attestation, contrat…), consulter et télécharger vos contrats et attestations, et demander un rendez-vous avec un conseiller à la date et l'heure souhaitées. Un conseiller vous contacte rapidement pour confirmer.",
      },
      en: {
        title: "Documents and appointments (customer area)",
        keywords:
          "send a document, upload proof, invoice, certificate, download my certificate, my contracts, book an appointment, meet an adviser, customer area, my account",
        answer:
          "In your customer area you can send a document (invoice, quote, proof, certificate, contract…), view and download your contracts and certificates, and request an appointment with an adviser at the date and time you prefer. An adviser contacts you quickly to confirm.",
      },
      it: {
        title: "Documenti e appuntamenti (area clienti)",
        keywords:
          "inviare un documento, fattura, attestato, scaricare il certificato, i miei contratti, prendere un appuntamento, area clienti, il mio account",
        answer:
          "Nell'area clienti potete inviare un documento (fattura, preventivo, giustificativo, attestato, contratto…), consultare e scaricare contratti e attestati e chiedere un appuntamento con un consulente nel giorno e all'ora che preferite. Un consulente vi contatta rapidamente per confermare.",
      },
      es: {
        title: "Documentos y citas (área de cliente)",
        keywords:
          "enviar un documento, factura, justificante, certificado, descargar mi certificado, mis contratos, pedir cita, área de cliente, mi cuenta",
        answer:
          "En su área de cliente puede enviar un documento (factura, presupuesto, justificante, certificado, contrato…), consultar y descargar sus contratos y certificados, y pedir una cita con un asesor en la fecha y hora que prefiera. Un asesor le contacta rápidamente para confirmarla.",
      },
      ru: {
        title: "Документы и встречи (личный кабинет)",
        keywords:
          "отправить документ, счёт, справка, сертификат, скачать полис, мои договоры, записаться на встречу, личный кабинет, мой аккаунт",
        answer:
          "В личном кабинете можно отправить документ (счёт, расчёт, подтверждение, справку, договор…), просмотреть и скачать договоры и сертификаты, а также записаться на встречу с консультантом в удобные дату и время. Консультант быстро свяжется с вами для подтверждения.",
      },
    },
  },
  {
    id: "contact-hours",
    url: CHAT_LINKS.contact,
    offersCallback: true,
    text: {
      fr: {
        title: "Nous contacter et horaires",
        keywords:
          "contact, contacter, joindre un conseiller, téléphone, numéro, email, adresse mail, horaires d'ouverture, ouvert le samedi, être rappelé, parler à quelqu'un, service client",
        answer:
          "Nos conseillers vous répondent 6 jours sur 7. Écrivez-nous à {email}, ou demandez un devis : un conseiller vous rappelle sous 24h.",
      },
      en: {
        title: "Contact and opening hours",
        keywords:
          "contact, reach an adviser, phone number, email address, opening hours, open on Saturday, call me back, talk to someone, customer service",
        answer:
          "Our advisers are available 6 days a week. Write to us at {email}, or request a quote: an adviser calls you back within 24 hours.",
      },
      it: {
        title: "Contatti e orari",
        keywords:
          "contatto, contattare, telefono, numero, email, orari di apertura, aperto il sabato, essere richiamato, servizio clienti",
        answer:
          "I nostri consulenti rispondono 6 giorni su 7. Scriveteci a {email} oppure richiedete un preventivo: un consulente vi richiama entro 24 ore.",
      },
      es: {
        title: "Contacto y horarios",
        keywords:
          "contacto, contactar, teléfono, número, correo electrónico, horario de apertura, abierto el sábado, que me llamen, atención al cliente",
        answer:
          "Nuestros asesores atienden 6 días a la semana. Escríbanos a {email} o pida un presupuesto: un asesor le llama en 24 horas.",
      },
      ru: {
        title: "Контакты и часы работы",
        keywords:
          "контакты, связаться, телефон, номер, электронная почта, часы работы, суббота, перезвонить, служба поддержки",
        answer:
          "Наши консультанты работают 6 дней в неделю. Напишите нам на {email} или запросите расчёт — консультант перезвонит в течение 24 часов.",
      },
    },
  },
  {
    id: "data-protection",
    url: CHAT_LINKS.dataProtection,
    text: {
      fr: {
        title: "Protection des données (RGPD)",
        keywords:
          "données personnelles, RGPD, vie privée, supprimer mes données, droit d'accès, droit de rectification, droit à l'oubli, effacement, CNIL, confidentialité, que faites-vous de mes données",
        answer:
          "Vos données servent uniquement à traiter vos demandes et ne sont jamais vendues. Conformément au RGPD, vous disposez d'un droit d'accès, de rectification, d'effacement, d'opposition et de portabilité : écrivez à {email}. Vous pouvez aussi saisir la CNIL.",
      },
      en: {
        title: "Data protection (GDPR)",
        keywords:
          "personal data, GDPR, privacy, delete my data, right of access, rectification, right to be forgotten, erasure, confidentiality",
        answer:
          "Your data is used only to handle your requests and is never sold. Under the GDPR you have the rights of access, rectification, erasure, objection and portability: write to {email}. You may also complain to the CNIL.",
      },
      it: {
        title: "Protezione dei dati (GDPR)",
        keywords:
          "dati personali, GDPR, privacy, cancellare i miei dati, diritto di accesso, rettifica, diritto all'oblio, riservatezza",
        answer:
          "I vostri dati servono solo a gestire le vostre richieste e non vengono mai venduti. In base al GDPR avete diritto di accesso, rettifica, cancellazione, opposizione e portabilità: scrivete a {email}. Potete anche rivolgervi alla CNIL.",
      },
      es: {
        title: "Protección de datos (RGPD)",
        keywords:
          "datos personales, RGPD, privacidad, borrar mis datos, derecho de acceso, rectificación, derecho al olvido, confidencialidad",
        answer:
          "Sus datos solo se usan para tramitar sus solicitudes y nunca se venden. Según el RGPD tiene derecho de acceso, rectificación, supresión, oposición y portabilidad: escriba a {email}. También puede acudir a la CNIL.",
      },
      ru: {
        title: "Защита персональных данных (GDPR)",
        keywords:
          "персональные данные, GDPR, конфиденциальность, удалить мои данные, право на доступ, исправление, право на забвение",
        answer:
          "Ваши данные используются только для обработки ваших запросов и никогда не продаются. По GDPR у вас есть право на доступ, исправление, удаление, возражение и переносимость: напишите на {email}. Также можно обратиться в CNIL.",
      },
    },
  },
];
