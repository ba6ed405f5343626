#include "compactyaml.h"

#include "yamlutil.h"

#include <yaml-cpp/yaml.h>

#include <cstring>

namespace headroom {

namespace {

// "HRCY" and a format version, then the hash (8 bytes, little-endian), then one node:
//   'N'                         null
//   'S' length bytes            scalar
//   'Q' count node*count        sequence
//   'M' count (key value)*count map
// Lengths and counts are unsigned LEB128.
constexpr std::string_view kMagic("HRCY\x01", 5);

void putCount(std::string &out, std::uint64_t v)
{
    while (v >= 0x80) {
        out.push_back(static_cast<char>((v & 0x7f) | 0x80));
        v >>= 7;
    }
    out.push_back(static_cast<char>(v));
}

void putNode(std::string &out, const YAML::Node &n)
{
    switch (n.Type()) {
    case YAML::NodeType::Map:
        out.push_back('M');
        putCount(out, n.size());
        for (const auto &kv : n) {
            putNode(out, kv.first);
            putNode(out, kv.second);
        }
        break;
    case YAML::NodeType::Sequence:
        out.push_back('Q');
        putCount(out, n.size());
        for (const auto &item : n)
            putNode(out, item);
        break;
    case YAML::NodeType::Scalar:
        out.push_back('S');
        putCount(out, n.Scalar().size());
        out += n.Scalar();
        break;
    default:
        out.push_back('N');
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
        if (tag == 'N') {
            at = YAML::Null;
            return true;
        }
        std::uint64_t n = 0;
        // Every element takes at least a byte: a count beyond what is left is damage.
        if (!count(n) || n > static_cast<std::uint64_t>(m_end - m_at))
            return false;
        switch (tag) {
        case 'S':
            at = std::string(m_at, static_cast<size_t>(n));
            m_at += n;
            return true;
        case 'Q':
            if (n == 0)
                at = YAML::Node(YAML::NodeType::Sequence);
            for (std::size_t i = 0; i < n; ++i)
                if (!node(at[i], depth + 1))
                    return false;
            return true;
        case 'M':
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

    bool hash(std::uint64_t &h)
    {
        if (m_end - m_at < 8)
            return false;
        h = 0;
        for (int i = 0; i < 8; ++i)
            h |= static_cast<std::uint64_t>(static_cast<unsigned char>(m_at[i])) << (8 * i);
        m_at += 8;
        return true;
    }

    bool atEnd() const { return m_at == m_end; }

private:
    bool scalar(std::string &out)
    {
        std::uint64_t n = 0;
        if (m_at == m_end || *m_at++ != 'S' || !count(n) || n > static_cast<std::uint64_t>(m_end - m_at))
            return false;
        out.assign(m_at, static_cast<size_t>(n));
        m_at += n;
        return true;
    }

    bool count(std::uint64_t &v)
    {
        v = 0;
        for (int shift = 0; shift < 64 && m_at != m_end; shift += 7) {
            const auto byte = static_cast<unsigned char>(*m_at++);
            v |= static_cast<std::uint64_t>(byte & 0x7f) << shift;
            if (!(byte & 0x80))
                return true;
        }
        return false;
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
    for (int i = 0; i < 8; ++i)
        out.push_back(static_cast<char>((textHash >> (8 * i)) & 0xff));
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
