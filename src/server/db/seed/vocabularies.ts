import { same, t, type Texts } from './text';

/** One value of a small fixed list: id as the site knows it, a code, an icon key and labels. */
export type Term = { id: number; code: string; icon: string; label: Texts };

const terms = (rows: [number, string, string, Texts][]): Term[] => rows.map(([id, code, icon, label]) => ({ id, code, icon, label }));

/** Themes with the ids the site uses (19 Gastronomy, 23 Romantic, 26 Wellness, 39 Family). */
export const THEMES = terms([
  [19, 'gastronomy', 'cutlery', t('Gastronomie', 'Gastronomía', 'Gastronomie', 'Gastronomia')],
  [20, 'wine', 'wine-glass', t('Œnologie', 'Enoturismo', 'Wijn', 'Vino e cantine')],
  [21, 'adventure', 'compass', t('Sport & aventure', 'Deporte y aventura', 'Sport & avontuur', 'Sport e avventura')],
  [22, 'culture', 'museum', t('Culture & patrimoine', 'Cultura y patrimonio', 'Cultuur & erfgoed', 'Cultura e patrimonio')],
  [23, 'romantic', 'heart', t('Romantique', 'Romántica', 'Romantisch', 'Romantico')],
  [24, 'nature', 'leaf', t('Nature', 'Naturaleza', 'Natuur', 'Natura')],
  [25, 'unusual', 'treehouse', t('Insolite', 'Alojamientos singulares', 'Bijzonder overnachten', 'Insolito')],
  [26, 'wellness', 'lotus', t('Bien-être', 'Bienestar', 'Wellness', 'Benessere')],
  [27, 'seaside', 'wave', t('Bord de mer', 'Playa', 'Aan zee', 'Mare')],
  [28, 'mountain', 'peak', t('Montagne', 'Montaña', 'Bergen', 'Montagna')],
  [29, 'golf', 'golf-flag', same('Golf')],
  [30, 'luxury', 'diamond', t('Luxe', 'Lujo', 'Luxe', 'Lusso')],
  [31, 'city_break', 'city', t('City break', 'Escapada urbana', 'Stedentrip', 'City break')],
  [32, 'ski', 'ski', t('Ski', 'Esquí', 'Skiën', 'Sci')],
  [33, 'pets', 'paw', t('Avec mon animal', 'Con mi mascota', 'Met je huisdier', 'Con il mio animale')],
  [34, 'cooking', 'chef-hat', t('Cours de cuisine', 'Clases de cocina', 'Kookworkshops', 'Corsi di cucina')],
  [36, 'cycling', 'bike', t('Vélo', 'Cicloturismo', 'Fietsen', 'In bicicletta')],
  [37, 'horse_riding', 'horse', t('Équitation', 'Hípica', 'Paardrijden', 'Equitazione')],
  [38, 'theme_parks', 'ferris-wheel', t("Parcs d'attractions", 'Parques temáticos', 'Pretparken', 'Parchi divertimento')],
  [39, 'family', 'family', t('En famille', 'En familia', 'Met het gezin', 'In famiglia')],
  [40, 'castles', 'castle', t('Châteaux', 'Castillos', 'Kastelen', 'Castelli')],
]);

