"""People's English as the model learnt to read it: apostrophes and final marks put back, the subject a
message dropped, words in their usual case, misspellings put right, the shorthand of hurried messages written
out, clock times on the 24-hour clock and dates day first; and other languages told from English.

Example:
    >>> from pipelines.english import with_apostrophes, written_out
    >>> with_apostrophes("i cant make it tonight")
    "I can't make it tonight"
    >>> written_out("thx, see u tmrw")
    'Thanks, see you tomorrow'
"""

from __future__ import annotations

import functools
import re
import string
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Iterable

from .english_casing import IN_CAPITALS, USUAL_FORMS
from .english_spelling import LOOKALIKES, MISSPELLINGS
from .text import MONTHS, SPEAKER, UNITS, WEEKDAYS, frequent_words
from .verbatim import FORMAT, LETTER_WORD, MONTH_NAMES, NUMBER, hour_24, without_possessive

# A first word typed in lower case, and an option's value in capitals, as programs list their options ("cols N",
# "discard CHAR"; ``with_capital``).
_LOWER_CASE_FIRST_WORD = re.compile(r"[a-z]+(?=\s)")
_METAVARIABLE = re.compile(r"\b(?![AI]\b)[A-Z]+\b")
# A clock time said in words, "half past 7", "a quarter to eight": German says "halb acht" for 7:30, so the model
# wrote "half past seven" as "halb sieben", and "quarter to eight" as "vervierfacht".
HOURS_IN_WORDS = (
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
)  # fmt: skip
CLOCK_IN_WORDS = re.compile(
    rf"\b(?:(?P<half>half) past|(?:a )?quarter (?P<way>past|to)) (?P<hour>1[0-2]|[1-9]|{'|'.join(HOURS_IN_WORDS)})\b",
    re.IGNORECASE,
)
GERMAN_HOURS = (
    "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf",
)  # fmt: skip
# The number of a 12-hour clock time: an hour of 1 to 12 and its minutes ("7:30", "11.45"; not "30", "1.5").
_CLOCK_12 = re.compile(r"(1[0-2]|0?[1-9])(?:[:.]([0-5]\d))?")
# A clock time said before "tonight" or "this evening", and the word before it ("at 8 tonight", "until 6:00 this
# evening"): the model, which saw one such phrase in its training pairs, wrote "um 7:30 Uhr a abends" and "um
# 8:00-Tonicht", and wrote "tonight at 19:30" well ("heute Abend um 19:30 Uhr").
_EVENING_TIME = re.compile(
    r"\b(?P<at>at|until|till|by|before|after|from|around) (?P<time>(?:1[0-2]|0?[1-9])(?:[:.][0-5]\d)?)"
    r"(?P<half>\s?[ap]\.?m\b\.?)? (?P<evening>tonight|this evening)\b",
    re.IGNORECASE,
)
# What follows a sentence: the text's end, or the next sentence's first capital.
_NEXT_SENTENCE = re.compile(r"\s*$|\s+[A-Z\"“(]")
# The end of a range of clock times whose start has no "am" or "pm" of its own: "2 and 4 pm", "9-11 a.m.".
_RANGE_END = re.compile(r"\s?[-–]\s?|\s(?:to|till|until|and)\s")
# A date written month first ("March 3rd", "July 21, 1990"; not the start of a range, "March 3-5"), and what a
# bare number after the month must be followed by to be its day ("March 3 at noon", not "in March 3 people came").
_MONTH_FIRST = re.compile(
    rf"\b(?P<month>{'|'.join(MONTH_NAMES)})"
    r"\s+(?P<day>3[01]|[12]\d|0?[1-9])(?P<suffix>st|nd|rd|th)?\b(?!\s?[-–—]\s?\d)(?P<year>,?\s+\d{4}\b)?"
)
# A date written day first: "the 22nd of March", which the model read as "der 22nd von März", and "25 March" with
# no ordinal, which it wrote "25 März" (German writes "25. März", as the model does for "25th March").
_DAY_OF_MONTH = re.compile(
    rf"\bthe (?P<day>3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th) of (?P<month>{'|'.join(MONTH_NAMES)})\b"
    rf"|(?<![\w.,:/-])(?P<bare_day>3[01]|[12]\d|0?[1-9]) (?P<of>{'|'.join(MONTH_NAMES)})\b"
)
# A date in numbers, month or day first ("12/15/2026" in the United States, "15/12/2026" in Britain): where a
# number over 12 shows which is the day, it is written as German writes dates ("15.12.2026"); "03/04/2026" stays.
_DATE_IN_NUMBERS = re.compile(r"(?<![\w/.,:-])(\d{1,2})/(\d{1,2})/((?:19|20)\d\d)(?![\w/]|[.,]\d)")
_DAY_FOLLOWS = re.compile(r"\s*(?:$|[^\w\s]|(?:at|and|to|until|till|through|or|from|in|on|is|was|will|by)\b)")
# Contractions typed without their apostrophe, as people do in a hurry ("dont", "im"): only the words that
# are rarely anything else ("its", "well", "ill", "were", "lets" are English words too, so they stay).
_CONTRACTIONS = {
    word.replace("'", "").lower(): word
    for words in (
        "don't doesn't didn't can't couldn't won't wouldn't shouldn't isn't aren't wasn't weren't",
        "hasn't haven't hadn't mustn't needn't ain't I I'm I've you're you've you'll you'd",
        "they're they've they'll they'd that's what's where's there's who's how's he's she's",
    )
    for word in words.split()
}
# Function words (English's with a few of program messages), to tell English from the languages people paste
# into an English model most often: text with two or more of one other language's and more of them than of
# English's is not English. A word that is English too ("die", "war", "come", "per", "hat", "no") counts for
# English only.
_FUNCTION_WORDS = {
    "English": "the a an and or of to is are was were be been being it its this that these those with for on at by "
    "from not no you he she we they me him us them my your his her our their have has had do does did will would can "
    "could should shall may might must there here what which who whom whose when where why how if than then but as "
    "so just about into over after before all any some more most other only also new one out up per use used file "
    "files option options please",
    "German": "der das und ist nicht ich du er sie wir ihr ein eine einen einem dem den des zu mit von auf für im "
    "sind haben habe wie auch es sich noch nur oder aber wenn dass ja nein bitte sehr kann wird werden wurde schon "
    "mein dein unser euer kein keine",
    "French": "le la les et est un une des du je tu il elle nous vous ils elles pas que qui dans pour sur avec au aux "
    "ce cette sont mais ou très être avoir fait",
    "Spanish": "el los las es un una del que en por para con se su al lo como más pero muy está son ser hay tú",
    "Italian": "il lo gli le un una del della che di con si su al più ma sono io tu questo",
    "Portuguese": "um uma do da dos das que em por para com não se seu sua ao como mais mas são eu você",
}
_ENGLISH_WORDS = frozenset(_FUNCTION_WORDS["English"].split())
_OTHER_WORDS = {
    language: frozenset(words.split()) - _ENGLISH_WORDS
    for language, words in _FUNCTION_WORDS.items()
    if language != "English"
}
LETTERS = re.compile(r"[^\W\d_]+")
# What shows that a number after a month is its day, before the month: "on May 25", "Monday, May 25".
_BEFORE_DATE = re.compile(rf"\b(?:on|{'|'.join(dict.fromkeys(WEEKDAYS.values()))}),?\s+$")
# A count of times glued to its "x" before how often: "3x a week" (the model wrote "in die Woche 3x eine Woche").
_TIMES = re.compile(r"(?<![\w.])(\d+)x(?= (?:a|an|per|each|every) \w| (?:daily|weekly|monthly)\b)")
# A number made vague with "ish": "8ish", "7:30-ish" (the model copied "8ish"); "about" once.
_ISH = re.compile(r"(?:\b(around|about|at) )?\b(\d+(?:[:.]\d\d)?(?: ?[ap]\.?m\.?)?)-?ish\b", re.IGNORECASE)
# The set phrases of e-mails that the model read word for word, and the plain words it translates well
# (``in_plain_words``): "Please find attached the invoice." came out "Bitte angebracht die Rechnung.", "Please do not
# hesitate to contact me." "Er zögern mich bitte nicht, mich zu kontaktieren.", "feel free to contact us" "fügen Sie
# uns freilassen" ("Please find enclosed" it knows:
# "Anbei finden Sie ..."). What is attached is one thing or more ("the invoice and the delivery note"), with no
# clause after it ("the invoice and let me know ...") and not attached to something ("the poster to the wall").
_ATTACHMENT = (
    r"(?P<what>(?:(?! and (?!(?:the|an?|my|our|your|his|her|their|this|these|those|some|all)\b)| to )"
    r"[^.!?,;:])+?)"
)
_ATTACHMENT_END = r"(?P<mark>[.!]?)\s*"
_ATTACHED = (
    re.compile(
        r"\s*(?:(?:please )?find attached|attached,? (?:please find|you will find|you['’]ll find|is|are))[,:]? "
        + _ATTACHMENT
        + _ATTACHMENT_END,
        re.IGNORECASE,
    ),
    re.compile(r"\s*(?:please )?find " + _ATTACHMENT + " attached" + _ATTACHMENT_END, re.IGNORECASE),
)
_I_ATTACHED = re.compile(r"\s*I(?: have|['’]ve) attached " + _ATTACHMENT + _ATTACHMENT_END)
# "at the latest" after a day or a time something is due by or at ("by Friday at the latest", "at 10:00 at the
# latest"), which the model read word for word ("bis Freitag am letzten", "im letzten Augenblick um 8 Uhr"): read
# without it, and ``german.with_german_latest`` puts German's "spätestens" before the day or time.
AT_THE_LATEST = re.compile(
    r"(?P<due>\b(?:by|at|until|till) (?:[^,.;:!?]|(?<=\d)[:.](?=\d)){1,30}?),? at the (?:very )?latest\b",
    re.IGNORECASE,
)
_PLEASE_DO = re.compile(
    r"(?:^|(?<=[.!?,;:] ))(?:(please) )?"  # a request, where a sentence or a clause starts: not "I feel free to ..."
    r"(?:(?:do not|don['’]t) hesitate to (?=contact|call|let|reach|get in touch)|feel free to (?=[a-z]))",
    re.IGNORECASE,
)
# Goods "shipped", said after a form of "be" or "get" ("Your order has been shipped.", "will be shipped within 2
# days"), which the model read as moved or fitted out ("Ihre Bestellung wurde verschoben.", "... ausgestattet"): read
# as "sent", which it writes "verschickt" (``in_plain_words``).
_SHIPPED = re.compile(
    r"\b((?:am|is|are|was|were|be|been|being|get|gets|got|gotten)(?: (?:already|just|now|usually|normally|"
    r"today|yesterday|still|not|then))?) shipped\b",
    re.IGNORECASE,
)
# A booking of a room, a table or a flight, said after a determiner or what it books ("my booking", "the hotel
# booking"), which the model read as a book ("Ich möchte mein Buch bestätigen.", "eine Buchhaltung"): read as a
# "reservation", which it writes "Reservierung" (``in_plain_words``). "booking a table" and "the booking number"
# ("Buchungsnummer", which it knows) stay.
_BOOKING = re.compile(
    r"\b((?:my|your|our|his|her|their|the|a|this|that|these|those|any|hotel|room|table|flight|new|existing"
    r"|confirmed|group) )booking(s?)\b(?! (?:number|reference|code|confirmation|site|page|system|fee)s?\b)",
    re.IGNORECASE,
)
# Everyday words the model read as others, and the words it writes well for them (``in_plain_words``): "The room is
# too noisy." came out as "Das Zimmer ist zu Mittagessen.", "Where is the restroom?" as "Wo ist der Rest?", "My cell
# phone is broken." as "Ich bin kaputt.", "Check, please!" as "Bitte prüfen Sie, bitte!"; the corpus' German says
# "laut" for "noisy" and "Handy" or "Mobiltelefon" for a cell phone. Toilets in the plural are "WCs", which the model
# copies ("Wo sind die WCs?"): it wrote "Where are the toilets?" as "Wo sind die Künste?", "The toilets are dirty." as
# "Es sind schmutzig.".
_PLAIN_WORDS = {
    "noisy": "loud", "noisier": "louder", "noisiest": "loudest",
    "restroom": "toilet", "restrooms": "WCs", "toilets": "WCs",
    "cell phone": "mobile phone", "cell phones": "mobile phones", "cellphone": "mobile phone",
    "cellphones": "mobile phones",
}  # fmt: skip
_PLAIN_WORD = re.compile(rf"\b(?:{'|'.join(_PLAIN_WORDS)})\b", re.IGNORECASE)
# A supply used up ("We're out of milk.", "The printer has run out of paper."), which the model read as a place left
# ("Wir sind aus Milch herausgekommen.", "Der Drucker ist nicht mehr zu Papier."): said as "have no more", which it
# writes as the corpus' German does ("Wir haben keine Milch mehr."), and one running out as "have almost no ... left"
# ("Wir laufen von Milch aus."; now "Wir haben fast keine Milch mehr."); goods "out of stock" as "sold out"
# ("außerhalb der Lagerung"; now "ausverkauft"). Only things that run out: "out of order", "out of town" and "out of
# reach" stay.
_SUPPLIES = (
    "milk", "bread", "coffee", "tea", "sugar", "salt", "butter", "eggs", "cheese", "fruit", "rice", "pasta", "flour",
    "oil", "water", "juice", "beer", "wine", "food", "toilet paper", "paper", "ink", "toner", "petrol", "gasoline",
    "fuel", "diesel", "money", "cash", "coins", "tickets", "time", "ideas", "space", "patience", "options",
)  # fmt: skip
_OUT_OF = re.compile(
    r"(?P<be>\s(?:am|is|are|was|were|have run|has run|ran)|['’](?:m|re|s|ve run|s run))(?P<running> running)?"
    r"(?: all| (?P<when>currently|now|already|temporarily))? out of"
    rf" (?:(?P<what>{'|'.join(_SUPPLIES)})|(?P<stock>stock))\b",
    re.IGNORECASE,
)
_HAVE = {
    "am": "have", "are": "have", "m": "have", "re": "have", "ve run": "have", "have run": "have",
    "is": "has", "s": "has", "s run": "has", "has run": "has", "was": "had", "were": "had", "ran": "had",
}  # fmt: skip
# A machine "out of order" ("The lift is out of order.", "The ticket machine has been out of order since Monday."),
# which the model read as out of sorts ("Der Aufzug ist außer Ordnung.", "Das Fahrkartengerät ist nicht stabil.", "Der
# ATM ist nicht mehr streng."): read as "broken", which it writes "kaputt" (German says "außer Betrieb",
# ``german.with_german_state``). Pages or a remark "out of order" are not broken.
_MACHINE_OUT_OF_ORDER = re.compile(
    r"\b((?:lift|elevator|escalator|machine|ATM|cash machine|cashpoint|toilet|WC|phone|payphone|printer|copier|shower"
    r"|dryer|washer|terminal|card reader|fountain|heater|heating|air conditioning|dishwasher|microwave)s?"
    r" (?:is|are|was|were|has been|have been|['’]s)(?: (?:still|again|currently|temporarily|unfortunately))?)"
    r" out of order\b",
    re.IGNORECASE,
)
# "Make it" said for coming to something ("I'm afraid I can't make it to the meeting.", "Can you make it tonight?"),
# which the model read as making something ("Ich fürchte, ich kann es nicht zum Treffen bringen.", "Ich kann es heute
# Abend nicht gut machen."): read as "come" ("Ich kann leider nicht zur Besprechung kommen."). Where nothing says to
# what or when, only a "can't" (not "Will he make it?", which asks whether he gets through).
_MAKE_IT = re.compile(
    r"\b((?P<not>can['’]t|cannot|can not|won['’]t|couldn['’]t|(?:not|never) be able to)"
    r"|(?:can|could|will|['’]ll|would)(?: (?:you|we|they|he|she|I))?|be able to) make it\b"
    r"(?=(?(not)(?: to\b| tonight\b| today\b| tomorrow\b| on\b| at\b| this\b| next\b| then\b|[.,;!?]|$)"
    r"|(?: to (?:the|your|our|my|his|her|their)\b| tonight\b| today\b| tomorrow\b| on \w+day\b| this\b| next\b)))",
    re.IGNORECASE,
)
# A wedding to come ("My sister is getting married next summer.", "When are you getting married?"), which the model
# read as someone married off ("Meine Schwester wird im nächsten Sommer geheiratet.", "Wann geht es Ihnen
# verheiratet?"): said as "going to marry" ("... wird im nächsten Sommer heiraten.", "Wann wirst du heiraten?").
_GETTING_MARRIED = re.compile(
    r"(\b(?:am|is|are)\b(?: (?:I|you|we|they|he|she))?|['’](?:m|re|s)) getting married\b", re.IGNORECASE
)
# Everyday phrases the model read word by word, and the words it writes well for them: "I'm busy all week." came out as
# "Ich bin alle Woche beschäftigt.", "What's the weather like today?" as "Was ist das Wetter wie heute?", "It's
# freezing in here." as "Hier ist einfrierend.", "The website is down." as "Die Homepage ist heruntergekommen.", "The
# battery is dead." as "Die Batterie ist tot." ("all day" and "all night" it writes well).
_ALL_WEEK = re.compile(
    r"\ball (week|weekend|month|year|morning|afternoon|evening)(?: long)?\b", re.IGNORECASE
)
_WEATHER_LIKE = re.compile(r"\bwhat(?:['’]s| is) the weather like\b", re.IGNORECASE)
_FREEZING = re.compile(
    r"\b(it(?:['’]s| is| was))(?: absolutely| really| so)? freezing(?: cold)?\b", re.IGNORECASE
)
_DOWN = re.compile(
    r"\b((?:internet|server|website|site|network|wi-?fi|system|app|connection)s? (?:is|are|was|were)(?: still)?)"
    r" down\b",
    re.IGNORECASE,
)
_BATTERY_DEAD = re.compile(r"\b(battery (?:is|was)|battery['’]s) (?:dead|flat)\b", re.IGNORECASE)
_CHECK_PLEASE = re.compile(r"^(?:the )?check,? please\b", re.IGNORECASE)
# A place "fully booked" or "booked up", which the model read as planned ("voll verplant", "ganz bewusst"): read as
# "sold out", which it writes "ausverkauft" (German says "ausgebucht", ``german.with_german_state``).
_FULLY_BOOKED = re.compile(
    r"\b(?:fully|completely) booked\b|\b((?:is|are|was|were|be|been|am|['’]s|['’]re|['’]m) )booked (?:up|out)\b",
    re.IGNORECASE,
)
# Booking as a verb ("I'd like to book a room.", "I have booked a hotel in Rome.", "She booked us a taxi."), which the
# model read as making or planning ("ein Zimmer verarbeiten", "ein Hotel in Rom geplant", "herausgeschnappt"): read as
# "reserve", which it writes "reservieren" ("Ich möchte ein Zimmer reservieren."). Only before what one books; "the
# book" and "a booking" (``_BOOKING``) are no verb.
_BOOKED_WHAT = (
    r"(?= (?:a|an|the|my|our|your|his|her|their|us|me|him|it|them|two|three|four|\d+|tickets?|flights?|rooms?"
    r"|tables?|hotels?|seats?|online|in advance)\b)"
)
_BOOK = re.compile(
    r"\b((?:to|can|could|will|['’]ll|would|should|must|please|let['’]s|I|we|you|they|did|didn['’]t|don['’]t|not) )"
    r"book\b" + _BOOKED_WHAT,
    re.IGNORECASE,
)
_BOOKED = re.compile(
    r"\b((?:I|we|you|they|he|she|have|has|had|['’]ve|['’]d|already|just|was|were|been|be) )booked\b"
    + _BOOKED_WHAT,
    re.IGNORECASE,
)
# How far something is on foot ("It's a ten-minute walk.", "It takes about ten minutes on foot."), which the model read
# word by word ("Das ist ein zehn Minute.", "Mit zehn Minuten dauert man am Fuß."): said as "... is ten minutes on foot"
# ("Es ist zehn Minuten zu Fuß."; "from the beach" before "on foot", which it wrote "am Strand" after it), and "about"
# such a walk as "approximately" ("Es ist ungefähr zehn Minuten zu Fuß."; "It is about ..." came out as "Es handelt sich
# um ...").
_ABOUT_A_WALK = re.compile(
    r"\b(is|are|was|['’]s|takes) (?:about|around|roughly)(?= (?:an? )?\w+(?:[- ]minutes? walk| minutes? on foot)\b)",
    re.IGNORECASE,
)
_MINUTE_WALK = re.compile(
    r"\b(is|are|was|['’]s) ((?:approximately |only |just )?)an? (\w+)[- ]minutes? walk(?: away)?\b"
    r"( from (?:here|there|(?:the|my|our|your|his|her|their) \w+|\w+)\b)?",
    re.IGNORECASE,
)
_TAKES_ON_FOOT = re.compile(
    r"\bit takes ((?:approximately |only |just )?)(\w+ minutes?|an hour|half an hour) on foot\b",
    re.IGNORECASE,
)
# A letter's "I am writing to complain about ..." ("ich schreibe darauf, mich beschweren über ... zu beschweren"):
# read as "I would like to complain about ..." ("Ich möchte mich über meine Bestellung beschweren.").
_WRITING_TO_COMPLAIN = re.compile(r"\bI(?:['’]m| am) writing to complain\b", re.IGNORECASE)
# Each of them with what it is read as (``in_plain_words``).
_SAID_PLAINLY = (
    (_SHIPPED, r"\1 sent"),
    (_BOOKING, r"\1reservation\2"),
    (_FULLY_BOOKED, r"\1sold out"),
    (_BOOK, r"\1reserve"),
    (_BOOKED, r"\1reserved"),
    (_WRITING_TO_COMPLAIN, "I would like to complain"),
    (_ABOUT_A_WALK, r"\1 approximately"),
    (_MINUTE_WALK, r"\1 \2\3 minutes\4 on foot"),
    (_TAKES_ON_FOOT, r"it is \1\2 on foot"),
    (_CHECK_PLEASE, "the bill, please"),
    (_GETTING_MARRIED, r"\1 going to marry"),
    (_MACHINE_OUT_OF_ORDER, r"\1 broken"),
    (_MAKE_IT, r"\1 come"),
    (_ALL_WEEK, r"the whole \1"),
    (_WEATHER_LIKE, "how is the weather"),
    (_FREEZING, r"\1 so cold"),
    (_DOWN, r"\1 not working"),
    (_BATTERY_DEAD, r"\1 empty"),
)
# The shorthand of hurried messages ("Thx" came out as "Schau"), in lower case or capitalised, in capitals only the
# four people write so ("PLS" is a playlist format, "THX" a sound system), and the words it stands for.
_SHORTHAND = {
    "pls": "please", "plz": "please", "thx": "thanks", "thnx": "thanks", "btw": "by the way",
    "asap": "as soon as possible", "fyi": "for your information", "tmrw": "tomorrow", "tmr": "tomorrow",
    "idk": "I don't know", "imo": "in my opinion", "tbh": "to be honest", "cuz": "because", "lemme": "let me",
    "gimme": "give me", "congrats": "congratulations", "omg": "oh my God", "ty": "thank you",
    "tysm": "thank you so much", "np": "no problem", "jk": "just kidding", "afaik": "as far as I know",
    "irl": "in real life", "brb": "I'll be right back", "ttyl": "I'll talk to you later", "bday": "birthday",
    "xmas": "Christmas", "smth": "something", "sth": "something", "abt": "about",
    "ppl": "people", "thru": "through", "tho": "though", "approx.": "approximately", "w/o": "without",
    "w/": "with", "b/c": "because", "bc": "because", "b4": "before", "l8r": "later", "gr8": "great",
    "idc": "I don't care", "ngl": "to be honest", "aka": "also known as", "wfh": "working from home",
    "eod": "the end of the day", "cya": "see you", "c u": "see you", "c ya": "see you", "sry": "sorry",
    "hbu": "and you", "wbu": "and you", "i dunno": "I don't know", "dunno": "I don't know",
    "by end of day": "by the end of the day",
}  # fmt: skip
_SHORTHAND_IN_CAPITALS = {"ASAP", "FYI", "BTW", "OMG", "WFH", "EOD"}
_MONTH = re.compile(rf"(?<=\d )({'|'.join(MONTHS)})\b\.?|\b({'|'.join(MONTHS)})\b\.?(?= \d)")
# A weekday with its full stop ("the Sun." is the sun), or without one before a date ("Mon, 14 Aug"; not "Sun, stand
# still").
_WEEKDAY = re.compile(
    rf"(?<!the )\b({'|'.join(WEEKDAYS)})\.(?=[\s,;:]|$)"
    rf"|\b({'|'.join(WEEKDAYS)})\b(?=,? (?:\d|{'|'.join([*MONTHS, *MONTH_NAMES])}))"
)
# Days joined into a range or a list ("Mon–Fri", "Tuesday-Thursday", "Sat & Sun"), which the model read as "Mon–
# Freitag" and "Dienstag und -Thursag": each day written out, joined by the words it learnt ("Monday to Friday").
_DAY = rf"(?:{'|'.join([*WEEKDAYS, *dict.fromkeys(WEEKDAYS.values())])})\b\.?"
_DAY_LINK = r"\s?[-–—&/+]\s?|,\s?|\s(?:to|through|thru|and|or)\s"
_DAYS_JOINED = re.compile(rf"(?<![\w-]){_DAY}(?:(?:{_DAY_LINK}){_DAY})+(?!-\w)")
_DAY_LINK_WORDS = {
    "-": "to",
    "–": "to",
    "—": "to",
    "through": "to",
    "thru": "to",
    "&": "and",
    "+": "and",
    "/": "and",
}
# A range after "between" written with a dash, "between 2–4 pm": the model wrote "zwischen 14:00–16:00–16:00".
_BETWEEN_DASH = re.compile(r"\b([Bb]etween \d[\d:.,]*(?: ?[ap]\.?m\.?)?) ?[-–—] ?(?=\d)")
# "@" for "at" before a clock time, "@ 5:30pm": the model kept it ("Ich hab mich @ 17:30 außerhalb des Kinobus").
_AT_SIGN = re.compile(r"(?<!\S)@ ?(?=\d{1,2}(?::\d\d|\s?[ap]\.?m\b))")
# "No." before a number is "number" ("Room No. 5" came out as "Room-Nein. 5"; "Room number 5" as "Roomnummer 5").
_NUMBER_WORD = re.compile(r"(?<![\w.])([Nn])o\. ?(?=\d)")
_UNIT = re.compile(rf"(?<![\w.,])(\d+(?:[.,]\d+)*) ?({'|'.join(UNITS)})\b\.?")
# "i.e." and "e.g." before words, which the model read as a sentence's end ("i.e. he eats no meat" as "ich. Er isst
# kein Tier", "e.g. bananas" as "Gift. Bananas"); not "(e.g. two versions)", nor in what programs write ("-e STRING
# ...; I.e., missing fields"): the model learnt those from program messages, which German writes with "z. B.".
_THAT_IS = re.compile(r"(?<![\w.])([Ii])\.e\.,?(?= \S)")
_FOR_EXAMPLE = re.compile(r"(?<![\w.(])([Ee])\.g\.(?= [a-z])")
# The currency signs, and their currencies in English, singular and plural.
CURRENCIES = {"$": ("dollar", "dollars"), "£": ("pound", "pounds"), "€": ("euro", "euros")}
# A currency sign before an amount, with its magnitude in words or short ("$4.2 million", "$10k", "£2bn"); not a
# program's "$1", "[$1]", "'$1'", "$1$", "$A$1" or "$1 $2".
_CURRENCY = re.compile(
    r"(?<![\w$£€\[\"'‘“`])(?<!\$\d )([$£€]) ?(\d+(?:[.,]\d+)*)"
    r"(?:(k|K|mn?|bn)\b|(?![\w$\]\"'’”`]|[.,]\d|\s+\$\d)( (?:thousand|million|billion|trillion)\b)?)"
)
# Money in slang after an amount ("5 bucks", "20 quid"; the model wrote "5 Esser"), and the sign of its currency.
_SLANG_MONEY = re.compile(r"(?<![\w.,])(\d+(?:[.,]\d+)*) (bucks?|quid)\b(?![.,/-]\w)")
_SLANG_SIGNS = {"buck": "$", "bucks": "$", "quid": "£"}
_SHORT_MAGNITUDES = {"k": " thousand", "K": " thousand", "m": " million", "mn": " million", "bn": " billion"}
_SHORT_WORD = re.compile(
    r"(?<![\w/-])(?:"  # not an option's "-bc"
    # "w/o" before "w/"; one that ends in a letter is a word of its own ("c u", not "c until")
    + "|".join(
        re.escape(word) + r"(?![\w'’])" * word[-1].isalpha() for word in _SHORTHAND if not word.isalnum()
    )
    + "|(?:"
    + "|".join(word for word in _SHORTHAND if word.isalnum())
    + r")(?![\w'’]|\.\w))",  # not "np.array"
    re.IGNORECASE,
)
# "u" (or "ya") for "you" after the words it follows in messages ("can u", "thank u", "where r u", "see ya"), in
# lower case: alone, "u" is also a printf format ("%u"), an option letter ("b, c, or u") or a permission ("u+rw");
# and "r" for "are" before that "you".
_YOU = re.compile(
    r"\b((?i:can|could|do|did|are|were|will|would|thank|see|love|miss|if|for|to|with|than|tell|let|give|"
    r"send|ask|call|help|meet|need|want|know|hope|told|where|what|how|when|why|who|r)) (?:u|ya)"
    r"(?=[\s,;:!?]|\.(?!\w)|$)"
)
_ARE = re.compile(r"(?<![\w%/\\-])(?:(r)|R)(?= you\b)")
# "ur" for "you're" before the words that follow it in messages ("ur welcome", "ur the best"), else for "your" ("ur
# car"); capitalised only before those ("Ur" is also a city: "Ur of the Chaldees").
_YOU_ARE_BEFORE = (
    "the", "a", "an", "so", "very", "too", "really", "welcome", "right", "wrong", "not", "being", "going", "gonna",
    "coming", "doing", "getting", "making", "looking", "leaving", "talking", "trying", "saying", "kidding", "joking",
    "late", "awesome", "amazing", "great", "sweet", "funny", "crazy", "lucky", "beautiful", "cute", "smart", "correct",
    "sure",
)  # fmt: skip
_UR = re.compile(r"(?<![\w%/\\-])[uU]r(?![\w'’-])(?=\s*(\w*))")  # and the word after it
# A sentence typed without its final mark reads to the model like a program message ("cannot open file"): these
# tell a question and a sentence someone says from those (``with_end_mark``).
_CUES = {
    cue: frozenset(words.split())
    for cue, words in {
        "question": "what where when why who whom whose which how",
        "auxiliary": "am is are was were has had can could will would shall should may might must isn't aren't "
        "wasn't weren't hasn't haven't hadn't doesn't didn't can't couldn't won't wouldn't shouldn't does did "
        "r",  # "r u coming?"
        "imperative too": "do don't have",  # "Do you ...?" but "Do it now", "Have fun"
        "person": "i you u we they he she",
        "subject": "i you u we they he she it there this that these those the a an my your his her our their its "
        "any anyone anybody anything some someone somebody something everyone everybody everything",
        "me or you": "i i'm i'll i've i'd me my mine we we're we'll we've we'd us our you you're you'll you've "
        "you'd your",
        "start": "i you we they he she it there this that the my your his her our their it's that's there's let's "
        "please thanks thank",
    }.items()
}
# A word that opens a sentence on its own ("ok", "yeah", "sorry"), then one that starts a clause, typed without the
# comma between them: the model read "yeah sounds good" as "Ehela hört sich gut an", "Yeah, sounds good" as "Ja,
# klingt gut".
_INTERJECTION = re.compile(
    r"(?i:ok|okay|yes|yeah|yep|no|nope|hey|hi|hello|oh|well|thanks|sorry|sure|alright)(?= (?i:i|i'm|im|i've|i'll|i'd|"
    r"you|you're|we|we're|they|they're|he|she|it|it's|that's|thats|this|that|let's|lets|see|sounds|how|what|where|"
    r"when|why|who)\b)"
)
# Words people type in capitals for emphasis ("I LOVE this song", "do NOT touch"): negations, intensifiers, verbs
# of feeling, pronouns. Not "US", "IT", "WHO", "OR": abbreviations too; and not nouns, which programs write in
# capitals for what the user types ("If FILE is -").
_EMPHASISED = frozenset(
    word
    for words in (
        "not never no nothing nobody none nowhere don't doesn't didn't can't cannot couldn't won't wouldn't shouldn't",
        "isn't aren't wasn't weren't haven't hasn't hadn't mustn't ever very so too really totally absolutely",
        "completely extremely super such much more most less least only just all every everything everyone everybody",
        "anything anyone always still even again now today tonight tomorrow exactly definitely seriously literally",
        "actually honestly finally already must do does did is are was were am be have has had will would should can",
        "could need want wanted love loved hate hated like know knew mean meant said told please thank thanks stop i'm",
        "me you he she we they him her them my your our their this that these those yes good great best better worst",
        "worse huge big little tiny amazing awesome terrible horrible awful perfect beautiful nice bad cool hot cold",
        "happy sad angry tired hungry late early important urgent right wrong same different sure free",
    )
    for word in words.split()
)
# A sentence that opens with one of these (and one of the words after it) has dropped its "I", "I'm" or "I'll"
# ("Can't wait to see you", "Miss you", "On my way", "Be there in 5", "Agree with you"), or its "It" ("Was great to
# see you!", "Looks good to me.", "Depends on the weather."); others are orders ("Don't worry"), questions ("Can't
# you see?", "Will it rain?") or say "it" ("Didn't work", "Can't be helped"), and programs write "cannot find",
# "couldn't open" and "need a repository" without one.
_WITHOUT_I = re.compile(
    r"(?P<I>(?i:can['’]?t|couldn['’]?t)(?= (?:wait|believe|remember|sleep|stop|decide|imagine|thank|complain|"
    r"stand|afford|agree|resist|understand|hear|make it|come|talk|focus|concentrate|help it|find my)\b)"
    r"|(?i:didn['’]?t)(?= (?:know|think|expect|mean|realize|realise|see|notice|hear|get|want|like|catch|pass|"
    r"sleep)\b)"
    r"|(?i:don['’]?t)(?= (?:know|care|understand|remember|want|feel like|think so|think that|think it|think we|"
    r"like|love|mind|agree|see it)\b)"
    r"|(?i:agree|disagree)(?= (?:with you|with that|completely|totally)\b)"
    r"|(?i:believe)(?= (?:you|so|that)\b)"
    r"|(?i:doubt)(?= (?:it|that|this|whether|if|he|she|they|you|we)\b)"
    r"|(?i:prefer|tend to|can imagine|can well)(?= )"
    r"|(?i:know)(?= (?:that feeling|what you mean|the feeling)\b)"
    r"|(?i:haven['’]?t)(?= (?:seen|heard|been|had|got|done|tried|decided|finished|started|met|eaten|slept|talked|"
    r"spoken|read)\b)"
    r"|(?i:miss|missed)(?= (?:you|him|her|them|it|this|that|home|my|your|our)\b)"
    r"|(?i:hope)(?= (?:you|you're|your|to|it|it's|so|that|this|everything|all|we|he|she|they|the)\b)"
    r"|(?i:wish)(?= (?:you|I|I'd|I'm|we|it|there|that)\b)"
    r"|(?i:just)(?= (?:got|wanted|saw|heard|finished|arrived|woke up|landed)\b)"
    r"|(?i:would)(?= (?:like|love|prefer|rather|appreciate|suggest|recommend)\b)"
    r"|(?i:was)(?= (?:wondering|thinking|hoping|going|told|sure|about to)\b)"
    r"|(?i:have)(?= (?:to|no|been|got|never|just|always|already|seen|heard|had|done|found|lost)\b)"
    r"|(?i:had)(?= (?:a|an|no|to|been|never|just|fun)\b)"
    r"|(?i:think)(?= (?:so|it's|that|I|you|we|he|she|they|this)\b)"
    r"|(?i:guess)(?= (?:so|not|I|you|we|it's|that's)\b)"
    r"|(?i:will)(?= (?:be|call|let|send|check|try|see|get|bring|text|write|pick|come|tidy|take|do|go|have|"
    r"meet|tell|ask|think)\b)(?!.*\?\s*$)"
    r"|(?i:am)(?= (?:so|not|sure|sorry|going|on|at|in|afraid|looking|glad|happy|still|preparing|working|"
    r"waiting|coming|leaving|done|home|here|ready|tired|busy)\b))"
    r"|(?P<Im>(?i:on my way|gonna|running late|not sure)\b)"
    r"|(?P<Ill>(?i:be there|be back|call you|text you|let you know|keep you posted)\b)"
    r"|(?P<It>(?i:was)(?= (?:so |really |very )?(?:great|nice|good|lovely|fun|amazing|awesome|wonderful|a pleasure)"
    r"(?: to| seeing| meeting| talking|!|\.|$))"
    r"|(?i:looks|seems)(?= (?:like|good|great|nice|fine|ok|okay|amazing|awesome|perfect|delicious|beautiful|lovely|so|"
    r"really|pretty|very|better|bad|wrong|right|interesting|fun|cool|strange|weird|odd|fair|reasonable)\b)"
    r"|(?i:depends)(?= (?:on|upon) \w)|(?i:happens)(?= (?:to|all the time|sometimes|every)\b))"
)
# A message that opens with what "I" did or am doing, or how I am, and says whom or when it is about ("my", "you",
# "today", "now", a final "!"): "Forgot my keys at the office." (the model: "Verstanden Sie meine Schlüssel im
# Büro."), "Heading home now." ("Es kommt jetzt zu Hause."), "Still at work, sorry.", "Glad you made it!". The past
# forms are those that are no other form of the verb ("read", "put" and "let" are orders too) and take an object
# ("Took the kids", not "Saved report configurations"); programs' participles ("Based on", "Designed to", "Failed
# to") are none. Headings and program messages rarely have a cue ("Waiting for the server"); with a verb after the
# opener the "-ing" form is the subject ("Taking care of three kids keeps me busy.", "Sending an attachment
# increases ..."), and with a clause after a comma it opens a phrase ("Using forms, you can ...").
_OPENERS = {
    kind: frozenset(words.split())
    for kind, words in {
        "past": "forgot left took made saw got thought felt heard had went came told found lost bought sent spent met "
        "ate drank slept woke wrote ran gave knew kept paid sat understood won broke caught chose drove flew rang sold "
        "spoke stole swam tore threw wore began built fought fed forgave froze grew held hung lent overslept rode shook "
        "swore",
        "not past": "guaranteed supposed required recommended allowed forced scheduled intended based located designed "
        "attached enclosed compared given according failed cursed blessed unnamed united",
        "after past": "my your the a an his her our their it this that them him you me us some up out back to in for "
        "all everything home",
        "ing": "feeling going heading getting looking hoping thinking working waiting leaving coming running trying "
        "planning starting taking making enjoying sitting watching loving sending calling staying doing packing "
        "cooking driving walking cleaning studying relaxing moving flying travelling traveling counting dying praying",
        "feeling": "glad happy proud grateful thankful excited tired bored scared interested worried stressed exhausted "
        "pleased delighted disappointed surprised shocked amazed thrilled confused annoyed embarrassed relieved "
        "impressed overwhelmed frustrated terrified",
        "after feeling": "to about with for that you at in of by now today again so",
    }.items()
}
_OPENER = re.compile(
    r"(?P<adverb>(?i:really|already|finally|totally|completely|never|always|actually|also|honestly|literally|"
    r"seriously|just) )?(?P<word>[^\W\d_]+) (?P<next>[\w'’]+)"
)
_STILL = re.compile(
    r"(?i:still|almost|nearly) (?i:at|in|on|there|here|home|awake|up|waiting|working|busy|sick|ill|not|done|finished|"
    r"ready)\b"
)
_ABOUT_ME_OR_NOW = re.compile(
    r"(?i:\b(?:my|me|myself|mine|you|your|you['’]re|I|I['’]m|I['’]ve|I['’]ll|I['’]d|today|tonight|yesterday|"
    r"tomorrow|now|soon|later|last night|this morning|this afternoon|this evening|this weekend|this week|again|thanks|"
    r"thank you|sorry|lol)\b)|!\s*$"
)
_VERB_AFTER = re.compile(
    r"(?i)\b(?:is|are|was|were|isn['’]t|doesn['’]t|shall|art|will|may|can|could|might|must|should|would|keeps|makes|"
    r"made|gives|takes|increases|decreases|helps|causes|allows|requires|means|seems|improves|results|leads|costs|"
    r"depends)\b"
)
_CLAUSE_AFTER = re.compile(
    r"(?i)[,;:] (?:i|you|he|she|we|they|it|the|a|this|there|his|her|our|their|my|your)\b"
)
# A word; a word in lower case that opens a sentence; a text's last sentence and what comes before it; a word
# typed in lower case.
WORD = re.compile(r"[\w'’]+")
_SENTENCE_START = re.compile(r"(?:^|(?<=[.?!]\s))\s*[a-z](?=[a-z'’]*\b)")
_LAST_SENTENCE = re.compile(r"(.*[.!?…][\"'”’)\]]*\s+)?(.+)", re.DOTALL)  # what comes before it, and it
_LOWER_CASE_WORD = re.compile(r"[a-z'’]+(?=[\s,;]|$)")
# A word first in the text or after these (and spaces) may start a sentence, a quotation or an item.
_STARTING = re.compile(r"(?:^|[.!?:;\"“”‘'(\-—–•*])\s*(?=[^\W\d_])")
# Endings of words that no word list has, made of frequent ones ("configs", "archiver", "tagger").
_ENDINGS = ("s", "es", "d", "ed", "r", "er", "ers", "ing", "ly")
# A letter typed three times or more in a row ("sooo", "pleeease"): English writes none so.
_STRETCHED = re.compile(r"([^\W\d_])\1{2,}")
# Signs of a program's text: an option ("-l", "--configure"), "[-]", "[:alnum:]", "<refname>", "refname:lstrip".
_CODE = re.compile(r"(?:^|\s)--?[^\W\d_]|\[[-:]|<\w[\w-]*>|[^\W\d_]:[^\W\d_]")
# ASCII: without it, IGNORECASE also matches the Turkish "ı" for "i" and the long "ſ" for "s".
_BARE_CONTRACTION = re.compile(rf"\b({'|'.join(_CONTRACTIONS)})\b(?![.'’])", re.IGNORECASE | re.ASCII)
# "its" and "lets" are words too, but not before these: "its fine", "lets go" are "it's fine", "let's go".
_BARE_ITS = re.compile(
    r"\b([Ii]t)(s)(?= (?:a|an|the|not|so|ok|okay|fine|been|going|gonna|at|in|on|over|true|too|very|really|just|"
    r"all|about|like|late|raining|getting|me|you|my|your|what|that|this|done|alright|cool|great|good|bad)\b)"
    r"|(?:^|(?<=[.!?] ))([Ll]et)(s)(?= (?:go|see|do|get|meet|talk|try|have|be|make|play|eat|start|not|grab|take|keep"
    r"|call|watch|find|wait|hope|stay|plan|check|ask|look|catch|order|walk|visit|discuss|celebrate|hang|head)\b)"
)


