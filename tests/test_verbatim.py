"""What a translation keeps character for character (addresses, numbers, names, code) and the checks that it did."""

from __future__ import annotations

import re
import time

import pipelines.english
import pipelines.german
import pipelines.verbatim
from tests.conftest import garbage_collector_paused


def test_protected_spans_are_put_back_exactly_where_they_were() -> None:
    samples = [
        "See https://de.wikipedia.org/wiki/Berlin_(Stadt). Or www.example.com, or ftp://x.org/a?b=1&c=2!",
        "Mail anna.schmidt+news@mail.example.co.uk (work) or call (030) 123-4567 / +1 555 010 9999.",
        "Clone github.com/user/project; it needs 1,250 MB and 24.12.2024 is the date.",
        "Great job, team! 🎉 See you 👍🏽 and 👨\u200d👩\u200d👧 ❤️",
        "Run `pip install -e .` in C:\\Users\\anna\\suite or ~/src/suite, see /etc/hosts; ask @maria_k #python3.",
        "Nothing to protect here, only 12 apples and 3.5 pounds of flour.",
    ]
    for sample in samples:
        masked, spans = pipelines.verbatim.protect(sample)
        assert pipelines.verbatim.restore(masked, spans) == sample
        assert not any(span in masked for span in spans)
    assert pipelines.verbatim.protect(samples[-1]) == (samples[-1], [])
    assert len(pipelines.verbatim.protect(samples[1])[1]) == 3
    assert pipelines.verbatim.protect(samples[4])[1] == [
        "`pip install -e .`",
        "C:\\Users\\anna\\suite",
        "~/src/suite",
        "/etc/hosts",
        "@maria_k",
        "#python3",
    ]
    # Emoticons standing alone, whole; not a list's "8)" or a ratio.
    assert pipelines.verbatim.protect("ok :) see ya ;-) <3") == ("ok {0} see ya {1} {2}", [":)", ";-)", "<3"])
    for text in ("See item 8) and (b).", "A ratio of 3:2, a:b"):
        assert pipelines.verbatim.protect(text) == (text, [])
    # HTML tags that inline markup leaves (``without_markup``), and code between HTML's code tags; not "2 < 3".
    assert pipelines.verbatim.protect('Line one<br/>line two: run <code>ls -la</code> <img src="a.png">') == (
        "Line one{0}line two: run {1} {2}",
        ["<br/>", "<code>ls -la</code>", '<img src="a.png">'],
    )
    for text in ("2 < 3 and x<-1", "a<3", "<> is not equal"):
        assert pipelines.verbatim.protect(text) == (text, [])
    # Metric quantities, which German writes as English does; not a printf format's width.
    assert pipelines.verbatim.protect("Add 200g flour, 0.5 l milk and 2 eggs at -5 °C.") == (
        "Add {0} flour, {1} milk and 2 eggs at -{2}.",
        ["200g", "0.5 l", "5 °C"],
    )
    for text in ("%5g of %-7l, %8G", "The 5G network, 3 large ones", "a B12 kg"):
        assert pipelines.verbatim.protect(text) == (text, [])
    # Codes of letters and digits, which the model changed ("guest1234" into "Gast1234"); not words with a number.
    assert pipelines.verbatim.protect("Password: guest1234, tracking 1Z999AA10123456784.") == (
        "Password: {0}, tracking {1}.",
        ["guest1234", "1Z999AA10123456784"],
    )
    for text in ("250ms, iPhone 15, MP3, B12, COVID-19, 21st", "see a.b12345.c"):
        assert pipelines.verbatim.protect(text) == (text, [])
    # Files, domains and names in code, which the model translated ("report.pdf" as "Bericht öffnen.pdf"); not a
    # sentence typed on after another ("afternoon.Send"), an abbreviation ("e.g.", "St.Louis") nor a number.
    assert pipelines.verbatim.protect(
        "Put notes.docx on example.com; call Console.WriteLine or foo.Bar() on x86_64."
    ) == (
        "Put {0} on {1}; call {2} or {3}() on {4}.",
        ["notes.docx", "example.com", "Console.WriteLine", "foo.Bar", "x86_64"],
    )
    for text in ("Thursday afternoon.Send it", "e.g. in St.Louis at 3.5 p.m.", "Mr.Smith"):
        assert pipelines.verbatim.protect(text) == (text, [])
    # Imperial ones and kitchen measures, which the model turned into others ("6 feet" into "6 Meter", "2 cups" into
    # "2 Bechselfach"): kept, and written in German after.
    assert pipelines.verbatim.protect("He is 6 feet tall, drives at 65 mph and swam 1.5 miles.") == (
        "He is {0} tall, drives at {1} and swam {2}.",
        ["6 feet", "65 mph", "1.5 miles"],
    )
    # A range with its unit, whole: the model wrote "20-{0}" ("25°C") as "200}" and then "20-25°C" as "20°C".
    assert pipelines.verbatim.protect("It will be 20-25°C, add 2 – 3 cups.") == (
        "It will be {0}, add {1}.",
        ["20-25°C", "2 – 3 cups"],
    )
    assert pipelines.verbatim.protect("Add 1 1/2 cups of flour, 1/2 cup of milk and ½ teaspoon of salt.") == (
        "Add {0} of flour, {1} of milk and {2} of salt.",
        ["1 1/2 cups", "1/2 cup", "½ teaspoon"],
    )
    # A unit without a number is a word; one joined by a hyphen says what something measures ("a 12-inch pizza",
    # which the model wrote "12-inch-Pizza"), not an option or a range's end ("ls -l", "3-5 l").
    assert pipelines.verbatim.protect(
        "Six feet under, a 12-inch pizza, a 5-km run, ls -l, 3-5 l, 6-footers"
    ) == (
        "Six feet under, a {0} pizza, a {1} run, ls -l, {2}, 6-footers",
        ["12-inch", "5-km", "3-5 l"],
    )
    german = pipelines.german.with_german_units
    assert (
        german("Er ist 6 feet groß, 1 inch mehr, 1,5 miles") == "Er ist 6 Fuß groß, 1 Zoll mehr, 1,5 Meilen"
    )
    assert german("Füge 1 ounce und 8 ounces hinzu, 25 yards") == "Füge 1 Unze und 8 Unzen hinzu, 25 Yards"
    assert german("Fußball mit den feet, 5 footballs") == "Fußball mit den feet, 5 footballs"
    assert german("½ cup Milch, 3 cups Mehl") == "½ Tasse Milch, 3 Tassen Mehl"
    # Before a noun, a quantity joined by a hyphen starts a compound; before other words it is a quantity.
    assert german("eine 12-inch Pizza, ein 5-gallon-Eimer, ein 5-km Lauf") == (
        "eine 12-Zoll-Pizza, ein 5-Gallonen-Eimer, ein 5-km-Lauf"
    )
    assert german("ein 1-mile Lauf, die 10-yard-Linie, 6-foot hoch, 6-foot.") == (
        "ein 1-Meilen-Lauf, die 10-Yard-Linie, 6 Fuß hoch, 6 Fuß."
    )
    # Not paths, mentions or code: a fraction, "and/or", C#, an issue number, old-style `quotes'.
    for text in ("Use 1/2 of it and/or km/h.", "I write C# and fix issue #12.", "Try `foo' or `bar'."):
        assert pipelines.verbatim.protect(text) == (text, [])
    for sample in samples:  # every number a placeholder too: none is left in what the model reads
        masked, spans = pipelines.verbatim.protect(sample, numbers=True)
        assert pipelines.verbatim.restore(masked, spans) == sample
        assert not re.search(r"\d(?<!\{\d)(?!\d*\})", masked), masked
    assert pipelines.verbatim.protect(samples[-1], numbers=True)[1] == ["12", "3.5"]