export const FACILITIES = terms([
  [1, 'spa', 'spa', same('Spa')],
  [2, 'outdoor_pool', 'pool', t('Piscine extérieure', 'Piscina exterior', 'Buitenzwembad', 'Piscina esterna')],
  [3, 'indoor_pool', 'pool-indoor', t('Piscine intérieure', 'Piscina cubierta', 'Binnenzwembad', 'Piscina coperta')],
  [4, 'restaurant', 'restaurant', t('Restaurant', 'Restaurante', 'Restaurant', 'Ristorante')],
  [5, 'bar', 'bar', same('Bar')],
  [6, 'parking', 'parking', t('Parking', 'Aparcamiento', 'Parkeerplaats', 'Parcheggio')],
  [7, 'free_wifi', 'wifi', t('Wi-Fi gratuit', 'Wifi gratis', 'Gratis wifi', 'Wi-Fi gratuito')],
  [8, 'air_conditioning', 'snowflake', t('Climatisation', 'Aire acondicionado', 'Airconditioning', 'Aria condizionata')],
  [9, 'fitness', 'dumbbell', t('Salle de sport', 'Gimnasio', 'Fitnessruimte', 'Palestra')],
  [10, 'garden', 'tree', t('Jardin', 'Jardín', 'Tuin', 'Giardino')],
  [11, 'terrace', 'parasol', t('Terrasse', 'Terraza', 'Terras', 'Terrazza')],
  [12, 'sauna', 'sauna', same('Sauna')],
  [13, 'hammam', 'steam', t('Hammam', 'Baño turco', 'Hamam', 'Bagno turco')],
  [14, 'jacuzzi', 'bubbles', t('Jacuzzi', 'Jacuzzi', 'Bubbelbad', 'Idromassaggio')],
  [15, 'kids_club', 'kids', t('Club enfants', 'Club infantil', 'Kinderclub', 'Miniclub')],
  [16, 'tennis', 'tennis', t('Court de tennis', 'Pista de tenis', 'Tennisbaan', 'Campo da tennis')],
  [17, 'golf', 'golf-flag', t('Golf', 'Campo de golf', 'Golfbaan', 'Campo da golf')],
  [18, 'beach_access', 'beach', t('Accès plage', 'Acceso a la playa', 'Toegang tot het strand', 'Accesso alla spiaggia')],
  [19, 'ski_in_out', 'ski', t('Accès skis aux pieds', 'Acceso directo a las pistas', 'Ski-in/ski-out', 'Accesso diretto alle piste')],
  [20, 'ev_charging', 'plug', t('Borne de recharge', 'Cargador para coches eléctricos', 'Laadpaal', 'Colonnina di ricarica')],
  [21, 'room_service', 'bell', t('Service en chambre', 'Servicio de habitaciones', 'Roomservice', 'Servizio in camera')],
  [22, 'reception_24h', 'clock', t('Réception 24h/24', 'Recepción 24 horas', '24-uursreceptie', 'Reception 24 ore su 24')],
  [23, 'elevator', 'elevator', t('Ascenseur', 'Ascensor', 'Lift', 'Ascensore')],
  [24, 'accessible', 'wheelchair', t('Accessible aux personnes à mobilité réduite', 'Adaptado para movilidad reducida', 'Rolstoeltoegankelijk', 'Accessibile ai disabili')],
  [25, 'bike_rental', 'bike', t('Location de vélos', 'Alquiler de bicicletas', 'Fietsverhuur', 'Noleggio biciclette')],
  [26, 'sea_view', 'horizon', t('Vue sur mer', 'Vistas al mar', 'Zeezicht', 'Vista mare')],
  [27, 'family_rooms', 'family', t('Chambres familiales', 'Habitaciones familiares', 'Familiekamers', 'Camere familiari')],
  [28, 'airport_shuttle', 'shuttle', t('Navette aéroport', 'Traslado al aeropuerto', 'Luchthavenshuttle', 'Navetta aeroportuale')],
  [29, 'non_smoking', 'no-smoking', t('Établissement non-fumeur', 'Establecimiento sin humo', 'Rookvrij', 'Struttura non fumatori')],
]);

