"""Places whose German name is not their English one: cities, countries, regions and continents that German names
without an article ("in Brasilien", not "in der Schweiz": the name alone cannot put the article in). Names that are
also people's or everyday words ("Florence", "Nice", "Sofia", "Jordan", "Georgia", "Chad") are left out: the English
word may not mean the place.

A translation that names such a place in German keeps it (``verbatim.keeps_names``), and where the model copied the
English name, or a placeholder for it (``verbatim.protect``), the translation pipeline writes the German one
(``german.with_german_place_names``).
"""

import re

PLACE_NAMES = {
    "Munich": "München", "Cologne": "Köln", "Nuremberg": "Nürnberg", "Hanover": "Hannover",
    "Dusseldorf": "Düsseldorf", "Gottingen": "Göttingen", "Tubingen": "Tübingen", "Lubeck": "Lübeck",
    "Wurzburg": "Würzburg", "Saarbrucken": "Saarbrücken", "Osnabruck": "Osnabrück", "Vienna": "Wien",
    "Zurich": "Zürich", "Geneva": "Genf", "Lucerne": "Luzern", "Milan": "Mailand", "Venice": "Venedig",
    "Naples": "Neapel", "Rome": "Rom", "Genoa": "Genua", "Marseilles": "Marseille", "Lyons": "Lyon",
    "Strasbourg": "Straßburg", "Lisbon": "Lissabon", "Seville": "Sevilla", "Brussels": "Brüssel",
    "Antwerp": "Antwerpen", "Ghent": "Gent", "Bruges": "Brügge", "Copenhagen": "Kopenhagen",
    "Gothenburg": "Göteborg", "Prague": "Prag", "Warsaw": "Warschau", "Cracow": "Krakau", "Krakow": "Krakau",
    "Moscow": "Moskau", "Kiev": "Kiew", "Kyiv": "Kiew", "Bucharest": "Bukarest", "Belgrade": "Belgrad",
    "Athens": "Athen", "Beijing": "Peking", "Cairo": "Kairo", "Tokyo": "Tokio", "Tehran": "Teheran",
    "Damascus": "Damaskus", "Baghdad": "Bagdad", "Singapore": "Singapur", "Calcutta": "Kalkutta",
    "Algiers": "Algier", "Havana": "Havanna", "Nicosia": "Nikosia",
    "Albania": "Albanien", "Algeria": "Algerien", "Argentina": "Argentinien", "Armenia": "Armenien",
    "Australia": "Australien", "Austria": "Österreich", "Azerbaijan": "Aserbaidschan", "Bangladesh": "Bangladesch",
    "Belgium": "Belgien", "Bolivia": "Bolivien", "Bosnia": "Bosnien", "Brazil": "Brasilien",
    "Britain": "Großbritannien", "Great Britain": "Großbritannien", "Bulgaria": "Bulgarien",
    "Cambodia": "Kambodscha", "Cameroon": "Kamerun", "Canada": "Kanada", "Colombia": "Kolumbien",
    "Croatia": "Kroatien", "Cuba": "Kuba", "Cyprus": "Zypern", "Denmark": "Dänemark", "Egypt": "Ägypten",
    "Estonia": "Estland", "Ethiopia": "Äthiopien", "Finland": "Finnland", "France": "Frankreich",
    "Germany": "Deutschland", "Greece": "Griechenland", "Greenland": "Grönland", "Hungary": "Ungarn",
    "Iceland": "Island", "India": "Indien", "Indonesia": "Indonesien", "Ireland": "Irland", "Italy": "Italien",
    "Jamaica": "Jamaika", "Kazakhstan": "Kasachstan", "Kenya": "Kenia", "Kyrgyzstan": "Kirgisistan",
    "Latvia": "Lettland", "Libya": "Libyen", "Lithuania": "Litauen", "Luxembourg": "Luxemburg",
    "Macedonia": "Mazedonien", "North Macedonia": "Nordmazedonien", "Madagascar": "Madagaskar",
    "Mexico": "Mexiko", "Moldova": "Moldau", "Morocco": "Marokko", "Mozambique": "Mosambik",
    "New Zealand": "Neuseeland", "North Korea": "Nordkorea", "Norway": "Norwegen", "Palestine": "Palästina",
    "Poland": "Polen", "Qatar": "Katar", "Romania": "Rumänien", "Russia": "Russland", "Rwanda": "Ruanda",
    "Saudi Arabia": "Saudi-Arabien", "Scotland": "Schottland", "Serbia": "Serbien", "Slovenia": "Slowenien",
    "South Africa": "Südafrika", "South Korea": "Südkorea", "Spain": "Spanien", "Sweden": "Schweden",
    "Syria": "Syrien", "Tajikistan": "Tadschikistan", "Tanzania": "Tansania", "Tunisia": "Tunesien",
    "Uzbekistan": "Usbekistan", "Zambia": "Sambia", "Zimbabwe": "Simbabwe",
    "Andalusia": "Andalusien", "Apulia": "Apulien", "Bavaria": "Bayern", "Bohemia": "Böhmen",
    "Calabria": "Kalabrien", "Carinthia": "Kärnten", "Catalonia": "Katalonien", "Corsica": "Korsika",
    "Crete": "Kreta", "Flanders": "Flandern", "Franconia": "Franken", "Hesse": "Hessen", "Lapland": "Lappland",
    "Lower Saxony": "Niedersachsen", "Patagonia": "Patagonien", "Prussia": "Preußen", "Sardinia": "Sardinien",
    "Saxony": "Sachsen", "Scandinavia": "Skandinavien", "Siberia": "Sibirien", "Sicily": "Sizilien",
    "Silesia": "Schlesien", "Swabia": "Schwaben", "Thuringia": "Thüringen", "Transylvania": "Siebenbürgen",
    "Tyrol": "Tirol", "Umbria": "Umbrien", "Westphalia": "Westfalen",
    "Africa": "Afrika", "America": "Amerika", "North America": "Nordamerika", "South America": "Südamerika",
    "Latin America": "Lateinamerika", "Central America": "Mittelamerika", "Asia": "Asien", "Europe": "Europa",
}  # fmt: skip
# Places German names as English does, without an article ("nach London", "in Japan"): big cities and countries, for
# the preposition before a place gone to (``german.with_german_prepositions``). Names that are also people's or
# everyday words ("Sydney", "Jersey", "Chile" as in "chilli") are left out.
SAME_NAMES = frozenset({
    "London", "Berlin", "Paris", "Madrid", "Hamburg", "Frankfurt", "Stuttgart", "Dresden", "Leipzig", "Bremen",
    "Bonn", "Heidelberg", "Salzburg", "Innsbruck", "Graz", "Bern", "Basel", "Amsterdam", "Rotterdam", "Stockholm",
    "Oslo", "Helsinki", "Dublin", "Edinburgh", "Glasgow", "Manchester", "Liverpool", "Birmingham", "Oxford",
    "Cambridge", "Budapest", "Barcelona", "Valencia", "Porto", "Istanbul", "Dubai", "Bangkok", "Delhi", "Mumbai",
    "Shanghai", "Hong Kong", "Boston", "Chicago", "New York", "Los Angeles", "San Francisco", "Las Vegas", "Seattle",
    "Miami", "Toronto", "Vancouver", "Montreal", "Melbourne", "Buenos Aires", "Rio de Janeiro",
    "England", "Wales", "Japan", "China", "Israel", "Portugal", "Peru", "Vietnam", "Nepal", "Pakistan", "Thailand",
    "Malaysia", "Taiwan", "Malta", "Nigeria", "Ghana", "Uganda", "Uruguay", "Paraguay", "Ecuador", "Venezuela",
})  # fmt: skip
# A place of the table, the longest first ("South Africa" before "Africa").
PLACES = "|".join(sorted(PLACE_NAMES, key=len, reverse=True))
PLACE = re.compile(rf"\b(?:{PLACES})\b")
