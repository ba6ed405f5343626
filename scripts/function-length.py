#!/usr/bin/env python3
"""Lists the functions in core/ longer than a limit (default 120 lines, issue 14: "no function
in core/ over 120 lines"); exits 1 when there is one. A function here is a body that opens on
a line of its own signature at namespace or class level (indentation 0 or 4) and closes at the
same indentation. Usage: scripts/function-length.py [DIR] [LIMIT]"""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).parent.parent / "core")
limit = int(sys.argv[2]) if len(sys.argv) > 2 else 120
KEYWORDS = re.compile(r"^(if|for|while|switch|else|do|namespace|struct|class|enum|union)\b")
too_long = []
for path in sorted(root.rglob("*.cpp")):
    lines = path.read_text(errors="replace").split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        signature = re.match(r"^( {0,4})\S.*\)\s*(const\s*)?(override\s*)?(noexcept\s*)?\{\s*$", line)
        if not signature and re.match(r"^( {0,4})\{\s*$", line) and i > 0 and re.search(r"\)\s*(const)?\s*$", lines[i - 1]):
            signature = re.match(r"^( {0,4})", line)
            line = lines[i - 1]
        if signature and not KEYWORDS.match(line.strip()):
            indent = signature.group(1)
            j = i + 1
            while j < len(lines) and not re.match("^" + indent + r"\}", lines[j]):
                j += 1
            if j - i > limit:
                too_long.append(f"{path}:{i + 1}: {j - i} lines: {line.strip()[:90]}")
            i = j
        i += 1
for entry in too_long:
    print(entry)
sys.exit(1 if too_long else 0)
