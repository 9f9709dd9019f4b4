import type { Lang } from "~/i18n/config";
import { GLOSSARY } from "./glossary";
import { CHAT_LINKS } from "./links";
import { SERVICE_TOPICS } from "./services";

/** One language's version of a topic: what people call it, how they ask, and the answer. */
export type TopicText = { title: string; keywords: string; answer: string };
/**
 * A topic of the concierge's knowledge base; `{email}` in an answer is the broker's contact address.
 * `offersCallback` topics (how to reach us) come with the callback form, as a non-answer does.
 * `glossary` topics explain a word of insurance rather than sell a product: a question asking
 * what something is prefers them.
 */
export type KnowledgeTopic = {
  id: string;
  url: string;
  text: Record<Lang, TopicText>;
  offersCallback?: boolean;
  glossary?: boolean;
};

const PRODUCT_LINES = [
  // Products (spec §2, §9)
  {
    id: "borrower",
    url: CHAT_LINKS.borrower,
    text: {
      fr: {
        title: "Assurance emprunteur",
        keywords:
          "assurance de prêt, combien coûte une assurance de prêt, assurance crédit immobilier, assurance emprunt maison, prêt immo, taux assurance prêt, économiser sur mon prêt, moins cher que la banque, décès invalidité incapacité perte d'emploi, combien je peux économiser",
        answer:
          "Notre assurance emprunteur couvre décès, invalidité dès 33 % d'IPP (contre 66 % à la banque), incapacité dès le 1er jour et perte d'emploi sans surcoût. Elle permet d'économiser jusqu'à 60 % par rapport à l'assurance de la banque : par exemple 12 720 € sur un prêt de 300 000 € sur 20 ans. Le devis est gratuit et 100 % en ligne.",
      },
      en: {
        title: "Borrower insurance",
        keywords:
          "loan insurance, mortgage insurance, home loan cover, credit insurance rate, save on my mortgage, death disability incapacity job loss",
        answer:
          "Our borrower insurance covers death, disability from 33% (the bank requires 66%), incapacity from day one and job loss at no extra cost. It can save up to 60% compared with the bank's insurance, for example €12,720 on a €300,000 loan over 20 years. The quote is free and fully online.",
      },
      it: {
        title: "Assicurazione mutuo",
        keywords:
          "assicurazione prestito, assicurazione mutuo casa, polizza mutuo, risparmiare sul mutuo, morte invalidità inabilità perdita del lavoro",
        answer:
          "La nostra assicurazione mutuo copre decesso, invalidità dal 33% (la banca chiede il 66%), inabilità dal primo giorno e perdita del lavoro senza costi aggiuntivi. Si può risparmiare fino al 60% rispetto all'assicurazione della banca, ad esempio 12.720 € su un mutuo di 300.000 € in 20 anni. Il preventivo è gratuito e online.",
      },
      es: {
        title: "Seguro de préstamo",
        keywords:
          "seguro hipotecario, seguro de hipoteca, seguro de crédito, ahorrar en mi hipoteca, fallecimiento invalidez incapacidad pérdida de empleo",
        answer:
          "Nuestro seguro de préstamo cubre fallecimiento, invalidez desde el 33 % (el banco exige el 66 %), incapacidad desde el primer día y pérdida de empleo sin coste adicional. Permite ahorrar hasta un 60 % frente al seguro del banco, por ejemplo 12 720 € en un préstamo de 300 000 € a 20 años. El presupuesto es gratuito y en línea.",
      },
      ru: {
        title: "Страхование заёмщика",
        keywords:
          "страховка ипотеки, страхование кредита, страховка по ипотеке, сэкономить на ипотеке, смерть инвалидность нетрудоспособность потеря работы",
        answer:
          "Наше страхование заёмщика покрывает смерть, инвалидность от 33 % (банк требует 66 %), нетрудоспособность с первого дня и потерю работы без доплаты. Экономия — до 60 % по сравнению со страховкой банка, например 12 720 € по кредиту 300 000 € на 20 лет. Расчёт бесплатный и онлайн.",
      },
    },
  },
  {
    id: "vehicles-premium",
    url: CHAT_LINKS.vehiclesPremium,
    text: {
      fr: {
        title: "Assurance véhicules premium",
        keywords:
          "voiture de luxe, voiture haut de gamme, voiture de prestige, sportive, BMW Mercedes Porsche Audi Tesla, conciergerie VIP, valeur à neuf, franchise zéro, assurer ma porsche, range rover, jaguar, maserati, ferrari, lamborghini, bentley, aston martin, porsche 911, cayenne, classe G",
        answer:
          "Pour les véhicules haut de gamme (BMW, Mercedes, Porsche, Audi, Tesla…), nous proposons une conciergerie VIP 24h/24, une intervention en 15 minutes, 0 € de franchise et la valeur à neuf pendant 5 ans. Les équipements sont couverts jusqu'à 50 000 €. Un conseiller premium vous rappelle sous 24h après votre demande de devis.",
      },
      en: {
        title: "Premium vehicle insurance",
        keywords:
          "luxury car insurance, insure my luxury car, expensive car, high-end car, sports car, prestige car, VIP concierge, new value, zero excess, range rover, jaguar, maserati, ferrari, lamborghini, bentley, aston martin, porsche 911",
        answer:
          "For high-end vehicles (BMW, Mercedes, Porsche, Audi, Tesla…) we offer a 24/7 VIP concierge, intervention within 15 minutes, €0 excess and new-value cover for 5 years. Equipment is covered up to €50,000. A premium adviser calls you back within 24 hours of your quote request.",
      },
      it: {
        title: "Assicurazione veicoli premium",
        keywords: "auto di lusso, auto di alta gamma, auto sportiva, concierge VIP, valore a nuovo, franchigia zero",
        answer:
          "Per i veicoli di alta gamma (BMW, Mercedes, Porsche, Audi, Tesla…) offriamo un servizio concierge VIP 24/24, intervento in 15 minuti, franchigia 0 € e valore a nuovo per 5 anni. Le dotazioni sono coperte fino a 50.000 €. Un consulente premium vi richiama entro 24 ore.",
      },
      es: {
        title: "Seguro de vehículos premium",
        keywords: "coche de lujo, coche de alta gama, deportivo, conserjería VIP, valor a nuevo, franquicia cero",
        answer:
          "Para vehículos de alta gama (BMW, Mercedes, Porsche, Audi, Tesla…) ofrecemos conserjería VIP 24 h, intervención en 15 minutos, franquicia de 0 € y valor a nuevo durante 5 años. El equipamiento está cubierto hasta 50 000 €. Un asesor premium le llama en 24 horas.",
      },
      ru: {
        title: "Страхование премиальных автомобилей",
        keywords: "люксовый автомобиль, дорогая машина, спорткар, консьерж VIP, стоимость нового, без франшизы",
        answer:
          "Для автомобилей высокого класса (BMW, Mercedes, Porsche, Audi, Tesla…) мы предлагаем VIP-консьержа 24/7, выезд за 15 минут, франшизу 0 € и возмещение стоимости нового авто в течение 5 лет. Оборудование покрыто до 50 000 €. Премиальный консультант перезвонит в течение 24 часов.",
      },
    },
  },
  {
    id: "vehicles-standard",
    url: CHAT_LINKS.vehiclesStandard,
    text: {
      fr: {
        title: "Assurance auto (véhicules standard)",
        keywords:
          "assurance voiture, assurance auto, assurance auto pas chère, assurer ma voiture, citadine berline SUV 4x4 utilitaire, responsabilité civile obligatoire, au tiers, tous risques, dommages collision, vol incendie, assistance 24h, bonus malus, peugeot 208, 308, 3008, renault clio, mégane, captur, twingo, citroën c3, dacia sandero, duster, volkswagen golf, polo, toyota yaris, voiture essence, diesel, hybride",
        answer:
          "Pour votre voiture (citadine, berline, SUV/4x4 ou utilitaire pro), nous comparons les offres de plus de 15 assureurs. La responsabilité civile est obligatoire ; vous pouvez ajouter dommages collision, vol et incendie et l'assistance 24h/24. Le devis prend 2 minutes.",
      },
      en: {
        title: "Car insurance (standard vehicles)",
        keywords:
          "car insurance, insure my car, city car sedan SUV van, third party liability mandatory, comprehensive, collision damage, theft fire, 24/7 assistance, peugeot, renault, citroen, dacia, volkswagen golf, toyota yaris, petrol car, diesel, hybrid",
        answer:
          "For your car (city car, sedan, SUV/4x4 or professional van) we compare offers from more than 15 insurers. Civil liability is mandatory; you can add collision damage, theft and fire, and 24/7 assistance. The quote takes 2 minutes.",
      },
      it: {
        title: "Assicurazione auto (veicoli standard)",
        keywords:
          "assicurazione auto, assicurare la macchina, citycar berlina SUV furgone, responsabilità civile obbligatoria, kasko, collisione, furto incendio, assistenza 24 ore",
        answer:
          "Per la vostra auto (citycar, berlina, SUV/4x4 o veicolo commerciale) confrontiamo le offerte di oltre 15 assicuratori. La responsabilità civile è obbligatoria; potete aggiungere danni da collisione, furto e incendio e assistenza 24/24. Il preventivo richiede 2 minuti.",
      },
      es: {
        title: "Seguro de coche (vehículos estándar)",
        keywords:
          "seguro de coche, seguro de auto, asegurar mi coche, utilitario berlina SUV furgoneta, responsabilidad civil obligatoria, todo riesgo, colisión, robo incendio, asistencia 24 h",
        answer:
          "Para su coche (urbano, berlina, SUV/4x4 o furgoneta profesional) comparamos las ofertas de más de 15 aseguradoras. La responsabilidad civil es obligatoria; puede añadir daños por colisión, robo e incendio y asistencia 24 h. El presupuesto lleva 2 minutos.",
      },
      ru: {
        title: "Автострахование (обычные автомобили)",
        keywords:
          "страховка машины, автостраховка, застраховать автомобиль, седан внедорожник фургон, гражданская ответственность обязательная, каско, столкновение, угон пожар, помощь на дороге",
        answer:
          "Для вашего автомобиля (городской, седан, внедорожник или коммерческий фургон) мы сравниваем предложения более 15 страховщиков. Гражданская ответственность обязательна; можно добавить ущерб при столкновении, угон и пожар, помощь 24/7. Расчёт занимает 2 минуты.",
      },
    },
  },
  {
    id: "vehicles-no-licence",
    url: CHAT_LINKS.vehiclesNoLicence,
    text: {
      fr: {
        title: "Assurance voiture sans permis",
        keywords:
          "voiture sans permis, voiturette, VSP, quadricycle léger, jeune conducteur 14 ans 16 ans, permis suspendu, retrait de permis, ado, voiture électrique sans permis, utilitaire sans permis",
        answer:
          "Nous assurons les voitures sans permis : quadricycle léger, voiturette biplace, véhicule électrique ou utilitaire sans permis. C'est adapté aux jeunes conducteurs de 14 à 18 ans, en cas de suspension de permis ou pour un besoin de mobilité urbaine. Le devis est gratuit et prend 2 minutes.",
      },
      en: {
        title: "No-licence car insurance",
        keywords:
          "car without a licence, microcar, light quadricycle, young driver 14, suspended licence, licence-free electric vehicle",
        answer:
          "We insure licence-free vehicles: light quadricycles, two-seater microcars, electric vehicles and licence-free vans. They suit young drivers aged 14 to 18, drivers whose licence is suspended, or urban mobility needs. The quote is free and takes 2 minutes.",
      },
      it: {
        title: "Assicurazione minicar senza patente",
        keywords:
          "auto senza patente, minicar, quadriciclo leggero, giovane conducente 14 anni, patente sospesa, veicolo elettrico senza patente",
        answer:
          "Assicuriamo i veicoli senza patente: quadricicli leggeri, minicar biposto, veicoli elettrici e furgoni senza patente. Sono adatti ai giovani dai 14 ai 18 anni, in caso di patente sospesa o per la mobilità urbana. Il preventivo è gratuito e richiede 2 minuti.",
      },
      es: {
        title: "Seguro de coche sin carné",
        keywords:
          "coche sin carné, microcoche, cuadriciclo ligero, conductor joven 14 años, carné suspendido, vehículo eléctrico sin carné",
        answer:
          "Aseguramos vehículos sin carné: cuadriciclos ligeros, microcoches biplaza, vehículos eléctricos y furgonetas sin carné. Son adecuados para jóvenes de 14 a 18 años, en caso de carné suspendido o para la movilidad urbana. El presupuesto es gratuito y lleva 2 minutos.",
      },
      ru: {
        title: "Страхование автомобиля без прав",
        keywords:
          "машина без прав, микроавтомобиль, лёгкий квадрицикл, молодой водитель 14 лет, лишение прав, электромобиль без прав",
        answer:
          "Мы страхуем автомобили без прав: лёгкие квадрициклы, двухместные микроавто, электромобили и фургоны без прав. Подходит для молодых водителей 14–18 лет, при лишении прав или для городской мобильности. Расчёт бесплатный и занимает 2 минуты.",
      },
    },
  },
  {
    id: "health-company",
    url: CHAT_LINKS.healthCompany,
    text: {
      fr: {
        title: "Mutuelle entreprise",
        keywords:
          "mutuelle d'entreprise, complémentaire santé collective, mutuelle salariés, mutuelle obligatoire employeur, TPE PME, prévoyance, dentaire optique hospitalisation, mutuelle pour mes employés, ANI",
        answer:
          "Nous mettons en place la complémentaire santé collective de votre entreprise, de 1 à plus de 50 salariés, avec dentaire, optique, hospitalisation et prévoyance. Plus de 5 000 entreprises nous font confiance, avec jusqu'à 40 % d'économies et 90 % des remboursements en moins de 24h. La mise en place prend 2 à 4 semaines.",
      },
      en: {
        title: "Company health insurance",
        keywords:
          "group health insurance, health insurance for my employees, staff health cover, company health plan, employer mandatory health insurance, small business, dental optical hospital",
        answer:
          "We set up your company's group health insurance, from 1 to over 50 employees, with dental, optical, hospital and protection cover. More than 5,000 companies trust us, with savings of up to 40% and 90% of claims reimbursed in under 24 hours. Setting it up takes 2 to 4 weeks.",
      },
      it: {
        title: "Assicurazione sanitaria aziendale",
        keywords:
          "mutua aziendale, assicurazione sanitaria collettiva, dipendenti, piano sanitario aziendale, dentale ottica ricovero",
        answer:
          "Attiviamo l'assicurazione sanitaria collettiva della vostra azienda, da 1 a oltre 50 dipendenti, con dentale, ottica, ricovero e previdenza. Oltre 5.000 aziende si affidano a noi, con risparmi fino al 40% e il 90% dei rimborsi in meno di 24 ore. L'attivazione richiede da 2 a 4 settimane.",
      },
      es: {
        title: "Seguro de salud para empresas",
        keywords:
          "seguro médico de empresa, seguro colectivo de salud, empleados, mutua empresa, dental óptica hospitalización",
        answer:
          "Ponemos en marcha el seguro colectivo de salud de su empresa, de 1 a más de 50 empleados, con dental, óptica, hospitalización y previsión. Más de 5000 empresas confían en nosotros, con ahorros de hasta el 40 % y el 90 % de los reembolsos en menos de 24 h. La puesta en marcha lleva de 2 a 4 semanas.",
      },
      ru: {
        title: "Медицинское страхование для компаний",
        keywords:
          "корпоративная медицинская страховка, ДМС для сотрудников, страхование работников, стоматология оптика госпитализация",
        answer:
          "Мы оформляем коллективное медицинское страхование для компаний от 1 до более 50 сотрудников: стоматология, оптика, госпитализация и страхование от несчастных случаев. Нам доверяют более 5000 компаний: экономия до 40 % и 90 % возмещений менее чем за 24 часа. Оформление занимает 2–4 недели.",
      },
    },
  },
  {
    id: "health-senior",
    url: CHAT_LINKS.healthSenior,
    text: {
      fr: {
        title: "Mutuelle senior",
        keywords:
          "mutuelle senior, mutuelle retraité, complémentaire santé plus de 60 ans, mutuelle pour mes parents, audition appareil auditif, prothèse dentaire, lunettes, hospitalisation, mutuelle personne âgée",
        answer:
          "Notre mutuelle senior est pensée pour les retraités, seuls ou en couple : remboursements jusqu'à 300 % sur le dentaire, l'optique et l'audition, hospitalisation et un réseau de 50 000 professionnels de santé. Nos conseillers sont disponibles 6 jours sur 7. Le devis est gratuit.",
      },
      en: {
        title: "Senior health insurance",
        keywords:
          "senior health insurance, retiree health cover, over 60, health insurance for my parents, hearing aids, dentures, glasses, elderly",
        answer:
          "Our senior health insurance is designed for retirees, single or in a couple: reimbursements up to 300% on dental, optical and hearing care, hospital cover and a network of 50,000 health professionals. Our advisers are available 6 days a week. The quote is free.",
      },
      it: {
        title: "Assicurazione sanitaria senior",
        keywords:
          "assicurazione sanitaria anziani, pensionati, over 60, polizza salute per i miei genitori, apparecchio acustico, protesi dentaria, occhiali",
        answer:
          "La nostra assicurazione sanitaria senior è pensata per i pensionati, single o in coppia: rimborsi fino al 300% su dentale, ottica e udito, ricovero e una rete di 50.000 professionisti sanitari. I consulenti sono disponibili 6 giorni su 7. Il preventivo è gratuito.",
      },
      es: {
        title: "Seguro de salud senior",
        keywords:
          "seguro médico para mayores, jubilados, más de 60 años, seguro de salud para mis padres, audífonos, prótesis dental, gafas",
        answer:
          "Nuestro seguro de salud senior está pensado para jubilados, solos o en pareja: reembolsos de hasta el 300 % en dental, óptica y audición, hospitalización y una red de 50 000 profesionales de la salud. Nuestros asesores atienden 6 días a la semana. El presupuesto es gratuito.",
      },
      ru: {
        title: "Медицинская страховка для пенсионеров",
        keywords:
          "страховка для пожилых, пенсионеры, старше 60 лет, медицинская страховка для родителей, слуховой аппарат, зубные протезы, очки",
        answer:
          "Наша страховка для пенсионеров рассчитана на одиноких и пары: возмещение до 300 % на стоматологию, оптику и слух, госпитализация и сеть из 50 000 медицинских специалистов. Консультанты работают 6 дней в неделю. Расчёт бесплатный.",
      },
    },
  },
  {
    id: "health-family",
    url: CHAT_LINKS.healthFamily,
    text: {
      fr: {
        title: "Mutuelle famille",
        keywords:
          "mutuelle famille, complémentaire santé famille, mutuelle enfants, mutuelle couple avec enfants, bébé, orthodontie, pédiatre, 3e enfant gratuit, enfants jusqu'à 28 ans, étudiant, bébé, nouveau-né, naissance, grossesse, mon conjoint",
        answer:
          "Notre mutuelle famille couvre toute la famille, avec les enfants jusqu'à 28 ans et la gratuité dès le 3e enfant. Elle rembourse notamment l'orthodontie, l'optique, le pédiatre et l'hospitalisation. Le devis est gratuit et prend 2 minutes.",
      },
      en: {
        title: "Family health insurance",
        keywords:
          "family health insurance, children health cover, couple with kids, baby, orthodontics, paediatrician, third child free, children up to 28, baby, newborn, pregnancy, my wife and kids",
        answer:
          "Our family health insurance covers the whole family, children up to age 28, and is free from the third child. It reimburses orthodontics, optical care, paediatricians and hospital stays. The quote is free and takes 2 minutes.",
      },
      it: {
        title: "Assicurazione sanitaria famiglia",
        keywords:
          "assicurazione salute famiglia, figli, bambini, coppia con figli, ortodonzia, pediatra, terzo figlio gratis, figli fino a 28 anni",
        answer:
          "La nostra assicurazione famiglia copre tutta la famiglia, con i figli fino a 28 anni e gratuità dal terzo figlio. Rimborsa ortodonzia, ottica, pediatra e ricovero. Il preventivo è gratuito e richiede 2 minuti.",
      },
      es: {
        title: "Seguro de salud familiar",
        keywords:
          "seguro médico familiar, hijos, niños, pareja con hijos, bebé, ortodoncia, pediatra, tercer hijo gratis, hijos hasta 28 años",
        answer:
          "Nuestro seguro familiar cubre a toda la familia, con los hijos hasta los 28 años y gratis a partir del tercer hijo. Reembolsa ortodoncia, óptica, pediatra y hospitalización. El presupuesto es gratuito y lleva 2 minutos.",
      },
      ru: {
        title: "Семейная медицинская страховка",
        keywords:
          "страховка для семьи, дети, ребёнок, семья с детьми, ортодонтия, педиатр, третий ребёнок бесплатно, дети до 28 лет",
        answer:
          "Наша семейная страховка покрывает всю семью, детей до 28 лет, а начиная с третьего ребёнка — бесплатно. Она возмещает ортодонтию, оптику, педиатра и госпитализацию. Расчёт бесплатный и занимает 2 минуты.",
      },
    },
  },
] satisfies KnowledgeTopic[];

/** Every topic the concierge can answer, in a stable order (ties keep this order). */
export const KNOWLEDGE: KnowledgeTopic[] = [...PRODUCT_LINES, ...SERVICE_TOPICS, ...GLOSSARY];
