#pragma once
// The registry of canonical field names: how each is parsed, validated and printed.
// --set, the setup file reader, the dialect readers and the JSON "inputs" all go through it.

#include "diagnostic.h"
#include "setup.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace headroom {

struct FieldInfo {
    enum class Type { Text, Count, Integer, Number, Bool, Enum, Bytes, List, ImageSize };
    std::string_view name;
    Type type;
    double min = 0, max = 0; // for Count, Integer, Number, Bytes
};

// Every canonical field, in docs/fields.md's order.
const std::vector<FieldInfo> &canonicalFields();
const FieldInfo *findField(std::string_view name);

// The allowed spellings of an Enum field ("fp32, fp16-mixed, …"), for messages.
std::string allowedValues(std::string_view field);

// Sets `field` from its text form and records `source`. On bad input returns an error whose
// code is one of field.unknown, field.not_integer, field.not_number, field.not_bool,
// field.bad_value, field.out_of_range, field.not_size, field.not_count; args are
// {field, value[, detail…]}; file/line/column come from `source`.
std::optional<Diagnostic> setField(TrainingSetup &setup, std::string_view field,
                                   std::string_view value, const Source &source);

// Sets a list field from items (run.lora_targets).
std::optional<Diagnostic> setListField(TrainingSetup &setup, std::string_view field,
                                       const std::vector<std::string> &items, const Source &source);

// The current value of `field` in its canonical text form (lists comma-separated).
std::string fieldValue(const TrainingSetup &setup, std::string_view field);

// One change of one canonical field: what `--set field=value`, a recommendation, the export
// dialog, `export`/`advise --out` and the window's session file all pass around. `from` is
// the value before the change where it is known (a recommendation, an undo step), else empty.
// Two strings are a field and its new value: FieldChange{"run.micro_batch", "4"}.
struct FieldChange {
    std::string field; // canonical name
    std::string from, to;

    FieldChange() = default;
    FieldChange(std::string fieldName, std::string value) : field(std::move(fieldName)), to(std::move(value)) {}
    FieldChange(std::string fieldName, std::string before, std::string after)
        : field(std::move(fieldName)), from(std::move(before)), to(std::move(after))
    {
    }
    bool operator==(const FieldChange &) const = default;
};

// Parses "field=value" as `--set` takes it (the value may itself contain '='). An empty field
// or no '=' is a `set.syntax` error naming the text; the field name is not checked here.
bool parseAssignment(std::string_view text, FieldChange &out, Diagnostics &diags);

} // namespace headroom