# Direct speech that opens a sentence, in double quotes or in single ones, and who said it after it: a verb of saying
# among the first words after the quotation ('"I'm tired," she said.', "'Come in,' said Anna.", '"Stop!" he shouted
# at us.'); and a sentence all in double quotes. The model read such a sentence as one of its Bible verses or game
# dialogues: "»Ich weiß es nicht!«, Tom." for '"I don't know," said Tom.' (``direct_speech``).
_SPEECH_FIRST = re.compile(
    r"^(?:[\"“](?P<double>[^\"“”]+?)(?P<mark>[,?!])[\"”]|['‘](?P<single>[^\"“”]+?)(?P<single_mark>[,?!])['’])\s+"
    rf"(?P<frame>{SPEAKER})$"
)
_ALL_QUOTED = re.compile(r"^[\"“](?P<speech>[^\"“”]+)[\"”]$")


def is_shouted(text: str) -> bool:
    """Whether ``text`` is written in capitals: four or more cased letters and none in lower case.

    Example:
        >>> is_shouted("WHERE IS THE STATION?"), is_shouted("The USB stick is full."), is_shouted("OK")
        (True, False, False)
    """
    cased = [char for char in text if char.isupper() or char.islower()]
    return len(cased) >= 4 and not any(char.islower() for char in cased)