def test_a_protected_span_that_a_translation_writes_in_other_letter_case_gets_its_own_back() -> None:
    as_written = pipelines.verbatim.with_spans_as_written
    spans = ["https://example.com/shop?id=42", "info@example.com", "@anna"]
    assert (
        as_written("Siehe Https://Example.com/shop?ID=42, schreib Info@example.com und @Anna.", spans)
        == "Siehe https://example.com/shop?id=42, schreib info@example.com und @anna."
    )
    # A span the translation writes as it was, or not at all, leaves it as it is.
    for translation in ("Schreib info@example.com.", "Schreib mir.", ""):
        assert as_written(translation, spans) == translation


def test_a_translation_keeps_its_names_if_it_writes_each_or_its_german_form() -> None:
    keeps, names_in = pipelines.verbatim.keeps_names, pipelines.verbatim.names_in
    # Names of the word lists that no word shares, German's forms of them ("Montag", "Elisabeth") counting too.
    assert names_in("Emma's friend Michael flew from London to Vienna with Elizabeth on Monday.") == [
        "Emma",
        "Michael",
        "London",
        "Elizabeth",
        "Monday",
    ]
    assert keeps("Emma called Michael on Monday.", "Emma hat Michael am Montag angerufen.")
    assert keeps("Elizabeth's car.", "Elisabeths Auto.")  # only the Bible writes "Elizabeth", as "Elisabeth"
    # A name everyday German writes as English does, written as the Bible does, is not kept: the model wrote "Hast
    # du Petrus gesehen?" and "Kannst du Maria fragen, ...?".
    assert not keeps("Have you seen Peter?", "Hast du Petrus gesehen?")
    assert not keeps("Can you ask Mary to call me back?", "Kannst du Maria fragen, mich zurückzurufen?")
    assert keeps("Peter's and Mary's car.", "Peters und Marys Auto.")
    # A name dropped or made a word of is not kept.
    assert not keeps("I called Anna yesterday.", "Ich habe gestern angerufen.")
    assert not keeps("I called Thomas yesterday.", "Ich habe Donnerstag angerufen.")
    # Not names to keep: words that are names too ("Mark", "Will"), names German writes otherwise ("Christmas",
    # "Yahweh": "Weihnachten", "HERR"), names in lower case.
    for source in ("Will Mark come at Christmas?", "Yahweh spoke.", "i met anna"):
        assert names_in(source) == []
    # A name that is a word too is one inside a sentence, with a possessive or before a verb only people do, not
    # otherwise at a sentence's start nor in a title: the model wrote "I met Drew at the party." as "Ich habe in der
    # Party einen Dreck getroffen.".
    assert names_in("I met Drew at the party. Drew's dog barks. Drew called.") == ["Drew", "Drew", "Drew"]
    for source in ("Drew a line.", "Mark the box. Jack up the car!", "Open Rusty Gate in Normal Mode"):
        assert names_in(source) == []
    assert not keeps("Have you seen Drew?", "Hast du einen Dreck gesehen?")
    # Names with a capital inside, as products, companies and programs write theirs; not capitals or a word's start.
    assert names_in("My iPhone and MacBook run iOS; eBay's deflateEnd, a PC, THE END, Oh No") == [
        "iPhone",
        "MacBook",
        "iOS",
        "eBay",
        "deflateEnd",
    ]
    assert not keeps("I bought an iPhone 15.", "Ich habe 15 gekauft.")
    # As placeholders, only with ``names``; an "'s" stays outside.
    assert pipelines.verbatim.protect("Call Anna's sister Emma.", names=True) == (
        "Call {0}'s sister {1}.",
        ["Anna", "Emma"],
    )
    assert pipelines.verbatim.protect("Call Anna's sister Emma.") == ("Call Anna's sister Emma.", [])


