import { CHAT_LINKS } from "../links";
import type { GlossaryTerm } from "./term";

/** Words of health reimbursement: what a care costs, what is paid back, what is left. */
export const HEALTH_COST_TERMS: GlossaryTerm[] = [
  {
    id: "100-sante",
    url: CHAT_LINKS.healthSenior,
    text: {
      fr: {
        title: "Le 100 % Santé",
        keywords:
          "100 % santé, cent pour cent santé, reste à charge zéro, RAC 0, lunettes gratuites, prothèse dentaire sans reste à charge, appareil auditif remboursé intégralement, panier 100 % santé, offre sans reste à charge, dentier gratuit, couronne sans reste à charge, aides auditives gratuites, rien à payer pour les lunettes",
        answer:
          "Le 100 % Santé est une sélection de lunettes, de prothèses dentaires et d'aides auditives remboursées intégralement par la Sécurité sociale et votre mutuelle, en place depuis 2021 : vous ne payez rien de votre poche. Il suffit d'avoir une mutuelle « responsable », ce qui est le cas de la plupart des contrats, et de choisir un équipement du panier 100 % Santé chez le professionnel. Nos mutuelles y donnent droit.",
      },
      en: {
        title: "100% Santé (zero out-of-pocket scheme)",
        keywords:
          "100% santé, 100 percent health, zero out of pocket, free glasses, free dentures, free hearing aids, fully reimbursed, RAC 0, free crowns, free dental prosthesis, glasses at no cost",
        answer:
          "100% Santé is a selection of glasses, dentures and hearing aids fully reimbursed by French social security and your health insurance since 2021: you pay nothing yourself. You only need a 'responsible' health plan, as most are, and to choose equipment from the 100% Santé range at the optician, dentist or audiologist. Our health plans qualify.",
      },
      it: {
        title: "Il 100 % Santé (zero spese a carico)",
        keywords:
          "100% santé, cento per cento salute, zero spese a carico, occhiali gratuiti, protesi dentarie gratuite, apparecchi acustici rimborsati",
        answer:
          "Il 100 % Santé è una selezione di occhiali, protesi dentarie e apparecchi acustici rimborsati interamente dalla previdenza sociale francese e dalla vostra mutua, in vigore dal 2021: non pagate nulla di tasca vostra. Basta avere una mutua «responsabile», come la maggior parte dei contratti, e scegliere un prodotto della gamma 100 % Santé. Le nostre mutue vi danno diritto.",
      },
      es: {
        title: "El 100 % Santé (sin gasto a cargo)",
        keywords:
          "100% santé, cien por cien salud, sin gasto a cargo, gafas gratis, prótesis dental gratis, audífonos reembolsados",
        answer:
          "El 100 % Santé es una selección de gafas, prótesis dentales y audífonos reembolsados íntegramente por la Seguridad Social francesa y su mutua, vigente desde 2021: usted no paga nada. Basta con tener una mutua «responsable», como la mayoría de los contratos, y elegir un equipo de la gama 100 % Santé. Nuestras mutuas dan derecho a ello.",
      },
      ru: {
        title: "Программа 100 % Santé (без доплаты)",
        keywords:
          "100% santé, сто процентов здоровье, без доплаты, бесплатные очки, бесплатные зубные протезы, слуховые аппараты полностью возмещаются, бесплатные коронки",
        answer:
          "100 % Santé — набор очков, зубных протезов и слуховых аппаратов, которые с 2021 года полностью оплачивают французская медицинская страховка (Sécurité sociale) и ваша дополнительная страховка: вы ничего не платите сами. Нужна лишь «ответственная» (responsable) страховка, как у большинства договоров, и выбор изделия из линейки 100 % Santé. Наши страховки дают на это право.",
      },
    },
  },
  {
    id: "out-of-pocket",
    url: CHAT_LINKS.healthFamily,
    text: {
      fr: {
        title: "Le reste à charge",
        keywords:
          "reste à charge, RAC, ce que je paie de ma poche, ticket modérateur, participation forfaitaire, franchise médicale, combien il me reste à payer, non remboursé, pourquoi je paie encore, il me reste à payer après remboursement, ce qui n'est pas remboursé",
        answer:
          "Le reste à charge est ce que vous payez vous-même après les remboursements de la Sécurité sociale et de votre mutuelle. Il vient surtout des dépassements d'honoraires, des soins au-delà des plafonds du contrat et des petites sommes jamais remboursées (participation forfaitaire, franchises médicales). Une mutuelle bien choisie le réduit là où vous dépensez le plus : dentaire, optique ou hospitalisation.",
      },
      en: {
        title: "Out-of-pocket costs (reste à charge)",
        keywords:
          "out of pocket, what I pay myself, remaining cost, not reimbursed, co-payment, patient share, ticket modérateur, why do I still pay something, amount left to pay after reimbursement",
        answer:
          "Out-of-pocket costs (reste à charge) are what you pay yourself after French social security and your health insurance have reimbursed. They mostly come from doctors' extra fees, care above your plan's ceilings and small amounts never reimbursed (the fixed contribution and medical deductibles). A well-chosen plan cuts them where you spend most: dental, optical or hospital.",
      },
      it: {
        title: "Spese a carico (reste à charge)",
        keywords:
          "spese a carico, quanto resta da pagare, ticket moderatore, ticket modérateur, non rimborsato, quota a carico del paziente",
        answer:
          "Il «reste à charge» è ciò che pagate di tasca vostra dopo i rimborsi della previdenza sociale francese e della mutua. Deriva soprattutto dai sovrapprezzi dei medici, dalle cure oltre i massimali del contratto e da piccole somme mai rimborsate (contributo forfettario, franchigie mediche). Una mutua ben scelta lo riduce dove spendete di più: dentista, ottica o ricovero.",
      },
      es: {
        title: "Gasto a cargo (reste à charge)",
        keywords:
          "gasto a cargo, lo que pago yo, cuánto me queda por pagar después del reembolso, copago, no reembolsado, ticket moderador, ticket modérateur",
        answer:
          "El «reste à charge» es lo que usted paga de su bolsillo tras los reembolsos de la Seguridad Social francesa y de su mutua. Procede sobre todo de los sobrecostes de los médicos, de los cuidados por encima de los topes del contrato y de pequeñas cantidades nunca reembolsadas (participación fija, franquicias médicas). Una mutua bien elegida lo reduce donde más gasta: dental, óptica u hospitalización.",
      },
      ru: {
        title: "Остаток к оплате (reste à charge)",
        keywords: "остаток к оплате, доплата, сколько я плачу сам, не возмещается, ticket modérateur, личные расходы",
        answer:
          "«Reste à charge» — то, что вы платите сами после возмещений от французской медицинской страховки (Sécurité sociale) и вашей дополнительной страховки. В основном это надбавки врачей к тарифу, расходы сверх лимитов договора и небольшие суммы, которые не возмещаются никогда (фиксированный взнос, медицинские франшизы). Правильно подобранная страховка уменьшает его там, где вы тратите больше всего: стоматология, оптика, больница.",
      },
    },
  },
  {
    id: "reimbursement-base",
    url: CHAT_LINKS.healthFamily,
    text: {
      fr: {
        title: "Base de remboursement (BRSS) et plafonds",
        keywords:
          "base de remboursement, BRSS, BR, tarif de convention, tarif sécu, 100 % BRSS, 200 % BRSS, 300 %, plafond de remboursement, plafond annuel, ne rembourse pas plus de, remboursement limité, forfait optique, forfait lunettes, taux de remboursement sécu, tarif de convention, tarif de responsabilité, pourcentage de remboursement, 150 % BR, 200 %, 300 %",
        answer:
          "La base de remboursement de la Sécurité sociale (BRSS) est le tarif sur lequel l'Assurance Maladie calcule ce qu'elle rembourse. Une mutuelle « à 200 % de la BRSS » rembourse, Sécurité sociale comprise, jusqu'à deux fois ce tarif ; au-delà, et au-delà des plafonds par an ou par acte (un forfait optique, par exemple), la dépense reste pour vous. Comparez donc les pourcentages et les plafonds sur les postes qui vous concernent.",
      },
      en: {
        title: "Reimbursement base (BRSS) and ceilings",
        keywords:
          "reimbursement base, BRSS, social security tariff, 100% BRSS, 200% BRSS, 300%, reimbursement ceiling, annual cap, optical allowance, convention tariff, percentage of reimbursement, 150% BR",
        answer:
          "The social security reimbursement base (BRSS) is the tariff French health insurance uses to work out what it pays back. A plan 'at 200% of BRSS' reimburses, social security included, up to twice that tariff; anything above it, or above the yearly or per-treatment ceilings (an optical allowance, for instance), is yours to pay. So compare percentages and ceilings on the care that matters to you.",
      },
      it: {
        title: "Base di rimborso (BRSS) e massimali",
        keywords:
          "base di rimborso, BRSS, tariffa della previdenza sociale, 100% BRSS, 200% BRSS, massimale, tetto annuo, forfait ottica",
        answer:
          "La base di rimborso della previdenza sociale francese (BRSS) è la tariffa su cui l'Assurance Maladie calcola ciò che rimborsa. Una mutua «al 200 % della BRSS» rimborsa, previdenza inclusa, fino a due volte questa tariffa; oltre, e oltre i massimali annui o per prestazione (un forfait ottica, per esempio), la spesa resta a voi. Confrontate quindi percentuali e massimali sulle voci che vi interessano.",
      },
      es: {
        title: "Base de reembolso (BRSS) y topes",
        keywords:
          "base de reembolso, BRSS, tarifa de la seguridad social, 100% BRSS, 200% BRSS, tope de reembolso, límite anual, forfait óptica",
        answer:
          "La base de reembolso de la Seguridad Social francesa (BRSS) es la tarifa con la que la Assurance Maladie calcula lo que reembolsa. Una mutua «al 200 % de la BRSS» reembolsa, Seguridad Social incluida, hasta dos veces esa tarifa; por encima, y por encima de los topes anuales o por acto (un forfait de óptica, por ejemplo), el gasto queda a su cargo. Compare porcentajes y topes en las partidas que le importan.",
      },
      ru: {
        title: "База возмещения (BRSS) и лимиты",
        keywords:
          "база возмещения, BRSS, тариф социального страхования, 100% BRSS, 200% BRSS, лимит возмещения, годовой лимит, оптика",
        answer:
          "База возмещения (BRSS) — тариф, от которого французская медицинская страховка (Assurance Maladie) считает свою выплату. Страховка «200 % BRSS» возмещает, вместе с Sécurité sociale, до двух таких тарифов; всё, что сверх этого или сверх годовых лимитов и лимитов на услугу (например, на оптику), вы платите сами. Поэтому сравнивайте проценты и лимиты по тем расходам, которые важны вам.",
      },
    },
  },
  {
    id: "extra-fees",
    url: CHAT_LINKS.healthSenior,
    text: {
      fr: {
        title: "Les dépassements d'honoraires",
        keywords:
          "dépassement d'honoraires, dépassements, secteur 2, médecin conventionné secteur 2, spécialiste cher, chirurgien, honoraires libres, je suis remboursé du dépassement, médecin secteur 2, gynécologue, anesthésiste, le médecin demande plus que le tarif sécu, supplément d'honoraires",
        answer:
          "Un dépassement d'honoraires est la part du prix d'un médecin au-dessus du tarif de la Sécurité sociale, pratiquée surtout par les spécialistes et chirurgiens du secteur 2. La Sécurité sociale ne le rembourse jamais : seule votre mutuelle le prend en charge, selon son pourcentage de la BRSS. Un médecin adhérent à l'OPTAM pratique des dépassements limités, mieux remboursés.",
      },
      en: {
        title: "Extra fees (dépassements d'honoraires)",
        keywords:
          "extra fees, excess fees, doctor charges more, overcharge, sector 2, specialist fees, surgeon fees, am I reimbursed, doctor charges above the tariff, gynaecologist, anaesthetist, who pays the difference",
        answer:
          "Extra fees (dépassements d'honoraires) are the part of a doctor's price above the social security tariff, charged mostly by 'sector 2' specialists and surgeons. Social security never reimburses them: only your health insurance does, up to its percentage of the BRSS. A doctor who has joined OPTAM keeps extra fees limited, and they are better reimbursed.",
      },
      it: {
        title: "Sovrapprezzi dei medici (dépassements d'honoraires)",
        keywords:
          "sovrapprezzo, onorari extra, medico settore 2, specialista caro, chirurgo, supplemento, sono rimborsato, il medico chiede più della tariffa, chi paga la differenza",
        answer:
          "Un «dépassement d'honoraires» è la parte del prezzo di un medico oltre la tariffa della previdenza sociale, praticata soprattutto da specialisti e chirurghi del «settore 2». La previdenza non lo rimborsa mai: solo la mutua lo copre, secondo la sua percentuale della BRSS. Un medico aderente all'OPTAM pratica sovrapprezzi limitati e meglio rimborsati.",
      },
      es: {
        title: "Sobrecostes de honorarios (dépassements d'honoraires)",
        keywords:
          "sobrecoste, honorarios extra, médico sector 2, especialista caro, cirujano, suplemento, me lo reembolsan, el médico cobra más que la tarifa, quién paga la diferencia",
        answer:
          "Un «dépassement d'honoraires» es la parte del precio de un médico por encima de la tarifa de la Seguridad Social, cobrada sobre todo por especialistas y cirujanos del «sector 2». La Seguridad Social nunca lo reembolsa: solo su mutua lo cubre, según su porcentaje de la BRSS. Un médico adherido al OPTAM aplica sobrecostes limitados y mejor reembolsados.",
      },
      ru: {
        title: "Надбавки к тарифу врача (dépassements d'honoraires)",
        keywords:
          "надбавка к тарифу, превышение гонорара, врач сектор 2, дорогой специалист, хирург, доплата врачу, возмещается ли, врач берёт больше тарифа, кто платит разницу",
        answer:
          "«Dépassement d'honoraires» — часть цены врача сверх тарифа социального страхования; её берут в основном специалисты и хирурги «сектора 2». Sécurité sociale её никогда не возмещает: платит только ваша дополнительная страховка, в пределах своего процента от BRSS. Врачи, присоединившиеся к OPTAM, ограничивают надбавки, и они возмещаются лучше.",
      },
    },
  },
  {
    id: "optam",
    url: CHAT_LINKS.healthSenior,
    text: {
      fr: {
        title: "L'OPTAM (option de pratique tarifaire maîtrisée)",
        keywords:
          "OPTAM, OPTAM-CO, option de pratique tarifaire maîtrisée, médecin optam, médecin signataire, dépassements maîtrisés, annuaire santé ameli, mieux remboursé, liste des médecins optam, comment savoir si mon médecin est optam, médecin signataire",
        answer:
          "L'OPTAM (option de pratique tarifaire maîtrisée, OPTAM-CO pour les chirurgiens et obstétriciens) est un engagement de médecins du secteur 2 à limiter leurs dépassements d'honoraires. Chez eux, vous êtes mieux remboursé, par la Sécurité sociale comme par une mutuelle responsable, qui doit couvrir moins bien les dépassements des médecins non adhérents. L'annuaire santé d'ameli.fr indique si un médecin est adhérent.",
      },
      en: {
        title: "OPTAM (controlled-fees option for doctors)",
        keywords:
          "OPTAM, OPTAM-CO, controlled fees option, doctor with limited extra fees, better reimbursed, ameli directory, list of OPTAM doctors, how do I know if my doctor is OPTAM",
        answer:
          "OPTAM (OPTAM-CO for surgeons and obstetricians) is a commitment by 'sector 2' doctors to limit their extra fees. With them you are better reimbursed, both by social security and by a 'responsible' health plan, which must cover the extra fees of non-member doctors less well. The ameli.fr health directory shows whether a doctor has signed up.",
      },
      it: {
        title: "L'OPTAM (opzione di tariffe controllate)",
        keywords:
          "OPTAM, OPTAM-CO, tariffe controllate, medico optam, sovrapprezzi limitati, meglio rimborsato, annuario ameli",
        answer:
          "L'OPTAM (OPTAM-CO per chirurghi e ostetrici) è un impegno dei medici del «settore 2» a limitare i sovrapprezzi. Da loro siete rimborsati meglio, dalla previdenza sociale come da una mutua «responsabile», che deve coprire meno i sovrapprezzi dei medici non aderenti. L'annuario sanitario di ameli.fr indica se un medico aderisce.",
      },
      es: {
        title: "El OPTAM (opción de tarifas controladas)",
        keywords:
          "OPTAM, OPTAM-CO, tarifas controladas, médico optam, sobrecostes limitados, mejor reembolsado, directorio ameli",
        answer:
          "El OPTAM (OPTAM-CO para cirujanos y obstetras) es un compromiso de los médicos del «sector 2» de limitar sus sobrecostes. Con ellos se le reembolsa mejor, tanto la Seguridad Social como una mutua «responsable», que debe cubrir peor los sobrecostes de los médicos no adheridos. El directorio sanitario de ameli.fr indica si un médico está adherido.",
      },
      ru: {
        title: "OPTAM (соглашение об ограничении надбавок)",
        keywords: "OPTAM, OPTAM-CO, ограниченные надбавки, врач optam, лучше возмещается, справочник ameli",
        answer:
          "OPTAM (OPTAM-CO для хирургов и акушеров) — обязательство врачей «сектора 2» ограничивать свои надбавки к тарифу. У таких врачей вы получаете лучшее возмещение и от Sécurité sociale, и от «ответственной» страховки, которая обязана хуже покрывать надбавки врачей, не подписавших соглашение. Справочник на ameli.fr показывает, участвует ли врач.",
      },
    },
  },
];