def other_language(text: str) -> str | None:
    """The language ``text`` is written in when it is surely not English, else None: "German", "French",
    "Spanish", "Italian" or "Portuguese" (two or more of that language's function words, more than English
    ones; one-letter words and words in capitals do not count), or "<name> script" when most of its letters
    are not Latin ones ("CJK script", "Cyrillic script"). Short or unclear text is taken for English.

    Example:
        >>> other_language("Wo ist der Bahnhof? Ich habe meinen Zug verpasst.")
        'German'
        >>> other_language("我错过了火车。"), other_language("Где вокзал?")
        ('CJK script', 'Cyrillic script')
        >>> other_language("The sign said 'Bitte nicht stören' and we left."), other_language("Danke!")
        (None, None)
    """
    letters = [char for char in text if char.isalpha()]
    foreign = [char for char in letters if char >= "\u0250"]  # past Latin, Latin-1 and Latin Extended
    if len(foreign) > len(letters) / 2:
        return f"{unicodedata.name(foreign[0], 'OTHER').split()[0].capitalize().replace('Cjk', 'CJK')} script"
    words = [word.lower() for word in LETTERS.findall(text) if len(word) > 1 and not word.isupper()]
    english = sum(word in _ENGLISH_WORDS for word in words)
    counts = {
        language: sum(word in vocabulary for word in words) for language, vocabulary in _OTHER_WORDS.items()
    }
    language = max(counts, key=counts.get)
    return language if counts[language] >= 2 and counts[language] > english else None