def test_a_place_german_names_otherwise_is_kept_in_german_as_a_word_and_a_placeholder_with_the_names() -> (
    None
):
    keeps, protect = pipelines.verbatim.keeps_names, pipelines.verbatim.protect
    # German's name counts, whatever its first letters ("Zypern"), of two words too ("Südafrika").
    assert keeps("Anna comes from Cyprus.", "Anna kommt aus Zypern.")
    assert keeps("We flew to South Africa and Rome.", "Wir flogen nach Südafrika und Rom.")
    assert keeps("Milan's streets.", "Mailands Straßen.")
    # Not glued to the next word, as the model wrote "Wie viel Flug nach Albanienkosten?", nor dropped.
    assert not keeps("How much does a flight to Albania cost?", "Wie viel Flug nach Albanienkosten?")
    assert not keeps("Is the ticket to Rome still valid?", "Ist die Fahrkarte noch gültig?")
    # A place no table of names has is a name too: dropped, or its English glued to a word ("Munichkosten").
    assert not keeps("Is the ticket to Cologne still valid?", "Ist die Fahrkarte noch gültig?")
    assert not keeps(
        "How much does a ticket to Munich cost?", "Wie viel macht die Fahrkarte mit Munichkosten?"
    )
    assert keeps("We drove to Munich.", "Wir fuhren nach Munich.")  # the pipeline writes "München" in
    # With the names, a place is a placeholder, its words together; the pipeline writes German's name in after.
    assert protect("Is the ticket to Rome still valid?", names=True) == (
        "Is the ticket to {0} still valid?",
        ["Rome"],
    )
    assert protect("Emma flew to South America.", names=True) == (
        "{1} flew to {0}.",
        ["South America", "Emma"],
    )
    assert protect("Is the ticket to Rome still valid?") == ("Is the ticket to Rome still valid?", [])


