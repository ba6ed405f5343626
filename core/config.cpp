#include "config.h"

#include "setupfile.h"
#include "yamlutil.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <sys/stat.h>

namespace headroom {

bool loadConfigFile(const std::string &path, LoadedConfig &out, Diagnostics &diags)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) {
        Diagnostic d;
        d.code = "file.unreadable";
        d.file = path;
        d.args = {std::strerror(errno)};
        diags.push_back(d);
        return false;
    }
    if (S_ISDIR(st.st_mode)) {
        Diagnostic d;
        d.code = "file.unreadable";
        d.file = path;
        d.args = {std::strerror(EISDIR)};
        diags.push_back(d);
        return false;
    }
    if (static_cast<size_t>(st.st_size) > kMaxFileBytes) {
        Diagnostic d;
        d.code = "file.too_large";
        d.file = path;
        d.args = {std::to_string(st.st_size), std::to_string(kMaxFileBytes)};
        diags.push_back(d);
        return false;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        Diagnostic d;
        d.code = "file.unreadable";
        d.file = path;
        d.args = {std::strerror(errno)};
        diags.push_back(d);
        return false;
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return parseConfigText(buffer.str(), path, out, diags);
}

bool parseConfigText(const std::string &text, const std::string &path, LoadedConfig &out, Diagnostics &diags)
{
    out = LoadedConfig{};
    out.path = path;
    out.text = text;
    out.dialect = "headroom";
    return readSetupYaml(text, path, out.setup, diags);
}

} // namespace headroom
