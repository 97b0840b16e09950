#!/usr/bin/env python3
"""Prints a reproducible random sample of one rule's findings with source and translation text,
for judging precision by hand (docs/precision.md).

Usage: Scripts/precision-sample.py RULE REPORT_DIR [COUNT] [SEED]
  REPORT_DIR  the JSON reports Scripts/precision-counts.sh wrote (one per app)
  COUNT       sample size (default 25); SEED the random seed (default 11)
Run from the package directory: report paths are relative to it.
"""
import glob
import json
import os
import random
import sys


def catalog_texts(path, key, locale):
    with open(path, encoding="utf-8") as handle:
        strings = json.load(handle)["strings"]
    localizations = strings.get(key, {}).get("localizations", {})

    def value(code):
        unit = localizations.get(code, {})
        return unit.get("stringUnit", {}).get("value") or str(unit.get("variations", ""))[:80]

    return value("en") or key, value(locale)


def table_texts(path, key, locale):
    folder, name = os.path.dirname(os.path.dirname(path)), os.path.basename(path)

    def value(code):
        for candidate in glob.glob(f"{folder}/{code}.lproj/{name}"):
            raw = open(candidate, "rb").read()
            text = raw.decode("utf-16") if raw[:2] in (b"\xff\xfe", b"\xfe\xff") else raw.decode("utf-8", "replace")
            for line in text.splitlines():
                if line.startswith(f'"{key}"'):
                    return line.split("=", 1)[1].strip()[:120]
        return None

    return value("en") or value("Base"), value(locale)


def main():
    rule, reports = sys.argv[1], sys.argv[2]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 25
    random.seed(int(sys.argv[4]) if len(sys.argv) > 4 else 11)
    findings = []
    for report in sorted(glob.glob(f"{reports}/*.json")):
        with open(report, encoding="utf-8") as handle:
            findings += [f for f in json.load(handle)["findings"] if f["rule"] == rule]
    print(f"{len(findings)} findings of {rule}")
    for finding in random.sample(findings, min(count, len(findings))):
        path, key, locale = finding["file"], finding["key"], finding["locale"]
        try:
            reader = catalog_texts if path.endswith(".xcstrings") else table_texts
            source, translation = reader(path, key, locale) if key and locale else ("", "")
        except (OSError, ValueError, KeyError) as error:
            source, translation = "?", str(error)
        print(f"{finding['severity']:7} {locale or '-':8} {key!r:.50} {source!r:.60} -> {translation!r:.70}")
        print(f"        {finding['message']}")


if __name__ == "__main__":
    main()
