#include "files.h"

#include "../text.h"
#include "../yamlutil.h"

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

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

bool readTextFile(const std::string &path, std::string &out, Diagnostics &diags, FileStamp *stamp)
{
    // O_NONBLOCK: opening a named pipe nobody writes to waits forever otherwise. Reads block
    // again below (a pipe with a writer, `<(…)`, is read to its end; one without reads as empty).
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    struct stat st {};
    if (fd >= 0 && ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK) != 0) {
        ::close(fd);
        diags.push_back(fileError("file.unreadable", path, {std::strerror(errno)}));
        return false;
    }
    if (fd < 0 || ::fstat(fd, &st) != 0) {
        diags.push_back(fileError("file.unreadable", path, {std::strerror(errno)}));
        if (fd >= 0)
            ::close(fd);
        return false;
    }
    if (S_ISDIR(st.st_mode)) {
        ::close(fd);
        diags.push_back(fileError("file.unreadable", path, {std::strerror(EISDIR)}));
        return false;
    }
    if (static_cast<std::uint64_t>(st.st_size) > kMaxFileBytes) {
        ::close(fd);
        diags.push_back(fileError("file.too_large", path, {std::to_string(st.st_size), std::to_string(kMaxFileBytes)}));
        return false;
    }
    // Read at most one byte past the limit: a pipe or /dev/zero has no size to check up front.
    std::string bytes;
    char buffer[65536];
    while (true) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            const int e = errno;
            ::close(fd);
            diags.push_back(fileError("file.unreadable", path, {std::strerror(e)}));
            return false;
        }
        if (n == 0)
            break;
        bytes.append(buffer, static_cast<size_t>(n));
        if (bytes.size() > kMaxFileBytes) {
            ::close(fd);
            diags.push_back(fileError("file.too_large", path, {"> " + std::to_string(kMaxFileBytes), std::to_string(kMaxFileBytes)}));
            return false;
        }
    }
    ::close(fd);
    if (stamp) {
        stamp->known = S_ISREG(st.st_mode);
        stamp->size = bytes.size();
        stamp->mtimeNs = static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
        stamp->hash = fnv1a(bytes);
    }
    out = std::move(bytes);
    return true;
}

bool fileExists(const std::string &path)
{
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

std::string specialFileKind(const std::string &path)
{
    struct stat st {};
    if (path.empty() || ::stat(path.c_str(), &st) != 0 || S_ISREG(st.st_mode))
        return std::string();
    if (S_ISDIR(st.st_mode))
        return "folder";
    if (S_ISFIFO(st.st_mode))
        return "pipe";
    if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode))
        return "device";
    if (S_ISSOCK(st.st_mode))
        return "socket";
    return std::string();
}

std::string realPathOf(const std::string &path)
{
    char buffer[PATH_MAX];
    return ::realpath(path.c_str(), buffer) ? std::string(buffer) : path;
}

std::string dirName(const std::string &path)
{
    const size_t slash = path.rfind('/');
    if (slash == std::string::npos)
        return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

std::string fileExtension(const std::string &name)
{
    const size_t dot = name.rfind('.');
    if (dot == std::string::npos || dot == 0 || name.find('/', dot) != std::string::npos)
        return std::string();
    return toLower(name.substr(dot + 1));
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

namespace headroom {

std::uint64_t fnv1a(const std::string &bytes)
{
    std::uint64_t h = 1469598103934665603ull;
    for (const char c : bytes) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ull;
    }
    return h;
}

FileStamp stampOfFile(const std::string &path)
{
    FileStamp stamp;
    std::string bytes;
    Diagnostics ignored;
    if (!dialects::readTextFile(path, bytes, ignored, &stamp))
        return FileStamp{};
    return stamp;
}

} // namespace headroom