def direct_speech(text: str) -> tuple[str, str] | None:
    """What ``text``, a sentence, quotes someone as saying, and the rest of it with the placeholder "{0}" for the
    quotation (``_SPEECH_FIRST``): where the quotation opens the sentence and who said it follows, or where the
    sentence is all quotation (then the rest is ""); a comma that ends what was said stays with the rest, a question
    or exclamation mark with both. None for any other sentence, a quotation after who said it too ('She said, "Go."',
    which the model reads in a Bible verse's words, as the Bible test set writes it) and a quoted title.

    Example:
        >>> direct_speech('"We are closed," she said.'), direct_speech("“Stop!” he shouted.")
        (('We are closed', '"{0}," she said.'), ('Stop!', '"{0}!" he shouted.'))
        >>> direct_speech("'Come in,' said Anna."), direct_speech('"See you at noon."')
        (('Come in', '"{0}," said Anna.'), ('See you at noon.', ''))
        >>> direct_speech('She said, "Go home."'), direct_speech('I read "The Hobbit" twice.')
        (None, None)
    """
    if match := _ALL_QUOTED.match(text):
        return match["speech"].strip(), ""
    if not (match := _SPEECH_FIRST.match(text)):
        return None
    speech, mark = (
        (match["double"], match["mark"]) if match["double"] else (match["single"], match["single_mark"])
    )
    return speech.strip() + ("" if mark == "," else mark), f'"{{0}}{mark}" {match["frame"]}'


def with_apostrophes(text: str) -> str:
    """``text`` with the apostrophes of contractions typed without them put back, and "i" as "I": the model
    learnt from text written with care, and "dont" is a word it never saw.

    Example:
        >>> with_apostrophes("i cant come today, im sick and Dont know why")
        "I can't come today, I'm sick and Don't know why"
        >>> with_apostrophes("its color, well see, i.e. later")  # words of their own stay as they are
        'its color, well see, i.e. later'
        >>> with_apostrophes("its fine. lets go"), with_apostrophes("lets grab lunch")  # but not before these words
        ("it's fine. let's go", "let's grab lunch")
        >>> with_apostrophes("she lets me grab it")
        'she lets me grab it'
        >>> with_apostrophes("ı dont")  # a letter that only looks like "i" stays too
        "ı don't"
    """

    def apostrophe(match: re.Match[str]) -> str:
        word = match.group()
        fixed = _CONTRACTIONS[word.lower()]
        return fixed[0].upper() + fixed[1:] if word[0].isupper() else fixed

    text = _BARE_ITS.sub(lambda match: "'".join(part for part in match.groups() if part), text)
    return _BARE_CONTRACTION.sub(apostrophe, text)


def with_end_mark(text: str) -> str:
    """``text``, a sentence typed without its final mark (or text whose last sentence is), with it: a question
    mark after a question, a full stop after a sentence someone says, and its first letter in capitals.
    Without one the model reads it as a program message ("where is the train station" came out as "wo der
    Bahnhof ist"). A question starts with a question word or an auxiliary before its subject; a sentence
    speaks of me or you, or has three words or more and starts as one does (a capital that is not a title's,
    "the", "it's", "please", ...). Text that ends in a mark, a bracket or an emoji, or holds a printf format,
    stays as it is.

    Example:
        >>> with_end_mark("where is the train station")
        'Where is the train station?'
        >>> with_end_mark("dont you like it")  # as "don't": an auxiliary before its subject
        'Dont you like it?'
        >>> with_end_mark("The weather is nice today")
        'The weather is nice today.'
        >>> with_end_mark("i would like a coffee")
        'I would like a coffee.'
        >>> with_end_mark("Do it now"), with_end_mark("Have fun")  # an order, not a question; two words
        ('Do it now.', 'Have fun')
        >>> with_end_mark("cannot open file"), with_end_mark("Save All Files"), with_end_mark("Hi John")
        ('cannot open file', 'Save All Files', 'Hi John')
        >>> with_end_mark("Really?"), with_end_mark("See you :)"), with_end_mark("you entered %d files")
        ('Really?', 'See you :)', 'you entered %d files')
        >>> with_end_mark("iPhones are great for me"), with_end_mark("https://example.com is down for me")
        ('iPhones are great for me.', 'https://example.com is down for me.')
        >>> with_end_mark("I'm at the station. where are you")  # the last sentence is the one typed without
        "I'm at the station. Where are you?"
    """
    if not text.rstrip()[-1:].isalnum() or FORMAT.search(text):
        return text
    before, last = _LAST_SENTENCE.fullmatch(text.rstrip()).groups(default="")
    mark = _mark_for(last)
    if not mark:
        return text
    if _LOWER_CASE_WORD.match(last):  # not "iPhone" or "https://..."
        last = last[0].upper() + last[1:]
    return before + last + mark


