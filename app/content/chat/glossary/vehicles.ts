import { CHAT_LINKS } from "../links";
import type { GlossaryTerm } from "./term";

/** Words of car insurance. */
export const VEHICLE_TERMS: GlossaryTerm[] = [
  {
    id: "deductible",
    url: CHAT_LINKS.vehiclesStandard,
    text: {
      fr: {
        title: "La franchise",
        keywords:
          "franchise, franchise fixe, franchise proportionnelle, somme qui reste à ma charge en cas de sinistre, franchise absolue, rachat de franchise, franchise kilométrique, ce qui reste à payer après un accident, je paie combien de ma poche, montant non remboursé",
        answer:
          "La franchise est la part d'un sinistre qui reste à votre charge : l'assureur rembourse le dommage moins ce montant, fixe (par exemple 300 €) ou en pourcentage. Plus la franchise est basse, plus la cotisation est élevée ; comparez-la toujours avec le prix. Nos formules premium vont jusqu'à 0 € de franchise.",
      },
      en: {
        title: "Deductible / excess (franchise)",
        keywords:
          "deductible, excess, franchise, amount I pay myself after a claim, fixed excess, percentage excess, excess buy-back, how much do I pay myself on a claim, what I pay out of my own pocket after an accident",
        answer:
          "The deductible (in France, the 'franchise', also called excess) is the part of a claim you pay yourself: the insurer pays the damage minus this amount, either fixed (say €300) or a percentage. The lower the deductible, the higher the premium, so always compare both. Our premium plans go down to a €0 deductible.",
      },
      it: {
        title: "La franchigia (franchise)",
        keywords:
          "franchigia, franchise, quota a mio carico in caso di sinistro, scoperto, franchigia fissa, riscatto franchigia",
        answer:
          "La franchigia (in francese «franchise») è la parte del sinistro che resta a vostro carico: l'assicuratore rimborsa il danno meno questo importo, fisso (ad esempio 300 €) o in percentuale. Più la franchigia è bassa, più il premio è alto: confrontate sempre le due cose. Le nostre formule premium arrivano a 0 € di franchigia.",
      },
      es: {
        title: "La franquicia (franchise)",
        keywords:
          "franquicia, franchise, deducible, lo que pago yo en un siniestro, franquicia fija, franquicia porcentual",
        answer:
          "La franquicia (en francés «franchise») es la parte de un siniestro que queda a su cargo: la aseguradora paga el daño menos ese importe, fijo (por ejemplo 300 €) o en porcentaje. Cuanto más baja es la franquicia, más alta es la prima, así que compare siempre ambas. Nuestras fórmulas premium llegan a 0 € de franquicia.",
      },
      ru: {
        title: "Франшиза (franchise)",
        keywords:
          "франшиза, franchise, сумма которую я плачу сам при страховом случае, безусловная франшиза, выкуп франшизы, сколько я плачу сам при аварии",
        answer:
          "Франшиза (franchise) — часть ущерба, которую вы оплачиваете сами: страховщик возмещает ущерб за вычетом этой суммы, фиксированной (например, 300 €) или в процентах. Чем ниже франшиза, тем дороже полис, поэтому сравнивайте и то и другое. В наших премиальных тарифах франшиза может быть 0 €.",
      },
    },
  },
  {
    id: "bonus-malus",
    url: CHAT_LINKS.vehiclesStandard,
    text: {
      fr: {
        title: "Le bonus-malus (coefficient de réduction-majoration)",
        keywords:
          "bonus malus, bonus-malus, malus, bonus, coefficient, CRM, coefficient de réduction-majoration, accident responsable, relevé d'information, 50 % de bonus, jeune conducteur malus, jeune conducteur malus, coefficient 1,25, prime augmente après un accident, accident responsable ça coûte combien",
        answer:
          "Le bonus-malus (coefficient de réduction-majoration) multiplie le prix de votre assurance auto : il part de 1, baisse de 5 % par année sans accident responsable jusqu'à 0,50 après 13 ans, et monte de 25 % par accident responsable (12,5 % si la responsabilité est partagée), jusqu'à 3,50. Après deux ans sans accident responsable, un malus revient à 1. Votre coefficient figure sur le relevé d'information que votre assureur vous remet.",
      },
      en: {
        title: "No-claims bonus / malus (bonus-malus)",
        keywords:
          "bonus malus, no-claims bonus, no claims discount, malus, coefficient, at-fault accident, claims history statement, relevé d'information, premium goes up after an at-fault accident, young driver coefficient, how is the coefficient calculated",
        answer:
          "The French bonus-malus (reduction-increase coefficient) multiplies the price of your car insurance: it starts at 1, falls 5% for each year without an at-fault accident down to 0.50 after 13 years, and rises 25% per at-fault accident (12.5% if fault is shared), up to 3.50. After two years without an at-fault accident, a malus goes back to 1. Your coefficient is on the claims history statement (relevé d'information) your insurer gives you.",
      },
      it: {
        title: "Il bonus-malus (coefficiente di riduzione-maggiorazione)",
        keywords:
          "bonus malus, classe di merito, malus, coefficiente, incidente con colpa, attestato di rischio, relevé d'information, il premio aumenta dopo un incidente",
        answer:
          "Il bonus-malus francese (coefficiente di riduzione-maggiorazione) moltiplica il prezzo dell'assicurazione auto: parte da 1, scende del 5 % per ogni anno senza incidenti con colpa fino a 0,50 dopo 13 anni, e sale del 25 % per incidente con colpa (12,5 % se la colpa è condivisa), fino a 3,50. Dopo due anni senza incidenti con colpa, un malus torna a 1. Il coefficiente è indicato nel «relevé d'information» che vi consegna l'assicuratore.",
      },
      es: {
        title: "El bonus-malus (coeficiente de reducción-aumento)",
        keywords:
          "bonus malus, bonificación, malus, coeficiente, accidente con culpa, historial de siniestros, relevé d'information, sube la prima después de un accidente",
        answer:
          "El bonus-malus francés (coeficiente de reducción-aumento) multiplica el precio de su seguro de coche: empieza en 1, baja un 5 % por cada año sin accidente con culpa hasta 0,50 tras 13 años, y sube un 25 % por accidente con culpa (12,5 % si la culpa es compartida), hasta 3,50. Tras dos años sin accidente con culpa, un malus vuelve a 1. Su coeficiente figura en el «relevé d'information» que le entrega su aseguradora.",
      },
      ru: {
        title: "Бонус-малус (коэффициент скидки-надбавки)",
        keywords:
          "бонус малус, бонус-малус, коэффициент, скидка за безаварийность, авария по вине, надбавка, relevé d'information, подорожает ли страховка после аварии",
        answer:
          "Французский бонус-малус (коэффициент скидки-надбавки) умножает цену автостраховки: он начинается с 1, снижается на 5 % за каждый год без аварий по вашей вине до 0,50 через 13 лет и растёт на 25 % за каждую аварию по вашей вине (12,5 % при обоюдной вине), максимум до 3,50. После двух лет без аварий по вашей вине малус возвращается к 1. Ваш коэффициент указан в справке о страховой истории (relevé d'information) от страховщика.",
      },
    },
  },
  {
    id: "comprehensive-vs-third-party",
    url: CHAT_LINKS.vehiclesStandard,
    text: {
      fr: {
        title: "Au tiers ou tous risques",
        keywords:
          "au tiers, tous risques, tiers plus, tiers étendu, formule intermédiaire, responsabilité civile, dommages tous accidents, différence tiers tous risques, quelle formule choisir, ça couvre quoi exactement, minimum légal, formule de base, quelle formule pour une vieille voiture",
        answer:
          "L'assurance au tiers est le minimum obligatoire : la responsabilité civile paie les dégâts que vous causez aux autres, pas ceux de votre voiture. Une formule intermédiaire (« tiers plus ») ajoute le vol, l'incendie et le bris de glace ; le tous risques couvre aussi les dommages de votre véhicule, même si vous êtes responsable. Le tous risques vaut surtout pour une voiture récente ou de valeur.",
      },
      en: {
        title: "Third party or comprehensive cover",
        keywords:
          "third party, third-party only, comprehensive, fully comprehensive, third party fire and theft, civil liability, own damage, which cover to choose, au tiers, tous risques, what does third party cover, legal minimum, basic cover, old car which cover",
        answer:
          "Third-party cover (au tiers) is the legal minimum: civil liability pays for the damage you cause to others, not to your own car. An intermediate plan ('tiers plus') adds theft, fire and glass breakage; comprehensive cover (tous risques) also pays for damage to your own car, even when you are at fault. Comprehensive is mostly worth it for a recent or valuable car.",
      },
      it: {
        title: "RC base o kasko (au tiers / tous risques)",
        keywords:
          "responsabilità civile, RC auto, kasko, furto incendio, au tiers, tous risques, quale copertura scegliere, danni propri, differenza tra rc auto e kasko, copertura minima",
        answer:
          "L'assicurazione «au tiers» è il minimo obbligatorio: la responsabilità civile paga i danni che causate agli altri, non quelli della vostra auto. Una formula intermedia («tiers plus») aggiunge furto, incendio e cristalli; la kasko («tous risques») copre anche i danni al vostro veicolo, anche se siete responsabili. La kasko conviene soprattutto per un'auto recente o di valore.",
      },
      es: {
        title: "A terceros o todo riesgo (au tiers / tous risques)",
        keywords:
          "a terceros, terceros ampliado, todo riesgo, responsabilidad civil, robo incendio lunas, daños propios, qué cobertura elegir, diferencia entre terceros y todo riesgo, cobertura mínima",
        answer:
          "El seguro a terceros («au tiers») es el mínimo obligatorio: la responsabilidad civil paga los daños que usted causa a otros, no los de su coche. Una fórmula intermedia («tiers plus») añade robo, incendio y lunas; el todo riesgo («tous risques») cubre también los daños de su vehículo, aunque usted sea el responsable. El todo riesgo compensa sobre todo para un coche reciente o de valor.",
      },
      ru: {
        title: "Только ответственность или полное каско (au tiers / tous risques)",
        keywords:
          "гражданская ответственность, минимальная страховка, каско, полное каско, угон пожар стёкла, au tiers, tous risques, какую страховку выбрать, чем отличается каско от ответственности, минимальная страховка",
        answer:
          "Страховка «au tiers» — обязательный минимум: гражданская ответственность оплачивает ущерб, который вы причинили другим, но не вашему автомобилю. Промежуточный вариант («tiers plus») добавляет угон, пожар и стёкла; полное каско («tous risques») покрывает и повреждения вашей машины, даже если виноваты вы. Полное каско имеет смысл прежде всего для новой или дорогой машины.",
      },
    },
  },
  {
    id: "glass-breakage",
    url: CHAT_LINKS.vehiclesStandard,
    text: {
      fr: {
        title: "Le bris de glace",
        keywords:
          "bris de glace, pare-brise, pare brise fissuré, impact sur le pare-brise, vitre cassée, lunette arrière, vitres latérales, toit ouvrant, phares, remplacement pare-brise, remplacer mon pare-brise, pare-brise cassé, vitre brisée, ça coûte combien",
        answer:
          "La garantie bris de glace paie la réparation ou le remplacement du pare-brise, des vitres latérales et de la lunette arrière, et selon les contrats des phares et du toit ouvrant. Un bris de glace n'entraîne pas de malus, et une petite réparation d'impact est souvent sans franchise. Elle est incluse dès la formule intermédiaire.",
      },
      en: {
        title: "Glass breakage (bris de glace)",
        keywords:
          "glass breakage, windscreen, windshield, cracked windscreen, chip repair, broken window, rear window, sunroof, headlights, replace my windscreen, cracked windshield covered",
        answer:
          "Glass breakage cover (bris de glace) pays to repair or replace the windscreen, side windows and rear window, and depending on the contract the headlights and sunroof. A glass claim brings no malus, and a small chip repair often has no deductible. It comes with every plan from the intermediate one up.",
      },
      it: {
        title: "Cristalli (bris de glace)",
        keywords:
          "cristalli, vetri, parabrezza, parabrezza incrinato, vetro rotto, lunotto, finestrini, tettuccio, fari, bris de glace",
        answer:
          "La garanzia cristalli («bris de glace») paga la riparazione o la sostituzione del parabrezza, dei finestrini e del lunotto, e secondo il contratto dei fari e del tettuccio. Un sinistro cristalli non comporta malus e una piccola riparazione spesso è senza franchigia. È inclusa a partire dalla formula intermedia.",
      },
      es: {
        title: "Rotura de lunas (bris de glace)",
        keywords:
          "lunas, rotura de lunas, parabrisas, se rompió el parabrisas, parabrisas roto, cristal roto, luna trasera, ventanillas, techo solar, faros, romper el parabrisas, cristal del coche roto",
        answer:
          "La garantía de lunas («bris de glace») paga la reparación o sustitución del parabrisas, las ventanillas y la luna trasera, y según el contrato los faros y el techo solar. Un siniestro de lunas no genera malus y una pequeña reparación suele ser sin franquicia. Está incluida a partir de la fórmula intermedia.",
      },
      ru: {
        title: "Страхование стёкол (bris de glace)",
        keywords:
          "стёкла, лобовое стекло, трещина на лобовом стекле, скол, разбитое стекло, заднее стекло, люк, фары, треснуло лобовое стекло, разбили стекло",
        answer:
          "Гарантия «bris de glace» оплачивает ремонт или замену лобового, боковых и заднего стёкол, а по некоторым договорам — фар и люка. Такой случай не даёт малуса, а ремонт небольшого скола часто проводится без франшизы. Она входит во все тарифы начиная с промежуточного.",
      },
    },
  },
  {
    id: "new-value",
    url: CHAT_LINKS.vehiclesPremium,
    text: {
      fr: {
        title: "La valeur à neuf",
        keywords:
          "valeur à neuf, valeur d'achat, remboursement prix neuf, valeur à dire d'expert, valeur argus, voiture volée remboursée combien, vol ou destruction totale, véhicule neuf, décote, remboursé au prix d'achat, voiture volée remboursée au prix neuf, garantie 24 mois 36 mois",
        answer:
          "Avec la garantie valeur à neuf, une voiture volée ou détruite est remboursée à son prix d'achat neuf, et non à sa valeur du jour estimée par l'expert, qui baisse vite. Elle ne vaut que pendant une durée fixée par le contrat après l'achat, souvent un à trois ans. Notre offre véhicules premium la garantit pendant 5 ans.",
      },
      en: {
        title: "New-for-old value (valeur à neuf)",
        keywords:
          "new value, new for old, purchase price, replacement value, market value, stolen car payout, total loss, depreciation, refund of the purchase price if stolen, get my money back for a new car",
        answer:
          "With new-for-old cover (valeur à neuf), a stolen or written-off car is paid at its new purchase price rather than the day's value set by the expert, which falls fast. It only applies for a period after purchase set by the contract, often one to three years. Our premium vehicle plan guarantees it for 5 years.",
      },
      it: {
        title: "Valore a nuovo (valeur à neuf)",
        keywords:
          "valore a nuovo, prezzo d'acquisto, valore commerciale, auto rubata rimborso, perdita totale, svalutazione, rimborso del prezzo d'acquisto se rubata",
        answer:
          "Con la garanzia valore a nuovo («valeur à neuf»), un'auto rubata o distrutta è rimborsata al prezzo d'acquisto da nuova e non al valore del giorno stimato dal perito, che cala in fretta. Vale solo per un periodo dopo l'acquisto fissato dal contratto, spesso da uno a tre anni. La nostra offerta veicoli premium la garantisce per 5 anni.",
      },
      es: {
        title: "Valor a nuevo (valeur à neuf)",
        keywords:
          "valor a nuevo, precio de compra, valor venal, coche robado indemnización, siniestro total, depreciación, me pagan el precio de compra si me roban el coche",
        answer:
          "Con la garantía de valor a nuevo («valeur à neuf»), un coche robado o destruido se indemniza a su precio de compra nuevo y no al valor del día fijado por el perito, que baja rápido. Solo se aplica durante un periodo tras la compra fijado en el contrato, a menudo de uno a tres años. Nuestra oferta de vehículos premium la garantiza durante 5 años.",
      },
      ru: {
        title: "Стоимость нового автомобиля (valeur à neuf)",
        keywords:
          "стоимость нового, цена покупки, рыночная стоимость, угнанная машина сколько выплатят, полная гибель, амортизация, вернут ли цену покупки при угоне",
        answer:
          "С гарантией «valeur à neuf» угнанный или полностью уничтоженный автомобиль возмещается по цене покупки нового, а не по текущей стоимости по оценке эксперта, которая быстро падает. Она действует лишь в течение срока после покупки, установленного договором, обычно от одного до трёх лет. В нашем премиальном тарифе — 5 лет.",
      },
    },
  },
  {
    id: "zero-km-assistance",
    url: CHAT_LINKS.vehiclesStandard,
    text: {
      fr: {
        title: "L'assistance 0 km",
        keywords:
          "assistance 0 km, assistance zéro kilomètre, panne devant chez moi, dépannage domicile, franchise kilométrique, remorquage, batterie à plat, panne au garage, batterie à plat devant chez moi, la voiture ne démarre pas chez moi, dépannage à domicile",
        answer:
          "L'assistance 0 km vous dépanne ou vous remorque même quand la panne survient devant chez vous. Sans elle, beaucoup de contrats n'interviennent qu'au-delà de 25 à 50 km du domicile (la « franchise kilométrique »). Vérifiez ce point si vous roulez surtout en ville.",
      },
      en: {
        title: "Zero-kilometre breakdown assistance (assistance 0 km)",
        keywords:
          "zero km assistance, breakdown at home, roadside assistance, towing, flat battery, mileage excess, assistance 0 km, car won't start at home, flat battery outside my house",
        answer:
          "Zero-kilometre assistance (assistance 0 km) repairs or tows your car even when it breaks down outside your home. Without it, many contracts only help beyond 25 to 50 km from home (a 'mileage excess'). Check this if you mostly drive in town.",
      },
      it: {
        title: "Assistenza a 0 km (assistance 0 km)",
        keywords:
          "assistenza 0 km, guasto davanti a casa, soccorso stradale, traino, batteria scarica, franchigia chilometrica, auto non parte sotto casa",
        answer:
          "L'assistenza a 0 km («assistance 0 km») ripara o traina l'auto anche quando il guasto avviene davanti a casa. Senza di essa, molti contratti intervengono solo oltre 25-50 km dal domicilio (la «franchigia chilometrica»). Verificatelo se guidate soprattutto in città.",
      },
      es: {
        title: "Asistencia en km 0 (assistance 0 km)",
        keywords:
          "asistencia km 0, avería en casa, asistencia en carretera, grúa, batería descargada, franquicia kilométrica, el coche no arranca en casa",
        answer:
          "La asistencia en km 0 («assistance 0 km») repara o remolca su coche aunque la avería ocurra delante de su casa. Sin ella, muchos contratos solo intervienen a más de 25 a 50 km del domicilio (la «franquicia kilométrica»). Compruébelo si conduce sobre todo en ciudad.",
      },
      ru: {
        title: "Помощь на дороге с 0 км (assistance 0 km)",
        keywords:
          "помощь с нулевого километра, поломка у дома, эвакуатор, помощь на дороге, разряженный аккумулятор, километровая франшиза, машина не заводится у дома",
        answer:
          "Помощь «assistance 0 km» ремонтирует или эвакуирует машину, даже если поломка случилась прямо у вашего дома. Без неё многие договоры помогают только дальше 25–50 км от дома («километровая франшиза»). Проверьте это, если ездите в основном по городу.",
      },
    },
  },
  {
    id: "insured-vehicles-file",
    url: CHAT_LINKS.customerArea,
    text: {
      fr: {
        title: "Mémo Véhicule Assuré et fichier des véhicules assurés",
        keywords:
          "mémo véhicule assuré, fichier des véhicules assurés, FVA, carte verte, vignette verte, fin de la carte verte, attestation d'assurance auto, contrôle de police, plaque d'immatriculation, pare-brise, plus besoin de carte verte, preuve d'assurance, la police sait si ma voiture est assurée, vérification par la plaque",
        answer:
          "Depuis le 1er avril 2024, la carte verte n'existe plus : il n'y a plus rien à coller sur le pare-brise. Les forces de l'ordre vérifient l'assurance par la plaque dans le fichier des véhicules assurés (FVA), et votre assureur vous remet un « Mémo Véhicule Assuré », utile pour remplir un constat. Vous le retrouvez, avec vos attestations, dans votre espace client.",
      },
      en: {
        title: "Insured-vehicle memo and insured-vehicles register (FVA)",
        keywords:
          "insured vehicle memo, green card, end of green card, proof of car insurance, insured vehicles file, FVA, police check, number plate, windscreen sticker, no more green card, police know if my car is insured from the plate",
        answer:
          "Since 1 April 2024 the French green card is gone: there is nothing left to stick on the windscreen. The police check your insurance by number plate in the insured-vehicles register (FVA), and your insurer gives you a 'Mémo Véhicule Assuré', useful for filling in an accident report. You will find it with your certificates in your customer area.",
      },
      it: {
        title: "Mémo Véhicule Assuré e archivio dei veicoli assicurati (FVA)",
        keywords:
          "carta verde, fine della carta verde, contrassegno, attestato di assicurazione auto, archivio veicoli assicurati, FVA, controllo polizia, targa",
        answer:
          "Dal 1° aprile 2024 la carta verde francese non esiste più: non c'è più nulla da esporre sul parabrezza. Le forze dell'ordine verificano l'assicurazione dalla targa nell'archivio dei veicoli assicurati (FVA) e l'assicuratore vi consegna un «Mémo Véhicule Assuré», utile per compilare una constatazione amichevole. Lo trovate, con i vostri attestati, nell'area clienti.",
      },
      es: {
        title: "Mémo Véhicule Assuré y fichero de vehículos asegurados (FVA)",
        keywords:
          "carta verde, fin de la carta verde, pegatina, certificado de seguro del coche, fichero de vehículos asegurados, FVA, control policial, matrícula",
        answer:
          "Desde el 1 de abril de 2024 la carta verde francesa ya no existe: no hay nada que pegar en el parabrisas. La policía comprueba el seguro por la matrícula en el fichero de vehículos asegurados (FVA) y su aseguradora le entrega un «Mémo Véhicule Assuré», útil para rellenar un parte amistoso. Lo encontrará, con sus certificados, en su área de cliente.",
      },
      ru: {
        title: "Mémo Véhicule Assuré и реестр застрахованных автомобилей (FVA)",
        keywords:
          "зелёная карта, отмена зелёной карты, наклейка на стекло, подтверждение страховки автомобиля, реестр застрахованных машин, FVA, проверка полицией, номерной знак",
        answer:
          "С 1 апреля 2024 года зелёной карты во Франции больше нет: на лобовое стекло ничего наклеивать не нужно. Полиция проверяет страховку по номеру в реестре застрахованных автомобилей (FVA), а страховщик выдаёт вам «Mémo Véhicule Assuré», который пригодится при оформлении протокола ДТП. Он вместе с другими справками есть в вашем личном кабинете.",
      },
    },
  },
];
