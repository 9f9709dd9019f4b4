import { CHAT_LINKS } from "../links";
import type { GlossaryTerm } from "./term";

/** Words of health insurance contracts, personal and company ones. */
export const HEALTH_CONTRACT_TERMS: GlossaryTerm[] = [
  {
    id: "waiting-period",
    url: CHAT_LINKS.healthSenior,
    text: {
      fr: {
        title: "Le délai de carence",
        keywords:
          "délai de carence, période de carence, carence, stage, délai d'attente, garanties pas actives tout de suite, mutuelle sans carence, couvert dès la souscription, combien de temps avant d'être remboursé, délai avant d'être remboursé, remboursé tout de suite après la souscription, attendre avant d'utiliser ma mutuelle, juste après l'adhésion",
        answer:
          "Le délai de carence est la période après la souscription pendant laquelle une garantie ne rembourse pas encore, souvent de 3 à 6 mois pour le dentaire, l'optique ou l'audition. Il est écrit dans le contrat, garantie par garantie, et beaucoup de mutuelles n'en appliquent pas. Si vous prévoyez des soins, demandez-nous une offre sans carence sur ces postes.",
      },
      en: {
        title: "Waiting period (délai de carence)",
        keywords:
          "waiting period, qualifying period, cover not active straight away, covered from day one, no waiting period, how long before I am reimbursed, can I use my cover straight after signing up, wait before I can claim, right after joining",
        answer:
          "The waiting period (délai de carence) is the time after you sign up during which a guarantee does not pay yet, often 3 to 6 months for dental, optical or hearing care. It is written in the contract, guarantee by guarantee, and many health plans have none. If you are planning treatment, ask us for a plan without a waiting period on those items.",
      },
      it: {
        title: "Il periodo di carenza (délai de carence)",
        keywords:
          "periodo di carenza, carenza, periodo di attesa, copertura non subito attiva, coperto da subito, senza carenza, aspettare prima di usare la mutua, subito dopo la sottoscrizione",
        answer:
          "Il periodo di carenza («délai de carence») è il tempo dopo la sottoscrizione durante il quale una garanzia non rimborsa ancora, spesso da 3 a 6 mesi per dentista, ottica o udito. È indicato nel contratto, garanzia per garanzia, e molte mutue non lo applicano. Se prevedete delle cure, chiedeteci un'offerta senza carenza su queste voci.",
      },
      es: {
        title: "El periodo de carencia (délai de carence)",
        keywords:
          "periodo de carencia, carencia, plazo de espera, cobertura no inmediata, cubierto desde el primer día, sin carencia, esperar antes de usar el seguro, justo después de contratar",
        answer:
          "El periodo de carencia («délai de carence») es el tiempo tras la contratación durante el cual una garantía aún no reembolsa, a menudo de 3 a 6 meses para dental, óptica o audición. Figura en el contrato, garantía por garantía, y muchas mutuas no lo aplican. Si prevé tratamientos, pídanos una oferta sin carencia en esas partidas.",
      },
      ru: {
        title: "Период ожидания (délai de carence)",
        keywords:
          "период ожидания, выжидательный период, карантин, страховка действует не сразу, покрытие с первого дня, без периода ожидания, сразу после оформления, ждать перед использованием страховки",
        answer:
          "Период ожидания (délai de carence) — время после оформления, в течение которого гарантия ещё не возмещает расходы; часто 3–6 месяцев для стоматологии, оптики или слуховых аппаратов. Он указан в договоре по каждой гарантии, и многие страховки его не применяют. Если вы планируете лечение, попросите у нас предложение без периода ожидания по этим статьям.",
      },
    },
  },
  {
    id: "third-party-payment",
    url: CHAT_LINKS.healthFamily,
    text: {
      fr: {
        title: "Le tiers payant",
        keywords:
          "tiers payant, tiers-payant, ne pas avancer les frais, dispense d'avance de frais, carte de tiers payant, carte mutuelle, pharmacie, carte vitale, payer directement le professionnel, payer directement, je n'avance rien, avance de frais chez l'opticien, le labo, l'hôpital",
        answer:
          "Avec le tiers payant, vous n'avancez pas les frais : la Sécurité sociale et votre mutuelle paient directement le pharmacien, le laboratoire ou l'hôpital. Il suffit de présenter votre carte Vitale et la carte de tiers payant de votre mutuelle. Nos mutuelles, individuelles comme d'entreprise, fournissent cette carte.",
      },
      en: {
        title: "Direct billing (tiers payant)",
        keywords:
          "direct billing, tiers payant, no upfront payment, don't pay in advance, health insurance card, pharmacy, carte vitale, paid directly, pay nothing at the pharmacy, paid directly by the insurer, no advance at the optician",
        answer:
          "With direct billing (tiers payant) you pay nothing upfront: social security and your health insurance pay the pharmacist, laboratory or hospital directly. You just show your carte Vitale and your health plan's tiers payant card. Our health plans, personal and company ones alike, provide this card.",
      },
      it: {
        title: "Il terzo pagante (tiers payant)",
        keywords:
          "terzo pagante, tiers payant, non anticipare le spese, pagamento diretto, tessera della mutua, farmacia, carte vitale",
        answer:
          "Con il terzo pagante («tiers payant») non anticipate le spese: la previdenza sociale e la mutua pagano direttamente il farmacista, il laboratorio o l'ospedale. Basta presentare la carte Vitale e la tessera «tiers payant» della mutua. Le nostre mutue, individuali e aziendali, forniscono questa tessera.",
      },
      es: {
        title: "El tercero pagador (tiers payant)",
        keywords:
          "tercero pagador, tiers payant, no adelantar los gastos, pago directo, tarjeta de la mutua, farmacia, carte vitale",
        answer:
          "Con el tercero pagador («tiers payant») no adelanta los gastos: la Seguridad Social y su mutua pagan directamente a la farmacia, el laboratorio o el hospital. Basta con presentar la carte Vitale y la tarjeta «tiers payant» de su mutua. Nuestras mutuas, individuales y de empresa, proporcionan esta tarjeta.",
      },
      ru: {
        title: "Прямая оплата (tiers payant)",
        keywords:
          "прямая оплата, tiers payant, не платить заранее, без предоплаты, карта страховки, аптека, carte vitale",
        answer:
          "При прямой оплате (tiers payant) вы не платите заранее: Sécurité sociale и ваша страховка оплачивают аптеку, лабораторию или больницу напрямую. Достаточно предъявить карту Vitale и карту tiers payant вашей страховки. Наши страховки, индивидуальные и корпоративные, выдают такую карту.",
      },
    },
  },
  {
    id: "responsible-contract",
    url: CHAT_LINKS.healthFamily,
    text: {
      fr: {
        title: "Le contrat responsable",
        keywords:
          "contrat responsable, mutuelle responsable, contrat solidaire et responsable, non responsable, taxe réduite, règles de remboursement, plafonds optique, ma mutuelle est-elle responsable, mutuelle responsable c'est quoi, pourquoi ma mutuelle limite les lunettes",
        answer:
          "Un contrat « responsable » est une mutuelle qui respecte des règles fixées par l'État : elle rembourse le 100 % Santé et le forfait hospitalier sans limite de durée, et plafonne certains remboursements (lunettes, dépassements des médecins non OPTAM). En échange, elle est moins taxée, donc moins chère, et c'est la condition des avantages sociaux et fiscaux d'une mutuelle d'entreprise. La plupart des contrats le sont, et nos offres aussi.",
      },
      en: {
        title: "'Responsible' health plan (contrat responsable)",
        keywords:
          "responsible contract, contrat responsable, responsible health plan, lower tax, reimbursement rules, optical caps, is my plan responsible, what makes a health plan responsible",
        answer:
          "A 'responsible' contract (contrat responsable) is a health plan that follows rules set by the State: it pays 100% Santé and the daily hospital charge with no time limit, and caps some reimbursements (glasses, extra fees of non-OPTAM doctors). In return it is taxed less, so cheaper, and it is the condition for a company plan's social and tax advantages. Most plans are responsible, and so are ours.",
      },
      it: {
        title: "Il contratto responsabile (contrat responsable)",
        keywords:
          "contratto responsabile, contrat responsable, mutua responsabile, tassa ridotta, regole di rimborso, massimali ottica",
        answer:
          "Un contratto «responsabile» è una mutua che rispetta regole fissate dallo Stato: rimborsa il 100 % Santé e il forfait ospedaliero senza limiti di durata e limita alcuni rimborsi (occhiali, sovrapprezzi dei medici non OPTAM). In cambio è meno tassata, quindi meno cara, ed è la condizione per i vantaggi sociali e fiscali di una mutua aziendale. La maggior parte dei contratti lo è, e anche le nostre offerte.",
      },
      es: {
        title: "El contrato responsable (contrat responsable)",
        keywords:
          "contrato responsable, contrat responsable, mutua responsable, impuesto reducido, reglas de reembolso, topes de óptica",
        answer:
          "Un contrato «responsable» es una mutua que respeta reglas fijadas por el Estado: reembolsa el 100 % Santé y el forfait hospitalario sin límite de duración, y limita algunos reembolsos (gafas, sobrecostes de médicos no OPTAM). A cambio paga menos impuestos, por lo que es más barata, y es la condición de las ventajas sociales y fiscales de una mutua de empresa. La mayoría de los contratos lo son, y nuestras ofertas también.",
      },
      ru: {
        title: "«Ответственный» договор (contrat responsable)",
        keywords:
          "ответственный договор, contrat responsable, ответственная страховка, сниженный налог, правила возмещения, лимиты на оптику",
        answer:
          "«Ответственный» договор (contrat responsable) — медицинская страховка, соблюдающая правила государства: она оплачивает 100 % Santé и больничный сбор без ограничения срока и ограничивает некоторые возмещения (очки, надбавки врачей вне OPTAM). Взамен она облагается меньшим налогом, поэтому дешевле, и только она даёт социальные и налоговые льготы корпоративной страховке. Таковы большинство договоров, и наши тоже.",
      },
    },
  },
  {
    id: "health-portability",
    url: CHAT_LINKS.healthCompany,
    text: {
      fr: {
        title: "La portabilité de la mutuelle d'entreprise",
        keywords:
          "portabilité, portabilité mutuelle, garder la mutuelle après un départ, quitter mon entreprise, licenciement, rupture conventionnelle, fin de CDD, chômage, France Travail, maintien des garanties, prévoyance, je quitte mon emploi, ancien employeur, démission, chômage, garder la mutuelle de la boîte après mon départ",
        answer:
          "La portabilité vous permet de garder gratuitement la mutuelle (et la prévoyance) de votre entreprise après votre départ, si vous avez droit au chômage : licenciement hors faute lourde, rupture conventionnelle, fin de CDD. Elle dure autant que votre dernier contrat de travail, dans la limite de 12 mois. Ensuite, une mutuelle individuelle prend le relais : nous pouvons vous la proposer.",
      },
      en: {
        title: "Keeping company health cover after leaving (portabilité)",
        keywords:
          "portability, keep company health insurance after leaving, leave my job, dismissal, end of contract, unemployment, France Travail, continued cover, I was laid off, lose my job, what happens to my company health insurance, former employer",
        answer:
          "Portability (portabilité) lets you keep your company's health plan (and disability cover) free of charge after you leave, if you are entitled to unemployment benefit: dismissal other than for gross misconduct, negotiated departure, end of a fixed-term contract. It lasts as long as your last employment contract, up to 12 months. After that an individual plan takes over, which we can offer you.",
      },
      it: {
        title: "La portabilità della mutua aziendale (portabilité)",
        keywords:
          "portabilità, mantenere la mutua aziendale, lasciare il lavoro, licenziamento, fine contratto, disoccupazione, France Travail, ho perso il lavoro, ex datore di lavoro, mantenere la mutua dopo il licenziamento",
        answer:
          "La portabilità («portabilité») vi permette di mantenere gratuitamente la mutua (e la previdenza) aziendale dopo l'uscita, se avete diritto alla disoccupazione: licenziamento non per colpa grave, risoluzione consensuale, fine di un contratto a termine. Dura quanto l'ultimo contratto di lavoro, al massimo 12 mesi. Poi subentra una mutua individuale, che possiamo proporvi.",
      },
      es: {
        title: "La portabilidad del seguro de salud de empresa (portabilité)",
        keywords:
          "portabilidad, mantener la mutua de empresa, dejar el trabajo, despido, fin de contrato, paro, desempleo, France Travail, he perdido el trabajo, antiguo empleador, mantener la mutua tras el despido",
        answer:
          "La portabilidad («portabilité») le permite conservar gratis la mutua (y la previsión) de su empresa tras su salida, si tiene derecho al paro: despido que no sea por falta muy grave, ruptura convencional, fin de un contrato temporal. Dura lo mismo que su último contrato de trabajo, con un máximo de 12 meses. Después, una mutua individual toma el relevo, y podemos proponérsela.",
      },
      ru: {
        title: "Сохранение корпоративной страховки после ухода (portabilité)",
        keywords:
          "портабельность, сохранить страховку работодателя, уход с работы, увольнение, конец контракта, безработица, France Travail, потерял работу, бывший работодатель, уволили, что будет со страховкой",
        answer:
          "Портабельность (portabilité) позволяет бесплатно сохранить медицинскую страховку (и страхование от нетрудоспособности) работодателя после ухода, если у вас есть право на пособие по безработице: увольнение не за грубый проступок, расторжение по соглашению, окончание срочного договора. Она длится столько же, сколько ваш последний трудовой договор, но не больше 12 месяцев. Затем её сменяет индивидуальная страховка — мы можем её предложить.",
      },
    },
  },
  {
    id: "ani",
    url: CHAT_LINKS.healthCompany,
    text: {
      fr: {
        title: "L'ANI et la mutuelle d'entreprise obligatoire",
        keywords:
          "ANI, accord national interprofessionnel, mutuelle obligatoire entreprise, mon patron doit-il payer ma mutuelle, employeur obligé, généralisation de la complémentaire santé, 2016, employeur paie 50 %, part patronale, panier de soins minimum, dispense d'adhésion, combien paie l'employeur, part de l'employeur sur la mutuelle, obligation de l'employeur",
        answer:
          "L'ANI (accord national interprofessionnel de 2013) oblige depuis le 1er janvier 2016 tout employeur privé à proposer une mutuelle collective à ses salariés. L'employeur en paie au moins 50 %, avec des garanties minimales fixées par la loi ; certains salariés peuvent demander une dispense, par exemple s'ils sont déjà couverts par leur conjoint. Nous mettons en place ces contrats pour les entreprises de 1 à plus de 50 salariés.",
      },
      en: {
        title: "ANI: compulsory company health insurance",
        keywords:
          "ANI, national interprofessional agreement, compulsory company health insurance, mandatory cover, does my employer have to pay, 2016, employer pays 50%, minimum cover, opt-out, how much does the employer pay, is company health insurance compulsory, employer contribution",
        answer:
          "The ANI (a 2013 national agreement) has required every private employer since 1 January 2016 to offer a group health plan to its employees. The employer pays at least 50% of it, with minimum guarantees set by law; some employees may opt out, for example when already covered through their spouse. We set up these contracts for companies with 1 to more than 50 employees.",
      },
      it: {
        title: "L'ANI e la mutua aziendale obbligatoria",
        keywords:
          "ANI, accordo nazionale interprofessionale, mutua aziendale obbligatoria, 2016, il datore paga il 50%, garanzie minime, esonero, quanto paga il datore di lavoro, l'azienda deve offrire la mutua",
        answer:
          "L'ANI (accordo nazionale interprofessionale del 2013) obbliga dal 1° gennaio 2016 ogni datore di lavoro privato a offrire una mutua collettiva ai dipendenti. Il datore ne paga almeno il 50 %, con garanzie minime fissate dalla legge; alcuni dipendenti possono chiedere l'esonero, ad esempio se sono già coperti dal coniuge. Attiviamo questi contratti per aziende da 1 a oltre 50 dipendenti.",
      },
      es: {
        title: "El ANI y la mutua de empresa obligatoria",
        keywords:
          "ANI, acuerdo nacional interprofesional, mutua de empresa obligatoria, 2016, el empleador paga el 50%, garantías mínimas, dispensa, cuánto paga la empresa, es obligatorio que la empresa pague",
        answer:
          "El ANI (acuerdo nacional interprofesional de 2013) obliga desde el 1 de enero de 2016 a todo empleador privado a ofrecer una mutua colectiva a sus empleados. El empleador paga al menos el 50 %, con garantías mínimas fijadas por ley; algunos empleados pueden pedir una dispensa, por ejemplo si ya los cubre su cónyuge. Ponemos en marcha estos contratos para empresas de 1 a más de 50 empleados.",
      },
      ru: {
        title: "ANI и обязательная корпоративная медицинская страховка",
        keywords:
          "ANI, национальное межотраслевое соглашение, обязательная страховка для сотрудников, 2016, работодатель платит 50%, минимальные гарантии, освобождение, сколько платит работодатель, обязан ли работодатель оплачивать",
        answer:
          "ANI (национальное межотраслевое соглашение 2013 года) с 1 января 2016 года обязывает каждого частного работодателя предлагать сотрудникам коллективную медицинскую страховку. Работодатель оплачивает не меньше 50 %, минимальные гарантии установлены законом; некоторые сотрудники могут отказаться, например если уже застрахованы через супруга. Мы оформляем такие договоры для компаний от 1 до более чем 50 сотрудников.",
      },
    },
  },
];