def with_comma_after_interjection(text: str) -> str:
    """``text`` with a comma after the word it opens with, typed without one, where that word opens a sentence on its
    own ("ok", "yeah", "sorry") and the next starts a clause ("I", "you", "that's", "sounds", "how"). A program
    message (one with a printf format) stays as it is.

    Example:
        >>> with_comma_after_interjection("yeah sounds good"), with_comma_after_interjection("Sorry I am late")
        ('yeah, sounds good', 'Sorry, I am late')
        >>> with_comma_after_interjection("No one knows"), with_comma_after_interjection("Well done, thanks you")
        ('No one knows', 'Well done, thanks you')
    """
    match = None if FORMAT.search(text) else _INTERJECTION.match(text)
    return text[: match.end()] + "," + text[match.end() :] if match else text


def with_subject(text: str) -> str:
    """``text`` with the "I", "I'm" or "I'll" it opens without, as people drop it in messages (``_WITHOUT_I``,
    ``_dropped_subject``): the model read "Can't wait to see you." as "Warte dich nicht auf.", "Miss you so much." as
    "Viel Spaß!" and "Forgot my keys at the office." as "Verstanden Sie meine Schlüssel im Büro.". Orders, questions,
    sentences about "it", headings and program messages (one with a printf format) stay as they are.

    Example:
        >>> with_subject("Can't wait to see you!"), with_subject("miss you"), with_subject("Hope you're well.")
        ("I can't wait to see you!", 'I miss you', "I hope you're well.")
        >>> with_subject("On my way!"), with_subject("Be there in 5."), with_subject("Not sure about that.")
        ("I'm on my way!", "I'll be there in 5.", "I'm not sure about that.")
        >>> with_subject("Agree with you."), with_subject("Will pick it up later."), with_subject("Will it rain?")
        ('I agree with you.', 'I will pick it up later.', 'Will it rain?')
        >>> with_subject("Don't worry."), with_subject("Can't you see?"), with_subject("Didn't work.")
        ("Don't worry.", "Can't you see?", "Didn't work.")
        >>> with_subject("Forgot my keys."), with_subject("Really enjoyed the evening, thanks!")
        ('I forgot my keys.', 'I really enjoyed the evening, thanks!')
        >>> with_subject("Heading home now."), with_subject("Still at work, sorry!")
        ("I'm heading home now.", "I'm still at work, sorry!")
        >>> with_subject("Would buy again!"), with_subject("Was great to see you!"), with_subject("Would be nice.")
        ('I would buy again!', 'It was great to see you!', 'Would be nice.')
        >>> with_subject("Looks good to me."), with_subject("Depends on the weather.")
        ('It looks good to me.', 'It depends on the weather.')
        >>> with_subject("Looks up a value.")
        'Looks up a value.'
        >>> with_subject("Glad you made it!"), with_subject("Happy birthday to you!")
        ("I'm glad you made it!", 'Happy birthday to you!')
        >>> with_subject("Saved report configurations are listed."), with_subject("Waiting for the server")
        ('Saved report configurations are listed.', 'Waiting for the server')
    """
    if FORMAT.search(text):
        return text
    match = _WITHOUT_I.match(text)
    if match is not None:
        subject = {"I": "I", "Im": "I'm", "Ill": "I'll", "It": "It"}[match.lastgroup]
    elif (subject := _dropped_subject(text)) is None:
        return text
    return f"{subject} {text[0].lower()}{text[1:]}"


def _dropped_subject(text: str) -> str | None:
    """The subject, "I" or "I'm", where ``text`` opens with what I did or am doing, or how I am, and has a cue that
    a person writes about themselves (``_ABOUT_ME_OR_NOW``); else None (the rules: the comment above ``_OPENERS``)."""
    match = _OPENER.match(text)
    if (
        match is None
        or match["word"].isupper()  # "CONDEMNED TO DEATH!"
        or text.rstrip().endswith("?")
        or not _ABOUT_ME_OR_NOW.search(text, match.end("word"))
    ):
        return None
    word, after, adverb = match["word"].lower(), match["next"].lower(), match["adverb"]
    if _STILL.match(text) or (
        word in _OPENERS["feeling"] and not adverb and after in _OPENERS["after feeling"]
    ):
        return "I'm"
    regular_past = word.endswith("ed") and not word.endswith("eed") and len(word) > 4
    past = word in _OPENERS["past"] or (
        regular_past and word not in _OPENERS["not past"] | _OPENERS["feeling"]
    )
    if past and after in _OPENERS["after past"]:
        return "I"
    if word == "would" and after not in _CUES["subject"] | {"be"}:  # "Would buy again!", not "Would be nice."
        return "I"
    if (
        word in _OPENERS["ing"]
        and after not in ("a", "an")  # a heading: "Making a Genealogy Website"
        # the opener is part of the subject ("Taking care of three kids keeps me busy.") or opens a phrase ("Using
        # forms, you can ...")
        and not _VERB_AFTER.search(re.split(r"[,;:–—(]", text, maxsplit=1)[0], match.end("word"))
        and not _CLAUSE_AFTER.search(text)
    ):
        return "I'm"
    return None


def _mark_for(sentence: str) -> str:
    """The final mark of ``sentence`` (given without one): "?" for a question (a question word first, or an
    auxiliary before its subject), "." for a sentence someone says (it speaks of me or you, or has three words
    or more and starts as a sentence does: a capital that is not a title's, "the", "it's", "please", ...), and
    "" for anything else, such as a program message ("cannot open file") or a label ("Save All Files")."""
    words = WORD.findall(with_apostrophes(sentence).lower().replace("’", "'"))
    if not words:
        return ""
    first, second = words[0], words[1] if len(words) > 1 else ""
    question = (
        (first in _CUES["question"] and second not in ("a", "an"))  # not "What a day"
        or (first in _CUES["auxiliary"] and second in _CUES["subject"])
        or (first in _CUES["imperative too"] and second in _CUES["person"])
    )
    capitals = [word[0].isupper() for word in sentence.split() if word[0].isalpha()]
    says = bool(_CUES["me or you"].intersection(words)) or (
        len(words) >= 3 and (first in _CUES["start"] or (sentence[0].isupper() and not all(capitals)))
    )
    return "?" if question else "." if says else ""


def usual_forms(sentences: Iterable[str], entries: Iterable[str] = (), min_count: int = 3) -> list[str]:
    """The words written with capitals at least three times in four where no sentence starts, in ``sentences``,
    and anywhere in a dictionary's ``entries`` ("Greek fret", "to peter out"), each in the form most often
    written ("Anna", "London", "I'm"; "Anna's" counts as "Anna"), sorted; a word seen fewer than ``min_count`` times is left out, and so are
    letters alone other than "I" ("-L", "Plan B"). Text of two words or more that all start with a capital
    (after a sentence's first) tells nothing and is skipped: a title, a label, a name ("Canary Islands"); a word
    in capitals counts as such only up to three letters ("TV", not "NASA", which is written "Nasa" too).

    Example:
        >>> usual_forms(["Then I met Anna in London.", "So I took Anna to London.", "We watched TV in London."], [], 2)
        ['Anna', 'I', 'London']
        >>> usual_forms(["Can Peter come?", "Ask Peter."], ["to peter out", "Peter", "Canary Islands"], min_count=1)
        ['Peter']
        >>> usual_forms(["Ask Peter."], ["to peter out", "peter"], min_count=1)  # 1 of 3 in lower case: too many
        []
    """
    forms: defaultdict[str, Counter[str]] = defaultdict(Counter)
    texts = [(text, 1) for text in sentences] + [(entry, 0) for entry in entries]
    for text, first in texts:
        words = [(match.start(), match.group()) for match in LETTER_WORD.finditer(text)][first:]
        capitals = [word[0].isupper() for _, word in words if len(word) > 1]
        if len(capitals) > 1 and all(capitals):  # a title or a name: "Canary Islands"
            continue
        starts = sentence_starts(text) if first else set()
        for start, word in words:
            if start in starts:
                continue
            word = without_possessive(word)  # "Anna's" counts as "Anna"
            if (word.isupper() and len(word) > 3) or (len(word) == 1 and word not in "Ii"):
                continue
            forms[word.lower()][word] += 1
    usual = []
    for lower, counts in forms.items():
        total = sum(counts.values())
        if total >= min_count and counts[lower] * 4 <= total:
            usual.append(max((form for form in counts if form != lower), key=counts.__getitem__))
    return sorted(usual)


@functools.cache
def usual_form() -> dict[str, str]:
    """The shipped ``usual_forms`` (``english_casing.USUAL_FORMS``), by the word in lower case."""
    return {word.lower(): word for word in USUAL_FORMS}


def in_usual_case(text: str) -> str:
    """``text`` typed in lower case (all of it, or but for words typed as usually written), in capitals or in title
    case, with its words as they are usually written (``usual_forms`` of everyday English: "anna" as "Anna",
    "london" as "London", "i" as "I"), and where it ends and reads as sentences do, each sentence's first word with
    its capital ("are you coming?" as "Are you coming?"; not a program message's "cannot open file."); text written
    otherwise, or holding a printf format ("%i"), stays as it is. The model learnt from text written with care: it
    read "I Love This Song So Much" as "Ich schließe das Lied kurz". Title case is three words or more, each
    starting with a capital, that end as a sentence does or read as one (as ``with_end_mark`` tells), so a menu's
    "Open Recent File..." and a label's "Save All Files" stay as they are; its first word, and the first of each
    sentence in it, keep their capitals.

    A word that people type in capitals for emphasis ("LOVE", "NOT", "VERY", "DON'T") in text not in capitals
    is read as usually written too: the model read "I LOVE this song" as "Ich habe dieses Lied" and "We ALL
    agree" as "Wir haben ALLE ALLE ALLE". So is any other word of three letters or more, where it is the only
    one in capitals and starts no sentence, if the corpus writes it often in lower case and never in capitals
    (``english_casing.IN_CAPITALS``): "I love this SONG", "The PARTY starts at 8". Abbreviations ("US",
    "IT", "WHO", "USB") and what programs write in capitals ("If FILE is -", "git's HEAD") stay as they are.

    Example:
        >>> in_usual_case("i met anna in london on monday. where are you?")
        'I met Anna in London on Monday. Where are you?'
        >>> in_usual_case("quick update: I met anna on Monday.")
        'Quick update: I met Anna on Monday.'
        >>> in_usual_case("WHERE IS ANNA?"), in_usual_case("I Love This Song So Much!")
        ('Where is Anna?', 'I love this song so much!')
        >>> in_usual_case("cannot open file"), in_usual_case("Open Recent File..."), in_usual_case("Save All Files")
        ('cannot open file', 'Open Recent File...', 'Save All Files')
        >>> in_usual_case("The USB stick is full."), in_usual_case("AIDS Means A Lot To Them.")
        ('The USB stick is full.', 'AIDS means a lot to them.')
        >>> in_usual_case("I LOVE this song, I'M SO happy!"), in_usual_case("NEVER call the IT desk in the US.")
        ("I love this song, I'm so happy!", 'Never call the IT desk in the US.')
        >>> in_usual_case("If FILE is -, THAT FILE WILL BE LOST.")
        'If FILE is -, THAT FILE WILL BE LOST.'
        >>> in_usual_case("I LOVE this SONG."), in_usual_case("The PARTY starts at 8."), in_usual_case("detached HEAD")
        ('I love this song.', 'The party starts at 8.', 'detached HEAD')
    """
    if FORMAT.search(text):
        return text
    if is_shouted(text):
        text = text.lower()
    if _typed_in_lower_case(text):
        text = LETTER_WORD.sub(lambda match: _in_usual_form(match.group()) or match.group(), text)
        return _with_capital_starts(text) if _reads_as_sentences(text) else text
    text = _without_emphasis(text)
    if not _in_title_case(text):
        return text
    starts = sentence_starts(text)

    def lowered(match: re.Match[str]) -> str:
        word = match.group()
        if match.start() in starts or not (word[1:].islower() or len(word) == 1):
            return word  # a sentence's first word, or "AIDS", "iPhone"
        return _in_usual_form(word) or word.lower()

    return LETTER_WORD.sub(lowered, text)


