import type { BatchWriter } from '../batch-insert';
import { CATALOG_LOCALES, languageOfLocale, t, type Language, type Texts } from './text';
import { ACTIVITIES, ACTIVITY_GROUPS, type ActivityTerm } from './vocabularies';

/** What each kind of activity is about, one sentence per language (the description's second sentence). */
const GROUP_SENTENCE: Record<string, Texts> = {
  spa: t(
    'un moment de détente pour relâcher les tensions et prendre soin de soi, loin du quotidien.',
    'un momento de relax para soltar tensiones y cuidarse, lejos de la rutina.',
    'een moment van ontspanning om spanning los te laten en goed voor jezelf te zorgen, ver van de dagelijkse drukte.',
    'un momento di relax per sciogliere le tensioni e prendersi cura di sé, lontano dalla routine.',
  ),
  gastronomy: t(
    'une parenthèse gourmande autour des produits du terroir, préparés par des passionnés.',
    'un paréntesis gastronómico con productos locales preparados por apasionados.',
    'een culinair intermezzo rond streekproducten, bereid door gepassioneerde vakmensen.',
    'una parentesi golosa tra i prodotti del territorio, preparati da appassionati.',
  ),
  wine: t(
    'une découverte des vins de la région, racontés par ceux qui les font naître.',
    'un descubrimiento de los vinos de la zona, contados por quienes los elaboran.',
    'een kennismaking met de wijnen uit de streek, verteld door wie ze maakt.',
    'una scoperta dei vini del territorio, raccontati da chi li produce.',
  ),
  culture: t(
    "une plongée dans l'histoire et le patrimoine du lieu, avec les anecdotes qui le rendent vivant.",
    'una inmersión en la historia y el patrimonio del lugar, con las anécdotas que le dan vida.',
    'een duik in de geschiedenis en het erfgoed van de plek, met de anekdotes die haar tot leven brengen.',
    "un tuffo nella storia e nel patrimonio del luogo, con gli aneddoti che lo rendono vivo.",
  ),
  outdoor: t(
    'une sortie au grand air pour profiter des paysages à votre rythme.',
    'una salida al aire libre para disfrutar del paisaje a tu ritmo.',
    'een uitje in de buitenlucht om in je eigen tempo van het landschap te genieten.',
    "un'uscita all'aria aperta per godersi il paesaggio con i propri tempi.",
  ),
  sport: t(
    "une expérience pleine de sensations, encadrée par des moniteurs diplômés.",
    'una experiencia llena de emociones, con monitores titulados.',
    'een belevenis vol sensatie, onder begeleiding van gediplomeerde instructeurs.',
    "un'esperienza piena di emozioni, con istruttori qualificati.",
  ),
  family_fun: t(
    'une journée de découvertes et de rires à partager entre petits et grands.',
    'un día de descubrimientos y risas para compartir entre pequeños y mayores.',
    'een dag vol ontdekkingen en plezier voor jong en oud.',
    'una giornata di scoperte e risate da condividere tra grandi e piccoli.',
  ),
  water: t(
    "une escapade sur l'eau pour voir la région sous un autre angle.",
    'una escapada sobre el agua para ver la zona desde otro ángulo.',
    'een uitstapje op het water om de streek vanuit een andere hoek te zien.',
    "una fuga sull'acqua per vedere il territorio da un'altra prospettiva.",
  ),
  snow: t(
    'une sortie dans la neige, au cœur des sommets.',
    'una salida por la nieve, en el corazón de las cumbres.',
    'een tocht door de sneeuw, midden tussen de toppen.',
    'una giornata sulla neve, nel cuore delle vette.',
  ),
};