export const ECO_FACILITIES = terms([
  [1, 'solar_energy', 'sun', t('Énergie solaire', 'Energía solar', 'Zonne-energie', 'Energia solare')],
  [2, 'local_products', 'basket', t('Produits locaux', 'Productos locales', 'Lokale producten', 'Prodotti locali')],
  [3, 'waste_sorting', 'recycle', t('Tri sélectif', 'Reciclaje de residuos', 'Afvalscheiding', 'Raccolta differenziata')],
  [4, 'low_energy_lighting', 'bulb', t('Éclairage basse consommation', 'Iluminación de bajo consumo', 'Energiezuinige verlichting', 'Illuminazione a basso consumo')],
  [5, 'water_saving', 'drop', t("Économies d'eau", 'Ahorro de agua', 'Waterbesparing', 'Risparmio idrico')],
  [6, 'organic_breakfast', 'croissant', t('Petit-déjeuner bio', 'Desayuno ecológico', 'Biologisch ontbijt', 'Colazione biologica')],
  [7, 'no_single_use_plastic', 'bottle', t('Zéro plastique jetable', 'Sin plásticos de un solo uso', 'Geen wegwerpplastic', 'Niente plastica monouso')],
  [8, 'green_label', 'label', t('Label écologique', 'Certificación ecológica', 'Duurzaamheidskeurmerk', 'Certificazione ecologica')],
  [9, 'rainwater', 'cloud-rain', t("Récupération d'eau de pluie", 'Recogida de agua de lluvia', 'Regenwateropvang', "Recupero dell'acqua piovana")],
  [10, 'vegetable_garden', 'sprout', t('Potager', 'Huerto propio', 'Moestuin', 'Orto')],
  [11, 'ev_charging', 'plug', t('Recharge de véhicules électriques', 'Recarga de vehículos eléctricos', 'Laadpaal voor elektrische auto’s', 'Ricarica veicoli elettrici')],
  [12, 'public_transport', 'train', t('Accessible en transports en commun', 'Accesible en transporte público', 'Bereikbaar met het openbaar vervoer', 'Raggiungibile con i mezzi pubblici')],
  [13, 'eco_cleaning', 'spray', t("Produits d'entretien écologiques", 'Productos de limpieza ecológicos', 'Milieuvriendelijke schoonmaakmiddelen', 'Detergenti ecologici')],
  [14, 'heat_pump', 'thermometer', t('Pompe à chaleur', 'Bomba de calor', 'Warmtepomp', 'Pompa di calore')],
]);

export const HOTEL_TYPES = terms([
  [1, 'hotel', 'hotel', t('Hôtel', 'Hotel', 'Hotel', 'Hotel')],
  [2, 'chateau', 'castle', t('Château', 'Castillo', 'Kasteel', 'Castello')],
  [3, 'guest_house', 'house', t("Chambre d'hôtes", 'Casa rural', 'Bed & breakfast', 'B&B')],
  [4, 'spa_hotel', 'spa', t('Hôtel spa', 'Hotel spa', 'Spahotel', 'Hotel con spa')],
  [5, 'boutique_hotel', 'boutique', t('Boutique-hôtel', 'Hotel boutique', 'Boutiquehotel', 'Boutique hotel')],
  [6, 'country_house', 'farm', t('Maison de campagne', 'Casa de campo', 'Landhuis', 'Agriturismo')],
  [7, 'aparthotel', 'building', t('Résidence hôtelière', 'Aparthotel', 'Appartementenhotel', 'Residence')],
  [8, 'unusual', 'treehouse', t('Hébergement insolite', 'Alojamiento singular', 'Bijzondere overnachting', 'Alloggio insolito')],
  [9, 'resort', 'palm', t('Club vacances', 'Resort', 'Resort', 'Resort')],
]);

/** Environment keys double as image scenes (see the image route). */
export const ENVIRONMENTS = terms([
  [1, 'SEA', 'sea', t('Mer', 'Mar', 'Zee', 'Mare')],
  [2, 'MOUNTAIN', 'mountain', t('Montagne', 'Montaña', 'Bergen', 'Montagna')],
  [3, 'COUNTRYSIDE', 'countryside', t('Campagne', 'Campo', 'Platteland', 'Campagna')],
  [4, 'CITY', 'city', t('Ville', 'Ciudad', 'Stad', 'Città')],
  [5, 'LAKE', 'lake', t('Lac', 'Lago', 'Meer', 'Lago')],
  [6, 'VINEYARD', 'vineyard', t('Vignoble', 'Viñedos', 'Wijngaarden', 'Vigneti')],
  [7, 'FOREST', 'forest', t('Forêt', 'Bosque', 'Bos', 'Bosco')],
  [8, 'VILLAGE', 'village', t('Village', 'Pueblo', 'Dorp', 'Borgo')],
]);