def _typed_in_lower_case(text: str) -> bool:
    """Whether ``text`` is typed in lower case: all of it, or all but words typed as usually written, its first
    word in lower case ("quick update: we ship on Wednesday.")."""
    words = LETTER_WORD.findall(text)
    return not any(char.isupper() for char in text) or (
        bool(words)  # "-L", "@Anna": capitals, but no words
        and words[0].islower()
        and all(word.islower() or _in_usual_form(word) == word for word in words)
    )


def _reads_as_sentences(text: str) -> bool:
    """Whether ``text`` ends as a sentence does ("." but not "...", "?", "!") and reads as one (``_mark_for``):
    "where are you?", not a program message's "cannot open file."."""
    stripped = text.rstrip()
    return stripped[-1:] in ".?!" and not stripped.endswith("..") and bool(_mark_for(stripped.rstrip(".?!")))


def _with_capital_starts(text: str) -> str:
    """``text`` with a capital on the first letter of each of its sentences, where it is in lower case."""
    return _SENTENCE_START.sub(lambda match: match.group().upper(), text)


def _without_emphasis(text: str) -> str:
    """``text`` with each run of words in capitals that are all typed so for emphasis (``_EMPHASISED``, "I", and
    the one other word in capitals that ``_typed_for_emphasis`` tells) as usually written: "I'M SO happy" as "I'm
    so happy", "NEVER" as "Never" where a sentence starts, "this SONG" as "this song". A run with other words
    stays ("THAT COMMIT WILL BE LOST")."""
    runs: list[list[re.Match[str]]] = []
    for match in LETTER_WORD.finditer(text):
        if not match.group().isupper():
            continue
        if runs and not text[runs[-1][-1].end() : match.start()].strip():
            runs[-1].append(match)
        else:
            runs.append([match])
    starts = sentence_starts(text)
    others = [m for run in runs for m in run if m.group() != "I" and _emphasis_key(m) not in _EMPHASISED]
    lone = others[0] if len(others) == 1 and _typed_for_emphasis(others[0], starts) else None
    pieces, done = [], 0
    for run in runs:
        words = [_emphasis_key(match) for match in run]
        if words == ["i"] or not all(
            w in _EMPHASISED or w == "i" or m is lone for w, m in zip(words, run, strict=True)
        ):
            continue
        for match in run:
            usual = _in_usual_form(match.group().lower()) or match.group().lower()
            if match.start() in starts:
                usual = usual[0].upper() + usual[1:]
            pieces += [text[done : match.start()], usual]
            done = match.end()
    return "".join(pieces) + text[done:]


def _emphasis_key(match: re.Match[str]) -> str:
    return match.group().lower().replace("’", "'")


def _typed_for_emphasis(match: re.Match[str], starts: set[int]) -> bool:
    """Whether the word in capitals ``match`` is a word typed so for emphasis: three letters or more, where no
    sentence starts, between spaces (or before a mark that ends a clause: not "[PATCH]", "SHA-1"), in text with
    nothing that programs write (``_CODE``), and a word the corpus' English writes 20 times or more in lower case
    (``english_spelling.FREQUENT_WORDS``) and never in capitals (``IN_CAPITALS``)."""
    word, text = match.group().lower(), match.string
    return (
        len(word) >= 3
        and match.start() not in starts
        and text[match.start() - 1 : match.start()].isspace()
        and (match.end() == len(text) or text[match.end()] in " \t\n.,;:!?")
        and not _CODE.search(text)
        and frequent_words().get(word, 0) >= 20
        and word not in _in_capitals()
    )


@functools.cache
def _in_capitals() -> frozenset[str]:
    """The words the corpus writes in capitals (``english_casing.IN_CAPITALS``)."""
    return frozenset(IN_CAPITALS.split())


def words_in_capitals(texts: Iterable[str], min_count: int = 1) -> list[str]:
    """The words of three letters or more that ``texts`` write in capitals ``min_count`` times or more, in lower
    case, sorted: abbreviations and what programs write in capitals for what the user types ("USB", "FILE", git's
    "HEAD"). A text all in capitals tells nothing.

    Example:
        >>> words_in_capitals(["Copy FILE to DIR.", "If FILE is -, stop.", "I LOVE it.", "WHERE IS IT?"], min_count=2)
        ['file']
    """
    counts = Counter(
        match.group().lower()
        for text in texts
        if not is_shouted(text)
        for match in LETTER_WORD.finditer(text)
        if len(match.group()) >= 3 and match.group().isupper()
    )
    return sorted(word for word, count in counts.items() if count >= min_count)


def correctly_spelled(text: str) -> str:
    """``text`` with its misspellings of English words put right, each in the case it was typed in. The model
    learnt from text written with care: it read "See you tommorow!" as "Siehst du zummorow!".

    - Common misspellings, from the table of ``english_spelling.MISSPELLINGS`` ("recieve" as "receive",
      "tommorow" as "tomorrow", "ALOT" as "A LOT"), which leaves out every misspelling that is a word too.
    - Slips of the finger (``one_slip_from``: a letter left out, added, swapped with the next or mistyped,
      never the first): a word of four letters or more in lower case (or capitalised where a sentence starts)
      that is no word of ``english_spelling`` becomes the one frequent word a slip away, where there is one
      three times as frequent as any other ("tomorow" as "tomorrow", "Whre" as "Where"). Staying as they are:
      a frequent word with an ending ("configs", "archiver", "tagger"), a contraction typed without its
      apostrophe ("didnt", "weve": ``with_apostrophes``' work), and every word of text with a printf format or
      what else programs write ("dselect or dpkg --configure", "[:alnum:]", "<refname>"): names of programs
      and their options.

    - Letters drawn out for emphasis ("sooo", "pleeease", "gooood", "diiidn't"): the frequent word or contraction
      the word is with each such run typed once or twice ("so", "please", "good", "didn't").

    Words in mixed case ("tEh"), names and words within a sentence in capitals, hyphenated words, options,
    paths, addresses and file names stay as they are.

    Example:
        >>> correctly_spelled("I recieved your message. See you tommorow, it's alot of work!")
        "I received your message. See you tomorrow, it's a lot of work!"
        >>> correctly_spelled("Wich one? THIER car. tEh end, see teh.txt or --teh")
        'Which one? THEIR car. tEh end, see teh.txt or --teh'
        >>> correctly_spelled("Whre is the staton? Ask Jonn, my frend.")
        'Where is the station? Ask Jonn, my friend.'
        >>> correctly_spelled("Delete the configs with dselect --purge")
        'Delete the configs with dselect --purge'
        >>> correctly_spelled("Sooo gooood, thank you sooo much! Pleeease come, AAA batteries, hmmm")
        'So good, thank you so much! Please come, AAA batteries, hmmm'
    """
    slips = not (FORMAT.search(text) or _CODE.search(text))
    starts = sentence_starts(text) if slips else set()

    def corrected(match: re.Match[str]) -> str:
        word = match.group()
        right = _correction().get(word.lower())
        hyphenated = text[match.end() : match.end() + 1] == "-"  # (``LETTER_WORD`` starts after none)
        plain = word.isascii() and word.isalpha() and word[1:].islower()  # "whre", "Whre"
        letters = re.sub("['’]", "", word)  # "sooo", "SOOO", "sheee's"
        if right is None and letters.isalpha() and (letters[1:].islower() or letters.isupper()):
            right = _unstretched(word.lower())
        if (
            right is None
            and slips
            and plain
            and not hyphenated
            and (word.islower() or match.start() in starts)
        ):
            right = _slip_corrected(word.lower())
        if right is None or word.islower():
            return right or word
        if word.isupper() and len(word) > 1:
            return right.upper()
        return right[0].upper() + right[1:] if word[1:].islower() else word

    return LETTER_WORD.sub(corrected, text)


def one_slip_from(word: str) -> set[str]:
    """The strings one slip of the finger from ``word``: a letter (a to z) left out, added, swapped with the
    next or typed for another, the first letter kept (people seldom get it wrong).

    Example:
        >>> [word in one_slip_from("the") for word in ("teh", "th", "thee", "tho", "bhe", "he")]
        [True, True, True, True, False, False]
    """
    slips = set()
    for i in range(1, len(word) + 1):
        head, tail = word[:i], word[i:]
        slips.update(head + letter + tail for letter in string.ascii_lowercase)
        if tail:
            slips.add(head + tail[1:])
            slips.update(head + letter + tail[1:] for letter in string.ascii_lowercase)
        if len(tail) > 1:
            slips.add(head + tail[1] + tail[0] + tail[2:])
    slips.discard(word)
    return slips


def _slip_corrected(word: str) -> str | None:
    """The frequent word that ``word`` (in lower case) is one slip from, if it is no word or shorthand itself and
    one such word is three times as frequent as any other; else None."""
    frequent, lookalikes = frequent_words(), _lookalikes()
    if (
        len(word) < 4
        or word in frequent
        or word in lookalikes
        or word in _SHORTHAND
        or _inflected(word, frequent)
    ):
        return None  # "ttyl" is shorthand, which ``written_out`` writes out
    found = sorted(((frequent[slip], slip) for slip in one_slip_from(word) if slip in frequent), reverse=True)
    if not found or (len(found) > 1 and found[0][0] < 3 * found[1][0]):
        return None
    return found[0][1]


def _unstretched(word: str) -> str | None:
    """The frequent word or contraction that ``word`` (in lower case) is with each run of a letter typed three
    times or more ("sooo", "diiidn't") typed once or twice instead ("so", "didn't"); a word with a vowel ("hmmm" is
    no "hmm"). Of several, the longest ("gooood" is "good", not "god"), unless a shorter one is a hundred times as
    frequent ("gooo" is "go", not "goo"). None if there is none."""
    frequent = frequent_words()

    def count(reading: str) -> int:
        letters = re.sub("['’]", "", reading)
        return frequent.get(letters, 0) or (1 if letters in _CONTRACTIONS else 0)

    if count(word):  # "iii"
        return None
    runs = _STRETCHED.split(word)  # text, run letter, text, run letter, ..., text
    readings = [""]
    for i, part in enumerate(runs):
        readings = [reading + part * times for reading in readings for times in ((1, 2) if i % 2 else (1,))]
    known = [
        reading
        for reading in readings
        if count(reading) and len(reading) > 1 and set(reading) & set("aeiouy")
    ]
    if not known:
        return None
    longest, commonest = max(known, key=lambda r: (len(r), count(r))), max(known, key=count)
    return commonest if count(commonest) >= 100 * count(longest) else longest


def _inflected(word: str, frequent: dict[str, int]) -> bool:
    """Whether ``word`` is a frequent word with an ending as English adds it ("configs", "archiver", "tagger",
    "closed", "boxes"; not "scheduleed", "cmes" or "speakking", slips of "scheduled", "comes" and "speaking").

    Example:
        >>> frequent = {"config": 1, "archive": 1, "tag": 1, "box": 1, "schedule": 1, "cm": 1, "speak": 1}
        >>> [_inflected(w, frequent) for w in ("configs", "archiver", "tagger", "boxes", "scheduleed", "cmes")]
        [True, True, True, True, False, False]
        >>> _inflected("speakking", frequent)
        False
    """
    for ending in _ENDINGS:
        stem = word.removesuffix(ending)
        if stem == word:
            continue
        if stem in frequent and _takes(stem, ending):
            return True
        base = stem[
            :-1
        ]  # "tag" of "tagger", its last letter doubled, as English doubles it only after one vowel
        if (
            stem[-2:-1] == stem[-1:]
            and base in frequent
            and re.search(
                "[^aeiou][aeiou][^aeiouwxy]$", f"^{base}"
            )  # "^" for a word's start: "ag" of "agger"
        ):
            return True
    return False


def _takes(stem: str, ending: str) -> bool:
    """Whether English adds ``ending`` to ``stem`` as it is: not "ed" or "er" after an "e" ("scheduled", not
    "scheduleed"), and "es" only after a hissing sound or an "o" ("boxes", "goes"; not "cmes")."""
    if ending.startswith("e") and stem.endswith("e"):
        return False
    return ending != "es" or stem.endswith(("s", "x", "z", "ch", "sh", "o"))


