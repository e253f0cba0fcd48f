"""The glossary (pipelines.glossary): what the Ding dictionary says a word typed alone means in German, and how the
translation pipeline chooses among it with the shipped model.

The dictionary here is a few of Ding's own lines (GPL-2.0-or-later, as they appear in Debian's trans-de-en 1.9-6), so
the tests need neither the package cache nor a download.
"""

from __future__ import annotations

import pytest

import pipelines
import pipelines.glossary
from pipelines.data import package_cache
from pipelines.glossary import FETCH_COMMAND, Glossary
from pipelines.translation import DEFAULT_MODEL

DING_LINES = [
    "Brieftasche {f}; Portemonnaie {n}; Portefeuille {n} [geh.] [veraltet] | Brieftaschen {pl}; Portemonnaies {pl}; "
    "Portefeuillen {pl} | im Brieftaschenformat :: wallet; notecase [Br.]; billfold [Am.] | wallets; notecases; "
    "billfolds | wallet-sized",
    "Ranzen {m}; Ränzel {m,n} [hist.] | Ranzen {pl}; Ränzel {pl} :: wallet [archaic] | wallets",
    "Zutat {f} (für ein Koch-/Backrezept) [cook.] | Zutaten {pl} | Hauptzutaten {pl} :: ingredient (for a recipe) | "
    "ingredients | main ingredients",
    "Ampel {f}; Verkehrsampel {f}; Lichtsignalanlage {f} | Ampeln {pl}; Verkehrsampeln {pl}; Lichtsignalanlagen {pl} "
    ":: traffic light; traffic lights; traffic signal | traffic lights; traffic signals",
    "(Eintragung) löschen {vt} | löschend | gelöscht :: to cancel | cancelling; canceling | cancelled; canceled",
    "etw. abbrechen {vt} [comp.] :: to abort sth.; to kill sth.",
    "zusammenführen {vt} | zusammenführend | zusammengeführt :: to merge | merging | merged",
    "Rauchen verboten! :: No smoking!; Smoking is forbidden!",
    "außer der Reihe; außertourlich [Ös.] :: out of order; out of turn",
    "außer Betrieb; nicht betriebsbereit {adj} [techn.] | außer Betrieb sein :: out of order; not in working order; "
    "out of service; out of action | to be out of order; to be out of service",
    "Banane {f}; Affenwurst {f} [humor.] [cook.] | Bananen {pl} <Affenwürste> | Dessertbanane {f}; Obstbanane {f} | "
    "Zwergbanane {f} :: banana | bananas | dessert banana | dwarf banana",
    "Apfel {m} [bot.] [cook.] | Äpfel {pl} | glasierter Apfel | Essapfel {m} :: apple | apples | toffie apple [Br.]; "
    "candy apple | eating apple",
    "He!; Heda! {interj} | he? :: Hey! | eh?; right?",
    "Guten Tag! (Begrüßung); Schönen Tag! (Verabschiedung) :: Good day (to you)! [formal and dated]",
    "richtig; gut; genehmigt; einverstanden; in Ordnung; okay; ok | Einverstanden!; Gebongt! [ugs.] | Mir geht es gut. "
    "| Alles klar bei dir? [ugs.] :: okay; OK; O.K.; okey | Okey-dokey! [coll.] | I am OK. | Everything ok with you? "
    "[coll.]",
]


@pytest.fixture(scope="module")
def glossary(tmp_path_factory) -> Glossary:
    path = tmp_path_factory.mktemp("ding") / "de-en"
    path.write_text("# Version :: 1.9 2022-12-22\n" + "\n".join(DING_LINES) + "\n", encoding="utf-8")
    return Glossary(path)


def test_a_term_is_found_in_any_letter_case_without_its_article_or_to(glossary):
    assert glossary.translations("wallet") == ["Brieftasche", "Portemonnaie"]
    assert (
        glossary.translations("The Wallet")
        == glossary.translations("WALLET")
        == ["Brieftasche", "Portemonnaie"]
    )
    assert glossary.translations("wallets") == ["Brieftaschen", "Portemonnaies"]
    assert glossary.translations("to cancel") == ["löschen"]
    # Ding lists "traffic lights" beside "traffic light", and as its plural.
    assert glossary.translations("traffic lights")[:4] == [
        "Ampel",
        "Verkehrsampel",
        "Lichtsignalanlage",
        "Ampeln",
    ]


def test_a_term_is_found_with_the_final_mark_it_is_typed_with_or_without_the_one_the_dictionary_writes(
    glossary,
):
    assert glossary.translations("Wallet.") == ["Brieftasche", "Portemonnaie"]
    assert glossary.translations("Ingredients:") == ["Zutaten"]
    # Ding writes signs and exclamations with their mark.
    assert (
        glossary.translations("No smoking") == glossary.translations("No smoking!") == ["Rauchen verboten!"]
    )
    assert glossary.translations("out of order!") == [
        "außer der Reihe",
        "außer Betrieb",
        "nicht betriebsbereit",
    ]
    assert glossary.translations("Wallet?") == []


def test_a_word_of_two_letters_is_found_where_it_starts_a_variant(glossary):
    # "ok" is in most of Ding's lines ("book", "look"): a term of such short words is searched where a variant starts.
    assert glossary.translations("OK")[:3] == ["richtig", "gut", "genehmigt"]
    assert glossary.translations("Hey") == ["He!", "Heda!"]