export const STYLES = terms([
  [1, 'charming', 'sparkle', t('Charme', 'Con encanto', 'Sfeervol', 'Di charme')],
  [2, 'design', 'chair', t('Design', 'De diseño', 'Design', 'Di design')],
  [3, 'luxury', 'diamond', t('Luxe', 'Lujo', 'Luxe', 'Di lusso')],
  [4, 'family', 'family', t('Familial', 'Familiar', 'Gezinsvriendelijk', 'Per famiglie')],
  [5, 'romantic', 'heart', t('Romantique', 'Romántico', 'Romantisch', 'Romantico')],
  [6, 'historic', 'columns', t('Historique', 'Histórico', 'Historisch', 'Storico')],
  [7, 'eco', 'leaf', t('Écoresponsable', 'Sostenible', 'Duurzaam', 'Ecosostenibile')],
  [8, 'rustic', 'barn', t('Authentique', 'Rústico', 'Landelijk', 'Rustico')],
  [9, 'trendy', 'star', t('Tendance', 'Moderno', 'Trendy', 'Alla moda')],
]);

export const ACTIVITY_GROUPS = terms([
  [1, 'spa', 'lotus', t('Spa & bien-être', 'Spa y bienestar', 'Spa & wellness', 'Spa e benessere')],
  [2, 'gastronomy', 'cutlery', t('Gastronomie', 'Gastronomía', 'Culinair', 'Gastronomia')],
  [3, 'wine', 'wine-glass', t('Vins & dégustations', 'Vinos y catas', 'Wijn & proeverijen', 'Vini e degustazioni')],
  [4, 'culture', 'museum', t('Visites & culture', 'Visitas y cultura', 'Bezienswaardigheden & cultuur', 'Visite e cultura')],
  [5, 'outdoor', 'leaf', t('Nature & plein air', 'Naturaleza y aire libre', 'Natuur & buiten', 'Natura e outdoor')],
  [6, 'sport', 'compass', t('Sports & sensations', 'Deportes y aventura', 'Sport & avontuur', 'Sport e adrenalina')],
  [7, 'family_fun', 'ferris-wheel', t('Loisirs en famille', 'Ocio en familia', 'Gezinsuitjes', 'Divertimento in famiglia')],
  [8, 'water', 'wave', t('Activités nautiques', 'Actividades acuáticas', 'Wateractiviteiten', 'Attività acquatiche')],
  [9, 'snow', 'snowflake', t('Neige', 'Nieve', 'Sneeuw', 'Neve')],
]);

/** A program line: group (null for breakfast and stay extras), price per person in cents, duration in minutes. */
export type ActivityTerm = Term & { group: number | null; cost: number; minutes: number };

const activity = (id: number, code: string, group: number | null, cost: number, minutes: number, label: Texts): ActivityTerm => ({ id, code, icon: code, group, cost, minutes, label });

