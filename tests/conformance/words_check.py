"""The kit's words check (issue 30 §7): what a player reads must be words, not ids, codes or engine tokens.

Written from the audit's examples ("Resource half 0; Guild card guild1-05 half 0", "pay C2-Cr1", "Install a
Exploration Device", "gain 1 Materials", "Round 1, you's turn", "AF-77", "content tide.json") and the
House rule that players count from one.
"""
from __future__ import annotations

import re

#: words that count from one when a player reads them (a "space 0" is an engine index)
COUNTED = r"(?:seat|space|floor|slot|half|side|row|column|hex|round|turn|player|step|level|card|tile|strip|sector)"
#: nouns ending in s that are singular, or units with no singular form, after "1"
SINGULAR_S = {"is", "was", "has", "VPs"[:2], "plus", "bonus", "glass", "boss", "status", "chaos", "canvas", "focus",
              "this", "its", "less", "pass", "across", "us", "as", "gas", "mass", "loss", "access", "process", "press",
              "progress", "cross", "address", "fortress", "prowess", "class", "grass", "moss", "abyss", "princess",
              "goddess", "mistress", "witness", "business", "darkness", "wilderness", "madness", "sickness",
              "lioness", "priestess", "genius", "nexus", "campus", "radius", "virus", "corpus", "citrus", "axis",
              "basis", "crisis", "oasis", "analysis", "thesis", "series", "species", "means", "news", "lens",
              "Ares", "Atlas", "Iris", "Artemis", "Hades", "Nemesis", "Erebus", "Argus", "Janus", "Ignis",
              "Genesis", "Sirius", "Pegasus", "Cerberus", "Tartarus", "Styx", "Hermes", "Zeus", "Apollyon",
              "Gas"}  # Falling's Gas (a Resource) is a mass noun: "1 Gas", like "1 Iron"
#: a / an before words whose sound the first letter misleads
AN_CONSONANT_SOUND = re.compile(r"^(?:uni|use|usu|uti|eu|ewe|one|once|ur[aeiou])", re.I)
A_VOWEL_SOUND = re.compile(r"^(?:(?i:hour|honest|honou?r|heir)|[AEFHILMNORSX][A-Z0-9]*\b)")

CHECKS = [
    # "guild1-05", "m-green-07", "d-green-2", "row1" (a plain hyphenated word, "face-up", is fine)
    ("an internal id", re.compile(r"\b[a-z]+\d*(?:-[a-z]+)*-\d+\b|\b[a-z]+\d+-[a-z0-9]+\b|\b[a-z]-[a-z0-9-]+\b"
                                  r"|\b(?:row|col|slot|hex|space|floor)\d+\b")),
    ("a snake_case token", re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b")),
    ("a payment code", re.compile(r"\b(?:[A-Z][a-z]?\d+)(?:-[A-Z][a-z]?\d+)+\b|\bpay [A-Z][a-z]?\d\b")),
    ("a zero-based count", re.compile(rf"\b{COUNTED} 0\b", re.I)),
    ("a rulebook or file reference", re.compile(r"\b[A-Z]{2,3}-\d+\b|\.json\b|\.py\b|\binventory\b|\bRULES\.md\b")),
    ("an engine word", re.compile(r"\byou's\b|\bNone\b|\bTrue\b|\bFalse\b|\{|\}|\[\]|\bnull\b|\bundefined\b")),
    # Falling's Partner "Jini Jini" is the rulebook's name, not a doubled word
    ("a doubled word", re.compile(r"\b(?!Jini Jini\b)(\w+) \1\b", re.I)),
]


def article_problems(text: str) -> list[str]:
    """ "a" before a vowel sound, "an" before a consonant sound."""
    out = []
    for art, word in re.findall(r"\b([Aa]n?) ([A-Za-z][\w-]*)", text):
        vowel = word[0] in "aeiouAEIOU" and not AN_CONSONANT_SOUND.match(word) or bool(A_VOWEL_SOUND.match(word))
        if art.lower() == "a" and vowel:
            out.append(f'"a" before a vowel sound: "{art} {word}"')
        elif art.lower() == "an" and not vowel:
            out.append(f'"an" before a consonant sound: "{art} {word}"')
    return out


def plural_problems(text: str) -> list[str]:
    """ "1" (or "one") before a plural noun: "1 gems", "gain 1 Materials", "up to 1 hexes"."""
    out = []
    for word in re.findall(r"(?<![\d.,/-])\b1 ([A-Za-z]+s)\b", text):
        if word not in SINGULAR_S and not word.endswith(("ss", "us", "is")) and not word.isupper():
            out.append(f'"1" with a plural noun: "1 {word}"')
    return out


def words_problems(text: str, ids: frozenset = frozenset()) -> list[str]:
    """What in `text` a player should never read; `ids`: the game's component ids (none may show)."""
    out = [f'{what}: "{m.group(0)}"' for what, pattern in CHECKS for m in pattern.finditer(text)]
    out += article_problems(text) + plural_problems(text)
    out += [f'an internal id: "{token}"' for token in re.findall(r"[\w-]+", text)
            if token in ids and re.search(r"[-_\d]", token)]
    return out