@functools.cache
def _correction() -> dict[str, str]:
    """The shipped misspellings (``english_spelling.MISSPELLINGS``: "wich->which"), with their corrections."""
    return dict(line.split("->") for line in MISSPELLINGS.splitlines() if line)


@functools.cache
def _lookalikes() -> frozenset[str]:
    """The shipped words that are one slip from a frequent word (``english_spelling.LOOKALIKES``)."""
    return frozenset(LOOKALIKES.split())


def _in_usual_form(word: str) -> str | None:
    """``word`` as the casing table writes it, a possessive's "'s" kept ("anna's" → "Anna's"); None for a
    word not in the table."""
    base = without_possessive(word)
    possessive = word[len(base) :]
    usual = usual_form().get(base.lower())
    return usual + possessive if usual else None


def sentence_starts(text: str) -> set[int]:
    """Where the words of ``text`` that may start a sentence, a quotation or an item begin (``_STARTING``)."""
    return {match.end() for match in _STARTING.finditer(text)}


def _in_title_case(text: str) -> bool:
    """Whether ``text`` (not in capitals: ``in_usual_case`` has put those in lower case) is a sentence in title
    case: three words or more, each starting with a capital, and it ends as a sentence does ("." but not "...")
    or reads as one."""
    words = LETTER_WORD.findall(text)
    if len(words) < 3 or not all(word[0].isupper() for word in words):
        return False
    stripped = text.rstrip()
    return (stripped[-1:] in ".?!" and not stripped.endswith("..")) or bool(_mark_for(stripped.lower()))


def _sentence_stop(match: re.Match[str]) -> str:
    """A full stop where the abbreviation ``match`` ends with one that also ends the sentence ("at 3 p.m."
    before the next sentence), else nothing: the text that replaces the match keeps that full stop."""
    ends_sentence = match.group().endswith(".") and _NEXT_SENTENCE.match(match.string, match.end())
    return "." if ends_sentence else ""


def _half_of_range(start: re.Match[str], hour: int) -> str | None:
    """The "a" or "p" of the clock time that ends a range begun by ``start``, a bare ``hour`` ("2 and 4 pm":
    "p"; "10-2 pm": "a", the hour before noon), or None where ``start`` begins no such range."""
    connector = _RANGE_END.match(start.string, start.end())
    end = connector and NUMBER.match(start.string, connector.end())
    time = end and end[2] and _CLOCK_12.fullmatch(end[1])
    if not time:
        return None
    before_end = hour % 12 <= int(time[1]) % 12
    return end[2] if before_end else {"a": "p", "p": "a"}[end[2].lower()]


def on_24_hour_clock(text: str) -> str:
    """``text`` with its 12-hour clock times on the 24-hour clock, as German and most other languages write
    them: the model wrote "3 pm" as "3 Uhr", three at night, where "15:00" comes out as "15:00 Uhr". The hour
    that begins a range takes the "am" or "pm" of its end ("between 2 and 4 pm"). The full stop of "a.m." stays
    where it also ends the sentence. A time said in words is written in numbers ("half past 7" as "7:30": the
    model wrote "half past seven" as "halb sieben", which is 6:30). A time "tonight" or "this evening" is said after it,
    as German says it, a bare hour from 5 to 11 in the evening and one from 12 to 4 in the night ("at 7:30 tonight" as
    "tonight at 19:30", where the model wrote "um 7:30 Uhr a abends"; "until 12 tonight" as "tonight until 0:00").

    Example:
        >>> on_24_hour_clock("Let's meet at 3 pm, not at 10:30 a.m. on Monday.")
        "Let's meet at 15:00, not at 10:30 on Monday."
        >>> on_24_hour_clock("We open at 9am and close at 7.45 P.M. Then we eat at 12 pm.")
        'We open at 9:00 and close at 19:45. Then we eat at 12:00.'
        >>> on_24_hour_clock("12 am, 12:15 a.m., 30 pm, 1.5 pm, version 10:30 am")
        '0:00, 0:15, 30 pm, 1.5 pm, version 10:30'
        >>> on_24_hour_clock("Call between 2 and 4 pm, 10-2pm or 9:30 to 11 a.m., not 3 and 30 pm.")
        'Call between 14:00 and 16:00, 10:00-14:00 or 9:30 to 11:00, not 3 and 30 pm.'
        >>> on_24_hour_clock("At half past seven, a quarter past 3 pm or quarter to twelve.")
        'At 7:30, 15:15 or 11:45.'
        >>> on_24_hour_clock("Meet me at 7:30 tonight. At 9 pm this evening we eat, until 12 tonight.")
        'Meet me tonight at 19:30. This evening at 21:00 we eat, tonight until 0:00.'
    """

    def clock(match: re.Match[str]) -> str:
        number, half = match.groups()
        time = _CLOCK_12.fullmatch(number)
        if time and not half:
            half = _half_of_range(match, int(time[1]))
        if not half or not time:
            return match.group()
        hour, minutes = time.groups()
        return f"{hour_24(int(hour), half)}:{minutes or '00'}" + _sentence_stop(match)

    def evening(match: re.Match[str]) -> str:
        hour, minutes = _CLOCK_12.fullmatch(match["time"]).groups()
        half = match["half"].strip()[0] if match["half"] else "p" if 5 <= int(hour) <= 11 else "a"
        time = f"{hour_24(int(hour), half)}:{minutes or '00'}"
        said, at = match["evening"], match["at"]
        if at[0].isupper():  # "At 8 tonight we eat." as "Tonight at 20:00 we eat."
            said, at = said[0].upper() + said[1:], at.lower()
        return f"{said} {at} {time}"

    text = _EVENING_TIME.sub(evening, CLOCK_IN_WORDS.sub(lambda match: clock_in_numbers(match)[0], text))
    return NUMBER.sub(clock, text)


def clock_in_numbers(match: re.Match[str]) -> tuple[str, str]:
    """A clock time said in words (``CLOCK_IN_WORDS``) in numbers, and as German says it: "half past four" is
    ("4:30", "halb fünf"), "a quarter past 3" ("3:15", "Viertel nach drei"), "quarter to twelve" ("11:45", "Viertel
    vor zwölf")."""
    hour = match["hour"].lower()
    hour = int(hour) if hour.isdigit() else HOURS_IN_WORDS.index(hour) + 1
    following = GERMAN_HOURS[hour % 12]  # the hour German counts to: "halb fünf" is 4:30
    if match["half"]:
        return f"{hour}:30", f"halb {following}"
    if match["way"].lower() == "past":
        return f"{hour}:15", f"Viertel nach {GERMAN_HOURS[hour - 1]}"
    return f"{(hour - 2) % 12 + 1}:45", f"Viertel vor {GERMAN_HOURS[hour - 1]}"


def day_first(text: str) -> str:
    """``text`` with its dates written month first written day first, the day as an ordinal: "March 3rd" and "July 21,
    1990" as "3rd March" and "21st July 1990", whose German the model writes as German does ("3. März"); month
    first, it wrote "auf März 3." and "Juni 30. Juni". A number after a month is taken for its day only where what
    comes before or after shows it is one ("on May 25", "Monday, May 25", "May 25 at noon"; the model wrote
    "Monday, May 25 for Memorial Day" as "Montag, 25 für ..."). "The 22nd of March" and "25 March" are "22nd
    March" and "25th March" too (the model wrote "der 22nd von März" and "25 März"). A date in numbers whose day
    is over 12 is written as German writes it: "12/15/2026" as "15.12.2026" (the model kept "12/15/2026").

    Example:
        >>> day_first("The meeting is on March 3rd, not on July 21, 1990 or May 2 at noon.")
        'The meeting is on 3rd March, not on 21st July 1990 or 2nd May at noon.'
        >>> day_first("In March 3 people came; on 25 March they left.")  # a count, and a date day first
        'In March 3 people came; on 25th March they left.'
        >>> day_first("Closed on Monday, May 25 for Memorial Day and on June 1 for ...")
        'Closed on Monday, 25th May for Memorial Day and on 1st June for ...'
        >>> day_first("from March 3-5, or from May 31st – June 4th, 2017")  # a range of days stays as written
        'from March 3-5, or from 31st May – 4th June 2017'
        >>> day_first("Her birthday is on the 22nd of March.")
        'Her birthday is on 22nd March.'
        >>> day_first("Reply by 12/15/2026 or 15/12/2026, not 03/04/2026.")  # a day over 12 shows the order
        'Reply by 15.12.2026 or 15.12.2026, not 03/04/2026.'
    """

    def date(match: re.Match[str]) -> str:
        day, year = int(match["day"]), match["year"]
        shown = _DAY_FOLLOWS.match(match.string, match.end()) or _BEFORE_DATE.search(
            match.string, 0, match.start()
        )
        if not (match["suffix"] or year or shown):
            return match.group()
        return f"{_ordinal(day)} {match['month']}" + (f" {year.lstrip(',').strip()}" if year else "")

    def day_of_month(match: re.Match[str]) -> str:
        return f"{_ordinal(int(match['day'] or match['bare_day']))} {match['month'] or match['of']}"

    def in_numbers(match: re.Match[str]) -> str:
        first, second, year = match.groups()
        day, month = (first, second) if int(first) > 12 else (second, first)
        if not (12 < int(day) <= 31 and 1 <= int(month) <= 12):
            return match.group()
        return f"{day}.{month}.{year}"

    text = _DATE_IN_NUMBERS.sub(in_numbers, text)
    return _DAY_OF_MONTH.sub(day_of_month, _MONTH_FIRST.sub(date, text))


def _ordinal(day: int) -> str:
    """``day`` as an English ordinal: "1st", "22nd", "13th"."""
    return f"{day}{'th' if 10 <= day % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th')}"