/** One nice-to-know line per kind of activity. */
const GROUP_TIP: Record<string, Texts> = {
  spa: t('Pensez à apporter votre maillot de bain ; peignoir et serviettes sont fournis.', 'Lleva tu bañador; albornoz y toallas incluidos.', 'Neem je badkleding mee; badjas en handdoeken liggen klaar.', 'Porta il costume da bagno; accappatoio e asciugamani sono forniti.'),
  gastronomy: t('Signalez vos allergies ou régimes alimentaires en réservant.', 'Indica tus alergias o dietas al reservar.', 'Geef allergieën of dieetwensen door bij het reserveren.', 'Segnala allergie o regimi alimentari al momento della prenotazione.'),
  wine: t("Dégustation réservée aux plus de 18 ans ; l'abus d'alcool est dangereux pour la santé.", 'Cata solo para mayores de 18 años; bebe con moderación.', 'Proeverij alleen voor 18-plussers; geniet, maar drink met mate.', 'Degustazione riservata ai maggiori di 18 anni; bevi responsabilmente.'),
  culture: t('Des audioguides sont disponibles en plusieurs langues.', 'Hay audioguías disponibles en varios idiomas.', 'Audiogidsen zijn in meerdere talen beschikbaar.', 'Sono disponibili audioguide in più lingue.'),
  outdoor: t('Prévoyez de bonnes chaussures et une tenue adaptée à la météo.', 'Lleva calzado cómodo y ropa adecuada al tiempo.', 'Trek stevige schoenen en kleding voor het weer aan.', 'Indossa scarpe comode e abiti adatti al meteo.'),
  sport: t('Activité déconseillée aux femmes enceintes et aux personnes souffrant de problèmes cardiaques.', 'Actividad desaconsejada a embarazadas y personas con problemas cardíacos.', 'Niet aangeraden voor zwangere vrouwen en mensen met hartproblemen.', 'Attività sconsigliata in gravidanza e a chi soffre di problemi cardiaci.'),
  family_fun: t('Les enfants de moins de 3 ans entrent gratuitement.', 'Los menores de 3 años entran gratis.', 'Kinderen onder de 3 jaar gaan gratis naar binnen.', "I bambini sotto i 3 anni entrano gratis."),
  water: t('Savoir nager est indispensable ; gilets de sauvetage fournis.', 'Es imprescindible saber nadar; chalecos salvavidas incluidos.', 'Kunnen zwemmen is verplicht; reddingsvesten worden voorzien.', 'È indispensabile saper nuotare; giubbotti di salvataggio forniti.'),
  snow: t("L'activité dépend de l'enneigement ; elle peut être reportée.", 'La actividad depende de la nieve; puede aplazarse.', 'De activiteit hangt af van de sneeuw en kan worden verplaatst.', "L'attività dipende dall'innevamento e può essere rinviata."),
};

const DESCRIPTION: Record<Language, (label: string, sentence: string, duration: string) => string> = {
  fr: (label, s, d) => `${label} : ${s} Comptez environ ${d} sur place, accueillis par une équipe qui connaît les lieux par cœur. Une expérience à vivre seul ou à deux, à offrir ou à s'offrir, sans rien organiser : il suffit de réserver votre créneau avec le code de votre bon.`,
  es: (label, s, d) => `${label}: ${s} Calcula unos ${d} en el lugar, con un equipo que conoce cada rincón. Una experiencia para vivir solo o en pareja, para regalar o regalarte, sin organizar nada: solo tienes que reservar tu hora con el código de tu bono.`,
  nl: (label, s, d) => `${label}: ${s} Reken op zo'n ${d} ter plaatse, ontvangen door een team dat de plek op zijn duimpje kent. Een belevenis voor één of twee, om te geven of jezelf te gunnen, zonder iets te regelen: reserveer gewoon je moment met de code van je bon.`,
  it: (label, s, d) => `${label}: ${s} Calcola circa ${d} sul posto, accolti da uno staff che conosce ogni angolo. Un'esperienza da vivere da soli o in due, da regalare o da regalarsi, senza organizzare nulla: basta prenotare il tuo orario con il codice del buono.`,
};

const COMPOSITION: Texts = t(
  'Pour 1 ou 2 personnes, encadrement et matériel compris.',
  'Para 1 o 2 personas, monitor y material incluidos.',
  'Voor 1 of 2 personen, begeleiding en materiaal inbegrepen.',
  'Per 1 o 2 persone, accompagnamento e attrezzatura inclusi.',
);