def test_dated_regional_and_elevated_translations_are_left_out(glossary):
    # "Portefeuille" is marked [geh.] [veraltet], "Ranzen" for "wallet [archaic]", "Ränzel" [hist.]; their
    # plurals, unmarked, with them.
    assert glossary.translations("wallet") == ["Brieftasche", "Portemonnaie"]
    assert not {"Portefeuillen", "Ranzen", "Ränzel"} & set(glossary.translations("wallets"))
    # A tag of several words with one of them: "Good day (to you)! [formal and dated]".
    assert glossary.translations("Good day!") == []


def test_an_ing_form_gets_no_present_participle(glossary):
    # German labels say "Zusammenführen", never "zusammenführend".
    assert glossary.translations("merging") == []
    assert glossary.translations("merged") == ["zusammengeführt"]


def test_only_words_and_short_terms_are_looked_up(glossary):
    assert glossary.translations("I lost my wallet.") == []
    assert glossary.translations("wallet 2") == []
    assert glossary.translations("my new brown leather wallet") == []
    assert glossary.translations("") == []


def test_known_german_is_what_the_dictionary_writes_for_two_terms_or_more(glossary):
    # "abbrechen" translates "to abort" and "to kill", "Ampel" "traffic light" and "traffic signal".
    assert glossary.knows("Abbrechen") and glossary.knows("Ampel")
    assert not glossary.knows("Hauptzutaten")  # "main ingredients" alone
    assert not glossary.knows("Wandet")  # the shipped model's German for "wallet"
    assert not glossary.knows("")


def test_without_the_dictionary_lookups_find_nothing_and_the_warning_names_the_fetch_command(
    tmp_path, monkeypatch
):
    monkeypatch.setenv(package_cache.CACHE_VARIABLE, str(tmp_path))
    with pytest.warns(UserWarning, match=FETCH_COMMAND):
        assert Glossary().translations("wallet") == []


shipped = pytest.mark.skipif(
    not (DEFAULT_MODEL / "config.json").exists(), reason="the default model is not shipped"
)


@pytest.fixture(scope="module")
def translate(glossary) -> pipelines.translation.TranslationPipeline:
    pipe = pipelines.pipeline("translation")
    return type(pipe)(pipe.model, pipe.tokenizer, glossary=glossary, task=pipe.task)


@shipped
def test_words_typed_alone_are_translated_from_the_dictionary(translate):
    # The model alone writes "Wandet", "Anmeldedaten:" and "Verkehrslicht".
    words = ["wallet", "Ingredients:", "traffic light", "WALLET"]
    assert [r["translation_text"] for r in translate(words)] == [
        "Brieftasche",
        "Zutaten:",
        "Ampel",
        "BRIEFTASCHE",
    ]


@shipped
def test_a_label_the_model_knows_keeps_its_own_translation(translate):
    # The dictionary offers "löschen" for "to cancel"; the model's "Abbrechen", a word the dictionary knows, is far
    # more probable.
    assert translate("Cancel")["translation_text"] == "Abbrechen"


@pytest.fixture(scope="module")
def alone(translate, tmp_path_factory) -> pipelines.translation.TranslationPipeline:
    """The pipeline with an empty glossary: the model alone."""
    empty = tmp_path_factory.mktemp("empty") / "de-en"
    empty.write_text("", encoding="utf-8")
    return type(translate)(
        translate.model, translate.tokenizer, glossary=Glossary(empty), task=translate.task
    )


@shipped
def test_a_sentence_is_not_looked_up(translate, alone):
    sentence = "I lost my wallet at the traffic light."
    assert translate(sentence) == alone(sentence)


@shipped
def test_a_sign_is_translated_as_the_dictionary_writes_it_typed_with_its_mark_or_without(translate):
    # The model alone writes "Kein Räuchern" and "Keine Bestellung"; it knows "No smoking!" as "Rauchen verboten!".
    signs = ["No smoking", "No smoking!", "Out of order", "out of order."]
    assert [r["translation_text"] for r in translate(signs)] == [
        "Rauchen verboten",
        "Rauchen verboten!",
        "Außer Betrieb",
        "außer Betrieb.",
    ]


@shipped
def test_a_list_of_words_on_one_line_is_translated_item_by_item(translate, alone):
    # The model alone writes "Bananen, Bananen oder Veränderungen" for "apples, bananas, oranges".
    assert translate("apples, bananas and wallets")["translation_text"] == "Äpfel, Bananen und Brieftaschen"
    assert translate("Bananas, apples, wallet.")["translation_text"] == "Bananen, Äpfel, Brieftasche."
    # After a label too: with it, the model wrote "Jungredaten: Mehl, Zucker, Eier".
    assert (
        translate("Ingredients: apples, bananas, wallets")["translation_text"]
        == "Zutaten: Äpfel, Bananen, Brieftaschen"
    )
    # An item the dictionary lacks ("oranges", here) leaves the list to the model, and so does a sentence.
    assert translate("apples, bananas, oranges") == alone("apples, bananas, oranges")
    assert translate("We came, we saw, we\nconquered.") == alone("We came, we saw, we\nconquered.")


@shipped
def test_with_several_candidates_the_dictionary_s_choice_comes_first(translate):
    candidates = translate("wallet", num_return_sequences=2)
    assert [c["translation_text"] for c in candidates] == ["Brieftasche", "Portemonnaie"]


def test_the_dictionary_file_is_read_from_the_package_cache(tmp_path, monkeypatch):
    from pipelines.data import ding

    monkeypatch.setenv(package_cache.CACHE_VARIABLE, str(tmp_path))
    folder = package_cache.folder(ding.PACKAGE)
    (folder / ding.FILE).parent.mkdir(parents=True)
    (folder / ding.FILE).write_text(DING_LINES[2] + "\n", encoding="utf-8")
    (folder / package_cache.STAMP).write_text("{}\n")
    assert Glossary().translations("Ingredients") == ["Zutaten"]
