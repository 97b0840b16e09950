#!/usr/bin/env python3
"""Writes a String Catalog of 10,000 keys in English and 50 locales, shaped like the test suite's
LargeReport: per locale 2% of keys missing, 1% needs_review, 0.3% translations much longer than
the source (about 62 MB). Used by `Scripts/check-report-html.sh --large` for the HTML report's
budget on a real lint run.

    Scripts/generate-report-project.py DIRECTORY
"""
import json
import os
import sys

LOCALES = ["ar", "bg", "bn", "ca", "cs", "da", "de", "el", "en-GB", "es", "es-MX", "et", "fa", "fi", "fil", "fr", "fr-CA", "he", "hi", "hr",
           "hu", "id", "it", "ja", "ko", "lt", "lv", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sl", "sr", "sv", "sw",
           "ta", "te", "th", "tr", "uk", "ur", "vi", "zh-HK", "zh-Hans", "zh-Hant"]
WORDS = ["lesson", "practice", "record", "answer", "streak", "review", "speak", "listen", "friend", "goal"]
KEYS = 10_000


def main(directory):
    os.makedirs(os.path.join(directory, "App"), exist_ok=True)
    parts = ['{\n  "sourceLanguage" : "en",\n  "strings" : {\n']
    for index in range(KEYS):
        word = WORDS[index % 10]
        key = f"Tap {word} to continue {index}"
        localizations = {"en": {"stringUnit": {"state": "translated", "value": key}}}
        for position, locale in enumerate(LOCALES):
            roll = (index * 7 + position * 13) % 1000
            if roll < 20:
                continue
            value = f"{locale} {word} {index} weiter"
            if 30 <= roll < 33:
                value += " and a much longer tail"
            localizations[locale] = {"stringUnit": {"state": "needs_review" if roll < 30 else "translated", "value": value}}
        entry = {"comment": f"Button on the {word} screen", "localizations": localizations}
        parts.append(json.dumps(key) + " : " + json.dumps(entry, ensure_ascii=False, indent=2) + (",\n" if index < KEYS - 1 else "\n"))
    parts.append('  },\n  "version" : "1.0"\n}\n')
    with open(os.path.join(directory, "App", "Localizable.xcstrings"), "w", encoding="utf-8") as file:
        file.write("".join(parts))


if __name__ == "__main__":
    main(sys.argv[1])