const IMPORTANT: Texts = t(
  "Réservation obligatoire auprès du centre au moins 48 h à l'avance, avec le code de votre bon.",
  'Reserva obligatoria con el centro al menos 48 h antes, con el código de tu bono.',
  'Reserveren bij het centrum is verplicht, minstens 48 uur vooraf, met de code van je bon.',
  'Prenotazione obbligatoria presso il centro almeno 48 ore prima, con il codice del buono.',
);

const ARRIVE_EARLY: Texts = t(
  'Présentez-vous 15 minutes avant le début de l’activité.',
  'Preséntate 15 minutos antes del inicio de la actividad.',
  'Wees 15 minuten voor het begin van de activiteit aanwezig.',
  "Presentati 15 minuti prima dell'inizio dell'attività.",
);

const DURATION_LABEL: Texts = t('Durée : ', 'Duración: ', 'Duur: ', 'Durata: ');
const WHOLE_DAY: Texts = t('1 journée', '1 día', '1 dag', '1 giorno');
const FREE_TIME: Texts = t('à votre rythme', 'a tu ritmo', 'in je eigen tempo', 'con i tuoi tempi');

/** Opening hours by kind of activity. */
const OPENING: Record<'day' | 'evening' | 'season' | 'winter', Texts> = {
  day: t('Tous les jours, de 10 h à 18 h', 'Todos los días, de 10:00 a 18:00', 'Dagelijks van 10.00 tot 18.00 uur', 'Tutti i giorni, dalle 10 alle 18'),
  evening: t('Tous les soirs, de 19 h à 22 h', 'Todas las noches, de 19:00 a 22:00', 'Elke avond van 19.00 tot 22.00 uur', 'Tutte le sere, dalle 19 alle 22'),
  season: t("D'avril à octobre, de 9 h à 18 h", 'De abril a octubre, de 9:00 a 18:00', 'Van april tot oktober, van 9.00 tot 18.00 uur', 'Da aprile a ottobre, dalle 9 alle 18'),
  winter: t('De décembre à avril, de 9 h à 16 h 30', 'De diciembre a abril, de 9:00 a 16:30', 'Van december tot april, van 9.00 tot 16.30 uur', 'Da dicembre ad aprile, dalle 9 alle 16:30'),
};

/** '45 min', '2 h', '1 h 30' in each language; a whole day from 8 hours on. */
export function durationText(minutes: number, lang: Language): string {
  if (minutes <= 0) return FREE_TIME[lang];
  if (minutes >= 480) return WHOLE_DAY[lang];
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = lang === 'nl' ? 'u' : 'h';
  return rest ? `${hours} ${h} ${rest}` : `${hours} ${h}`;
}

function openingOf(activity: ActivityTerm, group: string): keyof typeof OPENING {
  if (activity.code.includes('dinner') || activity.code === 'tapas_tour') return 'evening';
  if (group === 'snow') return 'winter';
  if (group === 'water') return 'season';
  return 'day';
}

/** The texts of one activity in one catalog locale. */
export function activityContent(activity: ActivityTerm, lang: Language) {
  const group = ACTIVITY_GROUPS.find((g) => g.id === activity.group)?.code ?? 'outdoor';
  const duration = durationText(activity.minutes, lang);
  return {
    description: DESCRIPTION[lang](activity.label[lang], GROUP_SENTENCE[group][lang], duration),
    composition: COMPOSITION[lang],
    schedules: JSON.stringify([`${DURATION_LABEL[lang]}${duration}`, OPENING[openingOf(activity, group)][lang]]),
    important_information: IMPORTANT[lang],
    nice_to_know: JSON.stringify([GROUP_TIP[group][lang], ARRIVE_EARLY[lang]]),
  };
}

/** Texts of every activity sold alone (those with a group), in the six catalogs. */
export async function seedActivityContent(writer: BatchWriter): Promise<void> {
  for (const activity of ACTIVITIES) {
    if (activity.group === null) continue;
    for (const locale of CATALOG_LOCALES) await writer.push('activity_content', { activity_id: activity.id, locale, ...activityContent(activity, languageOfLocale(locale)) });
  }
}
