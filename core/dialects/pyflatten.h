#pragma once
// mmengine / mmcv Python configs (`train_dataloader = dict(batch_size=2, …)`, `_base_ = [...]`)
// as flat entries with the byte spans of every literal, without running any Python: a small
// tokenizer reads top-level assignments of literals, dict(...) calls, {...}, [...] and (...).

#include "../diagnostic.h"
#include "document.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace headroom::dialects {

// Appends the entries of `text` (the contents of `file`) to `out`; the files its `_base_` names
// are read first (relative to `file`, at most a few levels deep), so that the file's own
// settings come last and win. A name bound earlier (`batch_size = 2` … `batch_size=batch_size`)
// gives its value, remembering the name in Entry::valueVia. An expression that is not a literal
// is an unresolved entry. Returns false with an error (file, line, column) for an unclosed
// bracket (python.unclosed_bracket) or string (python.unclosed_string). `command` holds the values
// the launching command gives the script's arguments (argparse dests: `--model=gemma` is model →
// gemma): an `if`/`elif`/`else` comparing one of them, or the parser's default, with a string
// reads the branch Python takes; `selectors` gets the dests whose command values chose a branch
// (the script's own choice, not a setting of their own).
bool flattenPython(const std::string &text, const std::string &file, std::vector<Entry> &out, Diagnostics &diags,
                   const std::map<std::string, std::string> &command = {}, std::set<std::string> *selectors = nullptr);

} // namespace headroom::dialects