export const ACTIVITIES: ActivityTerm[] = [
  activity(1, 'breakfast', null, 1200, 60, t('Petit-déjeuner', 'Desayuno', 'Ontbijt', 'Colazione')),
  activity(2, 'dinner', 2, 3200, 120, t('Dîner 3 plats', 'Cena de 3 platos', 'Driegangendiner', 'Cena di 3 portate')),
  activity(3, 'gourmet_dinner', 2, 6500, 150, t('Dîner gastronomique', 'Cena gastronómica', 'Gastronomisch diner', 'Cena gourmet')),
  activity(4, 'spa_access', 1, 1500, 120, t("Accès à l'espace bien-être", 'Acceso al spa', 'Toegang tot de wellness', 'Accesso alla spa')),
  activity(5, 'couple_massage', 1, 4500, 30, t('Massage en duo (30 min)', 'Masaje en pareja (30 min)', 'Duomassage (30 min)', 'Massaggio di coppia (30 min)')),
  activity(6, 'relaxing_massage', 1, 7000, 60, t('Massage relaxant (60 min)', 'Masaje relajante (60 min)', 'Ontspanningsmassage (60 min)', 'Massaggio rilassante (60 min)')),
  activity(7, 'hammam_ritual', 1, 3500, 45, t('Rituel hammam', 'Ritual de baño turco', 'Hamamritueel', 'Rituale hammam')),
  activity(8, 'wine_tasting', 3, 2500, 90, t('Dégustation de vins', 'Cata de vinos', 'Wijnproeverij', 'Degustazione di vini')),
  activity(9, 'winery_tour', 3, 2000, 120, t("Visite d'un domaine viticole", 'Visita a una bodega', 'Bezoek aan een wijndomein', 'Visita in cantina')),
  activity(10, 'bubbles_in_room', 3, 1800, 0, t('Bouteille de bulles en chambre', 'Botella de cava en la habitación', 'Fles bubbels op de kamer', 'Bottiglia di prosecco in camera')),
  activity(11, 'cooking_class', 2, 5500, 180, t('Cours de cuisine', 'Clase de cocina', 'Kookworkshop', 'Corso di cucina')),
  activity(12, 'cheese_tasting', 2, 1800, 60, t('Dégustation de fromages', 'Degustación de quesos', 'Kaasproeverij', 'Degustazione di formaggi')),
  activity(13, 'tapas_tour', 2, 2500, 150, t('Route des tapas', 'Ruta de tapas', 'Tapasroute', 'Tour delle tapas')),
  activity(14, 'museum', 4, 1500, 120, t('Entrée au musée', 'Entrada al museo', 'Museumticket', 'Ingresso al museo')),
  activity(15, 'guided_tour', 4, 1800, 120, t('Visite guidée de la ville', 'Visita guiada por la ciudad', 'Stadswandeling met gids', 'Visita guidata della città')),
  activity(16, 'castle_visit', 4, 1400, 90, t('Visite du château', 'Visita al castillo', 'Kasteelbezoek', 'Visita al castello')),
  activity(17, 'boat_trip', 8, 2200, 90, t('Balade en bateau', 'Paseo en barco', 'Boottocht', 'Giro in barca')),
  activity(18, 'kayak', 8, 3000, 120, t('Sortie en kayak', 'Ruta en kayak', 'Kajaktocht', 'Escursione in kayak')),
  activity(19, 'surf_lesson', 8, 4000, 120, t('Cours de surf', 'Clase de surf', 'Surfles', 'Lezione di surf')),
  activity(20, 'horse_riding', 5, 4500, 120, t('Balade à cheval', 'Paseo a caballo', 'Paardrijtocht', 'Passeggiata a cavallo')),
  activity(21, 'bike_rental', 5, 1500, 480, t('Location de vélos (1 jour)', 'Alquiler de bicicletas (1 día)', 'Fietsverhuur (1 dag)', 'Noleggio bici (1 giorno)')),
  activity(22, 'guided_hike', 5, 2500, 180, t('Randonnée accompagnée', 'Ruta de senderismo guiada', 'Begeleide wandeling', 'Escursione guidata')),
  activity(23, 'ski_pass', 9, 5500, 480, t('Forfait de ski (1 jour)', 'Forfait de esquí (1 día)', 'Skipas (1 dag)', 'Skipass (1 giorno)')),
  activity(24, 'snowshoe_walk', 9, 3000, 150, t('Balade en raquettes', 'Excursión con raquetas de nieve', 'Sneeuwschoenwandeling', 'Ciaspolata')),
  activity(25, 'hot_air_balloon', 6, 19000, 180, t('Vol en montgolfière', 'Vuelo en globo', 'Ballonvaart', 'Volo in mongolfiera')),
  activity(26, 'golf_green_fee', 6, 6000, 240, t('Green fee (18 trous)', 'Green fee (18 hoyos)', 'Greenfee (18 holes)', 'Green fee (18 buche)')),
  activity(27, 'via_ferrata', 6, 4500, 180, same('Via ferrata')),
  activity(28, 'theme_park', 7, 4500, 480, t("Entrée au parc d'attractions", 'Entrada al parque de atracciones', 'Toegang tot het pretpark', 'Ingresso al parco divertimenti')),
  activity(29, 'zoo', 7, 2500, 240, t('Entrée au parc animalier', 'Entrada al zoo', 'Dierentuinticket', 'Ingresso allo zoo')),
  activity(30, 'late_checkout', null, 0, 0, t('Départ tardif', 'Salida tardía', 'Late check-out', 'Check-out posticipato')),
  activity(31, 'welcome_drink', 2, 800, 30, t('Cocktail de bienvenue', 'Cóctel de bienvenida', 'Welkomstdrankje', 'Cocktail di benvenuto')),
  activity(32, 'picnic', 5, 1500, 0, t('Panier pique-nique', 'Cesta de pícnic', 'Picknickmand', 'Cestino da picnic')),
  activity(33, 'canal_cruise', 8, 1800, 75, t('Croisière sur les canaux', 'Crucero por los canales', 'Rondvaart door de grachten', 'Crociera sui canali')),
  activity(34, 'cave_visit', 4, 1700, 90, t('Visite des grottes', 'Visita a las cuevas', 'Grottenbezoek', 'Visita alle grotte')),
  activity(35, 'e_bike_tour', 5, 3500, 180, t('Balade en vélo électrique', 'Ruta en bici eléctrica', 'E-biketocht', 'Giro in e-bike')),
];

