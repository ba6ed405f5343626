// Saving a config atomically: a temporary file beside the target, fsync, rename; the input is
// never replaced unless asked, and then a backup is kept; symlinks are not followed silently.

#include "savefile.h"

#include "dialects/files.h"

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace headroom {

namespace {

Diagnostic saveError(const std::string &code, const std::string &path, std::vector<std::string> args = {})
{
    Diagnostic d;
    d.code = code;
    d.file = path;
    d.args = std::move(args);
    return d;
}

std::string realPath(const std::string &path)
{
    char buffer[PATH_MAX];
    return ::realpath(path.c_str(), buffer) ? std::string(buffer) : std::string();
}

bool writeAll(int fd, const std::string &bytes)
{
    size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        done += static_cast<size_t>(n);
    }
    return true;
}

// Runs the test seam for `step`; returns false with errno set when it asks for a failure.
bool allowed(const SaveOptions &options, const char *step, const std::string &path)
{
    if (!options.fault)
        return true;
    if (const int e = options.fault(step, path)) {
        errno = e;
        return false;
    }
    return true;
}

// Writes `bytes` to a temporary file in target's folder and renames it over `target`. On any
// failure the temporary file is removed and `target` is as it was.
bool atomicWrite(const std::string &target, const std::string &bytes, mode_t mode, const SaveOptions &options,
                 Diagnostics &diags)
{
    const std::string dir = dialects::dirName(target);
    const size_t slash = target.rfind('/');
    const std::string base = slash == std::string::npos ? target : target.substr(slash + 1);
    std::string tmpl = dialects::joinPath(dir, "." + base + ".headroom-XXXXXX");
    std::vector<char> name(tmpl.begin(), tmpl.end());
    name.push_back('\0');
    const int fd = allowed(options, "create", target) ? ::mkstemp(name.data()) : -1;
    if (fd < 0) {
        diags.push_back(saveError("save.failed", target, {std::strerror(errno)}));
        return false;
    }
    const std::string tmp(name.data());
    const bool ok = allowed(options, "write", target) && writeAll(fd, bytes) && ::fchmod(fd, mode) == 0 &&
                    allowed(options, "fsync", target) && ::fsync(fd) == 0;
    const int savedErrno = errno;
    ::close(fd);
    if (!ok || !allowed(options, "rename", target) || ::rename(tmp.c_str(), target.c_str()) != 0) {
        const int e = ok ? errno : savedErrno;
        ::unlink(tmp.c_str());
        diags.push_back(saveError("save.failed", target, {std::strerror(e)}));
        return false;
    }
    // The rename itself is durable once the folder is synced.
    const int dirFd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY);
    if (dirFd >= 0) {
        ::fsync(dirFd);
        ::close(dirFd);
    }
    return true;
}

} // namespace

bool saveConfigFile(const std::string &path, const std::string &bytes, const SaveOptions &options, Diagnostics &diags,
                    std::string *backupPath)
{
    std::string target = path;
    struct stat st {};
    const bool exists = ::lstat(path.c_str(), &st) == 0;
    if (exists && S_ISLNK(st.st_mode)) {
        if (!options.force) {
            diags.push_back(saveError("save.symlink", path, {realPath(path)}));
            return false;
        }
        target = realPath(path);
        if (target.empty()) {
            diags.push_back(saveError("save.failed", path, {std::strerror(errno)}));
            return false;
        }
    }
    struct stat targetStat {};
    const bool targetExists = ::stat(target.c_str(), &targetStat) == 0;
    if (targetExists && !S_ISREG(targetStat.st_mode)) {
        // A folder, a device (/dev/null), a pipe: renaming over it would replace it.
        diags.push_back(saveError("save.not_a_file", path));
        return false;
    }
    mode_t mode = 0644;
    struct stat input {};
    if (targetExists)
        mode = targetStat.st_mode & 07777;
    else if (!options.inputPath.empty() && ::stat(options.inputPath.c_str(), &input) == 0 && S_ISREG(input.st_mode))
        mode = input.st_mode & 0777; // a new file is what the input was: a launch script stays executable
    if (!options.inputPath.empty() && targetExists) {
        struct stat in {};
        const bool sameFile = ::stat(options.inputPath.c_str(), &in) == 0 && in.st_dev == targetStat.st_dev &&
                              in.st_ino == targetStat.st_ino;
        if (sameFile) {
            if (!options.inPlace && !options.force) {
                diags.push_back(saveError("save.would_overwrite", path));
                return false;
            }
            if (options.inputStamp.known && !options.overwriteChanged && !(stampOfFile(target) == options.inputStamp)) {
                diags.push_back(saveError("save.changed_on_disk", path));
                return false;
            }
        }
    }
    if (backupPath)
        backupPath->clear();
    if (targetExists) {
        // Whatever is replaced stays one step away, as FILE.bak; an older FILE.bak holding
        // other text is never written over (the next free FILE.bak.1, .2, ...).
        std::string original;
        if (!dialects::readTextFile(target, original, diags))
            return false;
        std::string backup = target + ".bak";
        for (int n = 1; n <= 999; ++n) {
            struct stat b {};
            if (::lstat(backup.c_str(), &b) != 0)
                break; // free
            std::string held;
            Diagnostics ignored;
            if (S_ISREG(b.st_mode) && dialects::readTextFile(backup, held, ignored) && held == original)
                break; // already kept: rewritten with the same bytes
            backup = target + ".bak." + std::to_string(n);
        }
        if (!atomicWrite(backup, original, mode, options, diags)) {
            diags.back().code = "save.backup_failed";
            return false;
        }
        if (backupPath)
            *backupPath = backup;
    }
    return atomicWrite(target, bytes, mode, options, diags);
}

} // namespace headroom
