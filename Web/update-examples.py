#!/usr/bin/env python3
"""Writes Web/Examples/NAME.json, the JSON form of every built-in example (Examples/NAME.yaml),
which the static site ships (the page reads JSON only). Needs PyYAML (Debian: python3-yaml).

Usage: python3 Web/update-examples.py [--check]
With --check, writes nothing and fails when a file is missing or differs. CI also proves the JSON
files equivalent to the YAML: the module's frames of each must equal `complayout frames --example`.
"""

import json
import pathlib
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parents[1]


def converted(path):
    return json.dumps(yaml.safe_load(path.read_text()), indent=2, ensure_ascii=False) + "\n"


def main():
    check = "--check" in sys.argv[1:]
    stale = []
    for source in sorted((ROOT / "Examples").glob("*.yaml")):
        target = ROOT / "Web" / "Examples" / (source.stem + ".json")
        text = converted(source)
        if check:
            if not target.exists() or target.read_text() != text:
                stale.append(target.name)
        else:
            target.write_text(text)
    if stale:
        print("error: out of date (run python3 Web/update-examples.py): " + ", ".join(stale), file=sys.stderr)
        sys.exit(1)


main()
