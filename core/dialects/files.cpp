#include "files.h"

#include "../yamlutil.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <sys/stat.h>

namespace headroom::dialects {

namespace {

Diagnostic fileError(const std::string &code, const std::string &path, std::vector<std::string> args)
{
    Diagnostic d;
    d.code = code;
    d.file = path;
    d.args = std::move(args);
    return d;
}

} // namespace

bool readTextFile(const std::string &path, std::string &out, Diagnostics &diags)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) {
        diags.push_back(fileError("file.unreadable", path, {std::strerror(errno)}));
        return false;
    }
    if (S_ISDIR(st.st_mode)) {
        diags.push_back(fileError("file.unreadable", path, {std::strerror(EISDIR)}));
        return false;
    }
    if (static_cast<size_t>(st.st_size) > kMaxFileBytes) {
        diags.push_back(fileError("file.too_large", path, {std::to_string(st.st_size), std::to_string(kMaxFileBytes)}));
        return false;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        diags.push_back(fileError("file.unreadable", path, {std::strerror(errno)}));
        return false;
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    out = buffer.str();
    return true;
}

bool fileExists(const std::string &path)
{
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

std::string dirName(const std::string &path)
{
    const size_t slash = path.rfind('/');
    if (slash == std::string::npos)
        return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

std::string joinPath(const std::string &dir, const std::string &name)
{
    if (!name.empty() && name[0] == '/')
        return name;
    if (dir.empty() || dir == ".")
        return name;
    return dir + (dir.back() == '/' ? "" : "/") + name;
}

} // namespace headroom::dialects