def written_out(text: str) -> str:
    """``text`` with the abbreviations people write and the model rarely saw written out as words it learnt: short
    months and weekdays of a date, days joined into a range or a list ("Mon–Fri" as "Monday to Friday", which the
    model read as "Mon– Freitag"), the dash of a range after "between" ("between 2 and 4 pm"), "@" before a clock
    time, "No." before a number, units after a number ("2h 15min"), a count of times ("3x a week"), currency signs
    before one ("$25" as "25 dollars", which German writes "25 Dollar"; "$10k" as "10 thousand dollars") and money
    in slang after one ("5 bucks", "20 quid" as "5 dollars", "20 pounds"), a number
    made vague ("8ish" as "about 8"), "i.e." and "e.g." before words ("that is,", "for example"), and the shorthand
    of hurried messages ("pls", "thx", "asap", "eod", "bc", "b4", "u", "ur": "you're" or "your"), with a capital
    where it opens the text ("tbh, ..." as "To be honest, ..."). A full stop that also ends the sentence stays. A
    program message with a printf format stays as it is: its "%b (e.g., Jan)" means the abbreviation.

    Example:
        >>> written_out("Meet me on Mon., Jan. 5 at 10. It takes approx. 2 hrs, not 1 hr.")
        'Meet me on Monday, January 5 at 10. It takes approximately 2 hours, not 1 hour.'
        >>> written_out("FYI: thx! Can u pls send it asap? Idk, it's 3 lbs w/o the box.")
        "For your information: thanks! Can you please send it as soon as possible? I don't know, it's 3 pounds without the box."
        >>> written_out("Where r u? R u ok? lemme know")
        'Where are you? Are you ok? let me know'
        >>> written_out("ur welcome, I love ur car. Ur the best! Ur of the Chaldees")
        "you're welcome, I love your car. You're the best! Ur of the Chaldees"
        >>> written_out("PLS files, THX sound, b/c")  # acronyms
        'PLS files, THX sound, because'
        >>> written_out("Jan. came on 5 Mar at 3 lbs. We saw the Sun. Sun, stand still! Sat, 3 Jan, or u")
        'Jan. came on 5 March at 3 pounds. We saw the Sun. Sun, stand still! Saturday, 3 January, or u'
        >>> written_out("It costs £20 per person, $1 or €3.50 for kids; $1 million in all.")
        'It costs 20 pounds per person, 1 dollar or 3.50 euros for kids; 1 million dollars in all.'
        >>> written_out("Open Mon–Fri, closed Sat & Sun.")
        'Open Monday to Friday, closed Saturday and Sunday.'
        >>> written_out("We raised $10k and £2bn.")
        'We raised 10 thousand dollars and 2 billion pounds.'
        >>> written_out("It's only 5 bucks, or 1 buck each; I paid 20 quid. The buck stops here.")
        "It's only 5 dollars, or 1 dollar each; I paid 20 pounds. The buck stops here."
        >>> written_out("I go 3x a week, for 2h 15min. Come at 8ish, or around 9-ish, by EOD.")
        'I go 3 times a week, for 2 hours 15 minutes. Come at about 8, or around 9, by the end of the day.'
        >>> written_out("10ish works, we meet 7:30-ish.")
        'About 10 works, we meet about 7:30.'
        >>> written_out("He is 6 ft tall, i.e. tall. Bring fruit, e.g. apples (e.g. Gala).")
        'He is 6 feet tall, that is, tall. Bring fruit, for example apples (e.g. Gala).'
        >>> written_out("It took 3 days approx. Then it rained.")
        'It took 3 days approximately. Then it rained.'
        >>> written_out("%s: took %d secs (approx.)")  # a program message
        '%s: took %d secs (approx.)'
    """

    def with_stop(match: re.Match[str], words: str) -> str:
        return words + _sentence_stop(match)

    def unit(match: re.Match[str]) -> str:
        singular, plural = UNITS[match[2]]
        return with_stop(match, f"{match[1]} {singular if match[1] == '1' else plural}")

    def currency(match: re.Match[str]) -> str:
        sign, amount, short, magnitude = match.groups()
        singular, plural = CURRENCIES[sign]
        magnitude = _SHORT_MAGNITUDES.get(short or "", magnitude or "")
        return f"{amount}{magnitude} {singular if amount == '1' and not magnitude else plural}"

    def vague(match: re.Match[str]) -> str:  # "around 8ish" as "around 8", "at 8ish" as "at about 8"
        before = match[1] or ""
        if before.lower() in ("around", "about"):
            return f"{before} {match[2]}"
        about = f"{before} about {match[2]}".lstrip()
        return about[0].upper() + about[1:] if match.start() == 0 else about

    def shorthand(match: re.Match[str]) -> str:
        word = match.group()
        if word[1:] != word[1:].lower() and word not in _SHORTHAND_IN_CAPITALS:  # an acronym
            return word
        if not word.islower() and any(char.isdigit() for char in word):  # the paper size "B4"
            return word
        full = _SHORTHAND[word.lower()]
        # "ASAP" mid-sentence is "as soon as possible"; "tbh, ..." opening the piece "To be honest, ...": the model
        # read "to be honest, that was amazing." as "ehrlich ehrlich sein."
        capitalised = match.start() == 0 or (word[0].isupper() and not word.isupper())
        full = full[0].upper() + full[1:] if capitalised else full
        glued = word.endswith("/") and match.string[match.end() : match.end() + 1].isalnum()  # "w/milk"
        return full + " " if glued else with_stop(match, full)

    if FORMAT.search(text):
        return text
    text = _MONTH.sub(lambda m: with_stop(m, MONTHS[m[1] or m[2]]), text)
    text = _DAYS_JOINED.sub(_days_written_out, text)
    text = _WEEKDAY.sub(lambda m: with_stop(m, WEEKDAYS[m[1] or m[2]]), text)
    text = _BETWEEN_DASH.sub(r"\1 and ", text)
    text = _AT_SIGN.sub("at ", text)
    text = _NUMBER_WORD.sub(lambda m: "Number " if m.start() == 0 and m[1] == "N" else "number ", text)
    text = _UNIT.sub(unit, _TIMES.sub(lambda m: "once" if m[1] == "1" else f"{m[1]} times", text))
    text = _ISH.sub(vague, text)
    text = _CURRENCY.sub(currency, text)
    text = _SLANG_MONEY.sub(lambda m: f"{m[1]} {CURRENCIES[_SLANG_SIGNS[m[2]]][m[1] != '1']}", text)
    if not _CODE.search(text):
        text = _THAT_IS.sub(lambda m: "That is," if m[1] == "I" else "that is,", text)
        text = _FOR_EXAMPLE.sub(lambda m: "For example" if m[1] == "E" else "for example", text)
    text = _YOU.sub(r"\1 you", _SHORT_WORD.sub(shorthand, text))
    text = _UR.sub(_your, text)
    return _ARE.sub(lambda match: "are" if match[1] else "Are", text)


def _days_written_out(match: re.Match[str]) -> str:
    """The days of a ``_DAYS_JOINED`` match written out and joined by words: a dash is "to", "&" and "+" are "and",
    and so is the last "/" of a run ("Mon/Wed/Fri" → "Monday, Wednesday and Friday"); full names joined by words
    stay as typed."""
    days = [day.rstrip(".") for day in re.findall(_DAY, match.group())]
    links = [link.strip() for link in re.split(_DAY, match.group())[1:-1]]
    if all(day in WEEKDAYS.values() for day in days) and all(link.isalpha() or link == "," for link in links):
        return match.group()
    joined = WEEKDAYS.get(days[0], days[0])
    for link, next_link, day in zip(links, [*links[1:], None], days[1:], strict=True):
        word = "," if link == "/" == next_link else _DAY_LINK_WORDS.get(link, link)
        joined += ("," if word == "," else f" {word}") + " " + WEEKDAYS.get(day, day)
    return joined + _sentence_stop(match)


def _used_up(match: re.Match[str]) -> str:
    """An ``_OUT_OF`` match in words the model writes: "'re out of milk" as " have no more milk", "'re running out of
    milk" as " have almost no milk left", "is currently out of stock" as "is currently sold out"; stock that ran or
    runs out stays, and so does a supply out "now" or "currently" (said so, it has no place for the word)."""
    be, when = match["be"].lstrip(" '’").lower(), f" {match['when']}" if match["when"] else ""
    if match["stock"]:
        sold_out = be in ("am", "is", "are", "was", "were", "m", "re", "s") and not match["running"]
        return f"{match['be']}{when} sold out" if sold_out else match.group()
    if when:
        return match.group()
    if match["running"]:
        return f" {_HAVE[be]} almost no {match['what']} left"
    return f" {_HAVE[be]} no more {match['what']}"


def _as_typed(template: str, match: re.Match[str]) -> str:
    """``template`` (with the groups of ``match``) in place of ``match``, with a capital where it starts with one."""
    return _as_cased(match.group(), match.expand(template))


def _as_cased(typed: str, word: str) -> str:
    """``word`` with a capital where ``typed``, the words it stands for, starts with one."""
    return word[:1].upper() + word[1:] if typed[:1].isupper() else word


def in_plain_words(text: str) -> str:
    """``text`` with the set phrases of e-mails that the model reads word for word in plain words whose German it
    writes: "Please find attached ..." as "You will find ... in the attachment." (it wrote "Bitte angebracht die
    Rechnung ..."; now "Sie finden die Rechnung in der Anlage."), "I have attached ..." as "I am sending you ... as an
    attachment." ("Ich habe die Rechnung erreicht."), and "Please do not hesitate to contact me" and "Feel free to
    contact me" as "Please contact me" ("Er zögern mich bitte nicht, ...", "fügen Sie uns freilassen"). An attachment
    is named only in a sentence that is all the phrase. Everyday words it read as others are said in words it writes
    (``_PLAIN_WORDS``: "noisy" as "loud", "restroom" as "toilet"), and everyday phrases it read word by word in words
    it knows (``_SAID_PLAINLY``): goods "shipped" as "sent" ("Your order has been shipped." came out as "Ihre
    Bestellung wurde verschoben."), "my booking" as "my reservation" ("mein Buch"), "book" and "booked" as "reserve"
    and "reserved" ("ein Hotel in Rom geplant"), a place "fully booked" as "sold out" ("voll verplant"), a machine
    "out of order" as "broken", "make it" to something as "come" ("ich kann es nicht zum Treffen bringen"), a wedding
    to come as "going to marry" ("wird ... geheiratet"), "all week" as "the whole week", "What's the weather like" as
    "How is the weather", a website "down" as "not working", "a ten-minute walk" as "ten minutes on foot", "Check,
    please" as "The bill, please" and the like; a supply used up as "have no more" (``_OUT_OF``: "We're out of milk."
    came out as "Wir sind aus Milch herausgekommen."). And "by Friday at the latest" as "by Friday" (``AT_THE_LATEST``:
    it wrote "bis Freitag am letzten"; German's "spätestens" is ``german.with_german_latest``'s to put in).

    Example:
        >>> in_plain_words("Please find attached the invoice for October.")
        'You will find the invoice for October in the attachment.'
        >>> in_plain_words("Attached is my CV"), in_plain_words("Please find the photos attached!")
        ('You will find my CV in the attachment', 'You will find the photos in the attachment!')
        >>> in_plain_words("I've attached the file.")
        'I am sending you the file as an attachment.'
        >>> in_plain_words("Please don't hesitate to call me. Do not hesitate to let us know!")
        'Please call me. Please let us know!'
        >>> in_plain_words("If you have questions, do not hesitate to contact us.")
        'If you have questions, please contact us.'
        >>> in_plain_words("Feel free to bring a friend."), in_plain_words("I feel free to go.")
        ('Please bring a friend.', 'I feel free to go.')
        >>> in_plain_words("The attached file is big."), in_plain_words("I've attached it to the wall.")
        ('The attached file is big.', "I've attached it to the wall.")
        >>> in_plain_words("Please reply by 15th January at the latest."), in_plain_words("At the latest news: ...")
        ('Please reply by 15th January.', 'At the latest news: ...')
        >>> in_plain_words("Your order has been shipped."), in_plain_words("Orders are usually shipped within a day.")
        ('Your order has been sent.', 'Orders are usually sent within a day.')
        >>> in_plain_words("Can I change my booking?"), in_plain_words("I'm booking a table; the booking number is 7.")
        ('Can I change my reservation?', "I'm booking a table; the booking number is 7.")
        >>> in_plain_words("The room is too noisy."), in_plain_words("Check, please!")
        ('The room is too loud.', 'The bill, please!')
        >>> in_plain_words("We're out of milk."), in_plain_words("Sorry, I can't make it tonight.")
        ('We have no more milk.', "Sorry, I can't come tonight.")
    """
    for attached in _ATTACHED:
        if match := attached.fullmatch(text):
            return f"You will find {match['what']} in the attachment{match['mark']}"
    if match := _I_ATTACHED.fullmatch(text):
        return f"I am sending you {match['what']} as an attachment{match['mark']}"

    def please(match: re.Match[str]) -> str:
        if match[1]:  # "Please do not hesitate to ...", "Please feel free to ..."
            return f"{match[1]} "
        before = text[: match.start()].rstrip()
        return "Please " if not before or before[-1] in ".!?" else "please "

    text = _OUT_OF.sub(_used_up, text)
    text = _PLAIN_WORD.sub(lambda match: _as_cased(match.group(), _PLAIN_WORDS[match.group().lower()]), text)
    for said, plainly in _SAID_PLAINLY:
        text = said.sub(functools.partial(_as_typed, plainly), text)
    return AT_THE_LATEST.sub(r"\g<due>", _PLEASE_DO.sub(please, text))


def _your(match: re.Match[str]) -> str:
    """What an "ur" of ``_UR`` stands for: "you're" before the words of ``_YOU_ARE_BEFORE``, else "your"; an
    "Ur" only the first ("Ur of the Chaldees" is a city)."""
    if match[1].lower() in _YOU_ARE_BEFORE:
        return "You're" if match.group() == "Ur" else "you're"
    return "your" if match.group() == "ur" else match.group()


def with_capital(piece: str) -> str:
    """``piece`` with a capital on its first word where that is typed in lower case: a list item read as the sentence it
    is. Lower-case pieces the model learnt from program messages, and read so, it wrote "call the client" as
    "Kundschafterbeschluss", "walk the dog" as "Wanderhund" (with a capital: "Rufen Sie den Client an", "Geh mit dem
    Hund"). A word with a capital inside, a number, an address or a word that is not a frequent English one stays as
    typed ("crtkill kill all line ..."), and so does a program's list of options, with a printf format or a value in
    capitals ("cols N tell the kernel ...", "remote %s").

    Example:
        >>> with_capital("call the client"), with_capital("iPhone case"), with_capital("www.example.com is down")
        ('Call the client', 'iPhone case', 'www.example.com is down')
        >>> with_capital("cols N tell the kernel that the terminal has N columns"), with_capital("remote %s")
        ('cols N tell the kernel that the terminal has N columns', 'remote %s')
        >>> with_capital("crtkill kill all line by obeying the echoprt and echoe settings")
        'crtkill kill all line by obeying the echoprt and echoe settings'
    """
    first = _LOWER_CASE_FIRST_WORD.match(piece)
    if (
        not first
        or first.group() not in frequent_words()
        or _METAVARIABLE.search(piece)
        or FORMAT.search(piece)
    ):
        return piece
    return piece[0].upper() + piece[1:]
