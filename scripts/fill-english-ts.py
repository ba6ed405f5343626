#!/usr/bin/env python3
"""Fills translations/headroom_en.ts: English is the source language, so each translation is
the source text itself (two numerus forms where the source uses %n). Run after lupdate."""
import re
import sys
from pathlib import Path

path = Path(__file__).resolve().parent.parent / "translations" / "headroom_en.ts"
text = path.read_text(encoding="utf-8")


def fill(match):
    block = match.group(0)
    source = re.search(r"<source>(.*?)</source>", block, re.S).group(1)
    if 'numerus="yes"' in block:
        singular = source.replace("(s)", "")
        plural = source.replace("(s)", "s")
        translation = ("<translation>\n            <numerusform>%s</numerusform>\n"
                       "            <numerusform>%s</numerusform>\n        </translation>" % (singular, plural))
    else:
        translation = "<translation>%s</translation>" % source
    return re.sub(r"<translation[^>]*?(/>|>.*?</translation>)", lambda _: translation, block, flags=re.S)


text = re.sub(r"<message[^>]*>.*?</message>", fill, text, flags=re.S)
path.write_text(text, encoding="utf-8")
print("filled", len(re.findall(r"<message", text)), "messages", file=sys.stderr)