export const activityByCode = (code: string): ActivityTerm => {
  const found = ACTIVITIES.find((a) => a.code === code);
  if (!found) throw new Error(`Unknown activity ${code}`);
  return found;
};

export const TAGS = terms([
  [1, 'new', 'sparkle', t('Nouveauté', 'Novedad', 'Nieuw', 'Novità')],
  [2, 'best_seller', 'trophy', t('Meilleure vente', 'Más vendido', 'Bestseller', 'Più venduto')],
  [3, 'flash_sale', 'bolt', t('Vente flash', 'Oferta flash', 'Flash deal', 'Offerta lampo')],
  [4, 'last_minute', 'clock', t('Dernière minute', 'Última hora', 'Last minute', 'Last minute')],
  [5, 'exclusive', 'key', t('Exclusivité', 'Exclusiva', 'Exclusief', 'Esclusiva')],
  [6, 'free_cancellation', 'shield', t('Annulation possible', 'Cancelación posible', 'Annuleren mogelijk', 'Cancellazione possibile')],
  [7, 'eco', 'leaf', t('Écoresponsable', 'Sostenible', 'Duurzaam', 'Ecosostenibile')],
  [8, 'top_rated', 'star', t('Plébiscité par nos clients', 'Favorito de nuestros clientes', 'Favoriet bij onze klanten', 'Amato dai nostri clienti')],
]);

export const MARKETING_LABELS = terms([
  [1, 'our_favourite', 'heart', t('Coup de cœur', 'Nuestro favorito', 'Onze favoriet', 'Il nostro preferito')],
  [2, 'only_here', 'key', t('Uniquement chez nous', 'Solo con nosotros', 'Alleen bij ons', 'Solo da noi')],
  [3, 'family_friendly', 'family', t('Idéal en famille', 'Ideal en familia', 'Ideaal met kinderen', 'Ideale per famiglie')],
  [4, 'limited', 'hourglass', t('Places limitées', 'Plazas limitadas', 'Beperkte beschikbaarheid', 'Posti limitati')],
  [5, 'selling_fast', 'flame', t('Part comme des petits pains', 'Se agota rápido', 'Snel uitverkocht', 'Va a ruba')],
  [6, 'renovated', 'brush', t('Récemment rénové', 'Recién reformado', 'Pas gerenoveerd', 'Appena ristrutturato')],
]);

/** Labels for offers aimed at a public (shown on the card as its targeted label). */
export const TARGETED_LABELS = terms([
  [1, 'newsletter', 'mail', t('Offre réservée aux abonnés', 'Oferta exclusiva para suscriptores', 'Exclusief voor abonnees', 'Offerta riservata agli iscritti')],
  [2, 'young_couples', 'heart', t('Spécial jeunes couples', 'Especial parejas jóvenes', 'Speciaal voor jonge stellen', 'Speciale giovani coppie')],
  [3, 'seniors', 'sun', t('Séjour sérénité seniors', 'Escapada tranquila sénior', 'Rustig weekend voor senioren', 'Soggiorno relax senior')],
  [4, 'early_booking', 'calendar', t('Réservation anticipée', 'Reserva anticipada', 'Vroegboekkorting', 'Prenota prima')],
]);

