/**
 * German cities with their federal state, a central postcode and the coordinates of the city
 * centre (WGS 84, 4 decimals). Köln's surroundings are dense on purpose: the radius search is
 * demonstrated and tested around Köln (Bonn ~25 km, Düren ~37 km, Düsseldorf ~34 km inside 50 km;
 * Aachen ~64 km outside).
 */

export interface CitySeed {
  name: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
}

const NW = 'Nordrhein-Westfalen';
const BY = 'Bayern';
const BW = 'Baden-Württemberg';
const NI = 'Niedersachsen';
const HE = 'Hessen';
const RP = 'Rheinland-Pfalz';
const SN = 'Sachsen';
const TH = 'Thüringen';
const ST = 'Sachsen-Anhalt';
const SH = 'Schleswig-Holstein';
const MV = 'Mecklenburg-Vorpommern';
const BB = 'Brandenburg';

const c = (
  name: string,
  state: string,
  zip: string,
  latitude: number,
  longitude: number,
): CitySeed => ({ name, state, zip, latitude, longitude });

export const citySeeds: CitySeed[] = [
  c('Berlin', 'Berlin', '10117', 52.52, 13.405),
  c('Hamburg', 'Hamburg', '20095', 53.5511, 9.9937),
  c('München', BY, '80331', 48.1374, 11.5755),
  c('Köln', NW, '50667', 50.9375, 6.9603),
  c('Frankfurt am Main', HE, '60311', 50.1109, 8.6821),
  c('Stuttgart', BW, '70173', 48.7758, 9.1829),
  c('Düsseldorf', NW, '40213', 51.2277, 6.7735),
  c('Leipzig', SN, '04109', 51.3397, 12.3731),
  c('Dortmund', NW, '44135', 51.5136, 7.4653),
  c('Essen', NW, '45127', 51.4556, 7.0116),
  c('Bremen', 'Bremen', '28195', 53.0793, 8.8017),
  c('Dresden', SN, '01067', 51.0504, 13.7373),
  c('Hannover', NI, '30159', 52.3759, 9.732),
  c('Nürnberg', BY, '90402', 49.4521, 11.0767),
  c('Bonn', NW, '53111', 50.7374, 7.0982),
  c('Münster', NW, '48143', 51.9607, 7.6261),
  c('Karlsruhe', BW, '76133', 49.0069, 8.4037),
  c('Mannheim', BW, '68159', 49.4875, 8.466),
  c('Augsburg', BY, '86150', 48.3705, 10.8978),
  c('Wiesbaden', HE, '65183', 50.0782, 8.2398),
  c('Mainz', RP, '55116', 49.9929, 8.2473),
  c('Aachen', NW, '52062', 50.7753, 6.0839),
  c('Kiel', SH, '24103', 54.3233, 10.1228),
  c('Freiburg im Breisgau', BW, '79098', 47.999, 7.8421),
  c('Erfurt', TH, '99084', 50.9848, 11.0299),
  c('Rostock', MV, '18055', 54.0924, 12.0991),
  c('Kassel', HE, '34117', 51.3127, 9.4797),
  c('Potsdam', BB, '14467', 52.3906, 13.0645),
  c('Saarbrücken', 'Saarland', '66111', 49.2402, 6.9969),
  c('Regensburg', BY, '93047', 49.0134, 12.1016),
  c('Würzburg', BY, '97070', 49.7913, 9.9534),
  c('Heidelberg', BW, '69117', 49.3988, 8.6724),
  c('Düren', NW, '52349', 50.8041, 6.4929),
  c('Leverkusen', NW, '51373', 51.0303, 6.9843),
  c('Bergisch Gladbach', NW, '51465', 50.9918, 7.1367),
  c('Königswinter', NW, '53639', 50.6836, 7.1877),
  c('Siegburg', NW, '53721', 50.8014, 7.2044),
  c('Brühl', NW, '50321', 50.8284, 6.9046),
  c('Kerpen', NW, '50171', 50.87, 6.6961),
  c('Hürth', NW, '50354', 50.8779, 6.8765),
  c('Pulheim', NW, '50259', 50.9996, 6.8068),
  c('Frechen', NW, '50226', 50.9119, 6.8109),
  c('Troisdorf', NW, '53840', 50.8161, 7.1556),
  c('Neuss', NW, '41460', 51.2042, 6.6879),
  c('Solingen', NW, '42651', 51.1652, 7.0671),
  c('Wuppertal', NW, '42103', 51.2562, 7.1508),
  c('Krefeld', NW, '47798', 51.3388, 6.5853),
  c('Mönchengladbach', NW, '41061', 51.1805, 6.4428),
  c('Duisburg', NW, '47051', 51.4344, 6.7623),
  c('Bochum', NW, '44787', 51.4818, 7.2162),
  c('Gelsenkirchen', NW, '45879', 51.5177, 7.0857),
  c('Bielefeld', NW, '33602', 52.0302, 8.5325),
  c('Osnabrück', NI, '49074', 52.2799, 8.0472),
  c('Göttingen', NI, '37073', 51.5413, 9.9158),
  c('Jena', TH, '07743', 50.9271, 11.5892),
  c('Halle (Saale)', ST, '06108', 51.4825, 11.9697),
  c('Magdeburg', ST, '39104', 52.1205, 11.6276),
  c('Lübeck', SH, '23552', 53.8655, 10.6866),
  c('Ulm', BW, '89073', 48.4011, 9.9876),
  c('Koblenz', RP, '56068', 50.3569, 7.589),
  c('Trier', RP, '54290', 49.749, 6.6371),
  c('Passau', BY, '94032', 48.5667, 13.4319),
  c('Ingolstadt', BY, '85049', 48.7665, 11.4258),
  c('Braunschweig', NI, '38100', 52.2689, 10.5268),
  c('Oldenburg', NI, '26122', 53.1435, 8.2146),
  c('Schwerin', MV, '19053', 53.6355, 11.4012),
  c('Bamberg', BY, '96047', 49.8988, 10.9028),
  c('Celle', NI, '29221', 52.6226, 10.0805),
  c('Hamm', NW, '59065', 51.6739, 7.815),
  c('Darmstadt', HE, '64283', 49.8728, 8.6512),
  c('Oberhausen', NW, '46045', 51.4963, 6.8638),
  c('Paderborn', NW, '33098', 51.7189, 8.7575),
  c('Siegen', NW, '57072', 50.8748, 8.0243),
  c('Gießen', HE, '35390', 50.5841, 8.6784),
  c('Marburg', HE, '35037', 50.8021, 8.7667),
  c('Chemnitz', SN, '09111', 50.8278, 12.9214),
  c('Cottbus', BB, '03046', 51.7563, 14.3329),
  c('Flensburg', SH, '24937', 54.7937, 9.447),
  c('Zweibrücken', RP, '66482', 49.2466, 7.3695),
  c('Tübingen', BW, '72070', 48.5216, 9.0576),
  c('Schleswig', SH, '24837', 54.5153, 9.5697),
  c('Brandenburg an der Havel', BB, '14776', 52.4125, 12.5316),
  c('Lüneburg', NI, '21335', 53.2464, 10.4115),
  c('Wolfsburg', NI, '38440', 52.4227, 10.7865),
  c('Offenbach am Main', HE, '63065', 50.0956, 8.7761),
  c('Heilbronn', BW, '74072', 49.1427, 9.2109),
  c('Pforzheim', BW, '75175', 48.8922, 8.6946),
  c('Konstanz', BW, '78462', 47.6603, 9.1758),
  c('Erlangen', BY, '91054', 49.5897, 11.004),
  c('Fürth', BY, '90762', 49.4771, 10.9887),
  c('Ludwigshafen am Rhein', RP, '67059', 49.4774, 8.4452),
  c('Kaiserslautern', RP, '67655', 49.4401, 7.7491),
  c('Recklinghausen', NW, '45657', 51.6141, 7.1979),
];

/** English city names where they differ (for English texts). */
export const englishCityNames: Record<string, string> = {
  Köln: 'Cologne',
  München: 'Munich',
  Nürnberg: 'Nuremberg',
  Hannover: 'Hanover',
};
