#include "compactyaml.h"

#include "yamlutil.h"

#include <yaml-cpp/yaml.h>

#include <cstring>

namespace headroom {

namespace {

// "HRCY" and a format version, then the hash (8 bytes, little-endian), then one node:
//   1                          null
//   2 length bytes             scalar
//   3 count node*count         sequence
//   4 count (key value)*count  map
// Lengths and counts are 4 bytes, little-endian. The tags are control characters and a length
// ends in a zero byte for any scalar under 16 MiB, so each scalar's text stands alone among the
// program's strings: `strings` (and lintian's spelling check over the binary, tests/linux) would
// otherwise read a tag letter glued to the words around it ("processS").
constexpr std::string_view kMagic("HRCY\x02", 5);
enum Tag : char { kNull = 1, kScalar = 2, kSequence = 3, kMap = 4 };

constexpr int kCountBytes = 4, kHashBytes = 8;

void putLittleEndian(std::string &out, std::uint64_t v, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        out.push_back(static_cast<char>((v >> (8 * i)) & 0xff));
}

void putCount(std::string &out, std::uint64_t v)
{
    putLittleEndian(out, v, kCountBytes);
}

void putNode(std::string &out, const YAML::Node &n)
{
    switch (n.Type()) {
    case YAML::NodeType::Map:
        out.push_back(kMap);
        putCount(out, n.size());
        for (const auto &kv : n) {
            putNode(out, kv.first);
            putNode(out, kv.second);
        }
        break;
    case YAML::NodeType::Sequence:
        out.push_back(kSequence);
        putCount(out, n.size());
        for (const auto &item : n)
            putNode(out, item);
        break;
    case YAML::NodeType::Scalar:
        out.push_back(kScalar);
        putCount(out, n.Scalar().size());
        out += n.Scalar();
        break;
    default:
        out.push_back(kNull);
        break;
    }
}

class Decoder {
public:
    explicit Decoder(std::string_view data) : m_at(data.data()), m_end(data.data() + data.size()) {}

    // Decodes one node into `at`, a node of the document being built: children are made with
    // operator[] on their parent, so the whole document shares one node memory as a parsed one
    // does (nodes made apart and inserted would merge their memories level by level).
    bool node(YAML::Node at, int depth)
    {
        if (m_at == m_end || depth > kMaxNestingDepth)
            return false;
        const char tag = *m_at++;
        if (tag == kNull) {
            at = YAML::Null;
            return true;
        }
        std::uint64_t n = 0;
        // Every element takes at least a byte: a count beyond what is left is damage.
        if (!count(n) || n > static_cast<std::uint64_t>(m_end - m_at))
            return false;
        switch (tag) {
        case kScalar:
            at = std::string(m_at, static_cast<size_t>(n));
            m_at += n;
            return true;
        case kSequence:
            if (n == 0)
                at = YAML::Node(YAML::NodeType::Sequence);
            for (std::size_t i = 0; i < n; ++i)
                if (!node(at[i], depth + 1))
                    return false;
            return true;
        case kMap:
            if (n == 0)
                at = YAML::Node(YAML::NodeType::Map);
            for (std::uint64_t i = 0; i < n; ++i) {
                std::string key;
                // Shipped files have scalar keys; any other is left to the parser.
                if (!scalar(key) || !node(at[key], depth + 1))
                    return false;
            }
            return true;
        default:
            return false;
        }
    }

    bool hash(std::uint64_t &h) { return littleEndian(h, kHashBytes); }

    bool atEnd() const { return m_at == m_end; }

private:
    bool scalar(std::string &out)
    {
        std::uint64_t n = 0;
        if (m_at == m_end || *m_at++ != kScalar || !count(n) || n > static_cast<std::uint64_t>(m_end - m_at))
            return false;
        out.assign(m_at, static_cast<size_t>(n));
        m_at += n;
        return true;
    }

    bool count(std::uint64_t &v) { return littleEndian(v, kCountBytes); }

    bool littleEndian(std::uint64_t &v, int bytes)
    {
        if (m_end - m_at < bytes)
            return false;
        v = 0;
        for (int i = 0; i < bytes; ++i)
            v |= static_cast<std::uint64_t>(static_cast<unsigned char>(m_at[i])) << (8 * i);
        m_at += bytes;
        return true;
    }

    const char *m_at;
    const char *m_end;
};

} // namespace

std::uint64_t yamlTextHash(std::string_view text)
{
    std::uint64_t h = 14695981039346656037ull;
    for (const char c : text) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ull;
    }
    return h;
}

std::string compactYaml(const YAML::Node &root, std::uint64_t textHash)
{
    std::string out(kMagic);
    putLittleEndian(out, textHash, kHashBytes);
    putNode(out, root);
    return out;
}

bool readCompactYaml(std::string_view compact, std::uint64_t textHash, YAML::Node &out)
{
    if (compact.substr(0, kMagic.size()) != kMagic)
        return false;
    Decoder in(compact.substr(kMagic.size()));
    std::uint64_t stamped = 0;
    if (!in.hash(stamped) || stamped != textHash)
        return false;
    YAML::Node root(YAML::NodeType::Null);
    try {
        if (!in.node(root, 0) || !in.atEnd())
            return false;
    } catch (const YAML::Exception &) {
        return false;
    }
    out = root;
    return true;
}

} // namespace headroom
