#pragma once
// The dialect key maps as the tests read them: straight from resources/dialects/.

#include "config.h"
#include "dialects/keymap.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace headroom::testing {

inline std::string readFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// Loads every map once (failing loudly on a defect).
inline const dialects::DialectMaps &testMaps(Diagnostics *problems = nullptr)
{
    static Diagnostics defects;
    static const dialects::DialectMaps maps = [] {
        dialects::DialectMaps m;
        std::vector<std::string> files;
        for (const auto &f : std::filesystem::directory_iterator(std::string(HEADROOM_RESOURCES_DIR) + "/dialects"))
            if (f.path().extension() == ".yaml")
                files.push_back(f.path().string());
        std::sort(files.begin(), files.end());
        for (const std::string &f : files)
            m.add(readFile(f), f, defects);
        m.finish();
        return m;
    }();
    if (problems)
        *problems = defects;
    return maps;
}

// Options that read a config with the test maps (LoadOptions::maps is required).
inline LoadOptions testOptions()
{
    return LoadOptions(testMaps());
}

} // namespace headroom::testing
