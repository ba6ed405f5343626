#pragma once
// What reading a config leaves for writing it back: the document with its spans, the map
// that read it and which entry and rule stated each field.

#include "document.h"
#include "keymap.h"
#include "mapper.h"

#include <map>
#include <string>

namespace headroom::dialects {

struct ReadState {
    Document doc;
    DialectMap map;                          // with its includes and tables resolved
    std::map<std::string, Binding> bindings; // canonical field → where it is stated
    std::map<std::string, std::string> classNames;
};

} // namespace headroom::dialects