def test_a_translation_keeps_its_numbers_only_if_it_writes_each_of_them_once() -> None:
    keeps = pipelines.verbatim.keeps_numbers
    # Separators and the clock may change; the numbers may not.
    assert keeps("The 1,250 seats cost 3.50 each.", "Die 1.250 Plätze kosten je 3,50.")
    assert keeps("Lunch is at 12:30 pm, dinner at 7 pm.", "Mittagessen um 12:30, Abendessen um 19.00 Uhr.")
    assert keeps("Lunch is at 12:30 pm, dinner at 7 pm.", "Mittagessen um 12:30 pm, Abendessen um 7 pm.")
    assert keeps("Room B12, 2nd floor.", "Raum B12, 2. Stock.")
    assert keeps("No numbers here.", "Keine Zahlen hier.")
    # Dropped, changed, repeated or invented numbers are not kept.
    assert not keeps("Take 2 tablets.", "Nimm Tabletten.")
    assert not keeps("It is 3 pm.", "Es ist 17 Uhr.")
    assert not keeps("Room 5.", "Raum 5, Raum 5.")
    assert not keeps("Good morning.", "Guten Morgen, 12.")


def test_a_day_of_a_month_is_one_placeholder_with_the_numbers_and_kept_only_with_its_month() -> None:
    # The model read "5th May" as a number and a word ("von 5. Vielleicht"): with the numbers, it is one placeholder.
    assert pipelines.verbatim.protect("Open from 5th May to 30th June 2027, at 9:30.", numbers=True) == (
        "Open from {0} to {1}, at {2}.",
        ["5th May", "30th June 2027", "9:30"],
    )
    assert pipelines.verbatim.protect("May I have 5 more?", numbers=True) == ("May I have {0} more?", ["5"])
    keeps = pipelines.verbatim.keeps_dates
    assert keeps("Open from 5th May to 30th June.", "Offen vom 5. Mai bis 30. Juni.")
    assert keeps("Pay by 3rd March.", "Zahle bis 3rd March.")  # put back from a placeholder, then German
    # A month dropped or changed, or its day, is not kept; numbers alone are ``keeps_numbers``' to check.
    assert not keeps("Open from 5th May to 30th June.", "Offen von 5. Vielleicht 30. Juni.")
    assert not keeps("It runs from 5th May.", "Es läuft ab 5. Juni.")
    assert not keeps("Closed from 1st August to 15th August.", "Vom 1. August auf 15 beendet. August.")


def test_shorthand_is_no_slip_of_the_finger_and_laughter_is_kept_as_typed() -> None:
    # "ttyl" and "bday" are one slip from "tty" and "bay": the shorthand table wins.
    read = pipelines.translation.as_english_read
    assert read("ttyl") == "I'll talk to you later."
    assert read("happy bday!!") == "happy birthday!!"
    # "lol" comes back as typed, like an emoji, wherever it stands; "lollipop" is a word.
    assert pipelines.verbatim.protect("lol that's funny LOL") == ("{0} that's funny {1}", ["lol", "LOL"])
    assert pipelines.verbatim.protect("a lollipop") == ("a lollipop", [])


