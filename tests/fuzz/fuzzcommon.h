#pragma once
// What the fuzz targets share: the dialect maps loaded once, and inputs of the form
// "<file name>\n<file contents>", so that mutating the first line steers dialect detection.

#include "config.h"
#include "dialects/keymap.h"

#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>

namespace headroom::fuzz {

inline std::string readFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

inline void writeFile(const std::string &path, const std::string &text)
{
    std::ofstream(path, std::ios::binary) << text;
}

// Stops the run: a broken invariant is a finding, as a crash is.
[[noreturn]] inline void violated(const char *what)
{
    std::fputs(what, stderr);
    std::fputc('\n', stderr);
    std::abort();
}

// resources/dialects/*.yaml, loaded once.
inline const dialects::DialectMaps &maps()
{
    static const dialects::DialectMaps loaded = [] {
        dialects::DialectMaps m;
        Diagnostics ignored;
        for (const auto &f : std::filesystem::directory_iterator(std::string(HEADROOM_RESOURCES_DIR) + "/dialects"))
            if (f.path().extension() == ".yaml")
                m.add(readFile(f.path().string()), f.path().string(), ignored);
        m.finish();
        return m;
    }();
    return loaded;
}

// Options that read with those maps.
inline LoadOptions loadOptions()
{
    return LoadOptions(maps());
}

// Loads the maps before the first input, so that no input pays for it.
inline void installMaps()
{
    (void)maps();
}

// A scratch config folder with a few files that Hydra defaults and yacs _BASE_ can name,
// including ones that include each other, so that composition is exercised too.
inline const std::string &configFolder()
{
    // The folder goes when the process exits; its path is kept in a plain buffer, which
    // outlives every static object that an exit handler could otherwise outlive.
    static char made[] = "/tmp/headroom-fuzz-XXXXXX";
    static const std::string dir = [] {
        if (!::mkdtemp(made))
            return std::string("/tmp");
        std::atexit([] {
            std::error_code ec;
            std::filesystem::remove_all(made, ec);
        });
        std::string d = made;
        std::filesystem::create_directories(d + "/conf/model");
        std::filesystem::create_directories(d + "/conf/trainer");
        writeFile(d + "/conf/model/small.yaml", "name: gpt2\nhidden: 768\n");
        writeFile(d + "/conf/model/loop.yaml", "defaults:\n  - /model/loop\nname: x\n");
        writeFile(d + "/conf/trainer/default.yaml", "batch_size: ${model.hidden}\nprecision: bf16-mixed\n");
        writeFile(d + "/conf/base.yaml", "_BASE_: base2.yaml\nSOLVER:\n  IMS_PER_BATCH: 16\n");
        writeFile(d + "/conf/base2.yaml", "_BASE_: base.yaml\nDATALOADER:\n  NUM_WORKERS: 4\n");
        writeFile(d + "/conf/ds_config.json", "{\"train_micro_batch_size_per_gpu\": 2, \"zero_optimization\": {\"stage\": 2}}\n");
        return d;
    }();
    return dir;
}

struct NamedText {
    std::string name; // a bare file name (no folders)
    std::string text;
};

// Splits "<name>\n<text>"; the name keeps only file-name characters.
inline NamedText splitInput(const uint8_t *data, size_t size)
{
    const std::string all(reinterpret_cast<const char *>(data), size);
    const size_t nl = all.find('\n');
    NamedText out;
    const std::string raw = nl == std::string::npos || nl > 64 ? std::string() : all.substr(0, nl);
    for (char c : raw)
        if (std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_' || c == '-')
            out.name += c;
    if (out.name.empty() || out.name == "." || out.name == "..")
        out.name = "config.yaml";
    out.text = nl == std::string::npos || nl > 64 ? all : all.substr(nl + 1);
    return out;
}

} // namespace headroom::fuzz
