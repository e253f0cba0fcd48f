"""Everyday questions and statements said in a German frame around their subject: what something costs, when it
opens or leaves."""

from __future__ import annotations

from pipelines.german_frames import framed, german_frame, in_address


def test_a_question_of_cost_or_time_is_framed_with_its_verb_in_the_subjects_number() -> None:
    assert german_frame("How much do the tickets for the concert cost?") == (
        "the tickets for the concert",
        "Was kosten {0}?",
    )
    assert german_frame("What time does the museum open?") == ("the museum", "Um wie viel Uhr öffnet {0}?")
    assert german_frame("When do the shops close?") == ("the shops", "Wann schließen {0}?")
    # A separable verb puts its particle at the end; a flight takes off rather than drives.
    assert german_frame("When does my train arrive?") == ("my train", "Wann kommt {0} an?")
    assert german_frame("What time does the plane leave?") == ("the plane", "Um wie viel Uhr startet {0}?")
    # What time a meal or a subject is: the model wrote "Welche Uhrzeit ist zum Essen?", and "lunch" alone as "Müll".
    assert german_frame("What time is dinner?") == ("dinner", "Um wie viel Uhr ist Abendessen?")
    assert german_frame("What time is lunch?") == ("lunch", "Um wie viel Uhr ist Mittagessen?")
    assert german_frame("What time are the tours?") == ("the tours", "Um wie viel Uhr sind {0}?")
    # At what time it does so: the model wrote "Der letzte Bus verblickt um Mitternacht.", "Das Geschäft schließt um
    # neun Uhr ein.".
    assert german_frame("The last bus leaves at midnight.") == ("the last bus", "{0} fährt um Mitternacht.")
    assert german_frame("The store closes at nine.") == ("the store", "{0} schließt um neun Uhr.")
    assert german_frame("The shops open at 9:00") == ("the shops", "{0} öffnen um 9:00 Uhr")
    assert german_frame("Our train arrives at 17:30!") == ("our train", "{0} kommt um 17:30 Uhr an!")
    # And at what time it is: the model wrote "Essens ist um acht Uhr.", "Das Treffen liegt um 15:00.".
    assert german_frame("Dinner is at eight.") == ("dinner", "Abendessen ist um acht Uhr.")
    assert german_frame("The meeting is at 15:00.") == ("the meeting", "{0} ist um 15:00 Uhr.")
    assert german_frame("The next train is at 14:05.") == ("the next train", "{0} fährt um 14:05 Uhr.")
    assert german_frame("My flight is at 6:00.") == ("my flight", "{0} geht um 6:00 Uhr.")
    # A hotel's check-out: the model wrote "Check-out ist elf Uhr." and "Welche Zeit ist die Prüfung?".
    assert german_frame("Check-out is at eleven.") == ("check-out", "der Check-out ist um elf Uhr.")
    assert german_frame("What time is check-out?") == ("check-out", "Um wie viel Uhr ist der Check-out?")
    # Typed in a hurry: lower case, no mark.
    assert german_frame("how much does a coffee cost") == ("a coffee", "Was kostet {0}?")
    # "How much is ...?" of what one pays: the model wrote "Wie viel ist ein einzelnes Ticket?".
    assert german_frame("How much is a single ticket?") == ("a single ticket", "Was kostet {0}?")
    assert german_frame("How much are the tickets?") == ("the tickets", "Was kosten {0}?")


def test_other_questions_are_left_to_the_model() -> None:
    for text in (
        "How much does it cost?",  # a pronoun: the model says "Was kostet das?"
        "How much is the difference?",  # "how much is" need not ask a price
        "How much is the house worth?",
        "How much is two plus two?",
        "When did the shop close?",  # past
        "When does the shop close on Sundays?",  # more than the frame says
        "When do you open?",
        "How much does the ticket cost, and where do I buy it?",
        "Where is the station?",
        "What time is it?",
        "What time is the meeting going to start?",  # more than a subject
        "The shop closes at 6 on Sundays.",  # more than the frame says
        "She leaves at six.",  # a pronoun
    ):
        assert german_frame(text) is None, text


def test_the_subjects_german_is_put_in_without_its_capital_or_mark_inside_the_sentence() -> None:
    question = ("the next train to Berlin", "Wann fährt {0}?")
    assert framed(question, ["Der nächste Zug nach Berlin."]) == "Wann fährt der nächste Zug nach Berlin?"
    assert (
        framed(("the store", "{0} schließt um neun Uhr."), ["Das Geschäft"])
        == "Das Geschäft schließt um neun Uhr."
    )
    assert framed(question, [""]) is None
    # Of the beam's candidates, the first with an article where the English has one: the first dropped it.
    assert (
        framed(("the tomatoes", "Was kosten {0}?"), ["Tomaten", "die Tomaten"]) == "Was kosten die Tomaten?"
    )
    assert framed(("the tomatoes", "Was kosten {0}?"), ["Tomaten", "Paradeiser"]) == "Was kosten Tomaten?"


def test_the_readers_possessive_is_said_in_the_texts_address() -> None:
    question = german_frame("How much does your premium plan cost?")
    assert framed(question, ["Dein Premium-Plan"]) == "Was kostet dein Premium-Plan?"
    assert in_address(question, "Was kostet dein Premium-Plan?", "Sie") == "Was kostet Ihr Premium-Plan?"
    assert in_address(question, "Was kostet Ihr Premium-Plan?", "du") == "Was kostet dein Premium-Plan?"
    assert in_address(question, "Was kostet Ihr Premium-Plan?", None) == "Was kostet Ihr Premium-Plan?"
    # "her" and "their" are no reader's.
    theirs = german_frame("How much does their plan cost?")
    assert in_address(theirs, "Was kostet ihr Plan?", "Sie") == "Was kostet ihr Plan?"