def test_a_name_after_a_courtesy_title_is_a_name_and_its_title_is_written_as_german_writes_it() -> None:
    titled = pipelines.german.with_german_titles
    # Any word after a title is a name to keep, "Baker" too (the model wrote "Mrs. Bäcker"); with its title one
    # placeholder. Not a pronoun after "Miss", nor a title without a name.
    assert pipelines.verbatim.names_in("Ask Mrs. Baker or Prof Cook about Mr O'Brien's car.") == [
        "Baker",
        "Cook",
        "O'Brien",
    ]
    assert not pipelines.verbatim.keeps_names("Call Mrs. Baker.", "Ruf Mrs. Bäcker an.")
    assert pipelines.verbatim.names_in("I Miss You, said Mr. and Mrs. The End") == []
    assert pipelines.verbatim.protect("Ask Mrs. Baker.", names=True) == ("Ask {0}.", ["Mrs. Baker"])
    # "Herr" for the subject and the person addressed, "Herrn" for an object, a possessive and after a preposition.
    assert titled("Mr. Li is here.", "Mr. Li ist hier.") == "Herr Li ist hier."
    assert titled("Thank you, Mr. Li!", "Danke, Mr. Li!") == "Danke, Herr Li!"
    assert titled("This is Mr Li.", "Das ist Mr Li.") == "Das ist Herr Li."
    assert titled("I called Mr. Li.", "Ich rief Mr. Li an.") == "Ich rief Herrn Li an."
    assert titled("I went with Mr. Li.", "Ich ging mit Mr. Li.") == "Ich ging mit Herrn Li."
    assert titled("Mr. Li's car.", "Mr. Lis Auto.") == "Herrn Lis Auto."
    assert titled("Mr. Li and Mr. Wu came.", "Mr. Li und Mr. Wu kamen.") == "Herr Li und Herr Wu kamen."
    # "Frau" whatever the case, "Dr." and "Prof." with their point; a couple; what the model translated stays.
    assert (
        titled("Ask Ms Keller or Miss Li.", "Frag Ms Keller oder Miss Li.")
        == "Frag Frau Keller oder Frau Li."
    )
    assert titled("Prof Wu met Dr. Li.", "Prof Wu traf Dr. Li.") == "Prof. Wu traf Dr. Li."
    assert titled("I met Mr. and Mrs. Li.", "Ich traf Mr. and Mrs. Li.") == "Ich traf Herrn und Frau Li."
    assert titled("Mrs. Li called.", "Herr. Li rief an.") == "Herr. Li rief an."


def test_a_decade_is_one_span_and_written_as_german_writes_it() -> None:
    decades = pipelines.german.with_german_decades
    # "1990s", "'80s" and "the 80s" are decades (the model wrote "2000 Goldstücke"); "%.50s", "in her 80s" are not.
    assert pipelines.verbatim.protect("Art of the 1990s, the early '80s and the 70s.") == (
        "Art of the {0}, the early {1} and the {2}.",
        ["1990s", "'80s", "70s"],
    )
    for source in ("write '%.50s' to '%.250s'", "She is in her 80s.", "in 1990 or 1995"):
        assert pipelines.verbatim.protect(source) == (source, [])
    # "Jahre" after an article of the nominative or accusative, "Jahren" in the dative, with its article.
    assert decades("The 1990s were fun.", "Die 1990s waren lustig.") == "Die 1990er Jahre waren lustig."
    assert decades("Art from the 1990s.", "Kunst vom 1990s.") == "Kunst von den 1990er Jahren."
    assert decades("In the 60s, we...", "In 60s haben wir ...") == "In den 60er Jahren haben wir ..."
    assert (
        decades("born in the late '70s", "in den späten '70s geboren") == "in den späten 70er Jahren geboren"
    )
    # A decade the model wrote in German stays; a number the source does not have as a decade too.
    assert decades("Art from the 1990s.", "Kunst aus den 1990ern.") == "Kunst aus den 1990ern."
    assert decades("Write '%.50s'.", "Schreib »%.50s«.") == "Schreib »%.50s«."


def test_protecting_and_restoring_take_linear_time_on_long_runs() -> None:
    # Patterns that made an e-mail or domain pattern try every start in a run: seconds at 20,000 characters.
    runs = (
        "a" * 20_000,
        "a." * 10_000,
        "a@" * 10_000,
        "1-" * 10_000,
        "1 pm " * 4_000,
        "🙂" * 10_000,
        "1.5 " * 5_000,
    )
    with garbage_collector_paused():
        for run in runs:
            start = time.perf_counter()
            masked, spans = pipelines.verbatim.protect(run)
            assert pipelines.verbatim.restore(masked, spans) == run
            masked, spans = pipelines.verbatim.protect(run, numbers=True)
            assert pipelines.verbatim.restore(masked, spans) == run
            assert pipelines.verbatim.keeps_numbers(run, run)
            assert pipelines.english.with_apostrophes(run) == run
            assert pipelines.german.with_german_numbers(run, run) == run
            assert pipelines.english.other_language(run) is None
            assert time.perf_counter() - start < 0.5, run[:10]
    # Reading the case of each word looks back to the sentence's start once per text, not once per word.
    with garbage_collector_paused():
        for run in (
            "I Love This Song " * 5_000 + ".",
            "i met anna " * 5_000,
            "A. " * 10_000,
            "I LOVE it. " * 5_000,
        ):
            start = time.perf_counter()
            assert len(pipelines.english.in_usual_case(run)) == len(run)
            assert time.perf_counter() - start < 0.5, run[:10]