export const ROOM_TYPES = terms([
  [1, 'double_classic', 'bed', t('Chambre Double Classique', 'Habitación Doble Clásica', 'Klassieke tweepersoonskamer', 'Camera Doppia Classica')],
  [2, 'double_superior', 'bed', t('Chambre Double Supérieure', 'Habitación Doble Superior', 'Superior tweepersoonskamer', 'Camera Doppia Superior')],
  [3, 'twin', 'beds', t('Chambre Lits Jumeaux', 'Habitación con Dos Camas', 'Kamer met twee aparte bedden', 'Camera con Letti Singoli')],
  [4, 'junior_suite', 'sofa', t('Suite Junior', 'Junior Suite', 'Juniorsuite', 'Junior Suite')],
  [5, 'family', 'family', t('Chambre Familiale', 'Habitación Familiar', 'Familiekamer', 'Camera Familiare')],
  [6, 'sea_view', 'horizon', t('Chambre Vue Mer', 'Habitación con Vistas al Mar', 'Kamer met zeezicht', 'Camera Vista Mare')],
  [7, 'suite', 'crown', same('Suite')],
  [8, 'cabin', 'treehouse', t('Cabane perchée', 'Cabaña en el árbol', 'Boomhut', "Casa sull'albero")],
]);

/**
 * A room's own features (docs/hotel-page.md 'Room highlights'), stored per room (`room.features`, their ids in this
 * order) and drawn by the seed from its own random stream. Views the hotel's facilities already name (sea view) are
 * not repeated here.
 */
export const ROOM_FEATURES = terms([
  [1, 'balcony', 'balcony', t('Balcon', 'Balcón', 'Balkon', 'Balcone')],
  [2, 'private_terrace', 'parasol', t('Terrasse privée', 'Terraza privada', 'Privéterras', 'Terrazza privata')],
  [3, 'bathtub', 'bath', t('Baignoire', 'Bañera', 'Ligbad', 'Vasca da bagno')],
  [4, 'walk_in_shower', 'shower', t("Douche à l'italienne", 'Ducha a ras de suelo', 'Inloopdouche', 'Doccia walk-in')],
  [5, 'private_jacuzzi', 'bubbles', t('Jacuzzi privatif', 'Jacuzzi privado', 'Privé-jacuzzi', 'Idromassaggio privato')],
  [6, 'fireplace', 'flame', t('Cheminée', 'Chimenea', 'Open haard', 'Caminetto')],
  [7, 'coffee_machine', 'coffee', t('Machine à café', 'Cafetera', 'Koffiezetapparaat', 'Macchina del caffè')],
  [8, 'minibar', 'minibar', same('Minibar')],
  [9, 'desk', 'desk', t('Bureau', 'Escritorio', 'Bureau', 'Scrivania')],
  [10, 'sitting_area', 'sofa', t('Coin salon', 'Zona de estar', 'Zithoek', 'Angolo salotto')],
  [11, 'blackout_curtains', 'moon', t('Rideaux occultants', 'Cortinas opacas', 'Verduisterende gordijnen', 'Tende oscuranti')],
  [12, 'soundproofing', 'mute', t('Chambre insonorisée', 'Habitación insonorizada', 'Geluiddichte kamer', 'Camera insonorizzata')],
  [13, 'bathrobes', 'robe', t('Peignoirs et chaussons', 'Albornoz y zapatillas', 'Badjassen en slippers', 'Accappatoi e ciabatte')],
  [14, 'garden_view', 'tree', t('Vue sur le jardin', 'Vistas al jardín', 'Uitzicht op de tuin', 'Vista giardino')],
  [15, 'mountain_view', 'peak', t('Vue sur les montagnes', 'Vistas a la montaña', 'Uitzicht op de bergen', 'Vista montagna')],
  [16, 'city_view', 'city', t('Vue sur la ville', 'Vistas a la ciudad', 'Uitzicht op de stad', 'Vista città')],
  [17, 'lake_view', 'lake', t('Vue sur le lac', 'Vistas al lago', 'Uitzicht op het meer', 'Vista lago')],
]);

export const byCode = (list: Term[], code: string): Term => {
  const found = list.find((x) => x.code === code);
  if (!found) throw new Error(`Unknown code ${code}`);
  return found;
};
