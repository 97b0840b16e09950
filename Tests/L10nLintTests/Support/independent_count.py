#!/usr/bin/env python3
"""Independent count of translation status, to check `l10n report --format json`.

Reads catalogs straight from disk with Python's own JSON and plist readers and a small
.strings parser, written from the formats' documentation rather than from l10n's Swift code,
and prints per catalog x locale: total, translated, needsReview, missing, empty, stale.

Definitions (the README's "Translators' report"): keys with shouldTranslate false, keys only
a translation defines and keys with empty source text are not counted; stale keys (extractionState "stale") are counted apart
and not in total; for the others, per target locale: no translation, no string unit, or a unit
in state "new" -> missing; a unit whose value is "" -> empty; otherwise translated (and also
needsReview when a unit is "needs_review"). Keys whose source text has no letter (Unicode
category L*, once format specifiers and ${name} placeholders are removed: "%@", "400", "ⓘ") are
counted apart as noLetters, not in total. Target locales are every locale of every catalog
found, except each catalog's own source language. App Shortcuts "stringSet" phrases are units.

Usage: independent_count.py PATH [PATH ...]   (paths relative to the working directory)
"""
import json
import os
import plistlib
import re
import sys
import unicodedata

SKIPPED_DIRECTORIES = {".build", ".git", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm"}
SKIPPED_BUNDLE_EXTENSIONS = (".framework", ".xcframework", ".app", ".appex", ".xpc")
PLURAL_CATEGORIES = {"zero", "one", "two", "few", "many", "other"}
METADATA_FIELDS = {"comment", "maxWidth", "shouldTranslate"}
LOCALE_PATTERN = re.compile(r"^[a-z]{2,3}(-[A-Z][a-zA-Z]{3})?(-([A-Z]{2}|[0-9]{3}))?$")


def normalize_locale(name):
    return name.replace("_", "-")


# ---------------------------------------------------------------- discovery

def discover(paths):
    """Yields (display path, absolute path) of every catalog file, not following directory links."""
    for path in paths:
        absolute = os.path.abspath(path)
        if os.path.isfile(absolute):
            yield display(absolute), absolute
            continue
        for root, directories, files in os.walk(absolute, followlinks=False):
            directories[:] = sorted(d for d in directories
                                    if d not in SKIPPED_DIRECTORIES and not d.endswith(SKIPPED_BUNDLE_EXTENSIONS) and not os.path.islink(os.path.join(root, d)))
            for name in sorted(files):
                full = os.path.join(root, name)
                yield display(full), full


def display(absolute):
    relative = os.path.relpath(absolute)
    return absolute if relative.startswith("..") else relative


# ---------------------------------------------------------------- values

def classify(units):
    """units: list of (value, state). Returns missing | empty | needs_review | translated."""
    if not units:
        return "missing"
    if any(state == "new" for _, state in units):
        return "missing"
    if any(value == "" for value, _ in units):
        return "empty"
    if any(state == "needs_review" for _, state in units):
        return "needs_review"
    return "translated"


def xcstrings_units(node):
    """Every string unit of a String Catalog localization node, variations and substitutions included."""
    units = []
    if not isinstance(node, dict):
        return units
    unit = node.get("stringUnit")
    if isinstance(unit, dict):
        value = unit.get("value", "")
        state = unit.get("state", "")
        if isinstance(value, str):
            units.append((value, state if isinstance(state, str) else ""))
    string_set = node.get("stringSet")
    if isinstance(string_set, dict):
        state = string_set.get("state", "")
        for value in string_set.get("values") or []:
            if isinstance(value, str):
                units.append((value, state if isinstance(state, str) else ""))
    variations = node.get("variations")
    if isinstance(variations, dict):
        for kind in variations:
            if kind in ("plural", "device") and isinstance(variations[kind], dict):
                for case in variations[kind].values():
                    units += xcstrings_units(case)
                break
    substitutions = node.get("substitutions")
    if isinstance(substitutions, dict):
        for substitution in substitutions.values():
            if isinstance(substitution, dict):
                units += xcstrings_units({"variations": substitution.get("variations")})
    return units


# ---------------------------------------------------------------- String Catalogs

def load_xcstrings(path, display_path):
    with open(path, "rb") as handle:
        document = json.loads(handle.read().decode("utf-8"))
    source = normalize_locale(document.get("sourceLanguage", "en"))
    entries = []
    locales = {source}
    for key, entry in document.get("strings", {}).items():
        if not isinstance(entry, dict):
            continue
        translations = {}
        for locale, node in (entry.get("localizations") or {}).items():
            translations[normalize_locale(locale)] = xcstrings_units(node)
        locales.update(translations)
        entries.append({
            "key": key, "translations": translations, "source": True,
            "translate": entry.get("shouldTranslate", True) is not False,
            "stale": entry.get("extractionState") == "stale",
        })
    return {"path": display_path, "source": source, "locales": locales, "entries": entries}


# ---------------------------------------------------------------- strings.json

def is_locale(name):
    return bool(LOCALE_PATTERN.match(name))


def is_plural_object(value):
    return isinstance(value, dict) and bool(value) and all(k in PLURAL_CATEGORIES for k in value)


def strings_json_units(value):
    if isinstance(value, str):
        return [(value, "translated")]
    if is_plural_object(value):
        return [(v, "translated") for v in value.values() if isinstance(v, str)]
    return None


def is_entry(node):
    saw_locale = False
    for name, value in node.items():
        if name in METADATA_FIELDS:
            continue
        if not is_locale(name):
            return False
        if isinstance(value, dict) and not is_plural_object(value):
            return False
        saw_locale = True
    return saw_locale


def walk_key_major(name, node, prefix, entries):
    key = name if not prefix else prefix + "." + name
    if not isinstance(node, dict):
        return
    if not is_entry(node):
        for child, value in node.items():
            walk_key_major(child, value, key, entries)
        return
    entry = entries.setdefault(key, {"key": key, "translations": {}, "translate": True, "stale": False})
    entry["translate"] = node.get("shouldTranslate", True) is not False
    for field, value in node.items():
        if field not in METADATA_FIELDS:
            units = strings_json_units(value)
            if units is not None:
                entry["translations"][normalize_locale(field)] = units


def walk_locale_major(locale, node, prefix, entries):
    for name, value in node.items():
        key = name if not prefix else prefix + "." + name
        if isinstance(value, dict) and not is_plural_object(value):
            walk_locale_major(locale, value, key, entries)
            continue
        units = strings_json_units(value)
        if units is None:
            continue
        entry = entries.setdefault(key, {"key": key, "translations": {}, "translate": True, "stale": False})
        entry["translations"][locale] = units


def load_strings_json(path, display_path):
    with open(path, "rb") as handle:
        document = json.loads(handle.read().decode("utf-8"))
    source = normalize_locale(document.get("$sourceLanguage", "en"))
    body = {k: v for k, v in document.items() if not k.startswith("$")}
    entries = {}
    if body and all(isinstance(v, dict) and is_locale(k) for k, v in body.items()):
        for locale, node in body.items():
            walk_locale_major(normalize_locale(locale), node, "", entries)
    else:
        for name, node in body.items():
            walk_key_major(name, node, "", entries)
    locales = {source}
    for entry in entries.values():
        locales.update(entry["translations"])
        entry["source"] = True  # a key without source text still names the text, as in String Catalogs
    return {"path": display_path, "source": source, "locales": locales, "entries": list(entries.values())}


# ---------------------------------------------------------------- .strings and .stringsdict

ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v"}
UNQUOTED = re.compile(r"[A-Za-z0-9_$/:.\-]+")


def decode_text(data):
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8", "replace")
    if data.startswith(b"\xff\xfe"):
        return data[2:].decode("utf-16-le", "replace")
    if data.startswith(b"\xfe\xff"):
        return data[2:].decode("utf-16-be", "replace")
    if len(data) >= 2 and data[0] == 0 and data[1] != 0:
        return data.decode("utf-16-be", "replace")
    if len(data) >= 2 and data[1] == 0 and data[0] != 0:
        return data.decode("utf-16-le", "replace")
    return data.decode("utf-8", "replace")


def unescape(body):
    out = []
    i = 0
    while i < len(body):
        c = body[i]
        if c != "\\" or i + 1 >= len(body):
            out.append(c)
            i += 1
            continue
        e = body[i + 1]
        i += 2
        if e == "U":
            digits = re.match(r"[0-9A-Fa-f]{1,4}", body[i:])
            if digits:
                out.append(chr(int(digits.group(0), 16)))
                i += len(digits.group(0))
        elif e in "01234567":
            digits = re.match(r"[0-7]{0,2}", body[i:]).group(0)
            out.append(chr(int(e + digits, 8)))
            i += len(digits)
        else:
            out.append(ESCAPES.get(e, e))
    return "".join(out)


def parse_strings(text):
    """Foundation's old-style .strings: "key" = "value"; with comments; the last definition wins."""
    entries = {}
    i, n = 0, len(text)

    def skip():
        nonlocal i
        while i < n:
            if text[i].isspace() or text[i] in "\u2028\u2029\ufeff":
                i += 1
            elif text.startswith("//", i):
                end = text.find("\n", i)
                i = n if end < 0 else end + 1
            elif text.startswith("/*", i):
                end = text.find("*/", i + 2)
                i = n if end < 0 else end + 2
            else:
                return

    def literal():
        nonlocal i
        if i < n and text[i] in "\"'":
            quote = text[i]
            j = i + 1
            while j < n and text[j] != quote:
                j += 2 if text[j] == "\\" else 1
            value = unescape(text[i + 1:j])
            i = j + 1
            return value
        match = UNQUOTED.match(text, i)
        if not match:
            raise ValueError("expected a literal at %d" % i)
        i = match.end()
        return match.group(0)

    try:
        while True:
            skip()
            if i >= n:
                break
            key = literal()
            skip()
            if i < n and text[i] == ";":
                value = key
            else:
                if i >= n or text[i] != "=":
                    raise ValueError("expected '='")
                i += 1
                skip()
                value = literal()
                skip()
            if i >= n or text[i] != ";":
                raise ValueError("expected ';'")
            i += 1
            entries[key] = [(value, "translated")]
    except ValueError:
        pass  # like l10n, keep the entries before a syntax error (a parse-error finding there)
    return entries


def stringsdict_units(body):
    """(units, plain) for one entry: every string of its format and plural rules, and whether it
    has a format string or device rules of its own (if not, a .strings value of the key stays)."""
    units = []
    has_format = isinstance(body.get("NSStringLocalizedFormatKey"), str)
    has_device_rules = False
    for name, item in body.items():
        if name == "NSStringLocalizedFormatKey":
            if has_format:
                units.append((item, "translated"))
        elif name in ("NSStringDeviceSpecificRuleType", "NSStringVariableWidthRuleType"):
            if isinstance(item, dict) and not has_device_rules:
                has_device_rules = True
                for rule in item.values():
                    if isinstance(rule, str):
                        units.append((rule, "translated"))
                    elif isinstance(rule, dict):
                        units += stringsdict_units(rule)[0]
        elif isinstance(item, dict) and item.get("NSStringFormatSpecTypeKey") == "NSStringPluralRuleType":
            for category, text in item.items():
                if category not in ("NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey") and isinstance(text, str):
                    units.append((text, "translated"))
    return units, has_format or has_device_rules


def parse_stringsdict(data):
    try:
        root = plistlib.loads(data)
    except Exception:
        return {}
    if not isinstance(root, dict):
        return {}
    entries = {}
    for key, body in root.items():
        if isinstance(body, dict):
            entries[key] = stringsdict_units(body)
    return entries


def load_lproj_tables(files, source="en"):
    """files: [(display, absolute)] of *.lproj/*.strings(dict); one catalog per directory + table name."""
    tables = {}
    for shown, absolute in files:
        parts = shown.split("/")
        folder, name = parts[-2], parts[-1]
        is_plural = name.endswith(".stringsdict")
        table = name[: -len(".stringsdict")] if is_plural else name[: -len(".strings")]
        directory = "/".join(parts[:-2])
        locale = normalize_locale(folder[: -len(".lproj")])
        locale = source if locale == "Base" else locale
        tables.setdefault((directory, table), []).append((locale, is_plural, absolute))
    catalogs = []
    for (directory, table), members in sorted(tables.items()):
        translations = {}  # key -> locale -> units
        source_keys = set()
        for locale, is_plural, absolute in sorted(members, key=lambda m: m[1]):  # .strings first
            with open(absolute, "rb") as handle:
                data = handle.read()
            if is_plural:
                for key, (units, replaces_text) in parse_stringsdict(data).items():
                    previous = translations.setdefault(key, {}).get(locale, [])
                    translations[key][locale] = units if replaces_text else previous[:1] + units
                    if locale == source:
                        source_keys.add(key)
            else:
                for key, units in parse_strings(decode_text(data)).items():
                    translations.setdefault(key, {})[locale] = units
                    if locale == source:
                        source_keys.add(key)
        locales = {locale for locale, _, _ in members} | {source}
        entries = [{"key": key, "translations": by_locale, "source": key in source_keys, "translate": True, "stale": False}
                   for key, by_locale in translations.items()]
        path = (directory + "/" if directory else "") + "*.lproj/" + table
        catalogs.append({"path": path, "source": source, "locales": locales, "entries": entries})
    return catalogs


# ---------------------------------------------------------------- counting

def has_empty_source(entry, source):
    """Nothing to translate: every source-language value is "", or there is none and the key is ""."""
    units = entry["translations"].get(source)
    if units is None:
        return entry["key"] == ""
    return bool(units) and all(value == "" for value, _ in units)


# printf conversions (flags, width, precision, length, positions), %%, %#@name@, a substitution's
# %arg, and App Intents ${name} placeholders: syntax, not words.
FORMAT_TOKEN = re.compile(
    r"%(?:\d+\$)?(?:#@[^@]*@|arg|%|[-+ #0']*(?:\d+|\*(?:\d+\$)?)?(?:\.(?:\d+|\*(?:\d+\$)?))?"
    r"(?:hh|h|ll|l|q|L|z|t|j)?[@dDiuUxXoOfFeEgGcCsSpaAn])|\$\{[^}]*\}")


def has_letters(text):
    return any(unicodedata.category(c).startswith("L") for c in FORMAT_TOKEN.sub("", text))


def has_letterless_source(entry, source):
    units = entry["translations"].get(source)
    if units is None:
        units = [(entry["key"], "translated")]
    return bool(units) and not any(has_letters(value) for value, _ in units)


def count(catalogs):
    targets = set()
    for catalog in catalogs:
        targets |= catalog["locales"]
    targets.discard("Base")
    result = {}
    for catalog in catalogs:
        per_locale = {}
        for locale in sorted(targets - {catalog["source"]}):
            stats = dict(total=0, translated=0, needsReview=0, missing=0, empty=0, stale=0, noLetters=0)
            for entry in catalog["entries"]:
                if not entry["source"] or not entry["translate"] or has_empty_source(entry, catalog["source"]):
                    continue
                if entry["stale"]:
                    stats["stale"] += 1
                    continue
                if has_letterless_source(entry, catalog["source"]):
                    stats["noLetters"] += 1
                    continue
                stats["total"] += 1
                state = classify(entry["translations"].get(locale))
                if state == "needs_review":
                    stats["translated"] += 1
                    stats["needsReview"] += 1
                else:
                    stats[state] += 1
            per_locale[locale] = stats
        result[catalog["path"]] = per_locale
    return result


def main(arguments):
    catalogs, lproj = [], []
    for shown, absolute in discover(arguments or ["."]):
        name = os.path.basename(shown)
        parent = os.path.basename(os.path.dirname(shown))
        if name.endswith(".xcstrings"):
            catalogs.append(load_xcstrings(absolute, shown))
        elif name == "strings.json" or name.endswith(".strings.json"):
            catalogs.append(load_strings_json(absolute, shown))
        elif (name.endswith(".strings") or name.endswith(".stringsdict")) and parent.endswith(".lproj"):
            lproj.append((shown, absolute))
    catalogs += load_lproj_tables(lproj)
    json.dump(count(catalogs), sys.stdout, indent=1, sort_keys=True, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main(sys.argv[1:])
