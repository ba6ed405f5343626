#pragma once
// What a file looked like when it was read, so that saving over it can tell whether someone
// else changed it in the meantime.

#include <cstdint>
#include <string>

namespace headroom {

struct FileStamp {
    bool known = false;    // false: not read from disk (text given in memory)
    std::uint64_t size = 0;
    std::int64_t mtimeNs = 0; // modification time, nanoseconds since the epoch
    std::uint64_t hash = 0;   // FNV-1a of the bytes

    bool operator==(const FileStamp &o) const
    {
        return known == o.known && size == o.size && mtimeNs == o.mtimeNs && hash == o.hash;
    }
};

// FNV-1a, 64 bits: cheap, and enough to notice that a file's bytes changed.
std::uint64_t fnv1a(const std::string &bytes);

// The stamp of `path` as it is on disk now; known = false when it cannot be read.
FileStamp stampOfFile(const std::string &path);

} // namespace headroom
